/**
 * The failure catalog (shared/i18n/errors/): every code of the union has its sentence and advice in every shipped
 * locale — TypeScript holds each catalog to `Record<FailureCode, …>`, so a new code fails the typecheck until it has
 * words, and this checks the same at run time — each message is valid ICU with English's placeholders, the messages
 * naming a file name it, every code formats in every locale for every backend, the written locales are not English,
 * and "Try again" follows the union's retry fact.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorResources } from '../../renderer/src/i18n/error-namespace';
import { retryCanHelp } from '../../renderer/src/shared/error-advice';
import { FAILURE_CODE_LIST, FAILURE_CODES, concernsFile, type FailureCode, type FileFailureCode } from '../../shared/contract/error-codes';
import { flatErrorMessages, type ErrorCatalog } from '../../shared/i18n/errors/error-catalog';
import { ERROR_CATALOGS, formatFailure } from '../../shared/i18n/errors/failure-words';
import { LOCALE_CODES } from '../../shared/i18n/locales';

/** The argument names a message uses: `{file}`, `{seconds, plural, …}`, `{backend, select, …}`. */
function argumentsOf(message: string, locale = 'en'): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]): void => {
    for (const element of elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.value && element.type !== 0 && element.type !== 7) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const english = flatErrorMessages(ERROR_CATALOGS.en);
const WRITTEN = ['es', 'de', 'fr', 'ar'] as const;

describe('the failure catalog', () => {
  it('is exhaustive over the union, by type and at run time', () => {
    expectTypeOf<keyof ErrorCatalog['codes']>().toEqualTypeOf<FailureCode>();
    expectTypeOf<keyof ErrorCatalog['withFile']>().toEqualTypeOf<FileFailureCode>();
    for (const [locale, catalog] of Object.entries(ERROR_CATALOGS)) {
      expect(Object.keys(catalog.codes).sort(), locale).toEqual([...FAILURE_CODE_LIST].sort());
      expect(Object.keys(catalog.withFile).sort(), locale).toEqual(FAILURE_CODE_LIST.filter(concernsFile).sort());
    }
  });

  it('has every message in every locale, valid ICU with English’s placeholders', () => {
    for (const locale of LOCALE_CODES) {
      const messages = errorResources(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(argumentsOf(message, locale === 'en-XA' ? 'en' : locale), `${locale} ${key}`).toEqual(argumentsOf(english[key] ?? ''));
      }
    }
  });

  it('names the file in each message meant to, and nowhere else', () => {
    for (const [key, message] of Object.entries(english)) {
      const named = key.startsWith('file.') || key.startsWith('fileAdvice.');
      expect(argumentsOf(message).includes('file'), key).toBe(named);
    }
  });

  it('is written in each language, not English in disguise', () => {
    for (const locale of WRITTEN) {
      const flat = flatErrorMessages(ERROR_CATALOGS[locale]);
      const same = Object.keys(english).filter((key) => flat[key] === english[key]);
      // "Details" is German too; nothing else may stay English.
      expect(same, locale).toEqual(locale === 'de' ? ['details.summary'] : []);
    }
  });

  it('formats every code in every locale, with and without a file, for every backend', () => {
    for (const locale of LOCALE_CODES) {
      for (const code of FAILURE_CODE_LIST) {
        for (const backend of ['local', 'cloud', 'server'] as const) {
          for (const file of [undefined, 'Q3 report.pptx']) {
            const words = formatFailure(locale, { code, file, retryAfterSeconds: 12 }, { backend, taskType: 'pptx.join' });
            expect(words.text, `${locale} ${code}`).not.toMatch(/[{}]/);
            expect(words.advice, `${locale} ${code}`).not.toMatch(/[{}]/);
            if (file && concernsFile(code)) expect(words.text, `${locale} ${code}`).toContain(file);
          }
        }
      }
    }
  });

  it('reads a code it does not know as an internal error', () => {
    expect(formatFailure('es', { code: 'brand_new_code' })).toEqual(formatFailure('es', { code: 'internal_error' }));
  });

  it('offers Try again exactly where the union says a retry can help', () => {
    for (const code of FAILURE_CODE_LIST) expect(retryCanHelp(code), code).toBe(FAILURE_CODES[code].retry);
  });
});
