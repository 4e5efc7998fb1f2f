/**
 * The main process's language (issue #32): the one Settings names, else the system's. Core builds its dialog titles
 * and notifications with `t`; the shell rebuilds the menu and tray when `onChange` says the language changed, so a
 * switch in Settings applies at once, as it does in the window.
 */
import { resolveLocale } from '../../../shared/i18n/locales';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { createTranslators } from '../../../shared/i18n/icu-translator';
import type { Translator } from '../../../shared/i18n/icu-translator';
import type { SettingsStore } from '../settings-store';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en } from './messages/en';
import type { AppMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type AppTranslate = Translator<AppMessageKey>;

export const appTranslators = createTranslators<AppMessageKey>({ en, es, de, fr, ar });

/** The language of what main shows, following Settings' `language` and the system's languages. */
export class AppTexts {
  private current: LocaleCode;
  private readonly listeners = new Set<(locale: LocaleCode) => void>();
  private readonly stop: () => void;

  constructor(
    settings: Pick<SettingsStore, 'get' | 'onChange'>,
    /** The system's languages, most preferred first (Electron: `app.getPreferredSystemLanguages()`, `app.getLocale()`). */
    private readonly systemLanguages: () => readonly string[],
  ) {
    this.current = resolveLocale(settings.get().language, systemLanguages());
    this.stop = settings.onChange((next) => this.set(resolveLocale(next.language, this.systemLanguages())));
  }

  get locale(): LocaleCode {
    return this.current;
  }

  /** A message in the current language. */
  readonly t: AppTranslate = (key, values) => appTranslators(this.current)(key, values);

  onChange(listener: (locale: LocaleCode) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  close(): void {
    this.stop();
    this.listeners.clear();
  }

  private set(locale: LocaleCode): void {
    if (locale === this.current) return;
    this.current = locale;
    for (const listener of this.listeners) listener(locale);
  }
}

/** The system's languages where there is no Electron to ask (the web host): the process's own locale. */
export function processLanguages(): readonly string[] {
  return [Intl.DateTimeFormat().resolvedOptions().locale];
}
