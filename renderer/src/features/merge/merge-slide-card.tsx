import type { ReorderHandlers } from '../../shared/page-order/reorder-handlers';
import { memo } from 'react';
import { SlideThumbnail } from '../../shared/ui/thumbnail-strip';
import type { SlideEntry } from '../../shared/page-order/slide-order';
import { useT } from '../../i18n/i18n';

/** What a card asks of its list; one object for the list's life, so a card re-renders only when its own slide does. */
export interface SlideCardHandlers extends ReorderHandlers {
  toggle(index: number): void;
}

interface SlideCardProps {
  entry: SlideEntry;
  /** Its place in the merged deck, from 0. */
  index: number;
  total: number;
  /** The deck's file name, its number in the deck list, and its staged path (for the thumbnail). */
  name: string;
  deckNumber: number | undefined;
  path: string | undefined;
  disabled: boolean;
  dropTarget: boolean;
  handlers: SlideCardHandlers;
}

/**
 * One slide of the merged deck: its picture, a checkbox that leaves it out, its deck's badge. Memoised: scrolling
 * mounts the rows coming into view and leaves the others alone (issue #21's smooth 300-slide scroll).
 */
export const SlideCard = memo(function SlideCard(props: SlideCardProps) {
  const t = useT();
  const { entry, index, total, name, deckNumber, path, disabled, handlers } = props;
  return (
    <li
      className={`merge-slide${entry.included ? '' : ' merge-slide--left-out'}${props.dropTarget ? ' merge-slide--drop-target' : ''}`}
      tabIndex={0}
      draggable={!disabled}
      aria-label={t('merge.slideCard', { slide: entry.slide, name, position: index + 1, total, leftOut: entry.included ? 'no' : 'yes' })}
      aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={total}
      onKeyDown={(event) => handlers.keyDown(event, index)}
      onDragStart={(event) => handlers.dragStart(event, index)}
      onDragOver={(event) => handlers.dragOver(event, index)}
      onDragEnter={(event) => handlers.dragOver(event, index)}
      onDrop={(event) => handlers.drop(event, index)}
    >
      <span className="merge-slide__thumb">{path ? <SlideThumbnail path={path} fileName={name} page={entry.slide} /> : null}</span>
      <label className="merge-slide__label">
        <input
          type="checkbox"
          checked={entry.included}
          disabled={disabled}
          aria-label={t('merge.include', { slide: entry.slide, name })}
          onChange={() => handlers.toggle(index)}
        />
        <span className="merge-slide__deck" aria-hidden="true" title={t('merge.deckBadge', { number: deckNumber ?? '', name })}>
          {deckNumber}
        </span>
        <span className="merge-slide__name" aria-hidden="true" title={t('preview.pageOfFile', { kind: 'slide', page: entry.slide, name })}>
          {t('preview.slide', { slide: entry.slide })}
        </span>
      </label>
    </li>
  );
});
