import { z } from 'zod';
import { TRANSLATION_PROVIDER_IDS } from '../../contract/translation';
import { TRANSLATION_LANGUAGE_CODES, languageName } from '../languages';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { paramCheck } from '../param-checks';

export const translation = defineTool({
  type: 'translation',
  title: 'Translate',
  summary: 'Translate a deck or document; the local engine writes a translated .pptx, .docx or .xlsx (a PDF becomes a .docx).',
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
      /** Local engine: who translates (default: the provider chosen in Settings, else an installed Apertium pair). */
      provider: z.enum(TRANSLATION_PROVIDER_IDS).optional(),
      /** Local engine: terms translated exactly this way; applied unless `useGlossary` is false. */
      glossary: z
        .array(z.object({ source: z.string().trim().min(1).max(200), target: z.string().trim().min(1).max(200) }).strict())
        .max(500)
        .optional(),
    })
    .strict(),
  crossCheck: (params) =>
    params.from === params.to
      ? paramCheck(
          'sameLanguage',
          `The source and target language are both ${languageName(params.to)}: choose another target language.`,
          { language: params.to },
          'to',
        )
      : null,
  output: { kind: 'file' },
  outputSuffix: 'translated',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  // Decks are read as they are added: a broken one is said at once, and the language found starts the target list.
  inspect: 'deck',
  panel: 'translate',
  preview: 'slides-before-after',
  recipeOutput: { changesKind: { '.pdf': '.docx' } },
  extractable: false,
  intakeChecks: { task: 'translation' },
  local: true,
});
