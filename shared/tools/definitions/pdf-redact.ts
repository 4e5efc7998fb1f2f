import { z } from 'zod';
import { MAX_PATTERN_CHARS, MAX_PATTERNS, patternProblem, patternProblemOf, redactionPatternLines } from '../redaction-patterns';
import { MB, OFFICE_MIME, defineTool, positiveInt } from '../tool-definition';
import { pdfPassword } from './pdf-common';
import { paramCheck, refineCode } from '../param-checks';

/** The words of a redaction as typed: one per line or separated by commas, blanks trimmed. */
export function redactionWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,;]/)
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    ),
  ];
}

export const pdfRedact = defineTool({
  type: 'pdf.redact',
  title: 'Redact a PDF',
  summary:
    'Remove every occurrence of the words or patterns given, and whatever lies in areas drawn on the pages: the text is taken out, not covered, with a report per page.',
  extensions: ['.pdf'],
  mimeTypes: [OFFICE_MIME.pdf],
  minFiles: 1,
  maxFiles: 1,
  maxFileBytes: 300 * MB,
  params: z
    .object({
      words: z
        .string()
        .max(4000)
        .refine((text) => redactionWords(text).length <= 200, {
          message: 'at most 200 words or phrases',
          params: refineCode('redactTooManyWords', { limit: 200 }),
        })
        .default('')
        .describe('The words or phrases to remove, one per line or separated by commas (letter case is ignored)'),
      emails: z.boolean().default(false).describe('Remove every e-mail address'),
      phones: z.boolean().default(false).describe('Remove every phone number (seven digits or more, in groups)'),
      patterns: z
        .string()
        .max(4000)
        .superRefine((text, ctx) => {
          const lines = redactionPatternLines(text);
          if (lines.length > MAX_PATTERNS) {
            const params = refineCode('redactTooManyPatterns', { limit: MAX_PATTERNS });
            ctx.addIssue({ code: 'custom', message: `at most ${MAX_PATTERNS} patterns`, params });
          }
          for (const line of lines) {
            const problem = patternProblemOf(line);
            if (!problem) continue;
            const params = refineCode('redactPattern', { problem: problem.kind, pattern: problem.pattern, limit: MAX_PATTERN_CHARS });
            ctx.addIssue({ code: 'custom', message: patternProblem(line) ?? '', params });
          }
        })
        .default('')
        .describe('Regular expressions, one per line, matched one line of page text at a time (letter case counts)'),
      areas: z
        .array(
          z
            .object({
              page: positiveInt.describe('1-based page number'),
              x: z.number().min(0).max(1).describe('Left edge, as a fraction of the page’s width as shown'),
              y: z.number().min(0).max(1).describe('Top edge, as a fraction of the page’s height as shown'),
              width: z.number().gt(0).max(1),
              height: z.number().gt(0).max(1),
            })
            .strict(),
        )
        .max(500)
        .optional()
        .describe('Areas to black out whatever they hold (text, pictures, drawings), as drawn on the pages'),
      password: pdfPassword,
    })
    .strict(),
  crossCheck: (params) =>
    redactionWords(params.words).length > 0 ||
    params.emails ||
    params.phones ||
    redactionPatternLines(params.patterns).length > 0 ||
    (params.areas?.length ?? 0) > 0
      ? null
      : paramCheck('redactNothing', 'Give at least one word, pattern or area to remove.'),
  output: { kind: 'file', extension: '.pdf', mimeType: OFFICE_MIME.pdf },
  outputSuffix: 'redacted',
  sdkResult: 'file',
  timeout: 'standard',
  requires: ['qpdf', 'mutool'],
  inspect: 'none',
  panel: 'pdf-redact',
  preview: 'output',
  recipeOutput: 'as-output',
  extractable: false,
  intakeChecks: {},
  local: true,
});
