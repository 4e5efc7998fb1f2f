import { z } from 'zod';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';
import { pdfKeepActiveContent, pdfPassword } from './pdf-common';
import { paramCheck, type ParamCheckProblem } from '../param-checks';

/** What the schema cannot see: a file index beyond the uploaded PDFs. */
function pagesProblem(pages: ReadonlyArray<{ file: number }> | undefined, fileNames: readonly string[]): ParamCheckProblem | null {
  const wrong = pages?.findIndex(({ file }) => fileNames[file] === undefined) ?? -1;
  if (wrong < 0) return null;
  const file = pages![wrong]!.file;
  const message = `params.pages[${wrong}].file is ${file}, but only ${fileNames.length} PDFs were sent (files count from 0)`;
  return paramCheck('pagesFile', message, { file, count: fileNames.length }, `pages[${wrong}].file`);
}

export const pdfMerge = defineTool({
  type: 'pdf.merge',
  title: 'Merge PDFs',
  summary: 'Join PDFs into one, in the order given, with a bookmark per file and each file’s own bookmarks under it.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 2,
  maxFiles: 200,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      pages: z
        .array(
          z
            .object({
              file: z.number().int().nonnegative().describe('0-based index of the PDF among the uploaded files'),
              page: positiveInt.describe('1-based page number in that PDF'),
            })
            .strict(),
        )
        .min(1)
        .max(20_000)
        .optional()
        .describe('The pages of the merged PDF, in order; default every page of every PDF in upload order'),
      bookmarks: z.boolean().default(true).describe('A bookmark per file, named after it, with its own bookmarks under it'),
      password: pdfPassword,
      keepActiveContent: pdfKeepActiveContent,
    })
    .strict(),
  crossCheck: (params, fileNames) => pagesProblem(params.pages, fileNames),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'merged',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf'],
  inspect: 'none',
  panel: 'pdf-merge',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
