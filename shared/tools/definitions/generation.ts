import { z } from 'zod';
import { OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const generation = defineTool({
  type: 'generation',
  title: 'Create a deck',
  summary: 'Generate a presentation from a topic, a URL or your text (cloud service).',
  extensions: ['.pdf', '.doc', '.docx', '.md', '.markdown', '.txt'],
  mimeTypes: [OFFICE_MIME.pdf, OFFICE_MIME.docx, 'text/markdown', 'text/plain'],
  minFiles: 0,
  maxFiles: null,
  maxFileBytes: null,
  params: z
    .object({
      inputText: z.string().min(1),
      pageCount: positiveInt.optional(),
      audience: z.string().optional(),
      intent: z.string().optional(),
      author: z.string().optional(),
      enableSearch: z.boolean().optional(),
      advancedModel: z.boolean().optional(),
      fastMode: z.boolean().optional(),
    })
    .strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  local: false,
});
