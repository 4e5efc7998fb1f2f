import { useT } from '../../i18n/i18n';
import type { FieldControlProps, FieldSpec } from '../panel/schema-options';

/**
 * The switch for a PDF tool's `keepActiveContent` (docs/pdf-tools.md, "Active content"), with the risk said beside it.
 * Off is the tool's default, so it is sent only when on: a plain run stays the SDK's call.
 */
export function KeepActiveContentField(props: FieldControlProps) {
  const t = useT();
  const hintId = `${props.id}-hint`;
  return (
    <div className="keep-active-content">
      <label className="checkbox">
        <input
          id={props.id}
          type="checkbox"
          checked={props.value === true}
          disabled={props.disabled}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
        <span>{t('pdf.keepActive.label')}</span>
      </label>
      <p id={hintId} className="field__hint">
        {t('pdf.keepActive.hint')}
      </p>
    </div>
  );
}

/** The field as a PDF panel lists it among its options. */
export const KEEP_ACTIVE_CONTENT: FieldSpec = {
  name: 'keepActiveContent',
  label: 'Keep scripts and attached files',
  onlyWhenOn: true,
  Component: KeepActiveContentField,
};
