import type { BackendKind } from '../../../../shared/contract/ipc';
import { DEFAULT_DECK_TEMPLATE } from '../../../../shared/tools/deck-templates';
import type { DeckTemplateId } from '../../../../shared/tools/deck-templates';
import type { StagedItem } from '../../shared/panel/intake-store';

export interface RevampOptions {
  template: DeckTemplateId;
  /** A DeckFlow language code, or '' to leave the deck's language marks as they are. */
  lang: string;
  /** The selected backend, as the form last read it: the cloud takes no local `template`. */
  backend: BackendKind | null;
}

export const INITIAL_REVAMP_OPTIONS: RevampOptions = { template: DEFAULT_DECK_TEMPLATE, lang: '', backend: null };

export function revampParams(options: RevampOptions): Record<string, unknown> {
  return {
    ...(options.backend !== 'cloud' ? { template: options.template } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  };
}

/** The local engine restyles .pptx only: another kind of file is refused here, before it is sent. */
export function revampBlocker(options: RevampOptions, items: readonly StagedItem[]): string | null {
  if (options.backend === 'cloud') return null;
  const other = items.find((item) => !/\.pptx$/i.test(item.name));
  if (!other) return null;
  return /\.key$/i.test(other.name)
    ? `“${other.name}” is a Keynote file: export it as .pptx from Keynote, or use the DeckFlow cloud service.`
    : `“${other.name}”: the local engine revamps .pptx decks; convert it to .pptx first, or use the DeckFlow cloud service.`;
}
