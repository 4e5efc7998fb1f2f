import { useEffect, useId } from 'react';
import { TRANSLATION_LANGUAGES } from '../../../../shared/tools/languages';
import { DeckDesignPicker } from '../../shared/panel/deck-design-picker';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import type { RevampOptions } from './revamp-options';
import './revamp.css';
import { useT } from '../../i18n/i18n';
import { languageName } from '../../i18n/format';

/** The new design for the deck, and the language its text is marked with (for spelling and fonts). */
export function RevampForm(props: OptionsProps<RevampOptions>) {
  const t = useT();
  const { options, setOptions, disabled } = props;
  const backend = useAppInfo().data?.backend.kind ?? null;
  const langId = useId();
  const langHintId = useId();
  useEffect(() => {
    if (backend !== options.backend) setOptions({ backend });
  }, [backend, options.backend, setOptions]);
  const local = backend !== 'cloud';

  return (
    <div className="revamp-options">
      <DeckDesignPicker
        value={options.template}
        onChange={(template) => setOptions({ template })}
        disabled={disabled || !local}
        hint={local ? t('revamp.designHint') : t('revamp.cloudDesign')}
      />
      <div className="field">
        <label htmlFor={langId}>{t('revamp.language')}</label>
        <select
          id={langId}
          className="revamp-options__select"
          value={options.lang}
          disabled={disabled}
          aria-describedby={langHintId}
          onChange={(event) => setOptions({ lang: event.currentTarget.value })}
        >
          <option value="">{t('revamp.keepLanguage')}</option>
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {languageName(language.code, language.name)}
            </option>
          ))}
        </select>
        <p id={langHintId} className="field__hint">
          {t('revamp.languageHint')}
        </p>
      </div>
    </div>
  );
}
