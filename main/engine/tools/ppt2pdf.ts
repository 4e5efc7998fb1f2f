/**
 * convertor.ppt2pdf: a presentation (.ppt, .pptx, .odp, .key where LibreOffice reads it) → PDF via headless
 * LibreOffice, one isolated profile per job, with a timeout and kill on abort.
 */
import { link, copyFile, mkdir, open, stat } from 'node:fs/promises';
import path from 'node:path';
import { safeFileBase, splitFileName } from './support/file-names';
import { convertWithLibreOffice } from './support/libreoffice';
import { pdfShowsNoSlideContent } from './support/empty-pdf';
import { countPdfPages } from './support/pdf-page-count';
import { readSlideCount } from './support/pptx-slide-count';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

const KNOWN_EXTENSIONS = new Set(['.ppt', '.pptx', '.pptm', '.pps', '.ppsx', '.pot', '.potx', '.odp', '.otp', '.key']);
const OOXML_PRESENTATIONS = new Set(['.pptx', '.pptm', '.ppsx', '.potx']);
/** Binary formats whose damaged slides LibreOffice drops without an error (see support/empty-pdf.ts). */
const LEGACY_PRESENTATIONS = new Set(['.ppt', '.pps', '.pot']);

/** The extension LibreOffice should see: the user's, or one guessed from the first bytes when theirs is unknown. */
async function importExtension(file: string, userName: string): Promise<string> {
  const ext = splitFileName(userName).ext.toLowerCase();
  if (KNOWN_EXTENSIONS.has(ext)) return ext;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return '.pptx';
    if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return '.ppt';
  } finally {
    await handle.close();
  }
  throw new ToolError('invalid_file', `“${userName}” is not a presentation: send a .ppt, .pptx, .odp or .key file.`);
}

/** Gives LibreOffice the input under a plain name with the right extension (a hard link when possible). */
async function stageInput(source: string, dir: string, base: string, ext: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, base + ext);
  try {
    await link(source, target);
  } catch {
    await copyFile(source, target);
  }
  return target;
}

export const run: ToolRun = async (ctx) => {
  const { inputs, workDir, signal } = ctx;
  const input = inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one presentation file.');
  const ext = await importExtension(input.path, input.name);

  if (OOXML_PRESENTATIONS.has(ext)) {
    const slides = await readSlideCount(input.path);
    if (slides === 0) throw new ToolError('invalid_file', `“${input.name}” has no slides, so there is nothing to convert.`);
    if (slides === 'not-a-deck') {
      throw new ToolError(
        'invalid_file',
        `Deckhand could not open “${input.name}” as a presentation: the package has no ppt/presentation.xml (is it a Word or Excel file renamed?).`,
      );
    }
  }
  ctx.reportProgress(5);

  // LibreOffice names the output after the input (and may use it as the PDF's title), so stage the user's name;
  // the path is absolute, so a name starting with "-" cannot pass for an option.
  const base = safeFileBase(splitFileName(input.name).base, 'presentation');
  const staged = await stageInput(input.path, path.join(workDir, 'lo-in'), base, ext);
  const pdf = await convertWithLibreOffice({
    input: staged,
    displayName: input.name,
    jobDir: workDir,
    convertTo: 'pdf:impress_pdf_Export',
    outputExtension: '.pdf',
    signal,
  });
  ctx.reportProgress(95);

  const pages = await countPdfPages(pdf, signal);
  if (pages === 0) throw new ToolError('invalid_file', `“${input.name}” produced an empty PDF: it has no slides LibreOffice can show.`);
  if (LEGACY_PRESENTATIONS.has(ext) && (await pdfShowsNoSlideContent(pdf, workDir, signal))) {
    throw new ToolError(
      'invalid_file',
      `LibreOffice could read only the slide backgrounds of “${input.name}”, none of its slides' content: the file is damaged. Open it in PowerPoint and save it again, or send an undamaged copy.`,
    );
  }
  const size = (await stat(pdf)).size;
  ctx.reportProgress(100);
  return {
    path: pdf,
    fileName: `${base}.pdf`,
    mimeType: 'application/pdf',
    metadata: { pages, inputSize: (await stat(input.path)).size },
    preview: { bytes: size },
  };
};
