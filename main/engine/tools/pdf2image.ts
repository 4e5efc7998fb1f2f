/** convertor.pdf2image: every page of a PDF as a PNG/JPEG picture (long edge = `resolution`), in a ZIP. */
import type { ParamsOf } from '../../../shared/tools/catalog';
import { pdfPagesToBundle } from './support/office-pictures';
import { safeFileBase, splitFileName } from '../lib/files/file-names';
import { countPdfPages } from '../lib/pdf/pdf-page-count';
import { defineEngineTool, type ToolRun } from './tool';
import { ToolError } from '../lib/errors/tool-error';

export const run: ToolRun<ParamsOf<'convertor.pdf2image'>> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one PDF file.');
  const pages = await countPdfPages(input.path, ctx.signal);
  if (!pages) throw new ToolError('invalid_file', `“${input.name}” is not a PDF Deckhand can read, or it has no pages.`);
  ctx.reportProgress(5);
  return pdfPagesToBundle(ctx, {
    pdf: input.path,
    pages,
    base: safeFileBase(splitFileName(input.name).base, 'document'),
    displayName: input.name,
  });
};

export const engineTool = defineEngineTool({ type: 'convertor.pdf2image', run });
