import { translate } from '../../i18n/i18n';
import { useT } from '../../i18n/i18n';
import type { OptionsProps, PanelOptions } from '../../shared/panel/panel-definition';
import { SchemaOptionsForm } from '../../shared/panel/schema-options-form';
import { initialValues, paramsFromValues, resolveFields, valuesProblem } from '../../shared/panel/schema-options';
import type { FieldControlProps, SchemaValues } from '../../shared/panel/schema-options';
import { PasswordField } from '../../shared/ui/password-field';
import { RedactAreas, type RedactArea } from './redact-areas';
import './redact-areas.css';

export interface RedactOptions {
  values: SchemaValues;
  /** Areas drawn on the one staged PDF's pages; sent only when one PDF is staged. */
  areas: RedactArea[];
}

/** Patterns one per line: a text box, not a one-line field. */
function PatternsField(props: FieldControlProps) {
  return (
    <div className="field schema-form__text">
      <label htmlFor={props.id}>{props.spec.label}</label>
      <textarea
        id={props.id}
        rows={3}
        spellCheck={false}
        maxLength={4000}
        value={String(props.value)}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  );
}

function fieldsIn(language: (key: Parameters<typeof translate>[0]) => string) {
  return resolveFields('pdf.redact', [
    { name: 'words', label: language('pdf.redact.words'), hint: language('pdf.redact.wordsHint') },
    { name: 'patterns', label: language('pdf.redact.patterns'), hint: language('pdf.redact.patternsHint'), Component: PatternsField },
    { name: 'emails', label: language('pdf.redact.emails') },
    { name: 'phones', label: language('pdf.redact.phones') },
    { name: 'password', label: language('pdf.redact.password'), hint: language('pdf.redact.passwordHint'), Component: PasswordField },
  ]);
}

function RedactOptionsForm(props: OptionsProps<RedactOptions>) {
  const t = useT();
  const { options, setOptions, items } = props;
  const only = items.length === 1 && items[0]?.state === 'ready' ? items[0] : undefined;
  return (
    <div className="pdf-pages-options">
      <SchemaOptionsForm
        fields={fieldsIn(t)}
        values={options.values}
        onChange={(patch) => setOptions({ values: { ...options.values, ...patch } })}
        disabled={props.disabled}
      />
      {only?.staged ? (
        <RedactAreas
          path={only.staged.path}
          name={only.name}
          areas={options.areas}
          setAreas={(areas) => setOptions({ areas })}
          disabled={props.disabled}
        />
      ) : null}
    </div>
  );
}

function something(options: RedactOptions, files: number): boolean {
  const { words, patterns, emails, phones } = options.values;
  return (
    String(words ?? '').trim() !== '' ||
    String(patterns ?? '').trim() !== '' ||
    emails === true ||
    phones === true ||
    (files === 1 && options.areas.length > 0)
  );
}

/** Words, patterns (typed and ready-made), the password, and areas drawn on the page when one PDF is staged. */
export const redactOptions: PanelOptions<RedactOptions> = {
  initial: { values: initialValues(fieldsIn(translate)), areas: [] },
  Component: RedactOptionsForm,
  toParams: (options, files) => {
    const params = paramsFromValues(fieldsIn(translate), options.values);
    return files.length === 1 && options.areas.length > 0 ? { ...params, areas: options.areas } : params;
  },
  blocker: (options, items) =>
    something(options, items.length) ? valuesProblem(fieldsIn(translate), options.values) : translate('pdf.redact.nothing'),
};
