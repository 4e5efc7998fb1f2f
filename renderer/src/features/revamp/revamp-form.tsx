import { useEffect, useId } from 'react';
import { TRANSLATION_LANGUAGES } from '../../../../shared/tools/languages';
import { DeckDesignPicker } from '../../shared/panel/deck-design-picker';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import type { RevampOptions } from './revamp-options';
import './revamp.css';

/** The new design for the deck, and the language its text is marked with (for spelling and fonts). */
export function RevampForm(props: OptionsProps<RevampOptions>) {
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
        hint={
          local
            ? 'The design’s colours, fonts and layouts replace the deck’s; every slide keeps its text, pictures, charts, tables, notes and place.'
            : 'The DeckFlow cloud chooses the design itself.'
        }
      />
      <div className="field">
        <label htmlFor={langId}>Language of the deck</label>
        <select
          id={langId}
          className="revamp-options__select"
          value={options.lang}
          disabled={disabled}
          aria-describedby={langHintId}
          onChange={(event) => setOptions({ lang: event.currentTarget.value })}
        >
          <option value="">Keep as it is</option>
          {TRANSLATION_LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </select>
        <p id={langHintId} className="field__hint">
          The text is marked with this language, so spelling and fonts follow it.
        </p>
      </div>
    </div>
  );
}
