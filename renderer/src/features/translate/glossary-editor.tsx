import { useId } from 'react';
import { MAX_GLOSSARY_ROWS } from './translate-options';
import type { GlossaryRow, TranslateOptions } from './translate-options';
import { useT } from '../../i18n/i18n';

let nextRow = 1;

export function glossaryRow(source = '', target = ''): GlossaryRow {
  return { id: nextRow++, source, target };
}

/**
 * "Use a glossary": on the local engine, term pairs typed here are translated exactly so (the `glossary` param);
 * the DeckFlow cloud applies the glossary kept in the person's account instead.
 */
export function GlossaryEditor(props: {
  options: TranslateOptions;
  setOptions: (patch: Partial<TranslateOptions>) => void;
  local: boolean;
  disabled: boolean;
}) {
  const t = useT();
  const { options, setOptions, local, disabled } = props;
  const switchId = useId();
  const rows = options.glossary;
  const setRow = (id: number, patch: Partial<GlossaryRow>) =>
    setOptions({ glossary: rows.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  const addRow = () => {
    const row = glossaryRow();
    setOptions({ glossary: [...rows, row] });
    requestAnimationFrame(() => document.getElementById(`glossary-term-${row.id}`)?.focus());
  };
  const removeRow = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    setOptions({ glossary: next });
    // Focus stays in the list: on the row that took this one's place, else on "Add a term".
    const neighbour = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => document.getElementById(neighbour ? `glossary-term-${neighbour.id}` : `${switchId}-add`)?.focus());
  };

  return (
    <div className="glossary">
      <label className="checkbox">
        <input
          id={switchId}
          type="checkbox"
          checked={options.useGlossary}
          disabled={disabled}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setOptions(on && local && rows.length === 0 ? { useGlossary: on, glossary: [glossaryRow()] } : { useGlossary: on });
          }}
        />
        <span>
          <span className="field-label">{t('tr.useGlossary')}</span>
          <span className="field__hint glossary__hint">{local ? t('tr.glossaryHint') : t('tr.glossaryCloud')}</span>
        </span>
      </label>
      {options.useGlossary && local ? (
        <div className="glossary__terms">
          {rows.length > 0 ? (
            <ol className="glossary__rows" aria-label={t('tr.glossaryTerms')}>
              {rows.map((row, index) => (
                <li key={row.id} className="glossary__row">
                  <input
                    id={`glossary-term-${row.id}`}
                    type="text"
                    aria-label={t('tr.term', { number: index + 1 })}
                    placeholder={t('tr.termPlaceholder')}
                    maxLength={200}
                    spellCheck={false}
                    value={row.source}
                    disabled={disabled}
                    onChange={(event) => setRow(row.id, { source: event.currentTarget.value })}
                  />
                  <span className="glossary__arrow" aria-hidden="true">
                    →
                  </span>
                  <input
                    type="text"
                    aria-label={t('tr.translationOf', { number: index + 1 })}
                    placeholder={t('tr.translationPlaceholder')}
                    maxLength={200}
                    spellCheck={false}
                    value={row.target}
                    disabled={disabled}
                    onChange={(event) => setRow(row.id, { target: event.currentTarget.value })}
                  />
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label={t('tr.removeTerm', { number: index + 1 })}
                    title={t('panel.remove')}
                    disabled={disabled}
                    onClick={() => removeRow(index)}
                  >
                    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                      <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                    </svg>
                  </button>
                </li>
              ))}
            </ol>
          ) : null}
          <button
            id={`${switchId}-add`}
            type="button"
            className="button button--small"
            disabled={disabled || rows.length >= MAX_GLOSSARY_ROWS}
            onClick={addRow}
          >
            {t('tr.addTerm')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
