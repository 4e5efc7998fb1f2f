import { useId } from 'react';
import type { Settings } from '../../../../shared/contract/ipc';
import { LANGUAGE_SETTINGS, LOCALES, pickLocale } from '../../../../shared/i18n/locales';
import type { LanguageSetting } from '../../../../shared/i18n/locales';
import { useT } from '../../i18n/i18n';
import { useUpdateSettings } from './use-settings';

function localeName(code: string): string {
  return LOCALES.find((locale) => locale.code === code)?.name ?? code;
}

/** The window's language: the system's, or one chosen here; it changes as soon as it is picked. */
export function LanguageSection(props: { settings: Settings }) {
  const t = useT();
  const update = useUpdateSettings();
  const selectId = useId();
  const hintId = useId();
  const value = update.shown(props.settings).language;
  return (
    <section className="settings-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('settings.language.title')}</h2>
      <div className="field">
        <label htmlFor={selectId}>{t('settings.language.label')}</label>
        <select
          id={selectId}
          aria-describedby={hintId}
          value={value}
          onChange={(event) => update.mutate({ language: event.currentTarget.value as LanguageSetting })}
        >
          {LANGUAGE_SETTINGS.map((setting) => (
            // Each language is named in itself, so a person who cannot read the current one still finds theirs.
            <option key={setting} value={setting} lang={setting === 'system' ? undefined : setting}>
              {setting === 'system'
                ? t('settings.language.system', { language: localeName(pickLocale(navigator.languages)) })
                : localeName(setting)}
            </option>
          ))}
        </select>
        <p className="field__hint" id={hintId}>
          {t('settings.language.hint')}
        </p>
      </div>
    </section>
  );
}
