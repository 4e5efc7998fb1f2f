import { useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { counted } from '../../shared/counted';
import { SlideThumbnail } from '../../shared/ui/thumbnail-strip';
import { useVirtualGrid, type GridMetrics } from '../../shared/ui/virtual-grid';
import { moveSlide, resetOrder, toggleSlide, isWholeDeckMerge, type SlideOrder } from './slide-order';
import './merge.css';

const SLIDE_DRAG_TYPE = 'application/x-deckhand-merge-slide';
/** As merge.css sets them: a card's width, height and gap, the box's padding. */
const GRID: GridMetrics = { minWidth: 148, gap: 10, rowHeight: 132, padding: 8, overscan: 2 };

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
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const grid = useVirtualGrid(listRef, order.slides.length, GRID);
  const names = new Map(order.decks.map((deck) => [deck.key, deck.name]));
  const deckNumber = new Map(order.decks.map((deck, i) => [deck.key, i + 1]));
  const included = order.slides.filter((entry) => entry.included).length;
  const total = order.slides.length;
  if (total === 0) return null;

  // The slide's row is scrolled into view first: it may not be rendered yet.
  const focusSlide = (index: number) =>
    requestAnimationFrame(() => {
      grid.reveal(index);
      requestAnimationFrame(() => listRef.current?.querySelector<HTMLLIElement>(`:scope > li[data-index="${index}"]`)?.focus());
    });

  const move = (from: number, to: number, focus: boolean) => {
    if (to < 0 || to >= total || from === to) return;
    const entry = order.slides[from];
    setOrder(moveSlide(order, from, to));
    if (entry) setAnnouncement(`Slide ${entry.slide} of ${names.get(entry.deck) ?? ''} moved to position ${to + 1} of ${total}.`);
    if (focus) focusSlide(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (disabled || !event.altKey || event.target !== event.currentTarget) return;
    const delta =
      event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    move(index, index + delta, true);
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!event.dataTransfer.types.includes(SLIDE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropAt(index);
  };

  return (
    <section className="merge-slides" aria-labelledby="merge-slides-heading">
      <div className="merge-slides__bar">
        <h2 id="merge-slides-heading" className="merge-slides__heading">
          Slides of the merged deck
        </h2>
        <p className="merge-slides__count" aria-live="polite">
          {included === total ? `All ${counted(total, 'slide')}` : `${included} of ${counted(total, 'slide')}`} included
        </p>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || isWholeDeckMerge(order)}
          onClick={() => setOrder(resetOrder(order))}
        >
          Every slide, in deck order
        </button>
      </div>
      <p className="field__hint">
        Untick a slide to leave it out; drag it, or press Alt+← / Alt+→ on it, to move it, across decks too. The badge is its deck’s number
        in the list above.
      </p>
      {props.localOnlyNote ? (
        <p className="field__problem" role="alert">
          {props.localOnlyNote}
        </p>
      ) : null}
      <ol
        ref={listRef}
        className="merge-slides__list"
        aria-label="Slides of the merged deck, in order"
        onDragEnd={() => {
          setDragFrom(null);
          setDropAt(null);
        }}
      >
        {grid.before > 0 ? (
          <li className="merge-slides__spacer" role="presentation" aria-hidden="true" style={{ height: grid.before - GRID.gap }} />
        ) : null}
        {order.slides.slice(grid.start, grid.end).map((entry, offset) => {
          const index = grid.start + offset;
          const name = names.get(entry.deck) ?? '';
          const path = paths.get(entry.deck);
          return (
            <li
              key={`${entry.deck}:${entry.slide}`}
              className={`merge-slide${entry.included ? '' : ' merge-slide--left-out'}${dropAt === index && dragFrom !== null && dragFrom !== index ? ' merge-slide--drop-target' : ''}`}
              tabIndex={0}
              draggable={!disabled}
              aria-label={`Slide ${entry.slide} of ${name}, position ${index + 1} of ${total}${entry.included ? '' : ', left out'}`}
              aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
              data-index={index}
              aria-posinset={index + 1}
              aria-setsize={total}
              onKeyDown={(event) => onKeyDown(event, index)}
              onDragStart={(event) => {
                event.dataTransfer.setData(SLIDE_DRAG_TYPE, String(index));
                event.dataTransfer.effectAllowed = 'move';
                setDragFrom(index);
              }}
              onDragOver={(event) => onDragOver(event, index)}
              onDragEnter={(event) => onDragOver(event, index)}
              onDrop={(event) => {
                if (!event.dataTransfer.types.includes(SLIDE_DRAG_TYPE)) return;
                event.preventDefault();
                const from = Number(event.dataTransfer.getData(SLIDE_DRAG_TYPE));
                if (Number.isInteger(from)) move(from, index, true);
                setDragFrom(null);
                setDropAt(null);
              }}
            >
              <span className="merge-slide__thumb">{path ? <SlideThumbnail path={path} fileName={name} page={entry.slide} /> : null}</span>
              <label className="merge-slide__label">
                <input
                  type="checkbox"
                  checked={entry.included}
                  disabled={disabled}
                  aria-label={`Include slide ${entry.slide} of ${name}`}
                  onChange={() => setOrder(toggleSlide(order, index))}
                />
                <span className="merge-slide__deck" aria-hidden="true" title={`Deck ${deckNumber.get(entry.deck) ?? ''}: ${name}`}>
                  {deckNumber.get(entry.deck)}
                </span>
                <span className="merge-slide__name" aria-hidden="true" title={`Slide ${entry.slide} of ${name}`}>
                  Slide {entry.slide}
                </span>
              </label>
            </li>
          );
        })}
        {grid.after > 0 ? (
          <li className="merge-slides__spacer" role="presentation" aria-hidden="true" style={{ height: grid.after - GRID.gap }} />
        ) : null}
      </ol>
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </section>
  );
}
