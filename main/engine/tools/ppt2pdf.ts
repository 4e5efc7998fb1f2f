/**
 * convertor.ppt2pdf: a presentation (.ppt, .pptx, .odp, .key where LibreOffice reads it) → PDF via headless
 * LibreOffice, one isolated profile per job, with a timeout and kill on abort.
 */
import { stat } from 'node:fs/promises';
import { pdfShowsNoSlideContent } from './support/empty-pdf';
import { splitFileName } from './support/file-names';
import { officeToPdf } from './support/office-to-pdf';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

/** Binary formats whose damaged slides LibreOffice drops without an error (see support/empty-pdf.ts). */
const LEGACY_PRESENTATIONS = new Set(['.ppt', '.pps', '.pot']);

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one presentation file.');
  ctx.reportProgress(5);
  const { pdf, pages, base } = await officeToPdf({ input, kind: 'presentation', workDir: ctx.workDir, signal: ctx.signal });
  if (
    LEGACY_PRESENTATIONS.has(splitFileName(input.name).ext.toLowerCase()) &&
    (await pdfShowsNoSlideContent(pdf, ctx.workDir, ctx.signal))
  ) {
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
    metadata: { pages, inputSize: input.size },
    preview: { bytes: size },
  };
};
