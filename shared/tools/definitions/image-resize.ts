import { z } from 'zod';
import { MB, defineTool, positiveInt } from '../tool-definition';
import { refineCode } from '../param-checks';

export const imageResize = defineTool({
  type: 'image.resize',
  title: 'Resize images',
  summary: 'Scale an image down to a maximum width or height, keeping its aspect ratio.',
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.avif', '.heic', '.heif'],
  mimeTypes: ['image/*'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 100 * MB,
  params: z
    // `target`: a DeckFlow storage path for the result (SDK ImageResizeParams); the engine keeps results itself.
    .object({ maxWidth: positiveInt.optional(), maxHeight: positiveInt.optional(), target: z.string().max(1000).optional() })
    .strict()
    .refine((p) => (p.maxWidth === undefined) !== (p.maxHeight === undefined), {
      message: 'give exactly one of maxWidth or maxHeight in pixels, e.g. {"maxWidth": 1200} (not both, not neither)',
      params: refineCode('resizeOneSide'),
    }),
  ignoredParams: ['target'],
  output: { kind: 'file' },
  outputSuffix: 'resized',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'resize',
  preview: 'picture-before-after',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
