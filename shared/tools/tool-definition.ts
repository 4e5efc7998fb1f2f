/**
 * What a tool is, described once: the facts every process needs (inputs, limits, params schema, output) and
 * nothing that runs it. The engine validates and serves these, core checks submissions against them before a
 * byte is uploaded, the renderer builds its panels and instant feedback from them.
 */
import { z } from 'zod';
import type { ToolDescriptor } from '../contract/service';

export const MB = 1024 * 1024;

/** Programs a local tool may need on the machine; the engine probes each one by this name and says what to install. */
export const PROGRAM_NAMES = [
  'libreoffice',
  'libreoffice-impress',
  'libreoffice-writer',
  'pdftoppm',
  'pdftohtml',
  'ffmpeg',
  'ffprobe',
  'tesseract',
  'chromium',
] as const;
export type ProgramName = (typeof PROGRAM_NAMES)[number];

/**
 * The result shapes DeckFlow's SDK declares (`DeckTaskTypeResult` in @deckops/sdk), which the engine's `/v1` dialect
 * answers: a `FileResult`, a `ConvertFileResult[]`, or a `PptxSplitResult`.
 */
export const SDK_RESULT_KINDS = ['file', 'convertFiles', 'pptxSplit'] as const;
export type SdkResultKind = (typeof SDK_RESULT_KINDS)[number];

/** How long the engine lets one task run: 'standard', or 'long' for work that grows with the footage's length. */
export const TIMEOUT_CLASSES = ['standard', 'long'] as const;
export type TimeoutClass = (typeof TIMEOUT_CLASSES)[number];

/**
 * What the app reads from the files on this computer as they are added, before any upload: 'deck' reads each
 * .pptx's slides (a damaged deck is refused at once, and the panel can show them); 'none' reads nothing.
 */
export type InputInspection = 'deck' | 'none';

/**
 * The facts beyond the served descriptor that every process may know, each required so a tool cannot be added
 * without them (test/architecture/tool-registry.test.ts walks the registry for them).
 */
export interface ToolFacts {
  /** The save-as suggestion when a result has no name of its own: `<first input>-<suffix><ext>`; '' keeps the input's. */
  outputSuffix: string;
  /** The result shape of the `/v1` SDK dialect's download (docs/sdk-dialect.md). */
  sdkResult: SdkResultKind;
  timeout: TimeoutClass;
  /** The programs the local engine needs to run it; [] = the engine alone. */
  requires: readonly ProgramName[];
  inspect: InputInspection;
  /** The window's panel that starts it (its id, as in `#/merge`), or why no panel does. */
  panel: string | { none: string };
}

/** A tool as every process knows it: the served descriptor, with the params schema as zod instead of JSON Schema. */
export interface ToolDefinition<T extends string = string, P extends z.ZodType = z.ZodType>
  extends Omit<ToolDescriptor, 'type' | 'params'>, ToolFacts {
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
  /**
   * Params only the local engine has (DeckFlow's cloud does not declare them, docs/service-api.md): core refuses a
   * task that sets any of them on the cloud backend before any upload, in these words.
   */
  localOnly?: { params: readonly string[]; refusal: string };
}

/** Keeps the literal type and the schema's own type, so `z.infer` of a definition's params is exact. */
export function defineTool<const T extends string, P extends z.ZodType>(definition: ToolDefinition<T, P>): ToolDefinition<T, P> {
  return definition;
}

/** The registry entry as `GET /tools/types` serves it and the renderer receives it. */
export function describeTool(definition: ToolDefinition): ToolDescriptor {
  const {
    params,
    crossCheck: _crossCheck,
    ignoredParams: _ignored,
    localOnly: _localOnly,
    outputSuffix: _suffix,
    sdkResult: _sdk,
    timeout: _timeout,
    requires: _requires,
    inspect: _inspect,
    panel: _panel,
    ...served
  } = definition;
  return { ...served, params: z.toJSONSchema(params, { unrepresentable: 'any' }) };
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
/** Why a backend other than the local engine cannot take these params (see `localOnly`), or null. */
export function localOnlyRefusal(
  definition: Pick<ToolDefinition, 'localOnly'> | undefined,
  params: Record<string, unknown>,
): string | null {
  const localOnly = definition?.localOnly;
  if (!localOnly || !localOnly.params.some((name) => params[name] !== undefined)) return null;
  return localOnly.refusal;
}

export const positiveInt = z.number().int().positive();
