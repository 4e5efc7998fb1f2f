import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const fileCompress = defineTool({
  type: 'file.compress',
  title: 'Compress files',
  summary: 'Shrink decks, documents and archives while keeping their visual quality.',
  extensions: ['.zip', '.pptx', '.key', '.docx', '.xlsx'],
  mimeTypes: [OFFICE_MIME.zip, OFFICE_MIME.pptx, OFFICE_MIME.key, OFFICE_MIME.docx, OFFICE_MIME.xlsx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file' },
  local: true,
});
