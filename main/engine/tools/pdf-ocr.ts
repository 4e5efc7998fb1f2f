/**
 * pdf.ocr: each page without text is rendered at 300 dpi (pdftoppm), read by Tesseract into a text-only PDF page
 * (`textonly_pdf=1`: the words, invisible, where they stand), and those pages are laid over the originals by qpdf's
 * `--overlay`, so the pictures are not re-encoded and the size stays close to the input's. Pages that already have
 * text are left alone.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { OFFICE_MIME } from '../../../shared/tools/tool-definition';
import { ToolError } from '../lib/errors/tool-error';
import { locateTesseract, tesseractLanguage } from '../lib/ocr/tesseract';
import { locatePdftoppm, locatePdftotext } from '../lib/pdf/poppler';
import { checkPdfOutput, compactRange, runQpdf } from '../lib/pdf/qpdf';
import { ProcessTimeoutError, runProcess } from '../lib/process/process-runner';
import { openSinglePdf, removedNote } from './support/pdf-input';
import { defineEngineTool, type ToolRun } from './tool';

const DPI = 300;
/** One page's render or reading; a page that takes longer is a page nobody can read. */
const PAGE_TIMEOUT_MS = 180_000;
/** A page with a word of two letters or more already has text: it is left as it is, never read twice. */
const WORDS_OF_TEXT = 1;

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

export const run: ToolRun<ParamsOf<'pdf.ocr'>> = async (ctx) => {
  const { params, signal } = ctx;
  const pdf = await openSinglePdf(ctx);
  const tesseract = await locateTesseract();
  const language = await tesseractLanguage(tesseract, params.language);
  const [pdftoppm, pdftotext] = await Promise.all([locatePdftoppm(), locatePdftotext()]);
  const plain = pdf.plain;

  const read: number[] = [];
  const layers: string[] = [];
  let words = 0;
  for (let page = 1; page <= pdf.pages; page += 1) {
    const range = ['-f', String(page), '-l', String(page)];
    const text = await run1(pdftotext, [...range, plain, '-'], signal, `Reading the text of page ${page}`);
    if ((text.match(/\p{L}{2,}/gu) ?? []).length >= WORDS_OF_TEXT) continue;
    const picture = join(ctx.workDir, `page-${page}`);
    await run1(pdftoppm, [...range, '-r', String(DPI), '-gray', '-png', '-singlefile', plain, picture], signal, `Rendering page ${page}`);
    const layer = join(ctx.workDir, `layer-${page}`);
    const env = { ...process.env, OMP_THREAD_LIMIT: '1' };
    try {
      const result = await runProcess(
        tesseract,
        [`${picture}.png`, layer, '-l', language, '--dpi', String(DPI), '-c', 'textonly_pdf=1', 'pdf', 'txt'],
        { signal, timeoutMs: PAGE_TIMEOUT_MS, env },
      );
      if (result.exitCode !== 0)
        throw new ToolError('invalid_file', `Tesseract could not read page ${page}: ${result.stderr.trim().slice(0, 200)}`);
    } catch (error) {
      if (error instanceof ProcessTimeoutError)
        throw new ToolError('timeout', `Tesseract did not finish page ${page} within ${PAGE_TIMEOUT_MS / 1000} s.`);
      throw error;
    }
    words += ((await readFile(`${layer}.txt`, 'utf8')).match(/\S+/g) ?? []).length;
    read.push(page);
    layers.push(`${layer}.pdf`);
    ctx.reportProgress(5 + Math.round((85 * page) / pdf.pages));
  }

  const fileName = `${pdf.base}-searchable.pdf`;
  const output = join(ctx.workDir, fileName);
  if (layers.length === 0) {
    await runQpdf([plain, output], { signal, name: pdf.input.name });
  } else {
    const layer = join(ctx.workDir, 'text-layer.pdf');
    await runQpdf(['--empty', '--pages', ...layers, '--', layer], { signal, name: 'the text layer' });
    await runQpdf([plain, '--overlay', layer, `--to=${compactRange(read)}`, `--from=1-${layers.length}`, '--', output], {
      signal,
      name: pdf.input.name,
    });
  }
  await checkPdfOutput(output, signal);
  return {
    path: output,
    fileName,
    mimeType: OFFICE_MIME.pdf,
    metadata: { ...removedNote([pdf]), pages: pdf.pages, readPages: read, pagesWithText: pdf.pages - read.length, words, language },
  };
};

export const engineTool = defineEngineTool({ type: 'pdf.ocr', run });
