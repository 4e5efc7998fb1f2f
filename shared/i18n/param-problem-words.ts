/**
 * A params schema's refusal in an edge's language, problem by problem (shared/tools/params-errors.ts): English keeps
 * the backend's sentence; a refusal without codes (a tool's cross-check, zod's own words) shows the English too.
 */
import type { ParamsRefusal } from '../tools/params-errors';
import type { LocaleCode } from './locales';
import type { ParamProblemMessageKey } from './param-problem-messages';

export interface ParamWords {
  locale: LocaleCode;
  t(key: ParamProblemMessageKey, values?: Readonly<Record<string, string | number>>): string;
}

/** A field as the command line and core name it: its API path. */
export const apiFieldName = (field: string): string => (field ? `params.${field}` : 'params');

export function paramsRefusalText(words: ParamWords, refusal: ParamsRefusal, fieldName: (field: string) => string = apiFieldName): string {
  if (!refusal.problems || words.locale === 'en') return refusal.message;
  const parts = refusal.problems.map((problem) =>
    words.t(`paramProblem.${problem.code}`, { ...problem.params, field: fieldName(problem.field) }),
  );
  if (refusal.more) parts.push(words.t('paramProblem.more', { count: refusal.more }));
  return words.t('paramProblem.sentence', { problems: parts.join(words.locale === 'ar' ? '؛ ' : '; ') });
}
