/** convertor.doc2pdf: a Word document (.docx, .doc; also .odt, .rtf) → PDF through LibreOffice Writer. */
import { stat } from 'node:fs/promises';
import { officeToPdf } from './support/office-to-pdf';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

export const run: ToolRun = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one document.');
  ctx.reportProgress(5);
  const { pdf, pages, base } = await officeToPdf({ input, kind: 'document', workDir: ctx.workDir, signal: ctx.signal });
  ctx.reportProgress(100);
  return {
    path: pdf,
    fileName: `${base}.pdf`,
    mimeType: 'application/pdf',
    metadata: { pages, inputSize: input.size },
    preview: { bytes: (await stat(pdf)).size },
  };
};
