import type { OptionsProps } from '../../shared/panel/panel-definition';
import { SchemaOptionsForm } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { initialValues, paramsFromValues, resolveFields, valuesProblem } from '../../shared/panel/schema-options';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';

export const KEYNOTE_PDF = 'convertor.keynote2pdf';
export const KEYNOTE_PICTURES = 'convertor.keynote2image';

/** The pictures' fields (a PDF has none). */
const PICTURE_FIELDS = resolveFields(KEYNOTE_PICTURES, [
  {
    name: 'resolution',
    label: 'Picture width',
    choices: [
      { value: 1080, label: '1080 px' },
      { value: 1920, label: '1920 px' },
      { value: 2560, label: '2560 px' },
    ],
  },
  {
    name: 'format',
    label: 'Format',
    choices: [
      { value: 'png', label: 'PNG' },
      { value: 'jpg', label: 'JPEG' },
    ],
  },
]);

export interface KeynoteOptions {
  make: 'pdf' | 'pictures';
  pictures: SchemaValues;
}

export const INITIAL_KEYNOTE_OPTIONS: KeynoteOptions = { make: 'pdf', pictures: initialValues(PICTURE_FIELDS) };

export function keynoteType(options: KeynoteOptions): string {
  return options.make === 'pdf' ? KEYNOTE_PDF : KEYNOTE_PICTURES;
}

export function keynoteParams(options: KeynoteOptions): Record<string, unknown> {
  return options.make === 'pdf' ? {} : paramsFromValues(PICTURE_FIELDS, options.pictures);
}

export function keynoteBlocker(options: KeynoteOptions): string | null {
  return options.make === 'pdf' ? null : valuesProblem(PICTURE_FIELDS, options.pictures);
}

/** PDF or pictures; the pictures' size and format when pictures. */
const MAKES: readonly KeynoteOptions['make'][] = ['pdf', 'pictures'];

export function KeynoteOptionsForm(props: OptionsProps<KeynoteOptions>) {
  const t = useT();
  const { options, setOptions, disabled } = props;
  return (
    <>
      <SegmentedChoice
        legend={t('keynote.make')}
        options={MAKES.map((value): SegmentedOption<KeynoteOptions['make']> => ({ value, label: t(`keynote.${value}`) }))}
        value={options.make}
        onChange={(make) => setOptions({ make })}
        disabled={disabled}
      />
      {options.make === 'pictures' ? (
        <SchemaOptionsForm
          fields={PICTURE_FIELDS}
          values={options.pictures}
          disabled={disabled}
          onChange={(patch) => setOptions({ pictures: { ...options.pictures, ...patch } })}
        />
      ) : null}
      <p className="field__hint">{t('keynote.hint')}</p>
    </>
  );
}
