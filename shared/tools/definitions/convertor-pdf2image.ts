import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pictureExtension, pictureFormat } from './convertor-ppt2image';

export const convertorPdf2image = defineTool({
  type: 'convertor.pdf2image',
  title: 'PDF to pictures',
  summary: 'Render every page of a PDF as a PNG or JPEG picture, delivered as a ZIP.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      /** Long edge of each picture in pixels. */
      resolution: z.number().int().min(16).max(8192).default(1080),
      format: pictureFormat.default('png'),
    })
    .strict(),
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'images',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['pdftoppm'],
  inspect: 'none',
  panel: 'pdf-pictures',
  preview: 'output',
  recipeOutput: { zipEntries: (params) => [pictureExtension(params)] },
  extractable: false,
  intakeChecks: {},
  local: true,
});
