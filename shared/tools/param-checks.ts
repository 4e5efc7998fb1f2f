/**
 * A tool's own check of its params, beyond what its schema says (a definition's `crossCheck`, a schema's `refine`):
 * each refusal by code with its figures, beside its English, so an edge words it in its language
 * (shared/i18n/param-check-messages.ts) as it words a schema's problems.
 */
export type ParamCheckCode =
  | 'pagesFile'
  | 'slidesFile'
  | 'slideTwice'
  | 'needsContent'
  | 'contentsCount'
  | 'protectPassword'
  | 'redactNothing'
  | 'redactTooManyWords'
  | 'redactTooManyPatterns'
  | 'redactPattern'
  | 'splitRanges'
  | 'splitOneWay'
  | 'stampNothing'
  | 'fontNotEmbedded'
  | 'sameLanguage'
  | 'resizeOneSide';

export const PARAM_CHECK_CODES: readonly ParamCheckCode[] = [
  'pagesFile',
  'slidesFile',
  'slideTwice',
  'needsContent',
  'contentsCount',
  'protectPassword',
  'redactNothing',
  'redactTooManyWords',
  'redactTooManyPatterns',
  'redactPattern',
  'splitRanges',
  'splitOneWay',
  'stampNothing',
  'fontNotEmbedded',
  'sameLanguage',
  'resizeOneSide',
];

/** A cross-check's refusal: its code, the param it is about ('' for params itself), its figures and its English. */
export interface ParamCheckProblem {
  code: ParamCheckCode;
  field: string;
  params: Record<string, string | number>;
  message: string;
}

export const paramCheck = (
  code: ParamCheckCode,
  message: string,
  params: Record<string, string | number> = {},
  field = '',
): ParamCheckProblem => ({ code, field, params, message });

export const isParamCheckCode = (value: unknown): value is ParamCheckCode =>
  typeof value === 'string' && (PARAM_CHECK_CODES as readonly string[]).includes(value);

/** What a schema's `refine` passes as its issue's params, for `paramProblems` to read the code back. */
export const refineCode = (code: ParamCheckCode, params: Record<string, string | number> = {}) => ({ check: code, values: params });
