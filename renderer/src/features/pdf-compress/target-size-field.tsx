import { useT } from '../../i18n/i18n';
import type { FieldControlProps } from '../../shared/panel/schema-options';

/** The optional target size, in KB: empty aims for nothing beyond the level. Its words come from the catalogs. */
export function TargetSizeField(props: FieldControlProps) {
  const t = useT();
  const hintId = `${props.id}-target-hint`;
  return (
    <div className="field field--inline">
      <label htmlFor={props.id}>{t('pdf.compress.target')}</label>
      <div className="field__with-suffix">
        <input
          id={props.id}
          type="number"
          inputMode="numeric"
          min={10}
          max={500000}
          step={1}
          value={String(props.value)}
          disabled={props.disabled}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <span className="field__suffix" aria-hidden="true">
          KB
        </span>
      </div>
      <p id={hintId} className="field__hint">
        {t('pdf.compress.targetHint')}
      </p>
    </div>
  );
}
