import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';
import { paramCheck, type ParamCheckProblem } from '../param-checks';

/** What the schema cannot see: a file index beyond the uploaded decks, a slide chosen twice. */
function slidesProblem(
  slides: ReadonlyArray<{ file: number; slide: number }> | undefined,
  fileNames: readonly string[],
): ParamCheckProblem | null {
  if (!slides) return null;
  const seen = new Set<string>();
  for (const [i, { file, slide }] of slides.entries()) {
    const name = fileNames[file];
    if (name === undefined) {
      const message = `params.slides[${i}].file is ${file}, but only ${fileNames.length} decks were sent (files count from 0)`;
      return paramCheck('slidesFile', message, { file, count: fileNames.length }, `slides[${i}].file`);
    }
    const key = `${file}:${slide}`;
    if (seen.has(key)) {
      const message = `params.slides[${i}]: slide ${slide} of “${name}” is chosen twice; each slide can be merged once`;
      return paramCheck('slideTwice', message, { slide, name }, `slides[${i}]`);
    }
    seen.add(key);
  }
  return null;
}

export const pptxJoin = defineTool({
  type: 'pptx.join',
  title: 'Merge decks',
  summary: 'Merge two or more PowerPoint decks into one, in the order given, or only the slides chosen, in the order chosen.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 2,
  maxFiles: null,
  maxFileBytes: 300 * MB,
  // The fields DeckFlow's SDK declares (PptxJoinParams). `sections` names the merged deck's sections, in order,
  // each holding the next `count` slides; `changedLayoutMap` and `contactId` refer to DeckFlow's own records.
  // `slides` is the local engine's own (issue #21): DeckFlow's cloud merges whole decks (docs/service-api.md), so core
  // refuses it there before any upload (`localOnly`).
  params: z
    .object({
      slides: z
        .array(
          z
            .object({
              file: z.number().int().nonnegative().describe('0-based index of the deck among the uploaded files'),
              slide: positiveInt.describe('1-based slide number in that deck'),
            })
            .strict(),
        )
        .min(1)
        .max(10_000)
        .optional()
        .describe('The slides of the merged deck, in order; default every slide of every deck in upload order'),
      hiddens: z.array(positiveInt).optional(),
      autoResize: z.boolean().optional(),
      sections: z
        .array(z.object({ name: z.string().max(255), count: z.number().int().nonnegative() }).strict())
        .min(1)
        .optional(),
      changedLayoutMap: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
      contactId: z
        .object({ pptId: z.string().max(200), branchId: z.string().max(200) })
        .strict()
        .optional(),
    })
    .strict(),
  ignoredParams: ['changedLayoutMap', 'contactId'],
  crossCheck: (params, fileNames) => slidesProblem(params.slides, fileNames),
  localOnly: {
    params: ['slides'],
    refusal:
      'Choosing slides to merge works with the local engine only: DeckFlow’s cloud merges whole decks. Choose the local engine in Settings, or include every slide.',
  },
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'merged',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'merge',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
