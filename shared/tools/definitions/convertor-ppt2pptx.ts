import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const convertorPpt2pptx = defineTool({
  type: 'convertor.ppt2pptx',
  title: 'PPT to PPTX',
  summary: 'Convert a PowerPoint 97–2003 presentation (.ppt) to a .pptx deck.',
  extensions: ['.ppt', '.pps', '.pot', '.odp'],
  mimeTypes: [OFFICE_MIME.ppt, OFFICE_MIME.odp],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.pptx', mimeType: OFFICE_MIME.pptx },
  outputSuffix: '',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['libreoffice-impress'],
  inspect: 'none',
  panel: 'ppt-pptx',
  local: true,
});
