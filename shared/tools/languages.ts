/** DeckFlow's translation language codes (docs/service-api.md, Translate) with the names people look for. */
export const TRANSLATION_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: 'Chinese (Simplified)' },
  { code: 'zh-TW', name: 'Chinese (Traditional)' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'nl', name: 'Dutch' },
  { code: 'ru', name: 'Russian' },
  { code: 'pl', name: 'Polish' },
  { code: 'sv', name: 'Swedish' },
  { code: 'da', name: 'Danish' },
  { code: 'fi', name: 'Finnish' },
  { code: 'el', name: 'Greek' },
  { code: 'cs', name: 'Czech' },
  { code: 'ro', name: 'Romanian' },
  { code: 'hu', name: 'Hungarian' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'th', name: 'Thai' },
  { code: 'vi', name: 'Vietnamese' },
  { code: 'he', name: 'Hebrew' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)' },
  { code: 'tr', name: 'Turkish' },
] as const;

export type TranslationLanguageCode = (typeof TRANSLATION_LANGUAGES)[number]['code'];

export const TRANSLATION_LANGUAGE_CODES = TRANSLATION_LANGUAGES.map((language) => language.code) as [
  TranslationLanguageCode,
  ...TranslationLanguageCode[],
];

/** Written right to left: a translation into one of these sets paragraph direction. */
export const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he']);

export function languageName(code: string): string {
  return TRANSLATION_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}
