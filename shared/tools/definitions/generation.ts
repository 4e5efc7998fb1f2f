import { z } from 'zod';
import { DECK_TEMPLATE_IDS } from '../deck-templates';
import { OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const generation = defineTool({
  type: 'generation',
  title: 'Create a deck',
  summary: 'Make a presentation from an outline, your text or a topic; locally from Markdown or with a chat model set up in Settings.',
  // Reference files (an outline file can stand in for inputText) and the pictures an outline shows.
  extensions: ['.pdf', '.doc', '.docx', '.md', '.markdown', '.txt', '.png', '.jpg', '.jpeg', '.gif'],
  mimeTypes: [OFFICE_MIME.pdf, OFFICE_MIME.docx, 'text/markdown', 'text/plain', 'image/png', 'image/jpeg', 'image/gif'],
  minFiles: 0,
  maxFiles: null,
  maxFileBytes: null,
  params: z
    .object({
      /** The outline, text or topic; may be left out when an outline file (.md, .txt) is given. */
      inputText: z.string().min(1).optional(),
      pageCount: positiveInt.optional(),
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
  local: true,
});
