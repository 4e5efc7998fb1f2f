import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { OCR_LANGUAGE_CODES } from './image-ocr';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';

export const pdfOcr = defineTool({
  type: 'pdf.ocr',
  title: 'Make a PDF searchable',
  summary: 'Read the text of a scanned PDF (OCR) and put it under each page, invisible, so it can be searched and copied.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      language: z.enum(OCR_LANGUAGE_CODES).default('en'),
      /** Turn pages that lie sideways or upside down upright and undo a small lean before reading them. */
      straighten: z.boolean().default(true),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'searchable',
  sdkResult: 'file',
  // Tesseract takes seconds per page: the time grows with the page count.
  timeout: 'long',
  requires: ['qpdf', 'tesseract', 'pdftoppm'],
  inspect: 'none',
  panel: 'pdf-ocr',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
