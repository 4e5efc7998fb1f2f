import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * Which cells of a long grid of equal-height cards to put in the DOM (issue #21: a 300-slide list scrolls smoothly and
 * holds a bounded number of pictures): the rows in the scroll box's view, and a few either side. The column count is
 * the one `grid-template-columns: repeat(auto-fill, minmax(<minWidth>px, 1fr))` gives for the box's width.
 */
export interface GridMetrics {
  /** The smallest card width of the CSS grid. */
  minWidth: number;
  /** The grid's gap between rows, and between columns unless `columnGap` says otherwise. */
  gap: number;
  columnGap?: number;
  /** One card's fixed height. */
  rowHeight: number;
  /** The scroll box's padding on each side. */
  padding: number;
  /** Rows kept beyond the view, above and below. */
  overscan: number;
}

export interface VirtualGrid {
  /** Cells [start, end) are rendered. */
  start: number;
  end: number;
  columns: number;
  /** Space standing in for the rows above and below what is rendered. */
  before: number;
  after: number;
  /** Scrolls the box so the cell's row is in view (then the cell is rendered and can take focus). */
  reveal: (index: number) => void;
  /** Reveals the cell and focuses its `focusTarget` as soon as a render has put it in the DOM. */
  revealAndFocus: (index: number) => void;
  /** A cell is being revealed to take focus and is not in the DOM yet. */
  focusPending: () => boolean;
}

interface View {
  top: number;
  height: number;
  width: number;
}

function columnsOf(width: number, metrics: GridMetrics): number {
  const columnGap = metrics.columnGap ?? metrics.gap;
  return Math.max(1, Math.floor((width - 2 * metrics.padding + columnGap) / (metrics.minWidth + columnGap)));
}

/** The columns, and the rows to render (view and overscan; `last` may pass the list's end). */
function rowRange(view: View, metrics: GridMetrics): { columns: number; first: number; last: number } {
  const pitch = metrics.rowHeight + metrics.gap;
  return {
    columns: columnsOf(view.width, metrics),
    first: Math.max(0, Math.floor((view.top - metrics.padding) / pitch) - metrics.overscan),
    last: Math.ceil((view.top + view.height) / pitch) + metrics.overscan,
  };
}

function sameRows(a: View, b: View, metrics: GridMetrics): boolean {
  const before = rowRange(a, metrics);
  const after = rowRange(b, metrics);
  return before.columns === after.columns && before.first === after.first && before.last === after.last;
}

/**
 * `focusTarget`: the selector, inside the box, of the element of a cell that takes focus. Focus waits for the render
 * that brings the cell in (a layout effect), not for a number of frames: on a busy machine that render comes later.
 */
export function useVirtualGrid(
  box: RefObject<HTMLElement | null>,
  count: number,
  metrics: GridMetrics,
  focusTarget: (index: number) => string,
): VirtualGrid {
  const [view, setView] = useState({ top: 0, height: 420, width: 800 });
  const { gap, rowHeight, padding } = metrics;
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    const target = index === null ? null : box.current?.querySelector<HTMLElement>(focusTarget(index));
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // A scroll within the same rows changes nothing on screen: the list re-renders only when its rows change.
    const measure = () => {
      const next = { top: element.scrollTop, height: element.clientHeight, width: element.clientWidth };
      setView((previous) => (sameRows(previous, next, metrics) ? previous : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
    // The metrics are constants of the caller's CSS; a list whose rows change height (pictures or none) says so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, count, rowHeight]);

  const range = rowRange(view, metrics);
  const columns = range.columns;
  const pitch = rowHeight + gap;
  const rows = Math.ceil(count / columns);
  const firstRow = range.first;
  const lastRow = Math.min(rows, range.last);
  const start = Math.min(count, firstRow * columns);
  const end = Math.min(count, lastRow * columns);

  const reveal = (index: number): void => {
    const element = box.current;
    if (!element) return;
    const top = padding + Math.floor(index / columns) * pitch;
    if (top < element.scrollTop) element.scrollTo({ top: top - padding });
    else if (top + rowHeight > element.scrollTop + element.clientHeight) {
      element.scrollTo({ top: top + rowHeight - element.clientHeight + padding });
    }
  };

  return {
    start,
    end,
    columns,
    before: firstRow * pitch,
    after: Math.max(0, (rows - lastRow) * pitch),
    reveal,
    revealAndFocus: (index) => {
      pendingFocus.current = index;
      reveal(index);
    },
    focusPending: () => pendingFocus.current !== null,
  };
}
