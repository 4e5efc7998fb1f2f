import { z } from 'zod';
import { DECK_TEMPLATE_IDS } from '../deck-templates';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

/**
 * What one Create task may make and read (issue #19: a 52 KB outline of 10,500 headings took the engine to 5 GB).
 * The slide count is known once the outline is read, so a longer one fails its task with the reason; the text's
 * size is checked with the params.
 */
export const GENERATION_LIMITS = {
  maxSlides: 300,
  /** Characters of the outline: the text given plus the text of the reference files. */
  maxOutlineChars: 8_000_000,
} as const;

export const generation = defineTool({
  type: 'generation',
  title: 'Create a deck',
  summary: `Make a presentation of up to ${GENERATION_LIMITS.maxSlides} slides from an outline, your text or a topic; locally from Markdown or with a chat model set up in Settings.`,
  // Reference files (an outline file can stand in for inputText) and the pictures an outline shows.
  extensions: ['.pdf', '.doc', '.docx', '.md', '.markdown', '.txt', '.png', '.jpg', '.jpeg', '.gif'],
  mimeTypes: [OFFICE_MIME.pdf, OFFICE_MIME.docx, 'text/markdown', 'text/plain', 'image/png', 'image/jpeg', 'image/gif'],
  minFiles: 0,
  maxFiles: 10,
  maxFileBytes: 50 * MB,
  params: z
    .object({
      /** The outline, text or topic; may be left out when an outline file (.md, .txt) is given. */
      inputText: z.string().min(1).max(GENERATION_LIMITS.maxOutlineChars).optional(),
      pageCount: positiveInt.max(GENERATION_LIMITS.maxSlides).optional(),
      audience: z.string().optional(),
      intent: z.string().optional(),
      author: z.string().optional(),
      enableSearch: z.boolean().optional(),
      advancedModel: z.boolean().optional(),
      fastMode: z.boolean().optional(),
      /** Local engine: the built-in design (GET /templates); default classic. */
      template: z.enum(DECK_TEMPLATE_IDS).optional(),
      /**
       * Local engine: true = the chat model writes the outline, false = the text is the outline (no model);
       * default: the model when one is set up and the text is not already an outline.
       */
      useModel: z.boolean().optional(),
    })
    .strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'deck',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'create',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: { task: 'generation' },
  local: true,
});
