import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, emptyParams, positiveInt } from '../tool-definition';

const DECK_INPUT = {
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
};

export const pptxGetTextShapes = defineTool({
  type: 'pptx.getTextShapes',
  title: 'Deck text and shapes',
  summary: 'List every shape of every slide with its position, text runs and styles (optionally notes, layouts, masters).',
  ...DECK_INPUT,
  extensions: [...DECK_INPUT.extensions],
  mimeTypes: [...DECK_INPUT.mimeTypes],
  params: z
    .object({
      hasChildren: z.boolean().default(true),
      pickPages: z.array(positiveInt).max(10_000).optional(),
      imageFilter: z.number().min(0).max(1).optional(),
      needFixDuplicatedShapeId: z.boolean().default(false),
      includeLayout: z.boolean().default(false),
      includeMaster: z.boolean().default(false),
      includeNotes: z.boolean().default(false),
      ignoreEmptyText: z.boolean().default(false),
      onlyBrief: z.boolean().default(false),
    })
    .strict(),
  output: { kind: 'file', extension: '.json', mimeType: 'application/json' },
  outputSuffix: 'shapes',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'deck-text',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const pptxParse = defineTool({
  type: 'pptx.parse',
  title: 'Parse deck',
  summary: 'Read a deck into structured data (slides, shapes, text, tables, pictures with positions) plus its pictures, as a ZIP.',
  ...DECK_INPUT,
  extensions: [...DECK_INPUT.extensions],
  mimeTypes: [...DECK_INPUT.mimeTypes],
  params: emptyParams,
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'parsed',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'extract',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
