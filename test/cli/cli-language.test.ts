/**
 * `deckhand` speaks the terminal's language (issue #32): usage, refusals and errors a person reads follow
 * LC_ALL / LC_MESSAGES / LANG (LANGUAGE first, as gettext does), English else; exit statuses and --json output are
 * the same in every language.
 */
import { describe, expect, it } from 'vitest';
import { cliLocale, cliTranslators, cliWording } from '../../main/cli/cli-texts';
import { refusalText } from '../../shared/i18n/recipes/recipe-words';
import { runCli } from '../helpers/deckhand-cli';

describe('the command line’s language', () => {
  it('is read from the environment the way gettext reads it', () => {
    expect(cliLocale({ LANG: 'de_DE.UTF-8' })).toBe('de');
    expect(cliLocale({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8' })).toBe('fr');
    expect(cliLocale({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'fr_FR', LC_ALL: 'es_ES.UTF-8' })).toBe('es');
    expect(cliLocale({ LANG: 'ar_EG.UTF-8', LC_ALL: '' })).toBe('ar');
    expect(cliLocale({ LANG: 'de_DE.UTF-8', LANGUAGE: 'pt_BR:fr' })).toBe('fr');
    // LANGUAGE is ignored under the C locale; a language Deckhand does not speak falls back to English.
    expect(cliLocale({ LANG: 'C', LANGUAGE: 'de' })).toBe('en');
    expect(cliLocale({ LANG: 'ja_JP.UTF-8' })).toBe('en');
    expect(cliLocale({})).toBe('en');
  });

  it('counts and formats numbers in each language', () => {
    expect(cliTranslators('de')('tasks.shown', { shown: 50, total: 1234 })).toBe('50 von 1.234 Aufgaben angezeigt (--limit bis 200).');
    expect(cliTranslators('fr')('watch.caughtUp', { count: 1 })).toBe('surveillance ; 1 fichier à examiner');
    expect(cliTranslators('ar')('watch.caughtUp', { count: 2 })).toBe('قيد المراقبة؛ ملفان للفحص');
    expect(cliTranslators('en')('args.paramsObject')).toBe('--params must be a JSON object, e.g. {"maxWidth": 800}.');
  });

  it('writes sizes in the terminal’s language: its figures and its units', () => {
    const size = 8.4 * 1024 ** 3;
    expect(cliWording('en').formatSize(size)).toBe('8.4 GB');
    expect(cliWording('de').formatSize(size)).toBe('8,4 GB');
    expect(cliWording('fr').formatSize(300 * 1024 ** 2)).toBe('300 Mo');
    expect(cliWording('es').formatSize(1)).toBe('1 byte');
    expect(cliWording('ar').formatSize(size)).toBe(`${new Intl.NumberFormat('ar', { minimumFractionDigits: 1 }).format(8.4)} ج.ب`);
    const tool = { type: 'image.resize', title: 'Resize images' };
    const refusal = refusalText(cliWording('de'), tool, { kind: 'too_large', name: 'big.png', size, limit: 300 * 1024 ** 2 });
    expect(refusal).toContain('8,4 GB');
    expect(refusal).toContain('300 MB');
  });

  it('under LANG=de_DE.UTF-8 prints its usage and refusals in German, with the same exit statuses as in English', async () => {
    const german = { LANG: 'de_DE.UTF-8' };
    const [help, badLimit, noKey, englishNoKey] = await Promise.all([
      runCli(['--help'], german),
      runCli(['tasks', 'list', '--limit', '0'], german),
      runCli(['tasks', 'list', '--backend', 'cloud', '--key', ''], { ...german, DECKFLOW_API_KEY: '' }),
      runCli(['tasks', 'list', '--backend', 'cloud', '--key', ''], { DECKFLOW_API_KEY: '' }),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Aufruf:\n {2}deckhand <Werkzeug> DATEIEN…/);
    expect(help.stdout).toContain('maschinenlesbare Ausgabe');
    expect(badLimit).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('deckhand: --limit ist eine ganze Zahl von 1 bis 200.') as unknown,
    });
    expect(badLimit.stderr).toContain('Aufruf:');
    expect(noKey.stderr).toBe(
      'deckhand: Die Cloud braucht einen API-Schlüssel: Geben Sie --key SCHLÜSSEL an oder setzen Sie DECKFLOW_API_KEY.\n',
    );
    expect(englishNoKey.stderr).toBe('deckhand: The cloud needs an API key: give --key KEY or set DECKFLOW_API_KEY.\n');
    expect(noKey.code).toBe(englishNoKey.code);
  });
});
