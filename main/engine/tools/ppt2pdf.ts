/**
 * convertor.ppt2pdf: a presentation (.ppt, .pptx, .odp, .key where LibreOffice reads it) → PDF via headless
 * LibreOffice, one isolated profile per job, with a timeout and kill on abort.
 */
import { stat } from 'node:fs/promises';
import { officeToPdf } from './support/office-to-pdf';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one presentation file.');
  ctx.reportProgress(5);
  const { pdf, pages, base } = await officeToPdf({ input, kind: 'presentation', workDir: ctx.workDir, signal: ctx.signal });
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
