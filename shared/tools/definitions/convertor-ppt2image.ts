import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

/** Long edge of each picture in pixels (the width of a landscape slide). */
export const slideResolution = z.union([z.literal(1080), z.literal(1920), z.literal(2560)]);
export const pictureFormat = z.enum(['png', 'jpg']);

/** The kind of the pictures inside the ZIP these params make (`format`, PNG unless JPEG is asked for). */
export function pictureExtension(params: Record<string, unknown>): string {
  return params.format === 'jpg' ? '.jpg' : '.png';
}

export const convertorPpt2image = defineTool({
  type: 'convertor.ppt2image',
  title: 'Slide pictures',
  summary: 'Render every slide of a presentation as a PNG or JPEG picture, delivered as a ZIP.',
  extensions: ['.ppt', '.pptx', '.odp', '.key'],
  mimeTypes: [OFFICE_MIME.ppt, OFFICE_MIME.pptx, OFFICE_MIME.odp, OFFICE_MIME.key],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z.object({ resolution: slideResolution.default(1920), format: pictureFormat.default('png') }).strict(),
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'images',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice-impress', 'pdftoppm'],
  inspect: 'none',
  panel: 'slide-pictures',
  preview: 'output',
  recipeOutput: { zipEntries: (params) => [pictureExtension(params)] },
  extractable: false,
  intakeChecks: {},
  local: true,
});
