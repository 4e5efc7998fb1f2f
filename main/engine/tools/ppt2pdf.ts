/**
 * convertor.ppt2pdf: a presentation (.ppt, .pptx, .odp, .key where LibreOffice reads it) → PDF via headless
 * LibreOffice, one isolated profile per job, with a timeout and kill on abort.
 */
import { pdfShowsNoSlideContent } from '../lib/pdf/empty-pdf';
import { splitFileName } from '../lib/files/file-names';
import { officePdfRun } from './support/office-pdf-tool';
import { ToolError } from '../lib/errors/tool-error';
import { defineEngineTool } from './tool';

/** Binary formats whose damaged slides LibreOffice drops without an error (see support/empty-pdf.ts). */
const LEGACY_PRESENTATIONS = new Set(['.ppt', '.pps', '.pot']);

export const run = officePdfRun({
  kind: 'presentation',
  missing: 'Send one presentation file.',
  check: async (pdf, input, ctx) => {
    if (
      LEGACY_PRESENTATIONS.has(splitFileName(input.name).ext.toLowerCase()) &&
      (await pdfShowsNoSlideContent(pdf, ctx.workDir, ctx.signal))
    ) {
      throw new ToolError(
        'invalid_file',
        `LibreOffice could read only the slide backgrounds of “${input.name}”, none of its slides' content: the file is damaged. Open it in PowerPoint and save it again, or send an undamaged copy.`,
      );
    }
  },
});

export const engineTool = defineEngineTool({ type: 'convertor.ppt2pdf', run });
