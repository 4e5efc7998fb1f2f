/**
 * A generic options form's words in the window's language. Panels declare each param's label, hint and choice labels
 * in English (schema-options.ts); the form looks them up by tool type, param and value —
 * `param.<tool type>.<param>.label|hint`, `param.<tool type>.<param>.choice.<value>` — and shows the English for a key
 * no catalog has. A choice of languages is named by the locale itself (Intl), not by the catalogs.
 */
import { languageName } from '../../i18n/format';
import { translateOr } from '../../i18n/i18n';
import type { ChoiceValue } from './schema-fields';
import type { FieldSpec } from './schema-options';

export const fieldLabelKey = (toolType: string, name: string): string => `param.${toolType}.${name}.label`;
export const fieldHintKey = (toolType: string, name: string): string => `param.${toolType}.${name}.hint`;
export const choiceKey = (toolType: string, name: string, value: ChoiceValue): string => `param.${toolType}.${name}.choice.${value}`;

/**
 * Whether a label has words to translate: figures, units and format names ("1080 px", "2×", "PNG", "720p", "3 / 12")
 * read the same in every language and have no key.
 */
export function hasWords(label: string): boolean {
  return /\p{L}{2,}/u.test(label.replace(/\b(PNG|JPEG|PDF|px|pt|MB|KB|\d+p)\b/g, ''));
}

export function fieldLabel(toolType: string, name: string, english: string): string {
  return translateOr(fieldLabelKey(toolType, name), english);
}

export function choiceLabel(toolType: string, spec: FieldSpec, choice: { value: ChoiceValue; label: string }): string {
  if (spec.languageChoices) return languageName(String(choice.value), choice.label);
  return translateOr(choiceKey(toolType, spec.name, choice.value), choice.label);
}

/** The spec as the form shows it now: label, hint and choices in the window's language. */
export function translatedSpec(toolType: string, spec: FieldSpec): FieldSpec {
  return {
    ...spec,
    label: fieldLabel(toolType, spec.name, spec.label),
    ...(spec.hint ? { hint: translateOr(fieldHintKey(toolType, spec.name), spec.hint) } : {}),
    ...(spec.choices ? { choices: spec.choices.map((choice) => ({ ...choice, label: choiceLabel(toolType, spec, choice) })) } : {}),
  };
}
