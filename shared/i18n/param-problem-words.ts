/**
 * A params schema's refusal in an edge's language, problem by problem (shared/tools/params-errors.ts): English keeps
 * the backend's sentence; a refusal without codes (zod's own words) shows the English too. A tool's own check of its
 * params (shared/tools/param-checks.ts) is a sentence of its own after the schema's.
 */
import { isParamCheckCode } from '../tools/param-checks';
import type { ParamProblem, ParamsRefusal } from '../tools/params-errors';
import type { LocaleCode } from './locales';
import type { ParamProblemMessageKey } from './param-problem-messages';

export interface ParamWords {
  locale: LocaleCode;
  t(key: ParamProblemMessageKey, values?: Readonly<Record<string, string | number>>): string;
}

/** A field as the command line and core name it: its API path. */
export const apiFieldName = (field: string): string => (field ? `params.${field}` : 'params');

/** A language's name in the words' language; the code itself where Intl has none. */
export function languageNameIn(locale: LocaleCode, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // A code Intl refuses (not BCP 47) is shown as sent.
    return code;
  }
}

export function paramsRefusalText(words: ParamWords, refusal: ParamsRefusal, fieldName: (field: string) => string = apiFieldName): string {
  if (!refusal.problems || words.locale === 'en') return refusal.message;
  const values = (problem: ParamProblem) => ({
    ...problem.params,
    field: fieldName(problem.field),
    ...(typeof problem.params.language === 'string' ? { languageName: languageNameIn(words.locale, problem.params.language) } : {}),
  });
  const checks = refusal.problems.filter((problem) => isParamCheckCode(problem.code));
  const parts = refusal.problems
    .filter((problem) => !isParamCheckCode(problem.code))
    .map((problem) => words.t(`paramProblem.${problem.code}`, values(problem)));
  if (refusal.more) parts.push(words.t('paramProblem.more', { count: refusal.more }));
  const sentences = checks.map((problem) => words.t(`paramProblem.${problem.code}`, values(problem)));
  if (parts.length > 0) sentences.unshift(words.t('paramProblem.sentence', { problems: parts.join(words.locale === 'ar' ? '؛ ' : '; ') }));
  return sentences.join(' ');
}
