/**
 * pdf.split: a PDF cut into several by qpdf — one file per typed range, per N pages, per page or per top-level
 * bookmark — delivered as a ZIP whose names say which pages each holds ("Report-p04-06.pdf") or which bookmark it
 * starts at ("02 Finance.pdf"); every part passes `qpdf --check`.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { pagesOf, parsePageRanges } from '../../../shared/tools/page-ranges';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { checkPdfOutput, compactRange, runQpdf } from '../lib/pdf/qpdf';
import { ZipWriter } from '../lib/zip/zip-writer';
import { safeFileBase } from '../lib/files/file-names';
import { readOutline } from '../lib/pdf/pdf-outline';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

/** More parts than this is not a split anyone reads; a 10,000-page PDF split per page stays inside it. */
const MAX_PARTS = 10_000;
/**
 * Ranges and bookmarks take one qpdf run per part, each reading the whole input (~0.4 s on a 4,000-page PDF): past
 * this many parts the task could not finish in its time, so it is refused with what to do instead.
 */
const MAX_EXTRACTED_PARTS = 500;
/** Parts checked with `qpdf --check`: all of them up to this many, else this many spread evenly (first and last included). */
const MAX_CHECKED_PARTS = 100;

/** Which parts to check: all of a few, else an even spread. */
export function partsToCheck(count: number): Set<number> {
  if (count <= MAX_CHECKED_PARTS) return new Set(Array.from({ length: count }, (_, i) => i));
  return new Set(Array.from({ length: MAX_CHECKED_PARTS }, (_, i) => Math.round((i * (count - 1)) / (MAX_CHECKED_PARTS - 1))));
}

/**
 * The part files, in order: `--split-pages` in one qpdf run for equal groups (4,290 pages in about 4 s), one
 * `--empty --pages` run per part otherwise.
 */
async function writeParts(
  ctx: { workDir: string; signal: AbortSignal },
  input: string,
  name: string,
  parts: readonly Part[],
  groupSize: number | null,
): Promise<string[]> {
  const { workDir, signal } = ctx;
  if (groupSize !== null) {
    const dir = join(workDir, 'parts');
    await mkdir(dir);
    await runQpdf([input, `--split-pages=${groupSize}`, join(dir, 'part-%d.pdf')], {
      signal,
      name,
    });
    const written = (await readdir(dir)).sort().map((file) => join(dir, file));
    if (written.length !== parts.length) throw new Error(`qpdf wrote ${written.length} parts, not ${parts.length}`);
    return written;
  }
  if (parts.length > MAX_EXTRACTED_PARTS) {
    throw new ToolError(
      'invalid_parameter',
      `That makes ${parts.length} files; by ranges or bookmarks at most ${MAX_EXTRACTED_PARTS}: split every few pages instead.`,
    );
  }
  const files: string[] = [];
  for (const [i, part] of parts.entries()) {
    const file = join(workDir, `part-${i + 1}.pdf`);
    await runQpdf(['--empty', '--pages', input, compactRange(part.pages), '--', file], { signal, name });
    files.push(file);
  }
  return files;
}

interface Part {
  pages: number[];
  /** The top-level bookmark the part starts at, when split by bookmarks. */
  title?: string;
}

/**
 * One part per top-level bookmark, from its page to the page before the next one's (bookmarks sorted by page, those
 * pointing nowhere or at a page already taken skipped); pages before the first bookmark make a part of their own.
 */
async function bookmarkParts(file: string, name: string, count: number, signal: AbortSignal): Promise<Part[]> {
  const starts = (await readOutline(file, name, undefined, signal))
    .filter((item): item is typeof item & { page: number } => item.page !== null)
    .sort((a, b) => a.page - b.page)
    .filter((item, i, all) => i === 0 || item.page !== all[i - 1]!.page);
  if (starts.length === 0)
    throw new ToolError('invalid_parameter', `“${name}” has no bookmarks to split by: choose ranges or every few pages.`);
  const span = (first: number, last: number): number[] => Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const parts: Part[] = starts[0]!.page > 1 ? [{ pages: span(1, starts[0]!.page - 1) }] : [];
  starts.forEach((item, i) => parts.push({ pages: span(item.page, (starts[i + 1]?.page ?? count + 1) - 1), title: item.title }));
  return parts;
}

