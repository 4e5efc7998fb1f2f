import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const convertorPpt2pdf = defineTool({
  type: 'convertor.ppt2pdf',
  title: 'Convert to PDF',
  summary: 'Convert a presentation to PDF.',
  extensions: ['.ppt', '.pptx', '.odp', '.key'],
  mimeTypes: [OFFICE_MIME.ppt, OFFICE_MIME.pptx, OFFICE_MIME.odp, OFFICE_MIME.key],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice'],
  inspect: 'none',
  panel: 'pdf',
  local: true,
});
