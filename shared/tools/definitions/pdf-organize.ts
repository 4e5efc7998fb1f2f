import { z } from 'zod';
import { pageListField } from '../page-ranges';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';

/** Every param names pages by their number in the PDF as sent, whatever the new order. */
export const pdfOrganize = defineTool({
  type: 'pdf.organize',
  title: 'Organise pages',
  summary: 'Put a PDF’s pages in a new order, turn pages a quarter, half or three quarters round, and take pages out.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      order: pageListField('The pages of the result, in order, e.g. “3, 1-2, 4-”; default every page as it is'),
      remove: pageListField('Pages to take out'),
      rotate90: pageListField('Pages to turn 90° clockwise'),
      rotate180: pageListField('Pages to turn 180°'),
      rotate270: pageListField('Pages to turn 90° anticlockwise'),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'organized',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf'],
  inspect: 'none',
  panel: 'pdf-organize',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
