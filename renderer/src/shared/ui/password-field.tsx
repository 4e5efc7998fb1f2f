import type { FieldControlProps } from '../panel/schema-options';

/** A text param typed as a password: hidden as it is typed, never filled in by the browser. */
export function PasswordField(props: FieldControlProps) {
  return (
    <div className="field schema-form__text">
      <label htmlFor={props.id}>{props.spec.label}</label>
      <input
        id={props.id}
        type="password"
        autoComplete="new-password"
        maxLength={props.field.kind === 'text' ? props.field.maxLength : undefined}
        value={String(props.value)}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  );
}
