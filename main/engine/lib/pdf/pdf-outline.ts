/**
 * Bookmarks (the PDF outline) of a merged PDF: one per input, named after its file, with that input's own bookmarks
 * under it pointing at the same pages in the merged file. qpdf drops the inputs' outlines when it takes their pages
 * (`--pages`), so they are read first with `qpdf --json` and written into the merged document's qpdf JSON before qpdf
 * writes it (JSON v2, docs/pdf-tools.md): no PDF library in-process, no second program.
 */
import { passwordArgs, runQpdf } from './qpdf';

/** One bookmark as qpdf's JSON reports it (`--json-key=outlines`). */
export interface QpdfOutline {
  title: string;
  dest: unknown;
  destpageposfrom1: number | null;
  open: boolean;
  kids: QpdfOutline[];
}

export interface OutlineItem {
  title: string;
  /** 1-based page in the file the item belongs to; null when it points nowhere Deckhand can follow. */
  page: number | null;
  /** The destination's view after its page ("/XYZ", 0, 540, 0), kept as the input had it. */
  view: unknown[];
  open: boolean;
  kids: OutlineItem[];
}

/** Bookmarks deeper than this are cut: an outline is for people, and a hostile one could nest without end. */
const MAX_DEPTH = 32;
const MAX_ITEMS = 20_000;

function toItem(outline: QpdfOutline, depth: number, budget: { left: number }): OutlineItem | null {
  if (budget.left <= 0) return null;
  budget.left -= 1;
  const view = Array.isArray(outline.dest) && outline.dest.length > 1 ? outline.dest.slice(1) : ['/Fit'];
  const kids =
    depth < MAX_DEPTH ? outline.kids.map((kid) => toItem(kid, depth + 1, budget)).filter((kid): kid is OutlineItem => kid !== null) : [];
  return { title: outline.title, page: outline.destpageposfrom1 ?? null, view, open: outline.open, kids };
}

/** qpdf's outline JSON as bookmarks, depth and count bounded. */
export function outlineItems(outlines: readonly QpdfOutline[] | undefined): OutlineItem[] {
  const budget = { left: MAX_ITEMS };
  return (outlines ?? []).map((item) => toItem(item, 0, budget)).filter((item): item is OutlineItem => item !== null);
}

/** The input's own bookmarks, in order. */
export async function readOutline(file: string, name: string, password: string | undefined, signal: AbortSignal): Promise<OutlineItem[]> {
  const { stdout } = await runQpdf([...passwordArgs(password), '--json', '--json-key=outlines', file], { signal, name });
  return outlineItems((JSON.parse(stdout) as { outlines?: QpdfOutline[] }).outlines);
}

/** Moves an input's bookmarks to the pages its pages became in the merged file (null where a page was left out). */
export function remapOutline(items: readonly OutlineItem[], newPage: (page: number) => number | null): OutlineItem[] {
  return items.map((item) => ({
    ...item,
    page: item.page === null ? null : newPage(item.page),
    kids: remapOutline(item.kids, newPage),
  }));
}

/** qpdf's JSON objects ("obj:12 0 R" → object), the part of them the outline writes. */
export type PdfObjects = Record<string, { value?: unknown }>;

/** Counts the items shown under an open item (the PDF's /Count). */
function visibleCount(items: readonly OutlineItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.open ? visibleCount(item.kids) : 0), 0);
}

/**
 * Adds `items` as the outline of the document whose qpdf JSON objects are `objects` (replacing any): new objects
 * numbered from `maxObjectId` + 1, the catalogue `rootRef` given `/Outlines`; each item's page a 1-based index into
 * `pages` (the page objects in order). Titles go in as Unicode text strings ("u:" in qpdf's JSON); a page that is gone
 * leaves its item without a target. Returns the new highest object number.
 */
export function addOutline(
  objects: PdfObjects,
  rootRef: string,
  pages: readonly string[],
  items: readonly OutlineItem[],
  maxObjectId: number,
): number {
  let nextId = maxObjectId;
  const newRef = (): string => `${++nextId} 0 R`;
  const outlinesRef = newRef();

  const writeLevel = (level: readonly OutlineItem[], parent: string): { first: string; last: string } | null => {
    const refs = level.map(() => newRef());
    level.forEach((item, i) => {
      const ref = refs[i]!;
      const value: Record<string, unknown> = { '/Title': `u:${item.title}`, '/Parent': parent };
      const target = item.page === null ? undefined : pages[item.page - 1];
      if (target) value['/Dest'] = [target, ...item.view];
      if (i > 0) value['/Prev'] = refs[i - 1];
      if (i < refs.length - 1) value['/Next'] = refs[i + 1];
      const kids = writeLevel(item.kids, ref);
      if (kids) {
        value['/First'] = kids.first;
        value['/Last'] = kids.last;
        const count = visibleCount(item.kids);
        value['/Count'] = item.open ? count : -count;
      }
      objects[`obj:${ref}`] = { value };
    });
    return refs.length > 0 ? { first: refs[0]!, last: refs[refs.length - 1]! } : null;
  };

  const top = writeLevel(items, outlinesRef);
  const outlines: Record<string, unknown> = { '/Type': '/Outlines' };
  if (top) Object.assign(outlines, { '/First': top.first, '/Last': top.last, '/Count': visibleCount(items) });
  objects[`obj:${outlinesRef}`] = { value: outlines };
  const root = objects[`obj:${rootRef}`]?.value as Record<string, unknown>;
  objects[`obj:${rootRef}`] = { value: { ...root, '/Outlines': outlinesRef, '/PageMode': '/UseOutlines' } };
  return nextId;
}
