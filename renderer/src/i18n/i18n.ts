/**
 * The window's one i18n layer (issue #32): i18next with ICU MessageFormat (plurals, numbers, selects per locale),
 * the catalogs in ./messages, and the pseudo-locale made from English. `useT` is the typed way components ask for a
 * message; `applyLocale` switches the language and the document's `lang` and `dir` at once.
 */
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
import { localeDirection } from '../../../shared/i18n/locales';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en } from './messages/en';
import type { MessageKey, Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { pseudoResources } from './pseudo-locale';
import { errorResources, ERRORS_NS } from './error-namespace';

export const CATALOGS: Readonly<Record<LocaleCode, Messages>> = {
  en,
  es,
  de,
  fr,
  ar,
  'en-XA': pseudoResources(en) as Messages,
};

const resources = Object.fromEntries(
  Object.entries(CATALOGS).map(([code, messages]) => [code, { translation: messages, [ERRORS_NS]: errorResources(code as LocaleCode) }]),
);

void i18next
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    // Keys are flat ("nav.panel.merge"): no nesting, no namespaces inside them.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** The message for `key` in the window's language, re-rendering the component when the language changes. */
export function useT(): Translate {
  const { t } = useTranslation();
  return (key, values) => t(key, values ?? {});
}

/** The same outside React (a hook-free helper, a test). */
export const translate: Translate = (key, values) => i18next.t(key, values ?? {});

/** A message whose key is built at run time (a panel's id): the fallback when no locale has it. */
export function translateOr(key: string, fallback: string, values?: Readonly<Record<string, string | number>>): string {
  return i18next.exists(key) ? i18next.t(key, values ?? {}) : fallback;
}

export function currentLocale(): LocaleCode {
  return (i18next.language as LocaleCode | undefined) ?? 'en';
}

/** Switches every message at once, and the page's language and reading direction with them. */
export function applyLocale(code: LocaleCode): void {
  if (i18next.language !== code) void i18next.changeLanguage(code);
  const root = document.documentElement;
  root.lang = code;
  root.dir = localeDirection(code);
}