function partsOf(params: ParamsOf<'pdf.split'>, count: number): Part[] {
  if (params.mode === 'ranges') {
    const ranges = parsePageRanges(params.ranges ?? '');
    if (typeof ranges === 'string') throw new ToolError('invalid_parameter', `Ranges: ${ranges}`);
    return ranges.map((range) => {
      const pages = pagesOf([range], count);
      if (typeof pages === 'string') throw new ToolError('invalid_parameter', `Ranges: ${pages}`);
      return { pages };
    });
  }
  const size = params.mode === 'every' ? params.every : 1;
  const parts: Part[] = [];
  for (let first = 1; first <= count; first += size) {
    parts.push({ pages: Array.from({ length: Math.min(size, count - first + 1) }, (_, i) => first + i) });
  }
  return parts;
}

/** "p04-06", "p07", "p09-07" (backwards), "p01-03+05" for a part that is not one run, padded to sort in order. */
function partLabel(pages: readonly number[], width: number): string {
  const pad = (page: number): string => String(page).padStart(width, '0');
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  if (pages.length === 1) return `p${pad(first)}`;
  const run = pages.every((page, i) => page === first + i * Math.sign(last - first));
  return run ? `p${pad(first)}-${pad(last)}` : `p${compactRange(pages).replace(/\d+/g, (n) => pad(Number(n)))}`.replace(/,/g, '+');
}

export const run: ToolRun<ParamsOf<'pdf.split'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const parts =
    params.mode === 'bookmarks' ? await bookmarkParts(pdf.plain, pdf.input.name, pdf.pages, signal) : partsOf(params, pdf.pages);
  if (parts.length > MAX_PARTS)
    throw new ToolError('invalid_parameter', `That makes ${parts.length} files; split into at most ${MAX_PARTS}.`);
  const width = String(pdf.pages).length;
  const zipName = `${pdf.base}-split.zip`;
  const zip = new ZipWriter(join(ctx.workDir, zipName), { signal });
  const groupSize = params.mode === 'every' ? params.every : params.mode === 'pages' ? 1 : null;
  const written = await writeParts(ctx, pdf.plain, pdf.input.name, parts, groupSize);
  ctx.reportProgress(60);
  const checked = partsToCheck(parts.length);
  const files: Array<{ name: string; pages: number; bytes: number }> = [];
  const used = new Set<string>();
  for (const [i, part] of parts.entries()) {
    const label = part.title
      ? `${String(i + 1).padStart(String(parts.length).length, '0')} ${safeFileBase(part.title, 'part').slice(0, 80)}`
      : `${pdf.base}-${partLabel(part.pages, width)}`;
    let name = `${label}.pdf`;
    // The same range typed twice makes two files, kept apart.
    for (let n = 2; used.has(name); n += 1) name = `${label} (${n}).pdf`;
    used.add(name);
    const file = written[i]!;
    if (checked.has(i)) await checkPdfOutput(file, signal);
    files.push({ name, pages: part.pages.length, bytes: (await stat(file)).size });
    zip.addFile(name, file);
    if (checked.has(i)) ctx.reportProgress(60 + Math.round((35 * (i + 1)) / parts.length));
  }
  await zip.finish();
  return {
    path: join(ctx.workDir, zipName),
    fileName: zipName,
    mimeType: OFFICE_MIME.zip,
    metadata: { ...removedNote([pdf]), pages: pdf.pages, parts: files.length, files },
    preview: { fileNumber: files.length },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.split', run });
