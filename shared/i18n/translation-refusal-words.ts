/**
 * Why no translation provider can take a pair (shared/tools/translation-pairs.ts), in an edge's language: languages
 * named by `Intl.DisplayNames` in that language. English is the check's own sentence, word for word.
 */
import type { TranslationRefusal } from '../tools/translation-pairs';
import { translationRefusalEnglish } from '../tools/translation-pairs';
import type { LocaleCode } from './locales';
import { languageNameIn } from './param-problem-words';
import type { UnavailableMessageKey } from './unavailable-messages';

export interface TranslationRefusalWords {
  locale: LocaleCode;
  t(key: UnavailableMessageKey, values?: Readonly<Record<string, string | number>>): string;
}

export function translationRefusalText(words: TranslationRefusalWords, refusal: TranslationRefusal): string {
  if (words.locale === 'en') return translationRefusalEnglish(refusal);
  const name = (code: string): string => languageNameIn(words.locale === 'en-XA' ? 'en' : words.locale, code);
  const values: Record<string, string> = { toName: 'to' in refusal ? name(refusal.to) : '' };
  if ('from' in refusal) Object.assign(values, { from: refusal.from, fromName: refusal.from === 'auto' ? '' : name(refusal.from) });
  if ('provider' in refusal) values.provider = refusal.provider;
  if ('file' in refusal) values.file = refusal.file;
  return words.t(`unavailable.translation.${refusal.code}`, values);
}
