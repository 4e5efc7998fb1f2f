import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const convertorDoc2pdf = defineTool({
  type: 'convertor.doc2pdf',
  title: 'Document to PDF',
  summary: 'Convert a Word document (.docx, .doc) to PDF.',
  extensions: ['.docx', '.doc', '.odt', '.rtf'],
  mimeTypes: [OFFICE_MIME.docx, OFFICE_MIME.doc, 'application/vnd.oasis.opendocument.text', 'application/rtf'],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice-writer'],
  inspect: 'none',
  panel: 'word-pdf',
  local: true,
});
