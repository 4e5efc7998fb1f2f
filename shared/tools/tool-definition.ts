/**
 * What a tool is, described once: the facts every process needs (inputs, limits, params schema, output) and
 * nothing that runs it. The engine validates and serves these, core checks submissions against them before a
 * byte is uploaded, the renderer builds its panels and instant feedback from them.
 */
import { z } from 'zod';
import type { ToolDescriptor } from '../contract/service';

export const MB = 1024 * 1024;

/** A tool as every process knows it: the served descriptor, with the params schema as zod instead of JSON Schema. */
export interface ToolDefinition<T extends string = string, P extends z.ZodType = z.ZodType> extends Omit<
  ToolDescriptor,
  'type' | 'params'
> {
  type: T;
  params: P;
  /**
   * Rules that need the files as well as the params (the schema sees only the params): a readable message, or
   * null when the pair is fine. Pure, so the renderer and core run it before the upload too.
   */
  crossCheck?: (params: z.output<P>, fileNames: readonly string[]) => string | null;
  /**
   * Params the schema accepts because DeckFlow's SDK declares them, but that mean nothing locally (cloud storage
   * paths, DeckFlow ids). A task given any of them completes without them and lists them in `result.ignoredParams`.
   */
  ignoredParams?: readonly string[];
}

/** Keeps the literal type and the schema's own type, so `z.infer` of a definition's params is exact. */
export function defineTool<const T extends string, P extends z.ZodType>(definition: ToolDefinition<T, P>): ToolDefinition<T, P> {
  return definition;
}

/** The registry entry as `GET /tools/types` serves it and the renderer receives it. */
export function describeTool(definition: ToolDefinition): ToolDescriptor {
  const { params, crossCheck: _crossCheck, ignoredParams: _ignored, ...facts } = definition;
  return { ...facts, params: z.toJSONSchema(params, { unrepresentable: 'any' }) };
}

export const OFFICE_MIME = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  doc: 'application/msword',
  odp: 'application/vnd.oasis.opendocument.presentation',
  key: 'application/vnd.apple.keynote',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;

export const emptyParams = z.object({}).strict();

/** The given params this tool accepts but does not apply (see `ignoredParams`), in the definition's order. */
export function ignoredParamsIn(definition: Pick<ToolDefinition, 'ignoredParams'>, params: Record<string, unknown>): string[] {
  return (definition.ignoredParams ?? []).filter((name) => params[name] !== undefined);
}
export const positiveInt = z.number().int().positive();
