/**
 * convertor.keynote2pdf: a Keynote file → PDF through LibreOffice's Keynote import (libetonyek). It reads Keynote 2–5
 * ('05–'09, XML) and, in part, Keynote 6+ (2013 and later); a file it cannot read fails with invalid_file.
 */
import { stat } from 'node:fs/promises';
import { officeToPdf } from './support/office-to-pdf';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one Keynote file.');
  ctx.reportProgress(5);
  const { pdf, pages, base } = await officeToPdf({ input, kind: 'keynote', workDir: ctx.workDir, signal: ctx.signal });
  ctx.reportProgress(100);
  return {
    path: pdf,
    fileName: `${base}.pdf`,
    mimeType: 'application/pdf',
    metadata: { pages, inputSize: input.size },
    preview: { bytes: (await stat(pdf)).size },
  };
};
