import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, emptyParams } from '../tool-definition';

export const pdfParse = defineTool({
  type: 'pdf.parse',
  title: 'Parse PDF',
  summary: 'Read the text blocks (with headings, lists and positions) and the pictures of a PDF, as a ZIP.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      includeText: z.boolean().default(true),
      includeImages: z.boolean().default(true),
      /** Leave out pictures covering less than this share of their page (0–1). */
      minImageAreaRatio: z.number().min(0).max(1).default(0),
      /** Also return the raw text items the blocks were built from. */
      debug: z.boolean().default(false),
    })
    .strict(),
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'parsed',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['pdftohtml'],
  inspect: 'none',
  panel: 'extract',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});

export const docxParseTextAndImage = defineTool({
  type: 'docx.parseTextAndImage',
  title: 'Parse Word document',
  summary: 'Read the paragraphs (with styles), tables and pictures of a Word document in order, as a ZIP.',
  extensions: ['.docx'],
  mimeTypes: [OFFICE_MIME.docx],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: emptyParams,
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'parsed',
  sdkResult: 'file',
  timeout: 'standard',
  requires: [],
  inspect: 'none',
  panel: 'extract',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
