import type { ReorderHandlers } from '../page-order/reorder-handlers';
import { memo } from 'react';
import { useT } from '../../i18n/i18n';
import { usePageThumbnail } from '../ui/thumbnail-store';
import { PageImage } from '../ui/thumbnail-strip';
import type { SlideEntry } from '../page-order/slide-order';

/** What a card asks of its grid; one object for the grid's life, so a card re-renders only when its own page does. */
export interface PageCardHandlers extends ReorderHandlers {
  toggle(index: number): void;
  /** Turns the page a quarter: +90 clockwise, -90 anticlockwise. */
  turn(index: number, by: 90 | -90): void;
}

interface PageCardProps {
  entry: SlideEntry;
  /** Its place in the result, from 0. */
  index: number;
  total: number;
  /** The file's name, its number in the file list (shown when several), its staged path (for the thumbnail). */
  name: string;
  fileNumber: number | undefined;
  path: string | undefined;
  /** Degrees clockwise, when the grid turns pages (Organise). */
  turn: number | undefined;
  disabled: boolean;
  dropTarget: boolean;
  handlers: PageCardHandlers;
}

/** Arrows, not words: the buttons' names say what they do. */
const TURN_SYMBOL = { left: '↺', right: '↻' } as const;

/** A page's thumbnail, turned as the page will be. */
function TurnedThumbnail(props: { path: string; name: string; page: number; turn: number }) {
  const t = useT();
  const { thumbnail, error } = usePageThumbnail(props.path, props.page);
  if (error) return null;
  return (
    <span
      className={`pdf-page__turn${props.turn % 180 === 90 ? ' pdf-page__turn--quarter' : ''}`}
      style={{ transform: props.turn ? `rotate(${props.turn}deg)` : undefined }}
    >
      <PageImage thumbnail={thumbnail} alt={t('pdf.pages.picture', { page: props.page, name: props.name })} />
    </span>
  );
}

/** One page of the result: its picture (turned as it will be), a checkbox that keeps it, its file's badge, turn buttons. */
export const PageCard = memo(function PageCard(props: PageCardProps) {
  const t = useT();
  const { entry, index, total, name, path, disabled, handlers } = props;
  const turn = props.turn ?? 0;
  const where = { page: entry.slide, name, position: index + 1, total };
  const label = !entry.included
    ? t('pdf.pages.cardOut', where)
    : turn
      ? t('pdf.pages.cardTurned', { ...where, degrees: turn })
      : t('pdf.pages.card', where);
  return (
    <li
      className={`pdf-page${entry.included ? '' : ' pdf-page--left-out'}${props.dropTarget ? ' pdf-page--drop-target' : ''}`}
      tabIndex={0}
      draggable={!disabled}
      aria-label={label}
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
      <span className="pdf-page__thumb">{path ? <TurnedThumbnail path={path} name={name} page={entry.slide} turn={turn} /> : null}</span>
      <span className="pdf-page__bar">
        <label className="pdf-page__label">
          <input
            type="checkbox"
            checked={entry.included}
            disabled={disabled}
            aria-label={t('pdf.pages.keep', { page: entry.slide, name })}
            onChange={() => handlers.toggle(index)}
          />
          {props.fileNumber !== undefined ? (
            <span className="pdf-page__file" aria-hidden="true" title={t('pdf.pages.fileBadge', { number: props.fileNumber, name })}>
              {props.fileNumber}
            </span>
          ) : null}
          <span className="pdf-page__name" aria-hidden="true">
            {t('pdf.pages.label', { page: entry.slide })}
          </span>
        </label>
        {props.turn !== undefined ? (
          <span className="pdf-page__turns">
            <button
              type="button"
              className="pdf-page__turn-button"
              disabled={disabled}
              aria-label={t('pdf.pages.turnLeft', { page: entry.slide })}
              title={t('pdf.pages.turnLeft', { page: entry.slide })}
              onClick={() => handlers.turn(index, -90)}
            >
              {TURN_SYMBOL.left}
            </button>
            <button
              type="button"
              className="pdf-page__turn-button"
              disabled={disabled}
              aria-label={t('pdf.pages.turnRight', { page: entry.slide })}
              title={t('pdf.pages.turnRight', { page: entry.slide })}
              onClick={() => handlers.turn(index, 90)}
            >
              {TURN_SYMBOL.right}
            </button>
          </span>
        ) : null}
      </span>
    </li>
  );
});
