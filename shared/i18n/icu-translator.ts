/**
 * The same i18n layer as the window's (i18next with ICU MessageFormat), for the code outside it: the main process's
 * menu, tray, dialogs and notifications, and the command line. Each owner keeps its catalogs (English the source,
 * the others typed by it) and gets a translator per locale from here; the pseudo-locale is made from English.
 */
import i18next from 'i18next';
import type { Module } from 'i18next';
import { IntlMessageFormat } from 'intl-messageformat';
import type { LocaleCode } from './locales';
import { pseudoResources } from './pseudo-locale';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translator<K extends string> = (key: K, values?: MessageValues) => string;

/** Catalogs for the five written locales; the pseudo-locale is derived from English. */
export type WrittenCatalogs<K extends string> = Readonly<Record<Exclude<LocaleCode, 'en-XA'>, Readonly<Record<K, string>>>>;

/**
 * i18next's ICU format module for Node. Not i18next-icu, as in the window: under Node's ESM loader its default import
 * of intl-messageformat (a CommonJS package) is the module's namespace, not the class, so every message fails to parse
 * and i18next-icu hands it back raw, `{count, plural, …}` and all (i18next-icu 2.4.4, intl-messageformat 10.7.9,
 * Node 20; docs/i18n.md). This is the same formatter, imported by name.
 */
function icuFormat(): Module & { parse(message: string, values: Record<string, unknown>, locale: string): string } {
  const compiled = new Map<string, IntlMessageFormat>();
  return {
    type: 'i18nFormat',
    parse(message, values, locale) {
      const id = `${locale}\u0000${message}`;
      let format = compiled.get(id);
      if (!format) {
        format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
        compiled.set(id, format);
      }
      return String(format.format(values as Record<string, string | number>));
    },
  };
}

/** A translator for each locale over the catalogs; an unknown key (never, with typed keys) shows the key. */
export function createTranslators<K extends string>(catalogs: WrittenCatalogs<K>): (locale: LocaleCode) => Translator<K> {
  const all: Record<string, Readonly<Record<string, string>>> = { ...catalogs, 'en-XA': pseudoResources(catalogs.en) };
  // An instance of its own: the window's global i18next (and its language) is not this one's business.
  const instance = i18next.createInstance();
  void instance.use(icuFormat()).init({
    resources: Object.fromEntries(Object.entries(all).map(([code, messages]) => [code, { translation: messages }])),
    lng: 'en',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const fixed = new Map<LocaleCode, Translator<K>>();
  return (locale) => {
    let translator = fixed.get(locale);
    if (!translator) {
      const t = instance.getFixedT(locale);
      translator = (key, values) => t(key, values ?? {});
      fixed.set(locale, translator);
    }
    return translator;
  };
}
