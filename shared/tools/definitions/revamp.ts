import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const revamp = defineTool({
  type: 'revamp',
  title: 'Revamp',
  summary: 'Give a deck a new design (cloud service).',
  extensions: ['.pptx', '.key', '.pdf'],
  mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z.object({ lang: z.string().optional() }).strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  local: false,
});
