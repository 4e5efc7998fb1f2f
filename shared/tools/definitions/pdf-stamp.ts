import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';

export const PAGE_NUMBER_FORMATS = ['n', 'n / total', 'Page n of total'] as const;
export const STAMP_POSITIONS = ['bottom-center', 'bottom-right', 'bottom-left', 'top-center', 'top-right', 'top-left'] as const;

export const pdfStamp = defineTool({
  type: 'pdf.stamp',
  title: 'Number pages & watermark',
  summary: 'Put page numbers (“3 / 12”) on a PDF’s pages, and a text watermark across them.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      pageNumbers: z.boolean().default(true),
      numberFormat: z.enum(PAGE_NUMBER_FORMATS).default('n / total'),
      position: z.enum(STAMP_POSITIONS).default('bottom-center'),
      /** The number the first page counts as; the last number is the total. */
      startAt: z.number().int().min(0).max(100_000).default(1),
      /** No number on the first page (a cover); the second still counts as the second. */
      skipFirst: z.boolean().default(false),
      fontSize: z.number().int().min(6).max(72).default(11),
      watermark: z.string().max(200).optional().describe('Text across every page, e.g. “DRAFT”'),
      opacity: z.number().min(0.05).max(1).default(0.2),
      /** Degrees anticlockwise from the page's horizontal. */
      angle: z.number().int().min(-90).max(90).default(45),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  crossCheck: (params) => (params.pageNumbers || params.watermark?.trim() ? null : 'Choose page numbers, a watermark, or both.'),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'stamped',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf', 'pdftoppm'],
  inspect: 'none',
  panel: 'pdf-stamp',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
