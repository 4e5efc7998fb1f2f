/**
 * The main process's words (issue #32): every locale has English's keys, each message valid ICU with English's
 * arguments; notifications count in each language's forms; the language follows Settings, else the system, and a
 * change is announced once so the shell can rebuild its menu and tray.
 */
import { toolTitles } from '../../shared/i18n/tool-titles';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../shared/contract/ipc';
import { LOCALE_CODES } from '../../shared/i18n/locales';
import { AppTexts, appTranslators } from '../../main/core/i18n/app-texts';
import { ar } from '../../main/core/i18n/messages/ar';
import { de } from '../../main/core/i18n/messages/de';
import { en } from '../../main/core/i18n/messages/en';
import { es } from '../../main/core/i18n/messages/es';
import { fr } from '../../main/core/i18n/messages/fr';
import { formatFailure } from '../../shared/i18n/errors/failure-words';
import { FinishNotifier } from '../../main/core/finish-notifier';
import { ar as cliAr } from '../../main/cli/messages/ar';
import { de as cliDe } from '../../main/cli/messages/de';
import { en as cliEn } from '../../main/cli/messages/en';
import { es as cliEs } from '../../main/cli/messages/es';
import { fr as cliFr } from '../../main/cli/messages/fr';
import { defaultSettings } from '../../main/core/settings-store';

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly unknown[]): void => {
    for (const element of elements as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (element.value && element.type !== 0 && element.type !== 7) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

/** A settings store's two methods, enough for AppTexts. */
function fakeSettings(language: Settings['language']) {
  let current: Settings = { ...defaultSettings(), language };
  const listeners = new Set<(next: Settings, previous: Settings) => void>();
  return {
    get: () => current,
    onChange: (listener: (next: Settings, previous: Settings) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(language: Settings['language']) {
      const previous = current;
      current = { ...current, language };
      for (const listener of listeners) listener(current, previous);
    },
  };
}

describe('the main process’s catalogs', () => {
  it('have English’s keys and arguments in every written locale, and most messages differ from English', () => {
    for (const [code, messages] of Object.entries({ es, de, fr, ar })) {
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(en).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(argumentsOf(message), `${code} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en]));
      }
      const same = Object.entries(messages).filter(([key, message]) => message === en[key as keyof typeof en]);
      // The ones that may stay: "{name}: {reason}" (only punctuation) and "Zoom" where the word is borrowed.
      expect(same.length, `${code}: ${same.map(([key]) => key).join(', ')}`).toBeLessThanOrEqual(2);
    }
  });

  it('the command line’s too: English’s keys and arguments in every written locale', () => {
    for (const [code, messages] of Object.entries({ es: cliEs, de: cliDe, fr: cliFr, ar: cliAr })) {
      expect(Object.keys(messages).sort(), code).toEqual(Object.keys(cliEn).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(argumentsOf(message), `${code} ${key}`).toEqual(argumentsOf(cliEn[key as keyof typeof cliEn]));
      }
      const same = Object.entries(messages).filter(([key, message]) => message === cliEn[key as keyof typeof cliEn]);
      expect(
        same.map(([key]) => key),
        code,
      ).toEqual([]);
    }
  });

  it('format every message in every locale, the pseudo-locale too', () => {
    const values = {
      count: 3,
      tool: 'Merge',
      name: 'q3.pptx',
      reason: 'x',
      ready: 2,
      failed: 1,
      names: 'a',
      extensions: '.pptx',
      problem: 'p',
    };
    for (const code of LOCALE_CODES) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const text = appTranslators(code)(key, values);
        expect(text, `${code} ${key}`).not.toMatch(/[{}]/);
      }
    }
    expect(appTranslators('en-XA')('tray.show')).toMatch(/^\[Šhöw Déçkháñd ·+\]$/);
  });

  it('count finished files in each language’s forms', () => {
    expect(appTranslators('en')('notify.allReady', { count: 4 })).toBe('All 4 files are ready to save.');
    expect(appTranslators('de')('notify.someFailed', { ready: 1200, failed: 1, names: 'a.pptx' })).toBe(
      '1.200 fertig, 1 fehlgeschlagen (a.pptx).',
    );
    expect(appTranslators('fr')('notify.allReady', { count: 1 })).toBe('Le fichier est prêt à être enregistré.');
    expect(appTranslators('ar')('notify.allReady', { count: 2 })).toBe('الملفان جاهزان للحفظ.');
  });
});

describe('the main process’s language', () => {
  it('follows the system under “As the system”, else Settings, and says when it changes, once', () => {
    const settings = fakeSettings('system');
    const texts = new AppTexts(settings, () => ['de-AT', 'en-US']);
    expect(texts.locale).toBe('de');
    expect(texts.t('tray.show')).toBe('Deckhand anzeigen');
    const changed = vi.fn();
    texts.onChange(changed);
    settings.set('ar');
    expect(texts.locale).toBe('ar');
    expect(texts.t('menu.file')).toBe('ملف');
    // The same language again (German chosen while the system is German) changes nothing to rebuild.
    settings.set('de');
    settings.set('system');
    expect(changed.mock.calls).toEqual([['ar'], ['de']]);
    texts.close();
    settings.set('fr');
    expect(texts.locale).toBe('de');
  });

  it('a system Deckhand does not speak falls back to English', () => {
    expect(new AppTexts(fakeSettings('system'), () => ['ja-JP']).t('tray.quit')).toBe('Quit');
  });

  it('notifications are written in the language of the moment they are shown, tools named by their translated titles', async () => {
    const shown: { title: string; body: string }[] = [];
    let locale: 'es' | 'ar' = 'es';
    const notifier = new FinishNotifier({
      tools: () =>
        Promise.resolve([{ type: 'pptx.join', title: 'Merge decks' } as never, { type: 'cloud.only', title: 'Cloud magic' } as never]),
      platform: { notifyTaskFinished: (notice) => shown.push({ title: notice.title, body: notice.body }) },
      enabled: () => true,
      notedEarlier: () => false,
      t: (key, values) => appTranslators(locale)(key, values),
      locale: () => locale,
    });
    const task = (id: string, status: 'completed' | 'failed', type = 'pptx.join') => ({ id, type, name: 'q3.pptx', status }) as never;
    notifier.expect('a', undefined);
    notifier.finished(task('a', 'completed'));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    locale = 'ar';
    notifier.expect('b', undefined);
    notifier.finished(task('b', 'failed'));
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    // A tool no catalog has (one only the cloud offers) keeps the backend's English title.
    notifier.expect('c', undefined);
    notifier.finished(task('c', 'completed', 'cloud.only'));
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      { title: `${toolTitles.es['tool.pptx.join.title']}: listo`, body: 'q3.pptx está listo para guardar.' },
      { title: `${toolTitles.ar['tool.pptx.join.title']}: فشل`, body: 'q3.pptx: فشلت المهمة.' },
      { title: 'Cloud magic: اكتمل', body: 'q3.pptx جاهز للحفظ.' },
    ]);
    expect(toolTitles.es['tool.pptx.join.title']).toBe('Unir presentaciones');
  });

  it('a failure is said by its code in the person’s language, and in the engine’s own words in English', async () => {
    const shown: string[] = [];
    let locale: 'es' | 'en' = 'es';
    const notifier = new FinishNotifier({
      tools: () => Promise.resolve([{ type: 'pptx.join', title: 'Merge' } as never]),
      platform: { notifyTaskFinished: (notice) => shown.push(notice.body) },
      enabled: () => true,
      notedEarlier: () => false,
      t: (key, values) => appTranslators(locale)(key, values),
      locale: () => locale,
    });
    const error = { code: 'invalid_file', message: 'broken.pptx: the ZIP directory is damaged', file: 'broken.pptx' };
    const failed = (id: string) => ({ id, type: 'pptx.join', name: 'q3.pptx', status: 'failed', error }) as never;
    notifier.expect('a', undefined);
    notifier.finished(failed('a'));
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    locale = 'en';
    notifier.expect('b', undefined);
    notifier.finished(failed('b'));
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    const spanish = formatFailure('es', error, { taskType: 'pptx.join' }).text;
    expect(spanish).toContain('broken.pptx');
    expect(shown).toEqual([`q3.pptx: ${spanish}`, 'q3.pptx: broken.pptx: the ZIP directory is damaged']);
  });
});
