import { z } from 'zod';
import { MAX_PICTURE_PARAM_CHARS, pictureDataUrlPattern } from '../picture-param';
import { MB, defineTool, positiveInt } from '../tool-definition';
import { paramCheck } from '../param-checks';

export const BRAND_MARK_POSITIONS = ['none', 'leftTop', 'leftBottom', 'rightTop', 'rightBottom'] as const;

/**
 * The person's own brand mark, a picture as a data URL. It travels in `params`, whose field the engine caps at 64 KB,
 * so the panel scales a chosen picture down to a mark's size before sending it (renderer/src/features/player).
 */
export const MAX_BRAND_MARK_CHARS = MAX_PICTURE_PARAM_CHARS;
export const BRAND_MARK_DATA_URL = pictureDataUrlPattern(['png', 'jpeg', 'webp', 'gif']);

export const htmlBuildPlayer = defineTool({
  type: 'html.buildPlayer',
  title: 'HTML player pack',
  summary: 'Pack HTML slides into one offline player page.',
  extensions: ['.html', '.htm'],
  mimeTypes: ['text/html'],
  minFiles: 1,
  maxFiles: null,
  maxFileBytes: 50 * MB,
  params: z
    .object({
      contents: z.array(z.record(z.string(), z.unknown())),
      pageWidth: positiveInt.max(16_384).optional(),
      pageHeight: positiveInt.max(16_384).optional(),
      title: z.string().max(500).optional(),
      description: z.string().max(5000).optional(),
      brandMarkPosition: z.enum(BRAND_MARK_POSITIONS).optional(),
      brandMark: z
        .string()
        .max(MAX_BRAND_MARK_CHARS, 'brandMark: the picture is too large; use one under 40 KB')
        .regex(BRAND_MARK_DATA_URL, 'brandMark must be a PNG, JPEG, WebP or GIF picture as a base64 data: URL')
        .optional(),
    })
    .strict(),
  output: { kind: 'file', extension: '.html', mimeType: 'text/html' },
  outputSuffix: 'player',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'player',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
  crossCheck: (params, fileNames) => {
    const count = params.contents.length;
    if (count === fileNames.length) return null;
    const message = `params.contents has ${count} entr${count === 1 ? 'y' : 'ies'} but ${fileNames.length} HTML file${fileNames.length === 1 ? ' was' : 's were'} sent; give one contents object per file, in the same order.`;
    return paramCheck('contentsCount', message, { count, files: fileNames.length }, 'contents');
  },
});
