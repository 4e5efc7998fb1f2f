import { useEffect, useId, useMemo } from 'react';
import type { BackendKind } from '../../../../shared/contract/ipc';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { deckOutlineOf } from '../../shared/panel/deck-inspection';
import type { StagedItem } from '../../shared/panel/intake-store';
import { useBackendKind } from '../../shared/use-app-info';
import { localOnlyRefusal } from '../../../../shared/tools/tool-definition';
import { pptxJoin } from '../../../../shared/tools/definitions/pptx-join';
import { mergeTaskName } from './merge-name';
import { MergeSlides } from './merge-slides';
import {
  EMPTY_ORDER,
  isWholeDeckMerge,
  reconcile,
  slidesParam,
  type SlideDeck,
  type SlideOrder,
} from '../../shared/page-order/slide-order';
import { translate, useT } from '../../i18n/i18n';

export interface MergeOptions {
  /** The merged deck's name without extension; empty = "<first deck>-merged". */
  outputName: string;
  /** Every slide of the ready decks, in merged order, each included or left out. */
  order: SlideOrder;
  /** The backend files go to: DeckFlow's cloud merges whole decks only. */
  backend: BackendKind | undefined;
}

export const INITIAL_MERGE_OPTIONS: MergeOptions = { outputName: '', order: EMPTY_ORDER, backend: undefined };

/** The ready decks with their slide counts, in staged order (a deck still being read is not one yet). */
export function slideDecks(items: readonly StagedItem[]): SlideDeck[] {
  return items.flatMap((item) => {
    const outline = deckOutlineOf(item);
    return item.state === 'ready' && item.staged && outline ? [{ key: item.key, name: item.name, slides: outline.slides.length }] : [];
  });
}

/** `slides` only when the person chose: a plain merge is sent as DeckFlow's SDK sends it, which every backend takes. */
export function mergeParams(options: MergeOptions): Record<string, unknown> {
  return isWholeDeckMerge(options.order) ? {} : { slides: slidesParam(options.order) };
}

export function mergeBlocker(options: MergeOptions, items: readonly StagedItem[]): string | null {
  const decks = slideDecks(items);
  if (items.some((item) => item.state === 'ready' && !deckOutlineOf(item))) return 'Reading the slides…';
  const current = reconcile(options.order, decks) === options.order;
  if (!current) return translate('deck.readingSlides');
  if (decks.length > 0 && options.order.slides.every((entry) => !entry.included)) return translate('merge.includeOne');
  return options.backend === 'cloud' ? localOnlyRefusal(pptxJoin, mergeParams(options)) : null;
}

/** The file's extension after the name field: the same in every language. */
const EXTENSION = '.pptx';

export function MergeOptionsForm(props: OptionsProps<MergeOptions>) {
  const t = useT();
  const { options, setOptions, items } = props;
  const id = useId();
  const backend = useBackendKind();
  const ready = items.flatMap((item) => (item.staged ? [item.staged] : []));
  const placeholder = ready[0] ? `${ready[0].name.replace(/\.pptx$/i, '')}-merged` : 'merged';
  const decks = slideDecks(items);
  const next = reconcile(options.order, decks);
  const paths = useMemo(() => new Map(items.flatMap((item) => (item.staged ? [[item.key, item.staged.path] as const] : []))), [items]);

  useEffect(() => {
    if (next !== options.order) setOptions({ order: next });
  }, [next, options.order, setOptions]);
  useEffect(() => {
    if (backend !== options.backend) setOptions({ backend });
  }, [backend, options.backend, setOptions]);

  const localOnlyNote = backend === 'cloud' && !isWholeDeckMerge(next) ? localOnlyRefusal(pptxJoin, { slides: [] }) : null;
  return (
    <div className="merge-options">
      <MergeSlides
        order={next}
        paths={paths}
        setOrder={(order) => setOptions({ order })}
        disabled={props.disabled}
        localOnlyNote={localOnlyNote}
      />
      <div className="field">
        <label htmlFor={id}>{t('merge.nameLabel')}</label>
        <div className="field__with-suffix">
          <input
            id={id}
            type="text"
            maxLength={200}
            spellCheck={false}
            placeholder={placeholder}
            value={options.outputName}
            disabled={props.disabled}
            onChange={(event) => setOptions({ outputName: event.currentTarget.value })}
          />
          <span className="field__suffix" aria-hidden="true" dir="ltr">
            {EXTENSION}
          </span>
        </div>
        <p className="field__hint">
          {ready.length > 1 ? t('merge.historyName', { name: mergeTaskName(ready) ?? '' }) : t('merge.optional')}
        </p>
      </div>
    </div>
  );
}
