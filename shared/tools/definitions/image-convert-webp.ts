import { MB, defineTool, emptyParams } from '../tool-definition';

export const imageConvertWebp = defineTool({
  type: 'image.convertWebp',
  title: 'Convert to WebP',
  summary: 'Convert an image to WebP, usually much smaller at the same look.',
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.avif'],
  mimeTypes: ['image/*'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 100 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.webp', mimeType: 'image/webp' },
  outputSuffix: '',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'webp',
  local: true,
});
