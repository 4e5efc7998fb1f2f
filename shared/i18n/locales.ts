/**
 * The languages Deckhand's own window speaks (issue #32), shared by the renderer, which shows them, and core, which
 * keeps the person's choice in settings. `en-XA` is the pseudo-locale: English with accents and 40 % more length, for
 * finding text that is cut or that no one translated.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'en-XA', name: 'Pseudo (for testing)', dir: 'ltr' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as readonly LocaleCode[];
/** What Settings keeps: a locale, or `system` to follow the system's languages. */
export type LanguageSetting = LocaleCode | 'system';
export const LANGUAGE_SETTINGS: readonly LanguageSetting[] = ['system', ...LOCALE_CODES];

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

/** The first of the system's languages (`navigator.languages`, `app.getPreferredSystemLanguages()`) Deckhand speaks; English else. */
export function pickLocale(preferred: readonly string[]): LocaleCode {
  for (const tag of preferred) {
    if (isLocaleCode(tag)) return tag;
    const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    // The pseudo-locale is chosen on purpose only, never matched from a system's `en-…`.
    const match = LOCALES.find((locale) => locale.code === language);
    if (match) return match.code;
  }
  return 'en';
}

/** The locale a setting means on a system preferring these languages. */
export function resolveLocale(setting: LanguageSetting, preferred: readonly string[]): LocaleCode {
  return setting === 'system' ? pickLocale(preferred) : setting;
}

export function localeDirection(code: LocaleCode): 'ltr' | 'rtl' {
  return LOCALES.find((locale) => locale.code === code)?.dir ?? 'ltr';
}
