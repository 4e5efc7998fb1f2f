/**
 * What a tool's own params schema (shared/tools, zod) says about one param, read for a generic options form: the
 * kind of control, the values it allows and its default. Only what a form can show is understood; a param of another
 * shape is a mistake in the panel that names it, reported at once rather than drawn wrong.
 */
import { z } from 'zod';
import { findTool } from '../../../../shared/tools/catalog';

export type ChoiceValue = string | number;

export type SchemaField =
  | { kind: 'choice'; name: string; values: readonly ChoiceValue[]; defaultValue: ChoiceValue | undefined; optional: boolean }
  | { kind: 'boolean'; name: string; defaultValue: boolean | undefined; optional: boolean }
  | {
      kind: 'number';
      name: string;
      integer: boolean;
      min: number | undefined;
      max: number | undefined;
      defaultValue: number | undefined;
      optional: boolean;
    }
  | { kind: 'text'; name: string; maxLength: number | undefined; defaultValue: string | undefined; optional: boolean };

/** The object schema of a tool's params. */
export function paramsShape(toolType: string): Record<string, z.ZodType> {
  const params = findTool(toolType)?.params;
  if (!(params instanceof z.ZodObject)) throw new Error(`The tool “${toolType}” has no params object in shared/tools.`);
  return params.shape;
}

function finite(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** One param of a tool, as a form field. */
export function schemaField(toolType: string, name: string): SchemaField {
  const declared = paramsShape(toolType)[name];
  if (!declared) throw new Error(`The tool “${toolType}” has no param “${name}”.`);
  let schema: z.ZodType = declared;
  let defaultValue: unknown;
  let optional = false;
  // Peel `.default()` and `.optional()` off, in whichever order they were written.
  for (;;) {
    if (schema instanceof z.ZodDefault) {
      defaultValue = schema.def.defaultValue;
      schema = schema.unwrap() as z.ZodType;
    } else if (schema instanceof z.ZodOptional) {
      optional = true;
      schema = schema.unwrap() as z.ZodType;
    } else break;
  }
  if (schema instanceof z.ZodEnum) {
    const values = schema.options as ChoiceValue[];
    return { kind: 'choice', name, values, defaultValue: defaultValue as ChoiceValue | undefined, optional };
  }
  if (schema instanceof z.ZodUnion && schema.options.every((option) => option instanceof z.ZodLiteral)) {
    const values = schema.options.flatMap((option) => [...option.values] as ChoiceValue[]);
    return { kind: 'choice', name, values, defaultValue: defaultValue as ChoiceValue | undefined, optional };
  }
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean', name, defaultValue: defaultValue as boolean | undefined, optional };
  if (schema instanceof z.ZodNumber) {
    return {
      kind: 'number',
      name,
      integer: schema.isInt,
      min: finite(schema.minValue),
      max: finite(schema.maxValue),
      defaultValue: defaultValue as number | undefined,
      optional,
    };
  }
  if (schema instanceof z.ZodString) {
    return { kind: 'text', name, maxLength: finite(schema.maxLength), defaultValue: defaultValue as string | undefined, optional };
  }
  throw new Error(`The param “${name}” of “${toolType}” is not a choice, switch, number or text: give it a field of its own.`);
}
