import { z } from 'zod';
import { TRANSLATION_LANGUAGE_CODES } from '../languages';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const translation = defineTool({
  type: 'translation',
  title: 'Translate',
  summary: 'Translate a deck or document (cloud service).',
  extensions: ['.pptx', '.pdf', '.docx', '.xlsx', '.key'],
  mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.pdf, OFFICE_MIME.docx, OFFICE_MIME.xlsx, OFFICE_MIME.key],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 500 * MB,
  params: z
    .object({
      from: z.union([z.literal('auto'), z.enum(TRANSLATION_LANGUAGE_CODES)]),
      to: z.enum(TRANSLATION_LANGUAGE_CODES),
      model: z.enum(['Standard', 'Pro']).optional(),
      useGlossary: z.boolean().optional(),
      imageTranslate: z.boolean().optional(),
    })
    .strict(),
  output: { kind: 'file' },
  local: false,
});
