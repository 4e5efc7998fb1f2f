import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';

export const PDF_COMPRESS_LEVELS = ['quality', 'balanced', 'smallest'] as const;

export const pdfCompress = defineTool({
  type: 'pdf.compress',
  title: 'Compress a PDF',
  summary: 'Make a PDF smaller: pictures re-encoded at the level’s resolution, fonts subset, streams packed. Never larger than it was.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 500 * MB,
  params: z
    .object({
      /** quality: lossless only; balanced: pictures at 150 dpi; smallest: pictures at 100 dpi, stronger JPEG. */
      level: z.enum(PDF_COMPRESS_LEVELS).default('balanced'),
      targetKB: z
        .number()
        .int()
        .min(10)
        .max(500_000)
        .optional()
        .describe(
          'Aim for at most this size, in KB: pictures go down in resolution step by step until the PDF fits, or say how close it got',
        ),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'compressed',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf', 'ghostscript'],
  inspect: 'none',
  panel: 'pdf-compress',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
