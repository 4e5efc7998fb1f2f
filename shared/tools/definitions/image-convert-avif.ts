import { MB, defineTool, emptyParams } from '../tool-definition';

export const imageConvertAvif = defineTool({
  type: 'image.convertAvif',
  title: 'Convert to AVIF',
  summary: 'Convert an image to AVIF, often smaller still than WebP at the same look.',
  extensions: ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.avif'],
  mimeTypes: ['image/*'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 100 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.avif', mimeType: 'image/avif' },
  outputSuffix: '',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'avif',
  local: true,
});
