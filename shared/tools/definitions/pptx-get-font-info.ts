import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const pptxGetFontInfo = defineTool({
  type: 'pptx.getFontInfo',
  title: 'Deck fonts',
  summary: 'List the fonts a deck uses, which of them it embeds, and whether the embedded ones are subsets.',
  extensions: ['.pptx'],
  mimeTypes: [OFFICE_MIME.pptx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'file', extension: '.json', mimeType: 'application/json' },
  outputSuffix: 'fonts',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: { none: 'A helper: the Embed fonts panel starts it quietly for each deck added, to list the deck’s fonts.' },
  local: true,
});
