import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';

export const fileCompress = defineTool({
  type: 'file.compress',
  title: 'Compress files',
  summary: 'Shrink decks, documents and archives while keeping their visual quality.',
  extensions: ['.zip', '.pptx', '.key', '.docx', '.xlsx'],
  mimeTypes: [OFFICE_MIME.zip, OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.docx, OFFICE_MIME.xlsx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  // `id`: DeckFlow passes its task id through to its compressor's logs (SDK FileCompressParams).
  // `preset` and `targetMB` are Deckhand's own (the SDK sends neither and gets `balanced`, the quality it always had):
  // how close each re-encoded picture must stay to its original, and a size to get under by stepping down the presets.
  params: z
    .object({
      id: z.string().max(200).optional(),
      preset: z.enum(['best', 'balanced', 'smallest']).default('balanced'),
      targetMB: z.number().min(0.01).max(300).optional(),
    })
    .strict(),
  ignoredParams: ['id'],
  output: { kind: 'file' },
  outputSuffix: 'compressed',
  sdkResult: 'file',
  timeout: 'long',
  requires: [],
  inspect: 'none',
  panel: 'compress',
  preview: 'package-picture',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
