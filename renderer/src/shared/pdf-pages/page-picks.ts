/**
 * The pages picked on the PDF panels' grid, as params: Merge PDFs' `pages` ({file, page} in order) and Organise's
 * page lists (`order`, `rotate90/180/270`). The grid's order itself is Merge's slide order (../merge/slide-order):
 * a PDF is a deck whose slides are its pages.
 */
import type { StagedItem } from '../panel/intake-store';
import type { PageCount } from '../ui/thumbnail-store';
import { isWholeDeckMerge, type SlideDeck, type SlideEntry, type SlideOrder } from '../page-order/slide-order';

/** Degrees clockwise (0, 90, 180, 270) by `entryKey`; a page not named is not turned. */
export type PageTurns = Readonly<Record<string, number>>;

export const entryKey = (entry: Pick<SlideEntry, 'deck' | 'slide'>): string => `${entry.deck}:${entry.slide}`;

/** A quarter turn more or less, kept within 0–270. */
export function turnedBy(degrees: number, by: 90 | -90): number {
  return (((degrees + by) % 360) + 360) % 360;
}

/** The ready staged PDFs whose pages are counted, in staged order, as the grid's "decks". */
export function pdfDecks(items: readonly StagedItem[], counts: readonly PageCount[]): SlideDeck[] {
  return items.flatMap((item, i) => {
    const count = counts[i];
    return item.state === 'ready' && item.staged && typeof count === 'number' && count > 0
      ? [{ key: item.key, name: item.name, slides: count }]
      : [];
  });
}

/** Some ready PDF is still being counted (its grid is not complete). */
export function countingPages(items: readonly StagedItem[], counts: readonly PageCount[]): boolean {
  return items.some((item, i) => item.state === 'ready' && counts[i] === 'pending');
}

/** The first ready PDF whose pages cannot be drawn, with the reason. */
export function unreadablePdf(items: readonly StagedItem[], counts: readonly PageCount[]): { name: string; reason: string } | null {
  for (const [i, item] of items.entries()) {
    const count = counts[i];
    if (item.state === 'ready' && typeof count === 'object') return { name: item.name, reason: count.error };
  }
  return null;
}

/** Merge PDFs' `pages`: the kept pages in order, files by upload index; none for a plain merge of every page. */
export function mergePages(order: SlideOrder): Array<{ file: number; page: number }> | undefined {
  if (isWholeDeckMerge(order)) return undefined;
  const index = new Map(order.decks.map((deck, i) => [deck.key, i]));
  return order.slides.flatMap((entry) => {
    const file = index.get(entry.deck);
    return entry.included && file !== undefined ? [{ file, page: entry.slide }] : [];
  });
}

/** "1-3,5": consecutive pages as ranges, in the order given. */
export function compactPages(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j += 1;
    parts.push(j > i ? `${pages[i]}-${pages[j]}` : String(pages[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** Organise's params for one PDF's grid: the kept pages in order and the pages to turn, by their number as sent. */
export function organizeParams(order: SlideOrder, turns: PageTurns): Record<string, string> {
  const kept = order.slides.filter((entry) => entry.included);
  const params: Record<string, string> = {};
  if (!isWholeDeckMerge(order)) params.order = compactPages(kept.map((entry) => entry.slide));
  for (const degrees of [90, 180, 270] as const) {
    const pages = kept.filter((entry) => turns[entryKey(entry)] === degrees).map((entry) => entry.slide);
    if (pages.length > 0) params[`rotate${degrees}`] = compactPages([...pages].sort((a, b) => a - b));
  }
  return params;
}
