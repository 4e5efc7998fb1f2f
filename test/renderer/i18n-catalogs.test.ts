/**
 * The window's languages (issue #32): every shipped locale has every key English has and no other, each message is
 * valid ICU with the same arguments as English, plurals and numbers come out right for each language, the
 * pseudo-locale keeps every placeholder while accenting and lengthening the text, every panel in the sidebar has its
 * name in every locale, and the locale is picked from the system's languages as documented.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PANELS } from '../../renderer/src/app/panel-registry';
import { PANEL_GROUPS } from '../../renderer/src/shared/panel/panel-definition';
import { CATALOGS } from '../../renderer/src/i18n/i18n';
import { en } from '../../renderer/src/i18n/messages/en';
import { pseudoMessage } from '../../renderer/src/i18n/pseudo-locale';
import { LOCALE_CODES, localeDirection, pickLocale, resolveLocale } from '../../shared/i18n/locales';

/** The argument names a message uses: `{name}`, `{count, plural, …}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]): void => {
    for (const element of elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.value && element.type !== 0 && element.type !== 7) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst());
  return [...names].sort();
}

const format = (locale: string, key: keyof typeof en, values: Record<string, number | string>): string =>
  String(new IntlMessageFormat(CATALOGS[locale as keyof typeof CATALOGS][key], locale).format(values));

describe('the locales', () => {
  it('have exactly English’s keys, each message valid ICU with English’s arguments', () => {
    for (const code of LOCALE_CODES) {
      const messages = CATALOGS[code];
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim().length, `${code} ${key}`).toBeGreaterThan(0);
        expect(argumentsOf(message), `${code} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en]));
      }
    }
  });

  it('are not English in disguise: most messages differ from English in every written locale', () => {
    for (const code of ['es', 'de', 'fr', 'ar'] as const) {
      const same = Object.entries(CATALOGS[code]).filter(([key, message]) => message === en[key as keyof typeof en]);
      // Names of formats and products (Keynote, PPT to PPTX in some) may stay as they are; nothing more.
      expect(same.length / Object.keys(en).length, `${code}: ${same.map(([key]) => key).join(', ')}`).toBeLessThan(0.1);
    }
  });

  it('count in each language’s plural forms and write numbers its way', () => {
    expect([1, 2].map((count) => format('en', 'count.files', { count }))).toEqual(['1 file', '2 files']);
    expect([1, 2].map((count) => format('es', 'count.files', { count }))).toEqual(['1 archivo', '2 archivos']);
    expect([1, 2].map((count) => format('de', 'count.files', { count }))).toEqual(['1 Datei', '2 Dateien']);
    // French counts 0 and 1 as singular.
    expect([0, 1, 2].map((count) => format('fr', 'count.files', { count }))).toEqual(['0 fichier', '1 fichier', '2 fichiers']);
    // Arabic has six forms: zero, one, two, few (3–10), many (11–99), other (100…).
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => format('ar', 'count.files', { count }));
    expect(arabic.slice(0, 3)).toEqual(['لا ملفات', 'ملف واحد', 'ملفان']);
    expect(arabic[3]).toMatch(/ملفات$/);
    expect(arabic[4]).toMatch(/ملفًا$/);
    expect(arabic[5]).toMatch(/ملف$/);
    expect(format('en', 'count.slidesOf', { chosen: 1234, count: 2000 })).toBe('1,234 of 2,000 slides');
    expect(format('de', 'count.slidesOf', { chosen: 1234, count: 2000 })).toBe('1.234 von 2.000 Folien');
    expect(format('fr', 'count.slidesOf', { chosen: 1234, count: 2000 })).toBe('1\u202f234 sur 2\u202f000 diapositives');
  });

  it('the pseudo-locale accents the text, keeps placeholders and plural structure, and is 40 % longer', () => {
    const message = pseudoMessage(en['count.slidesOf']);
    expect(argumentsOf(message)).toEqual(argumentsOf(en['count.slidesOf']));
    expect(String(new IntlMessageFormat(message, 'en').format({ chosen: 3, count: 14 }))).toMatch(/^\[3 öf 14 šlídéš ·+\]$/);
    for (const [key, source] of Object.entries(en)) {
      const pseudo = CATALOGS['en-XA'][key as keyof typeof en];
      expect(pseudo.length, key).toBeGreaterThanOrEqual(Math.floor(source.length * 1.4));
    }
  });

  it('name every sidebar group and panel in every locale', () => {
    for (const code of LOCALE_CODES) {
      const messages = CATALOGS[code] as Readonly<Record<string, string>>;
      for (const panel of PANELS) expect(messages[`nav.panel.${panel.id}`], `${code} nav.panel.${panel.id}`).toBeTruthy();
      for (const group of PANEL_GROUPS) expect(messages[`nav.group.${group.id}`], `${code} nav.group.${group.id}`).toBeTruthy();
    }
    for (const panel of PANELS) expect(en[`nav.panel.${panel.id}` as keyof typeof en]).toBe(panel.navLabel);
  });

  it('follow the system’s first language Deckhand speaks, English else; Arabic reads right to left', () => {
    expect(pickLocale(['de-AT', 'en-US'])).toBe('de');
    expect(pickLocale(['pt-BR', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLocale(['ar-EG'])).toBe('ar');
    expect(pickLocale(['ja-JP'])).toBe('en');
    expect(pickLocale(['en-XA'])).toBe('en-XA');
    expect(resolveLocale('es', ['de-DE'])).toBe('es');
    expect(resolveLocale('system', ['de-DE'])).toBe('de');
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
