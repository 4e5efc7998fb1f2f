import { z } from 'zod';
import { pageListField } from '../page-ranges';
import { MB, OFFICE_MIME, defineTool } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';
import { paramCheck } from '../param-checks';

export const PDF_SPLIT_MODES = ['ranges', 'every', 'pages', 'bookmarks'] as const;

export const pdfSplit = defineTool({
  type: 'pdf.split',
  title: 'Split a PDF',
  summary: 'Cut a PDF into several: by page ranges, every few pages, a file per page or per top-level bookmark, delivered as a ZIP.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      mode: z.enum(PDF_SPLIT_MODES).default('pages'),
      /** With mode 'ranges': each range becomes a file of its own ("1-3, 4-6, 7-"). */
      ranges: pageListField('With mode “ranges”: one file per range, e.g. “1-3, 4-6, 7-”'),
      /** With mode 'every': this many pages per file (the last may have fewer). */
      every: z.number().int().min(1).max(10_000).default(2),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  crossCheck: (params) =>
    params.mode === 'ranges' && !params.ranges
      ? paramCheck('splitRanges', 'Give the ranges to split by, such as “1-3, 4-6, 7-”.', { example: '1-3, 4-6, 7-' }, 'ranges')
      : null,
  output: { kind: 'zip', extension: '.zip', mimeType: OFFICE_MIME.zip },
  outputSuffix: 'split',
  sdkResult: 'convertFiles',
  timeout: 'standard',
  requires: ['qpdf'],
  inspect: 'none',
  panel: 'pdf-split',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
