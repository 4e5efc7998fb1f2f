import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';
import { pictureExtension, pictureFormat, slideResolution } from './convertor-ppt2image';

/**
 * Keynote files are read by LibreOffice's import (libetonyek): Keynote 2–5 ('05–'09, XML `index.apxl`) fully, the
 * Keynote 6+ format (2013 and later, `Index/*.iwa`) in part; Keynote 1 is not read.
 */
const KEYNOTE_INPUT = {
  extensions: ['.key'],
  mimeTypes: [OFFICE_MIME.key, OFFICE_MIME.zip],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
} as const;

export const convertorKeynote2pdf = defineTool({
  type: 'convertor.keynote2pdf',
  title: 'Keynote to PDF',
  summary: 'Convert a Keynote presentation to PDF (Keynote ’05–’09 fully, Keynote 2013 and later in part).',
  ...KEYNOTE_INPUT,
  extensions: [...KEYNOTE_INPUT.extensions],
  mimeTypes: [...KEYNOTE_INPUT.mimeTypes],
  params: emptyParams,
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice-impress'],
  inspect: 'none',
  panel: 'keynote',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const convertorKeynote2image = defineTool({
  type: 'convertor.keynote2image',
  title: 'Keynote to pictures',
  summary: 'Render every slide of a Keynote presentation as a picture, delivered as a ZIP.',
  ...KEYNOTE_INPUT,
  extensions: [...KEYNOTE_INPUT.extensions],
  mimeTypes: [...KEYNOTE_INPUT.mimeTypes],
  params: z.object({ resolution: slideResolution.default(1920), format: pictureFormat.default('png') }).strict(),
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'images',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice-impress', 'pdftoppm'],
  inspect: 'none',
  panel: 'keynote',
  preview: 'output',
  recipeOutput: { zipEntries: (params) => [pictureExtension(params)] },
  extractable: false,
  intakeChecks: {},
  local: true,
});
