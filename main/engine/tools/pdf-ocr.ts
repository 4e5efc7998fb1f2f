/**
 * pdf.ocr: each page without text is rendered at 300 dpi (pdftoppm), read by Tesseract into a text-only PDF page
 * (`textonly_pdf=1`: the words, invisible, where they stand), and those pages are laid over the originals by qpdf's
 * `--overlay`, so the pictures are not re-encoded and the size stays close to the input's. Pages that already have
 * text are left alone. With `straighten` (the default) a page read is first turned upright (Tesseract's orientation
 * detection) and its lean undone (measured on its picture), in the PDF itself, so it is then read and shown straight.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { locateTesseract, tesseractLanguage } from '../lib/ocr/tesseract';
import { locatePdftoppm, locatePdftotext } from '../lib/pdf/poppler';
import { checkPdfOutput, compactRange, runQpdf } from '../lib/pdf/qpdf';
import { ProcessTimeoutError, runProcess } from '../lib/process/process-runner';
import { straightenPages, type PageFix } from '../lib/pdf/straighten-pages';
import { canFindOrientation, pageStance } from '../lib/ocr/page-orientation';
import { pageSkew } from '../lib/ocr/page-skew';
import { eachAtMost } from '../lib/process/each-at-most';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

const DPI = 300;
/** One page's render or reading; a page that takes longer is a page nobody can read. */
const PAGE_TIMEOUT_MS = 180_000;
/** A page with a word of two letters or more already has text: it is left as it is, never read twice. */
const WORDS_OF_TEXT = 1;
const OSD_MISSING =
  "Pages were straightened but not turned: Tesseract's orientation data is not installed (Debian/Ubuntu: `sudo apt install tesseract-ocr-osd`).";

async function run1(command: string, args: string[], signal: AbortSignal, what: string): Promise<string> {
  try {
    const result = await runProcess(command, args, { signal, timeoutMs: PAGE_TIMEOUT_MS, maxStdoutBytes: 4 * 1024 * 1024 });
    if (result.exitCode !== 0) throw new ToolError('invalid_file', `${what} failed: ${result.stderr.trim().split('\n').pop() ?? ''}`);
    return result.stdout;
  } catch (error) {
    if (error instanceof ProcessTimeoutError) throw new ToolError('timeout', `${what} did not finish within ${PAGE_TIMEOUT_MS / 1000} s.`);
    throw error;
  }
}

/** Pages a reader finds no word on: the ones to read. One pdftotext run; it ends each page with a form feed. */
async function pagesWithoutText(pdftotext: string, plain: string, pages: number, signal: AbortSignal): Promise<number[]> {
  const text = await run1(pdftotext, ['-f', '1', '-l', String(pages), plain, '-'], signal, 'Reading the text of the pages');
  const perPage = text.split('\f');
  const toRead: number[] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (((perPage[page - 1] ?? '').match(/\p{L}{2,}/gu) ?? []).length < WORDS_OF_TEXT) toRead.push(page);
  }
  return toRead;
}

/** Tesseract's reading of one page picture into its text layer (`layer`.pdf, invisible words) and words (`layer`.txt). */
async function readPage(
  tesseract: string,
  picture: string,
  layer: string,
  language: string,
  page: number,
  signal: AbortSignal,
): Promise<void> {
  const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
  try {
    const result = await runProcess(
      tesseract,
      [picture, layer, '-l', language, '--dpi', String(DPI), '-c', 'textonly_pdf=1', 'pdf', 'txt'],
      { signal, timeoutMs: PAGE_TIMEOUT_MS, env },
    );
    if (result.exitCode !== 0)
      throw new ToolError('invalid_file', `Tesseract could not read page ${page}: ${result.stderr.trim().slice(0, 200)}`);
  } catch (error) {
    if (error instanceof ProcessTimeoutError)
      throw new ToolError('timeout', `Tesseract did not finish page ${page} within ${PAGE_TIMEOUT_MS / 1000} s.`);
    throw error;
  }
}

/**
 * Pages worked on at once (rendered, measured, read): Tesseract runs on one thread per page, so two pages keep two
 * cores busy, as ocrmypdf's own jobs do.
 */
