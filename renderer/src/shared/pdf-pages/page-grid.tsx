import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { reorderHandlers } from '../page-order/reorder-handlers';
import { useStableHandlers } from '../page-order/use-stable-handlers';
import { announce } from '../live-announcer';
import { GridSpacer } from '../ui/grid-spacer';
import { useVirtualGrid, type GridMetrics } from '../ui/virtual-grid';
import { isWholeDeckMerge, moveSlide, resetOrder, toggleSlide, type SlideOrder } from '../page-order/slide-order';
import { PageCard, type PageCardHandlers } from './page-card';
import { entryKey, turnedBy, type PageTurns } from './page-picks';
import './page-grid.css';

const PAGE_DRAG_TYPE = 'application/x-deckhand-pdf-page';
/** As page-grid.css sets them: a card's width, height and gap, the box's padding. */
const GRID: GridMetrics = { minWidth: 132, gap: 10, rowHeight: 168, padding: 8, overscan: 2 };
const cardOf = (index: number): string => `:scope > li[data-index="${index}"]`;

/**
 * The pages of the PDF to make, as a grid of thumbnails (Merge PDFs: every page of every staged PDF; Organise: the
 * pages of one): a checkbox keeps a page, a drag or Alt+←/→ on a focused page moves it, across files too, and with
 * `turns` each page has buttons that turn it a quarter. Moves and turns are announced, and focus follows a moved
 * page. Only the rows in view are in the DOM (the Merge panel's virtual grid), so a long PDF costs what a short does.
 */
export function PageGrid(props: {
  mode: 'merge' | 'organize';
  order: SlideOrder;
  paths: ReadonlyMap<string, string>;
  setOrder: (order: SlideOrder) => void;
  turns?: PageTurns;
  setTurns?: (turns: PageTurns) => void;
  disabled: boolean;
}) {
  const t = useT();
  const { order, paths, setOrder, disabled, mode } = props;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const grid = useVirtualGrid(listRef, order.slides.length, GRID, cardOf);
  const names = new Map(order.decks.map((deck) => [deck.key, deck.name]));
  const fileNumber = new Map(order.decks.map((deck, i) => [deck.key, i + 1]));
  const kept = order.slides.filter((entry) => entry.included).length;
  const total = order.slides.length;
  const turnsUntouched = !props.turns || Object.values(props.turns).every((degrees) => degrees === 0);

  const move = (from: number, to: number, focus: boolean) => {
    if (to < 0 || to >= total || from === to) return;
    const entry = order.slides[from];
    setOrder(moveSlide(order, from, to));
    if (entry) {
      announce(t('pdf.pages.moved', { page: entry.slide, name: names.get(entry.deck) ?? '', position: to + 1, total }));
    }
    if (focus) grid.revealAndFocus(to);
  };

  const current: PageCardHandlers = {
    ...reorderHandlers({ dragType: PAGE_DRAG_TYPE, disabled, move, setDragFrom, setDropAt }),
    toggle(index) {
      setOrder(toggleSlide(order, index));
    },
    turn(index, by) {
      const entry = order.slides[index];
      if (!entry || !props.turns || !props.setTurns) return;
      const degrees = turnedBy(props.turns[entryKey(entry)] ?? 0, by);
      props.setTurns({ ...props.turns, [entryKey(entry)]: degrees });
      announce(t('pdf.pages.turned', { page: entry.slide, name: names.get(entry.deck) ?? '', degrees }));
    },
  };
  const handlers = useStableHandlers(current);
  if (total === 0) return null;

  const merge = mode === 'merge';
  return (
    <section className="pdf-pages" aria-labelledby={`pdf-pages-heading-${mode}`}>
      <div className="pdf-pages__bar">
        <h2 id={`pdf-pages-heading-${mode}`} className="pdf-pages__heading">
          {t(merge ? 'pdf.pages.mergeHeading' : 'pdf.pages.organizeHeading')}
        </h2>
        <p className="pdf-pages__count" aria-live="polite">
          {t('pdf.pages.count', { kept, total })}
        </p>
        <button
          type="button"
          className="button button--small"
          disabled={disabled || (isWholeDeckMerge(order) && turnsUntouched)}
          onClick={() => {
            setOrder(resetOrder(order));
            props.setTurns?.({});
          }}
        >
          {t(merge ? 'pdf.pages.resetMerge' : 'pdf.pages.resetOrganize')}
        </button>
      </div>
      <p className="field__hint">{t(merge ? 'pdf.pages.hintMerge' : 'pdf.pages.hintOrganize')}</p>
      <ol
        ref={listRef}
        className="pdf-pages__list"
        aria-label={t(merge ? 'pdf.pages.mergeList' : 'pdf.pages.organizeList')}
        onDragEnd={() => {
          setDragFrom(null);
          setDropAt(null);
        }}
      >
        <GridSpacer space={grid.before} gap={GRID.gap} />
        {order.slides.slice(grid.start, grid.end).map((entry, offset) => {
          const index = grid.start + offset;
          return (
            <PageCard
              key={entryKey(entry)}
              entry={entry}
              index={index}
              total={total}
              name={names.get(entry.deck) ?? ''}
              fileNumber={merge ? fileNumber.get(entry.deck) : undefined}
              path={paths.get(entry.deck)}
              turn={props.turns ? (props.turns[entryKey(entry)] ?? 0) : undefined}
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
