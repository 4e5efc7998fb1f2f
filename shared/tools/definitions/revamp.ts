import { z } from 'zod';
import { DECK_TEMPLATE_IDS } from '../deck-templates';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const revamp = defineTool({
  type: 'revamp',
  title: 'Revamp',
  summary: 'Give a deck a new design: new theme colours, fonts and layouts, with its content and order kept.',
  extensions: ['.pptx', '.key', '.pdf'],
  mimeTypes: [OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      /** The deck's language (DeckFlow); the local engine marks the text with it for spelling. */
      lang: z.string().optional(),
      /** Local engine: the built-in design (GET /templates); default classic. */
      template: z.enum(DECK_TEMPLATE_IDS).optional(),
    })
    .strict(),
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'revamped',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'revamp',
  preview: 'slides-before-after',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: { task: 'revamp' },
  local: true,
});
