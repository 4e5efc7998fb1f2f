/** convertor.pdf2image: every page of a PDF as a PNG/JPEG picture (long edge = `resolution`), in a ZIP. */
import path from 'node:path';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { bundlePages } from './support/office-pictures';
import { safeFileBase, splitFileName } from './support/file-names';
import { countPdfPages } from './support/pdf-page-count';
import { renderPdfPages } from './support/pdf-render';
import type { ToolRun } from './tool';
import { ToolError } from './tool';

export const run: ToolRun<ParamsOf<'convertor.pdf2image'>> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one PDF file.');
  const pages = await countPdfPages(input.path, ctx.signal);
  if (!pages) throw new ToolError('invalid_file', `“${input.name}” is not a PDF Deckhand can read, or it has no pages.`);
  ctx.reportProgress(5);
  const pictures = await renderPdfPages({
    pdf: input.path,
    pages,
    outDir: path.join(ctx.workDir, 'pages'),
    prefix: 'page',
    longEdge: ctx.params.resolution,
    format: ctx.params.format,
    displayName: input.name,
    signal: ctx.signal,
  });
  ctx.reportProgress(90);
  const output = await bundlePages(ctx, pictures, safeFileBase(splitFileName(input.name).base, 'document'), ctx.params);
  ctx.reportProgress(100);
  return output;
};