const PAGES_AT_ONCE = Math.max(1, Math.min(2, availableParallelism()));

export const run: ToolRun<ParamsOf<'pdf.ocr'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const tesseract = await locateTesseract();
  const language = await tesseractLanguage(tesseract, params.language);
  const [pdftoppm, pdftotext] = await Promise.all([locatePdftoppm(), locatePdftotext()]);
  const toRead = await pagesWithoutText(pdftotext, pdf.plain, pdf.pages, signal);
  const render = async (source: string, page: number): Promise<string> => {
    const picture = join(ctx.workDir, `page-${page}`);
    const args = ['-f', String(page), '-l', String(page), '-r', String(DPI), '-gray', '-png', '-singlefile', source, picture];
    await run1(pdftoppm, args, signal, `Rendering page ${page}`);
    return `${picture}.png`;
  };

  // Crooked pages are turned and straightened first, then read as they now stand.
  const pictures = new Map<number, string>();
  const fixes: PageFix[] = [];
  const notes: string[] = [];
  const layerOf = (page: number): string => join(ctx.workDir, `layer-${page}`);
  const layersWritten = new Set<number>();
  if (params.straighten && toRead.length > 0) {
    const tesseractRun = { tesseract, signal, timeoutMs: PAGE_TIMEOUT_MS, dpi: DPI };
    const turning = await canFindOrientation(tesseract);
    if (!turning) notes.push(OSD_MISSING);
    let done = 0;
    await eachAtMost(toRead, PAGES_AT_ONCE, async (page) => {
      const picture = await render(pdf.plain, page);
      pictures.set(page, picture);
      const { turn, skew, layerWritten } = turning
        ? await pageStance(tesseractRun, picture, language, join(ctx.workDir, `stance-${page}`), layerOf(page))
        : { turn: 0 as const, skew: await pageSkew(picture) };
      if (turn !== 0 || skew !== 0) fixes.push({ page, turn, skew });
      else if (layerWritten) layersWritten.add(page);
      ctx.reportProgress(5 + Math.round((30 * ++done) / toRead.length));
    });
    fixes.sort((a, b) => a.page - b.page);
  }
  let source = pdf.plain;
  if (fixes.length > 0) {
    source = join(ctx.workDir, 'straightened.pdf');
    await straightenPages(pdf.plain, source, fixes, join(ctx.workDir, 'straighten'), signal, pdf.input.name);
    for (const fix of fixes) pictures.delete(fix.page);
  }

  const read: number[] = [];
  const layers: string[] = [];
  let words = 0;
  const start = fixes.length > 0 || params.straighten ? 35 : 5;
  let done = 0;
  await eachAtMost(toRead, PAGES_AT_ONCE, async (page) => {
    const layer = layerOf(page);
    if (!layersWritten.has(page))
      await readPage(tesseract, pictures.get(page) ?? (await render(source, page)), layer, language, page, signal);
    words += ((await readFile(`${layer}.txt`, 'utf8')).match(/\S+/g) ?? []).length;
    ctx.reportProgress(start + Math.round(((90 - start) * ++done) / toRead.length));
  });
  for (const page of toRead) {
    read.push(page);
    layers.push(`${layerOf(page)}.pdf`);
  }

  const fileName = `${pdf.base}-searchable.pdf`;
  const output = join(ctx.workDir, fileName);
  if (layers.length === 0) {
    await runQpdf([source, output], { signal, name: pdf.input.name });
  } else {
    const layer = join(ctx.workDir, 'text-layer.pdf');
    await runQpdf(['--empty', '--pages', ...layers, '--', layer], { signal, name: 'the text layer' });
    await runQpdf([source, '--overlay', layer, `--to=${compactRange(read)}`, `--from=1-${layers.length}`, '--', output], {
      signal,
      name: pdf.input.name,
    });
  }
  await checkPdfOutput(output, signal);
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: {
      ...removedNote([pdf]),
      ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
      pages: pdf.pages,
      readPages: read,
      pagesWithText: pdf.pages - read.length,
      words,
      language,
      straightened: fixes,
    },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.ocr', run });
