import type { StagedFile } from '../../../../shared/contract/ipc';
import { DEFAULT_DECK_TEMPLATE } from '../../../../shared/tools/deck-templates';
import type { DeckTemplateId } from '../../../../shared/tools/deck-templates';
import { translate } from '../../i18n/i18n';

/** Who writes the slides: the local engine decides (`useModel` left out), the chat model, or the text as written. */
export type OutlinePlanner = 'auto' | 'model' | 'outline';

/**
 * Where the deck would be made, as the form last read it: the local engine (whether a chat model is set up there,
 * null while unknown) or the DeckFlow cloud, which takes none of the local engine's own params.
 */
export type CreateReach = { backend: 'cloud' } | { backend: 'local'; chatModel: boolean | null };

export interface CreateOptions {
  inputText: string;
  /** As typed; empty = as many slides as the outline (or the model) gives. */
  pageCount: string;
  audience: string;
  intent: string;
  author: string;
  enableSearch: boolean;
  advancedModel: boolean;
  fastMode: boolean;
  template: DeckTemplateId;
  planner: OutlinePlanner;
  reach: CreateReach | null;
}

export const INITIAL_CREATE_OPTIONS: CreateOptions = {
  inputText: '',
  pageCount: '',
  audience: '',
  intent: '',
  author: '',
  enableSearch: false,
  advancedModel: false,
  fastMode: false,
  template: DEFAULT_DECK_TEMPLATE,
  planner: 'auto',
  reach: null,
};

export const MAX_PAGE_COUNT = 100;

/** An outline in the Markdown the local engine reads (main/engine/generation/outline-parser.ts), in the window's language. */
export function exampleOutline(): string {
  return translate('createForm.example');
}

function isLocal(options: CreateOptions): boolean {
  return options.reach?.backend !== 'cloud';
}

/** The slide count, null when none is asked for, NaN when what was typed is not a count. */
export function pageCountOf(options: CreateOptions): number | null {
  const text = options.pageCount.trim();
  if (text === '') return null;
  const value = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= MAX_PAGE_COUNT ? value : Number.NaN;
}

export function createBlocker(options: CreateOptions): string | null {
  if (options.inputText.trim() === '') return translate('createForm.needText');
  if (Number.isNaN(pageCountOf(options))) {
    return translate('createForm.badCount', { max: MAX_PAGE_COUNT });
  }
  if (isLocal(options) && options.enableSearch) return translate('createForm.refusal.enableSearch');
  if (options.reach?.backend === 'local' && options.planner === 'model' && options.reach.chatModel === false) {
    return translate('createForm.refusal.useModel');
  }
  return null;
}

export function createParams(options: CreateOptions): Record<string, unknown> {
  const pages = pageCountOf(options);
  const text = (value: string) => value.trim() || undefined;
  const params: Record<string, unknown> = {
    inputText: options.inputText,
    ...(pages !== null && !Number.isNaN(pages) ? { pageCount: pages } : {}),
    audience: text(options.audience),
    intent: text(options.intent),
    author: text(options.author),
    ...(options.enableSearch ? { enableSearch: true } : {}),
    ...(options.advancedModel ? { advancedModel: true } : {}),
    ...(options.fastMode ? { fastMode: true } : {}),
  };
  if (isLocal(options)) {
    params.template = options.template;
    if (options.planner !== 'auto') params.useModel = options.planner === 'model';
  }
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/** The deck's name in History: the outline's title (`# …`), else its first line. */
export function createTaskName(options: CreateOptions, files: readonly StagedFile[]): string | undefined {
  const lines = options.inputText.split('\n').map((line) => line.trim());
  const heading = lines.find((line) => /^#\s+\S/.test(line))?.replace(/^#\s+/, '');
  const first = heading ?? lines.find((line) => line !== '')?.replace(/^#+\s*|^[-*+]\s+/g, '');
  const name = first?.trim() || files[0]?.name;
  return name ? name.slice(0, 200) : undefined;
}
