/**
 * The values of a generic options form and the params they make. A panel declares which params it shows, with its
 * own labels and hints (never guessed from a param's name); what each field allows and where it starts come from the
 * tool's schema (schema-fields.ts). Number fields keep what was typed, so a half-typed value is said to be wrong
 * instead of silently replaced; every other field holds its value as the params carry it.
 */
import type { ComponentType } from 'react';
import type { ChoiceValue, SchemaField } from './schema-fields';
import { schemaField } from './schema-fields';
import { fieldLabel } from './field-words';
import { translate } from '../../i18n/i18n';

export interface FieldControlProps {
  id: string;
  field: SchemaField;
  spec: FieldSpec;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  disabled: boolean;
  /** The hint's id, for aria-describedby. */
  describedBy: string | undefined;
}

export interface FieldSpec {
  /** The param, as the tool's schema names it. */
  name: string;
  label: string;
  hint?: string;
  /** A choice's values with their labels, in the order shown; only these are offered (default: every value, as written). */
  choices?: readonly { value: ChoiceValue; label: string }[];
  /** How a choice shows: a row of toggles (default, up to five choices) or a drop-down list. */
  control?: 'segmented' | 'select';
  /** After a number field: "px", "seconds". */
  unit?: string;
  /** The choices are languages by code: each is named in the window's language by Intl, not by the catalogs. */
  languageChoices?: boolean;
  /** A switch sent only when on (its off is the tool's own default), so the params stay as they were without it. */
  onlyWhenOn?: boolean;
  /** A field the panel draws itself (a language list …); its value is still the param's. */
  Component?: ComponentType<FieldControlProps>;
}

export type FieldValue = string | number | boolean;
export type SchemaValues = Readonly<Record<string, FieldValue>>;

export interface ResolvedField {
  /** The tool whose param it is: with the param's name, the key of its words (field-words.ts). */
  toolType: string;
  spec: FieldSpec;
  field: SchemaField;
}

const DECLARED: ResolvedField[] = [];

/** The panel's fields with what the schema says of each; throws for a param the tool does not have. */
export function resolveFields(toolType: string, specs: readonly FieldSpec[]): ResolvedField[] {
  const fields = specs.map((spec) => ({ toolType, spec, field: schemaField(toolType, spec.name) }));
  DECLARED.push(...fields);
  return fields;
}

/** Every field a loaded panel declared, for the test that each has its words in every locale. */
export function declaredFields(): readonly ResolvedField[] {
  return DECLARED;
}

/** A number field offered as a few choices (a scale of 1×, 2×) holds a number, not typed text. */
function typed(resolved: ResolvedField): boolean {
  return resolved.field.kind === 'number' && resolved.spec.choices === undefined;
}

/** The values a field may take, as offered. */
export function offeredChoices(resolved: ResolvedField): { value: ChoiceValue; label: string }[] {
  const { field, spec } = resolved;
  const allowed = field.kind === 'choice' ? field.values : [];
  if (spec.choices) return spec.choices.filter((choice) => field.kind !== 'choice' || allowed.includes(choice.value));
  return allowed.map((value) => ({ value, label: String(value) }));
}

function initialValue(resolved: ResolvedField): FieldValue {
  const { field } = resolved;
  switch (field.kind) {
    case 'boolean':
      return field.defaultValue ?? false;
    case 'text':
      return field.defaultValue ?? '';
    case 'number':
      if (typed(resolved)) return field.defaultValue === undefined ? '' : String(field.defaultValue);
      return field.defaultValue ?? offeredChoices(resolved)[0]?.value ?? '';
    case 'choice':
      return field.defaultValue ?? offeredChoices(resolved)[0]?.value ?? '';
  }
}

/** Every field at the tool's default. */
export function initialValues(fields: readonly ResolvedField[]): SchemaValues {
  return Object.fromEntries(fields.map((resolved) => [resolved.spec.name, initialValue(resolved)]));
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A typed number, or null when the text is not one. */
function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : null;
}

/** The params the fields say, field by field: an empty optional field is left out, so the tool's default applies. */
export function paramsFromValues(fields: readonly ResolvedField[], values: SchemaValues): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const resolved of fields) {
    const { name } = resolved.spec;
    const value = values[name] ?? initialValue(resolved);
    if (typed(resolved) || resolved.field.kind === 'text') {
      const text = String(value).trim();
      if (text === '') continue;
      // A text that is not a number is sent as it is: the blocker has already said what is wrong with it.
      params[name] = typed(resolved) ? (typedNumber(text) ?? text) : text;
    } else if (!(resolved.spec.onlyWhenOn && value === false)) params[name] = value;
  }
  return params;
}

function rangeText(field: Extract<SchemaField, { kind: 'number' }>): string {
  const bounds =
    field.min !== undefined && field.max !== undefined
      ? 'both'
      : field.min !== undefined
        ? 'min'
        : field.max !== undefined
          ? 'max'
          : 'none';
  return translate('field.range', { whole: field.integer ? 'yes' : 'no', bounds, min: field.min ?? 0, max: field.max ?? 0 });
}

/** What is wrong with a typed number, in the panel's words; null when it is fine (and for every other field). */
export function fieldProblem(resolved: ResolvedField, value: FieldValue | undefined): string | null {
  const { field, spec } = resolved;
  if (field.kind !== 'number' || !typed(resolved)) return null;
  const label = fieldLabel(resolved.toolType, spec.name, spec.label);
  const text = String(value ?? '').trim();
  if (text === '') {
    // Left empty, the tool's default applies (the field shows it as its placeholder).
    if (field.optional || field.defaultValue !== undefined) return null;
    return translate('field.problem.empty', { range: rangeText(field), label });
  }
  const number = typedNumber(text);
  const wrong =
    number === null ||
    (field.integer && !Number.isInteger(number)) ||
    (field.min !== undefined && number < field.min) ||
    (field.max !== undefined && number > field.max);
  return wrong ? translate('field.problem.wrong', { label, range: rangeText(field), unit: spec.unit ?? '' }) : null;
}

/** The first field's problem, for the panel's start button; null when every field is fine. */
export function valuesProblem(fields: readonly ResolvedField[], values: SchemaValues): string | null {
  for (const resolved of fields) {
    const problem = fieldProblem(resolved, values[resolved.spec.name]);
    if (problem) return problem;
  }
  return null;
}
