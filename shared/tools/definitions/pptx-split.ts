import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';
import { paramCheck } from '../param-checks';

export const pptxSplit = defineTool({
  type: 'pptx.split',
  title: 'Split deck',
  summary: 'Split a deck into smaller decks — one per slide, per range, every few slides or per section — delivered as a ZIP.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  // Besides `indexes`, the fields DeckFlow's SDK declares (PptxSplitParams): a size check and ids/replacements for
  // DeckFlow's own version store, which mean nothing locally.
  // `groups`, `every` and `bySections` are the local engine's own (issue #21): DeckFlow's cloud splits into single
  // slides only (docs/service-api.md), so core refuses them there before any upload (`localOnly`).
  params: z
    .object({
      indexes: z.array(positiveInt).min(1).optional().describe('1-based slides, each becoming a deck of its own'),
      groups: z
        .array(z.array(positiveInt).min(1).max(10_000))
        .min(1)
        .max(10_000)
        .optional()
        .describe('1-based slides per output deck, in order: [[1,2,3],[7]] makes two decks, named after their first slides'),
      every: positiveInt.max(10_000).optional().describe('Decks of this many consecutive slides each (the last may hold fewer)'),
      bySections: z.literal(true).optional().describe("One deck per section of the deck (PowerPoint's sections)"),
      allowSize: z.tuple([z.number().positive(), z.number().positive()]).optional(),
      pptId: z.string().max(200).optional(),
      versionIds: z.array(z.string().max(200)).optional(),
      replaceFiles: z.array(z.tuple([z.string().max(1000), z.string().max(1000)])).optional(),
    })
    .strict(),
  ignoredParams: ['allowSize', 'pptId', 'versionIds', 'replaceFiles'],
  localOnly: {
    params: ['groups', 'every', 'bySections'],
    refusal:
      'Splitting into ranges, every few slides or by sections works with the local engine only: DeckFlow’s cloud splits a deck into single slides. Choose the local engine in Settings, or split into single slides.',
  },
  crossCheck: (params) => {
    const ways = (['indexes', 'groups', 'every', 'bySections'] as const).filter((name) => params[name] !== undefined);
    if (ways.length < 2) return null;
    return paramCheck('splitOneWay', `params: choose one way to split, not ${ways.join(' and ')}`, { ways: ways.join(', ') });
  },
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'slides',
  sdkResult: 'pptxSplit',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'split',
  preview: 'output',
  recipeOutput: { zipEntries: () => ['.pptx'] },
  extractable: true,
  intakeChecks: {},
  local: true,
});
