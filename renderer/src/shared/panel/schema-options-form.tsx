import { useId } from 'react';
import type { OptionsProps, PanelOptions } from './panel-definition';
import type { ChoiceValue } from './schema-fields';
import { fieldProblem, initialValues, offeredChoices, paramsFromValues, resolveFields, valuesProblem } from './schema-options';
import type { FieldControlProps, FieldSpec, FieldValue, ResolvedField, SchemaValues } from './schema-options';
import { SegmentedChoice } from '../ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import { choiceLabel, translatedSpec } from './field-words';

/** Up to this many choices show as a row of toggles; more as a drop-down list. */
const MAX_SEGMENTS = 5;

function ChoiceControl(props: FieldControlProps & { resolved: ResolvedField }) {
  const { resolved, spec, value, disabled } = props;
  const choices = offeredChoices(resolved).map((choice) => ({ ...choice, label: choiceLabel(resolved.toolType, resolved.spec, choice) }));
  const asSelect = spec.control === 'select' || (spec.control === undefined && choices.length > MAX_SEGMENTS);
  const pick = (raw: string) => {
    const chosen = choices.find((choice) => String(choice.value) === raw);
    if (chosen) props.onChange(chosen.value);
  };
  if (asSelect) {
    return (
      <div className="field">
        <label htmlFor={props.id}>{spec.label}</label>
        <select
          id={props.id}
          value={String(value)}
          disabled={disabled}
          aria-describedby={props.describedBy}
          onChange={(event) => pick(event.currentTarget.value)}
        >
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <SegmentedChoice
      legend={spec.label}
      options={choices}
      value={value as ChoiceValue}
      onChange={props.onChange}
      disabled={disabled}
      describedBy={props.describedBy}
    />
  );
}

function NumberControl(props: FieldControlProps & { invalid: boolean }) {
  const { field, spec, value } = props;
  if (field.kind !== 'number') return null;
  return (
    <div className="field field--inline">
      <label htmlFor={props.id}>{spec.label}</label>
      <div className="field__with-suffix">
        <input
          id={props.id}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          placeholder={field.defaultValue === undefined ? undefined : String(field.defaultValue)}
          value={String(value)}
          disabled={props.disabled}
          aria-invalid={props.invalid}
          aria-describedby={props.describedBy}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        {spec.unit ? (
          <span className="field__suffix" aria-hidden="true">
            {spec.unit}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function TextControl(props: FieldControlProps) {
  const { field, spec } = props;
  return (
    <div className="field schema-form__text">
      <label htmlFor={props.id}>{spec.label}</label>
      <input
        id={props.id}
        type="text"
        maxLength={field.kind === 'text' ? field.maxLength : undefined}
        value={String(props.value)}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  );
}

function BooleanControl(props: FieldControlProps) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={props.value === true}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <span>{props.spec.label}</span>
    </label>
  );
}

function SchemaFieldRow(props: { resolved: ResolvedField; value: FieldValue; onChange: (value: FieldValue) => void; disabled: boolean }) {
  // Its words follow the window's language: the row re-renders when it changes.
  useT();
  const { resolved } = props;
  const { field } = resolved;
  const spec = translatedSpec(resolved.toolType, resolved.spec);
  const id = useId();
  const hintId = `${id}-hint`;
  const control: FieldControlProps = {
    id,
    field,
    spec,
    value: props.value,
    onChange: props.onChange,
    disabled: props.disabled,
    describedBy: spec.hint ? hintId : undefined,
  };
  const Custom = spec.Component;
  const isChoice = field.kind === 'choice' || (field.kind === 'number' && spec.choices !== undefined);
  return (
    <div className={`schema-form__field schema-form__field--${field.kind === 'boolean' ? 'switch' : 'value'}`} data-param={spec.name}>
      {Custom ? (
        <Custom {...control} />
      ) : isChoice ? (
        <ChoiceControl {...control} resolved={resolved} />
      ) : field.kind === 'boolean' ? (
        <BooleanControl {...control} />
      ) : field.kind === 'number' ? (
        <NumberControl {...control} invalid={fieldProblem(resolved, props.value) !== null} />
      ) : (
        <TextControl {...control} />
      )}
      {spec.hint ? (
        <p id={hintId} className="field__hint">
          {spec.hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A tool's options drawn from its params schema: choices as toggles or a list, switches as checkboxes, numbers with
 * the schema's bounds, text fields; labels and hints as the panel declares them. Switches come after the others.
 */
export function SchemaOptionsForm(props: {
  fields: readonly ResolvedField[];
  values: SchemaValues;
  onChange: (patch: Record<string, FieldValue>) => void;
  disabled: boolean;
}) {
  const { fields, values } = props;
  const row = (resolved: ResolvedField) => (
    <SchemaFieldRow
      key={resolved.spec.name}
      resolved={resolved}
      value={values[resolved.spec.name] ?? ''}
      disabled={props.disabled}
      onChange={(value) => props.onChange({ [resolved.spec.name]: value })}
    />
  );
  const switches = fields.filter((resolved) => resolved.field.kind === 'boolean');
  const others = fields.filter((resolved) => !switches.includes(resolved));
  return (
    <div className="schema-form">
      {others.length > 0 ? <div className="schema-form__values">{others.map(row)}</div> : null}
      {switches.length > 0 ? <div className="schema-form__switches">{switches.map(row)}</div> : null}
    </div>
  );
}

/**
 * A panel's options when every field is generic: the declared params of `toolType`, their defaults from its schema,
 * and exactly what the fields say as the params. `extra` adds a task name or a check of its own (run first).
 */
export function schemaOptions(
  toolType: string,
  specs: readonly FieldSpec[],
  extra: Pick<PanelOptions<SchemaValues>, 'taskName' | 'outputName' | 'blocker'> = {},
): PanelOptions<SchemaValues> {
  const fields = resolveFields(toolType, specs);
  function SchemaOptions(props: OptionsProps<SchemaValues>) {
    return <SchemaOptionsForm fields={fields} values={props.options} onChange={props.setOptions} disabled={props.disabled} />;
  }
  return {
    initial: initialValues(fields),
    Component: SchemaOptions,
    toParams: (values) => paramsFromValues(fields, values),
    ...extra,
    blocker: (values, items) => extra.blocker?.(values, items) ?? valuesProblem(fields, values),
  };
}

export type { ChoiceValue, FieldSpec, SchemaValues };
