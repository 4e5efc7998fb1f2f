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
  params: z.object({ id: z.string().max(200).optional() }).strict(),
  ignoredParams: ['id'],
  output: { kind: 'file' },
  outputSuffix: 'compressed',
  sdkResult: 'file',
  timeout: 'long',
  requires: [],
  inspect: 'none',
  panel: 'compress',
  local: true,
});
