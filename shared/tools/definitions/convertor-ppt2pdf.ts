import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const convertorPpt2pdf = defineTool({
  type: 'convertor.ppt2pdf',
  title: 'Convert to PDF',
  summary: 'Convert a presentation to PDF.',
  extensions: ['.ppt', '.pptx', '.odp', '.key'],
  mimeTypes: [OFFICE_MIME.ppt, OFFICE_MIME.pptx, OFFICE_MIME.odp, OFFICE_MIME.key],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  /** `includeHidden` (local): slides hidden in the deck become pages too; without it they are left out, as in a show. */
  params: z.object({ includeHidden: z.boolean().optional() }).strict(),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice'],
  inspect: 'none',
  panel: 'pdf',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
