/**
 * Bookmarks (the PDF outline) of a merged PDF: one per input, named after its file, with that input's own bookmarks
 * under it pointing at the same pages in the merged file. qpdf drops the inputs' outlines when it takes their pages
 * (`--pages`), so they are read first with `qpdf --json` and written back with `--update-from-json` (qpdf's JSON v2,
 * docs/pdf-tools.md): no PDF library in-process, no second program.
 */
import { writeFile } from 'node:fs/promises';
import { passwordArgs, runQpdf } from './qpdf';

/** One bookmark as qpdf's JSON reports it. */
interface QpdfOutline {
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

/** The input's own bookmarks, in order. */
export async function readOutline(file: string, name: string, password: string | undefined, signal: AbortSignal): Promise<OutlineItem[]> {
  const { stdout } = await runQpdf([...passwordArgs(password), '--json', '--json-key=outlines', file], { signal, name });
  const json = JSON.parse(stdout) as { outlines?: QpdfOutline[] };
  const budget = { left: MAX_ITEMS };
  return (json.outlines ?? []).map((item) => toItem(item, 0, budget)).filter((item): item is OutlineItem => item !== null);
}

/** Moves an input's bookmarks to the pages its pages became in the merged file (null where a page was left out). */
export function remapOutline(items: readonly OutlineItem[], newPage: (page: number) => number | null): OutlineItem[] {
  return items.map((item) => ({
    ...item,
    page: item.page === null ? null : newPage(item.page),
    kids: remapOutline(item.kids, newPage),
  }));
}

interface PdfObjects {
  [ref: string]: { value: Record<string, unknown> };
}

/** Counts the items shown under an open item (the PDF's /Count). */
function visibleCount(items: readonly OutlineItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.open ? visibleCount(item.kids) : 0), 0);
}

/**
 * Writes `items` as the outline of `file` (replacing any), each item's page a 1-based page of `file`, into `output`.
 * Titles go in as Unicode text strings ("u:" in qpdf's JSON); a page that is gone leaves its item without a target.
 */
export async function writeOutline(
  file: string,
  output: string,
  items: readonly OutlineItem[],
  scratchJson: string,
  signal: AbortSignal,
): Promise<void> {
  const name = 'the merged PDF';
  const head = await runQpdf(['--json-output', '--json-key=qpdf', '--json-object=trailer', file], { signal, name });
  const [meta, trailerObjects] = (JSON.parse(head.stdout) as { qpdf: [Record<string, unknown>, PdfObjects] }).qpdf;
  const rootRef = trailerObjects.trailer!.value['/Root'] as string;
  const rootJson = await runQpdf(['--json-output', '--json-key=qpdf', `--json-object=${rootRef.split(' ')[0]}`, file], { signal, name });
  const root = (JSON.parse(rootJson.stdout) as { qpdf: [unknown, PdfObjects] }).qpdf[1][`obj:${rootRef}`]!.value;
  const pagesJson = await runQpdf(['--json', '--json-key=pages', file], { signal, name });
  const pages = (JSON.parse(pagesJson.stdout) as { pages: Array<{ object: string }> }).pages.map((page) => page.object);

  let nextId = Number(meta.maxobjectid);
  const objects: PdfObjects = {};
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
  objects[`obj:${rootRef}`] = { value: { ...root, '/Outlines': outlinesRef, '/PageMode': '/UseOutlines' } };

  await writeFile(scratchJson, JSON.stringify({ qpdf: [{ ...meta, maxobjectid: nextId }, objects] }));
  await runQpdf([file, `--update-from-json=${scratchJson}`, output], { signal, name });
}
