import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const pptxSplit = defineTool({
  type: 'pptx.split',
  title: 'Split deck',
  summary: 'Split a deck into single-slide decks, delivered as a ZIP.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  // Besides `indexes`, the fields DeckFlow's SDK declares (PptxSplitParams): a size check and ids/replacements for
  // DeckFlow's own version store, which mean nothing locally.
  params: z
    .object({
      indexes: z.array(positiveInt).min(1).optional(),
      allowSize: z.tuple([z.number().positive(), z.number().positive()]).optional(),
      pptId: z.string().max(200).optional(),
      versionIds: z.array(z.string().max(200)).optional(),
      replaceFiles: z.array(z.tuple([z.string().max(1000), z.string().max(1000)])).optional(),
    })
    .strict(),
  ignoredParams: ['allowSize', 'pptId', 'versionIds', 'replaceFiles'],
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'slides',
  sdkResult: 'pptxSplit',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'split',
  local: true,
});
