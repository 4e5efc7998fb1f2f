import { z } from 'zod';
import { pageListField } from '../page-ranges';
import { MAX_PICTURE_PARAM_CHARS, pictureDataUrlPattern } from '../picture-param';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';
import { paramCheck } from '../param-checks';

export const PAGE_NUMBER_FORMATS = ['n', 'n / total', 'Page n of total'] as const;
export const STAMP_POSITIONS = ['bottom-center', 'bottom-right', 'bottom-left', 'top-center', 'top-right', 'top-left'] as const;

/** A watermark picture as pdf-lib draws it: PNG or JPEG (the engine re-encodes it, docs/pdf-tools.md). */
export const WATERMARK_PICTURE_DATA_URL = pictureDataUrlPattern(['png', 'jpeg']);

export const pdfStamp = defineTool({
  type: 'pdf.stamp',
  title: 'Number pages & watermark',
  summary: 'Put page numbers (“3 / 12”) on a PDF’s pages, and a text or picture watermark across them.',
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
      watermark: z.string().max(200).optional().describe('Text across the pages, e.g. “DRAFT”'),
      /** A picture in the pages' middle, as a data URL (the 64 KB params field bounds it; shared/tools/picture-param.ts). */
      watermarkPicture: z
        .string()
        .max(MAX_PICTURE_PARAM_CHARS, 'watermarkPicture: the picture is too large; use one under 40 KB')
        .regex(WATERMARK_PICTURE_DATA_URL, 'watermarkPicture must be a PNG or JPEG picture as a base64 data: URL')
        .optional()
        .describe('A PNG or JPEG picture across the pages, as a base64 data: URL'),
      /** The picture's width as a share of the page's width (its height follows, within the same share of the page's height). */
      pictureSize: z.number().int().min(5).max(100).default(40),
      /** The pages the watermark (text or picture) goes on; default every page. */
      watermarkPages: pageListField('Pages that get the watermark, e.g. “1, 3-”; default every page'),
      opacity: z.number().min(0.05).max(1).default(0.2),
      /** Degrees anticlockwise from the page's horizontal. */
      angle: z.number().int().min(-90).max(90).default(45),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  crossCheck: (params) =>
    params.pageNumbers || params.watermark?.trim() || params.watermarkPicture
      ? null
      : paramCheck('stampNothing', 'Choose page numbers, a watermark, or both.'),
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
