import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const pptxSplit = defineTool({
  type: 'pptx.split',
  title: 'Split deck',
  summary: 'Split a deck into single-slide decks, delivered as a ZIP.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z.object({ indexes: z.array(positiveInt).min(1).optional() }).strict(),
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  local: true,
});
