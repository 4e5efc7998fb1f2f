import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const pptxEmbedFonts = defineTool({
  type: 'pptx.embedFonts',
  title: 'Embed fonts',
  summary: 'Embed Google Fonts families into a deck so it looks the same everywhere.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z.object({ usedFonts: z.array(z.string().min(1).max(200)).min(1).max(50) }).strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'fonts-embedded',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'fonts',
  local: true,
});
