import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const pptxJoin = defineTool({
  type: 'pptx.join',
  title: 'Merge decks',
  summary: 'Merge two or more PowerPoint decks into one, in the order given.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 2,
  maxFiles: null,
  maxFileBytes: 300 * MB,
  params: z.object({ hiddens: z.array(positiveInt).optional(), autoResize: z.boolean().optional() }).strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  local: true,
});
