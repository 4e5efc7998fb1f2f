import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';

export const pptxJoin = defineTool({
  type: 'pptx.join',
  title: 'Merge decks',
  summary: 'Merge two or more PowerPoint decks into one, in the order given.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 2,
  maxFiles: null,
  maxFileBytes: 300 * MB,
  // The fields DeckFlow's SDK declares (PptxJoinParams). `sections` names the merged deck's sections, in order,
  // each holding the next `count` slides; `changedLayoutMap` and `contactId` refer to DeckFlow's own records.
  params: z
    .object({
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
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: 'merged',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'deck',
  panel: 'merge',
  local: true,
});
