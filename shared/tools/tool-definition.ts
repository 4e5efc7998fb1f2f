/**
 * What a tool is, described once: the facts every process needs (inputs, limits, params schema, output) and
 * nothing that runs it. The engine validates and serves these, core checks submissions against them before a
 * byte is uploaded, the renderer builds its panels and instant feedback from them.
 */
import { z } from 'zod';
import type { ToolDescriptor } from '../contract/service';
import type { ParamCheckProblem } from './param-checks';

export const MB = 1024 * 1024;

/**
 * A program a local tool may need on the machine: a key of the engine's program registry
 * (main/engine/lib/process/program-registry.ts), which probes it and says what to install; test/engine/tool-registry.test.ts
 * fails on a name the registry lacks.
 */
export type ProgramName = string;

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
 * How a completed result is shown before it is saved (the renderer draws each kind, features/tasks/result-preview.tsx):
 * 'output' — the output itself (its pages, the video, a ZIP's list; a picture is shown by the panel's own result
 * view); 'slides-before-after' — each slide of the deck it was made from beside the result's; 'picture-before-after'
 * — the picture sent beside the one made; 'package-picture' — a package's largest picture before and after.
 */
export const PREVIEW_KINDS = ['output', 'slides-before-after', 'picture-before-after', 'package-picture'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** Whether this preview shows the files sent as well as the result, so they are kept while the task is (web host). */
export function previewShowsInputs(kind: PreviewKind): boolean {
  return kind !== 'output';
}

/**
 * What one recipe step makes of each file (shared/recipes/step-output.ts), beyond what `output` says:
 * 'as-output' — the output's extension, or the input's own kind when the output names none (Compress, Resize);
 * `zipEntries` — the kinds of the files inside the ZIP it delivers, by params: they fan out one by one to the next
 * step; `changesKind` — input extension → output extension for an output that names none (Translate makes a PDF into
 * a Word document; the kinds not listed stay as they are).
 */
export type RecipeOutput =
  'as-output' | { zipEntries: (params: Record<string, unknown>) => string[] } | { changesKind: Readonly<Record<string, string>> };

/** Checks at intake on data only the engine holds (the font list), by the name the engine keeps them under. */
export const PRECHECK_NAMES = ['font-families'] as const;
export type PrecheckName = (typeof PRECHECK_NAMES)[number];
/** Per-task availability checks on the engine's state and the task's own params and files, by name. */
export const TASK_CHECK_NAMES = ['translation', 'generation', 'revamp'] as const;
export type TaskCheckName = (typeof TASK_CHECK_NAMES)[number];

/**
 * Which of the engine's intake checks apply, by name (their code stays in the engine: `precheck` in
 * intake/tool-prechecks.ts, refused as 400 `invalid_parameter`; `task` in intake/task-checks.ts, refused as
 * 400 `tool_unavailable`); {} when none does.
 */
export interface IntakeChecks {
  precheck?: PrecheckName;
  task?: TaskCheckName;
}

/**
 * The facts beyond the served descriptor that every process may know, each required so a tool cannot be added
 * without them (test/engine/tool-registry.test.ts walks the registry for them).
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
  preview: PreviewKind;
  recipeOutput: RecipeOutput;
  /** Its ZIP result holds decks that "Extract to folder…" unpacks (core/handlers/extract-handlers.ts). */
  extractable: boolean;
  intakeChecks: IntakeChecks;
}

/** A tool as every process knows it: the served descriptor, with the params schema as zod instead of JSON Schema. */
export interface ToolDefinition<T extends string = string, P extends z.ZodType = z.ZodType>
  extends Omit<ToolDescriptor, 'type' | 'params'>, ToolFacts {
  type: T;
  params: P;
  /**
   * Rules that need the files as well as the params (the schema sees only the params): a refusal by code with its
   * English (`paramCheck`), or
   * null when the pair is fine. Pure, so the renderer and core run it before the upload too.
   */
  crossCheck?: (params: z.output<P>, fileNames: readonly string[]) => ParamCheckProblem | null;
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
    preview: _preview,
    recipeOutput: _recipeOutput,
    extractable: _extractable,
    intakeChecks: _intakeChecks,
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
