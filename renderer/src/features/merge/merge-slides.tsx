import { useRef, useState } from 'react';
import { reorderHandlers } from '../../shared/page-order/reorder-handlers';
import { useStableHandlers } from '../../shared/page-order/use-stable-handlers';
import { GridSpacer } from '../../shared/ui/grid-spacer';
import { useVirtualGrid, type GridMetrics } from '../../shared/ui/virtual-grid';
import { moveSlide, resetOrder, toggleSlide, isWholeDeckMerge, type SlideOrder } from '../../shared/page-order/slide-order';
import { SlideCard, type SlideCardHandlers } from './merge-slide-card';
import { translate, useT } from '../../i18n/i18n';
import { announce } from '../../shared/live-announcer';
import './merge.css';

const SLIDE_DRAG_TYPE = 'application/x-deckhand-merge-slide';
/** As merge.css sets them: a card's width, height and gap, the box's padding. */
const GRID: GridMetrics = { minWidth: 148, gap: 10, rowHeight: 132, padding: 8, overscan: 2 };
/** The element of a slide that takes focus: its card. */
const cardOf = (index: number): string => `:scope > li[data-index="${index}"]`;

/**
 * Every slide of the staged decks, in merged order, as a grid of thumbnails: a checkbox leaves a slide out, a drag or
 * Alt+←/→ (also ↑/↓, as for decks) on a focused slide moves it, across decks too. Each move is announced and focus
 * follows the slide. Only the rows in view (and two either side) are in the DOM, so 300 slides cost what 30 do.
 */
export function MergeSlides(props: {
  order: SlideOrder;
  paths: ReadonlyMap<string, string>;
  setOrder: (order: SlideOrder) => void;
  disabled: boolean;
  localOnlyNote: string | null;
}) {
  const { order, paths, setOrder, disabled } = props;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const grid = useVirtualGrid(listRef, order.slides.length, GRID, cardOf);
  const t = useT();
  const names = new Map(order.decks.map((deck) => [deck.key, deck.name]));
  const deckNumber = new Map(order.decks.map((deck, i) => [deck.key, i + 1]));
  const included = order.slides.filter((entry) => entry.included).length;
  const total = order.slides.length;

  const move = (from: number, to: number, focus: boolean) => {
    if (to < 0 || to >= total || from === to) return;
    const entry = order.slides[from];
    setOrder(moveSlide(order, from, to));
    if (entry) announce(translate('live.slideMoved', { slide: entry.slide, deck: names.get(entry.deck) ?? '', position: to + 1, total }));
    // Its card may not be rendered yet: its row is scrolled in, and the card focused once it is.
    if (focus) grid.revealAndFocus(to);
  };

  // The cards call through a ref to this render's handlers: the object they hold never changes, so memo keeps them.
  const current: SlideCardHandlers = {
    ...reorderHandlers({ dragType: SLIDE_DRAG_TYPE, disabled, move, setDragFrom, setDropAt }),
    toggle(index) {
      setOrder(toggleSlide(order, index));
    },
  };
  const handlers = useStableHandlers(current);
  if (total === 0) return null;

  return (
    <section className="merge-slides" aria-labelledby="merge-slides-heading">
      <div className="merge-slides__bar">
        <h2 id="merge-slides-heading" className="merge-slides__heading">
          {t('merge.heading')}
        </h2>
        <p className="merge-slides__count" aria-live="polite">
          {included === total ? t('merge.includedAll', { count: total }) : t('merge.includedSome', { chosen: included, count: total })}
        </p>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || isWholeDeckMerge(order)}
          onClick={() => setOrder(resetOrder(order))}
        >
          {t('merge.reset')}
        </button>
      </div>
      <p className="field__hint">{t('merge.hint')}</p>
      {props.localOnlyNote ? (
        <p className="field__problem" role="alert">
          {props.localOnlyNote}
        </p>
      ) : null}
      <ol
        ref={listRef}
        className="merge-slides__list"
        aria-label={t('merge.listLabel')}
        onDragEnd={() => {
          setDragFrom(null);
          setDropAt(null);
        }}
      >
        <GridSpacer space={grid.before} gap={GRID.gap} />
        {order.slides.slice(grid.start, grid.end).map((entry, offset) => {
          const index = grid.start + offset;
          return (
            <SlideCard
              key={`${entry.deck}:${entry.slide}`}
              entry={entry}
              index={index}
              total={total}
              name={names.get(entry.deck) ?? ''}
              deckNumber={deckNumber.get(entry.deck)}
              path={paths.get(entry.deck)}
              disabled={disabled}
              dropTarget={dropAt === index && dragFrom !== null && dragFrom !== index}
              handlers={handlers}
            />
          );
        })}
        <GridSpacer space={grid.after} gap={GRID.gap} />
      </ol>
    </section>
  );
}
