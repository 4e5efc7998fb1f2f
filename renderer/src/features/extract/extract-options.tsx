import type { StagedFile } from '../../../../shared/contract/ipc';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { SchemaOptionsForm } from '../../shared/panel/schema-options-form';
import type { SchemaValues } from '../../shared/panel/schema-options-form';
import { initialValues, paramsFromValues, resolveFields, valuesProblem } from '../../shared/panel/schema-options';
import { translate, useT } from '../../i18n/i18n';

export const PDF_PARSE = 'pdf.parse';
export const DECK_PARSE = 'pptx.parse';
export const WORD_PARSE = 'docx.parseTextAndImage';

/** The parser for a file, by its kind: a deck, a Word document, else a PDF. */
export function parserFor(name: string): string {
  if (/\.pptx$/i.test(name)) return DECK_PARSE;
  if (/\.docx$/i.test(name)) return WORD_PARSE;
  return PDF_PARSE;
}

/** Only PDFs take options; decks and Word documents are read whole. */
const PDF_FIELDS = resolveFields(PDF_PARSE, [
  { name: 'includeText', label: 'Text blocks' },
  { name: 'includeImages', label: 'Pictures' },
]);

export const INITIAL_EXTRACT_OPTIONS: SchemaValues = initialValues(PDF_FIELDS);

export function extractType(_values: SchemaValues, files: readonly StagedFile[]): string {
  return parserFor(files[0]?.name ?? '');
}

export function extractParams(values: SchemaValues, files: readonly StagedFile[]): Record<string, unknown> {
  return extractType(values, files) === PDF_PARSE ? paramsFromValues(PDF_FIELDS, values) : {};
}

export function extractBlocker(values: SchemaValues): string | null {
  if (values.includeText === false && values.includeImages === false) return translate('result.extract.blocker');
  return valuesProblem(PDF_FIELDS, values);
}

/** What to read from PDFs; decks and Word documents have nothing to choose. */
export function ExtractOptionsForm(props: OptionsProps<SchemaValues>) {
  const t = useT();
  return (
    <>
      <p className="field-label">{t('result.extract.fromPdfs')}</p>
      <SchemaOptionsForm fields={PDF_FIELDS} values={props.options} onChange={props.setOptions} disabled={props.disabled} />
      <p className="field__hint">{t('result.extract.wholeHint')}</p>
    </>
  );
}
