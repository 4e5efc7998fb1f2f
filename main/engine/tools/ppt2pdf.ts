/**
 * convertor.ppt2pdf: a presentation (.ppt, .pptx, .odp, .key where LibreOffice reads it) → PDF via headless
 * LibreOffice, one isolated profile per job, with a timeout and kill on abort. Hidden slides are left out, as in a
 * slide show, unless `includeHidden`; the result says how many there were where the format tells (hidden-slides.ts).
 */
import { stat } from 'node:fs/promises';
import { pdfShowsNoSlideContent } from '../lib/pdf/empty-pdf';
import { splitFileName } from '../lib/files/file-names';
import { ToolError } from '../lib/errors/tool-error';
import type { ParamsOf } from '../../../shared/tools/catalog';
import { hiddenSlideNumbers } from '../lib/office/hidden-slides';
import { officeToPdf } from '../lib/office/office-to-pdf';
import { defineEngineTool, type ToolRun } from './tool';

export type Ppt2pdfParams = ParamsOf<'convertor.ppt2pdf'>;

/** Binary formats whose damaged slides LibreOffice drops without an error (see support/empty-pdf.ts). */
const LEGACY_PRESENTATIONS = new Set(['.ppt', '.pps', '.pot']);

export const run: ToolRun<Ppt2pdfParams> = async (ctx) => {
  const input = ctx.inputs[0];
  if (!input) throw new ToolError('invalid_parameter', 'Send one presentation file.');
  const includeHidden = ctx.params.includeHidden === true;
  ctx.reportProgress(5);
  const { pdf, pages, base, ext } = await officeToPdf({
    input,
    kind: 'presentation',
    workDir: ctx.workDir,
    signal: ctx.signal,
    includeHidden,
    offersHidden: true,
  });
  if (
    LEGACY_PRESENTATIONS.has(splitFileName(input.name).ext.toLowerCase()) &&
    (await pdfShowsNoSlideContent(pdf, ctx.workDir, ctx.signal))
  ) {
    throw new ToolError(
      'invalid_file',
      `LibreOffice could read only the slide backgrounds of “${input.name}”, none of its slides' content: the file is damaged. Open it in PowerPoint and save it again, or send an undamaged copy.`,
    );
  }
  const hidden = await hiddenSlideNumbers(input, ext);
  const size = (await stat(pdf)).size;
  ctx.reportProgress(100);
  return {
    path: pdf,
    fileName: `${base}.pdf`,
    mimeType: 'application/pdf',
    // `hiddenSlides` only where the format says which slides are hidden (not .ppt or .key).
    metadata: {
      pages,
      inputSize: input.size,
      includeHidden,
      ...(hidden ? { hiddenSlides: hidden.length, hiddenSlideNumbers: hidden } : {}),
    },
    preview: { bytes: size },
  };
};

export const engineTool = defineEngineTool({ type: 'convertor.ppt2pdf', run });
