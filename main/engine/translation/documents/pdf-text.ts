/**
 * A PDF's text layer, read with poppler's `pdftotext` in reading order: pages split at form feeds, paragraphs at
 * blank lines, lines of a paragraph joined (a hyphen at a line end between letters is a split word). The
 * translation is written as a .docx, page by page; the PDF's layout and pictures are not carried over.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolError } from '../../lib/errors/tool-error';
import { locatePdftotext } from '../../lib/pdf/poppler';
import { exitDescription, stoppedFailure } from '../../lib/process/process-exit';
import { lastLines, runProcess } from '../../lib/process/process-runner';
import { writeDocx, type WrittenParagraph } from './docx-writer';
import type { OpenedDocument } from './opened-document';
import { TextPlan, type TargetStyle } from './text-plan';

/** Poppler's pdftotext, found like every Poppler program (DECKHAND_POPPLER, PATH, the usual folders). */
export const findPdftotext = locatePdftotext;

export function pdfParagraphs(text: string): WrittenParagraph[] {
  const out: WrittenParagraph[] = [];
  const pages = text.split('\f');
  pages.forEach((page, index) => {
    let first = index > 0;
    for (const block of page.split(/\n[ \t]*\n/)) {
      const joined = block
        .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
        .replace(/\s*\n\s*/g, ' ')
        .replace(/[ \t]+/g, ' ')
        .trim();
      if (joined === '') continue;
      out.push({ text: joined, pageBreakBefore: first, page: index + 1 });
      first = false;
    }
  });
  return out;
}

export async function openPdf(
  path: string,
  label: string,
  style: TargetStyle,
  workDir: string,
  signal: AbortSignal,
): Promise<OpenedDocument> {
  const program = await findPdftotext();
  const textFile = join(workDir, 'pdf-text.txt');
  const result = await runProcess(program, ['-enc', 'UTF-8', path, textFile], { signal, timeoutMs: 5 * 60_000 });
  const stopped = stoppedFailure('pdftotext', label, result);
  if (stopped) throw stopped;
  if (result.exitCode !== 0) {
    throw new ToolError(
      'invalid_file',
      `“${label}” cannot be read as a PDF: ${lastLines(result.stderr) || `pdftotext ${exitDescription(result)}`}.`,
    );
  }
  const text = await readFile(textFile, 'utf8');
  const pages = Math.max(1, text.split('\f').length - (text.endsWith('\f') ? 1 : 0));
  const paragraphs = pdfParagraphs(text);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 10) {
    throw new ToolError(
      'no_text_layer',
      `“${label}” has no text layer (its pages are pictures, as in a scan): run it through OCR first, or send the original document.`,
    );
  }
  const plan = new TextPlan('page');
  for (const paragraph of paragraphs) {
    plan.at(paragraph.page ?? null);
    plan.add([{ pieces: [paragraph.text] }], (translated) => {
      paragraph.text = (translated[0] ?? []).map((piece) => piece.text).join('');
    });
  }
  return {
    plan,
    pages,
    write: (outPath) => writeDocx(outPath, paragraphs, { lang: style.lang, rtl: style.rtl, title: label }),
    close: () => undefined,
  };
}
