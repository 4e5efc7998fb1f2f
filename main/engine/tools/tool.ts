/**
 * What a tool is: a function from input files + validated params to one output file and metadata.
 * No HTTP here; the engine's queue runs tools in a worker thread and owns the task lifecycle.
 */
import type { ProviderSetup } from '../../../shared/contract/translation';
import type { ParamsOf, ToolType } from '../../../shared/tools/catalog';
import type { ToolInput } from '../lib/files/tool-input';

export type { ToolInput } from '../lib/files/tool-input';

export interface ToolContext<P = Record<string, unknown>> {
  inputs: ToolInput[];
  params: P;
  /** An empty private directory for this run; the output file must be written inside it. */
  workDir: string;
  /** Aborted when the task is deleted or times out; tools stop child processes on it. */
  signal: AbortSignal;
  /** 0–100; throttled by the engine. */
  reportProgress: (percent: number) => void;
  /**
   * The translation and chat providers core set up (addresses, models, API keys), as the engine holds them in
   * memory when the task starts. Never stored with the task; tools must not copy it into outputs or messages.
   */
  providers?: ProviderSetup;
}

export interface ToolOutput {
  /** A complete file inside workDir; the engine moves it into the task's storage. */
  path: string;
  /** The name offered to the user for download. */
  fileName: string;
  mimeType: string;
  /** Tool-specific result metadata merged into task.result (e.g. pages, width, height, inputSize). */
  metadata?: Record<string, unknown>;
  /** The task's `preview` field (e.g. {bytes} or {fileNumber}). */
  preview?: unknown;
}

export type ToolRun<P = Record<string, unknown>> = (ctx: ToolContext<P>) => Promise<ToolOutput>;

/**
 * A tool's engine half, as its module registers it: the run function, bound to the type it runs (its params typed
 * by that type's definition). Everything else about the tool is a fact of its definition in shared/tools.
 */
export interface EngineTool<T extends ToolType = ToolType> {
  readonly type: T;
  readonly run: ToolRun<ParamsOf<T>>;
}

/** An engine tool of any type, as the worker loads it (its params are checked at intake, before it runs). */
export interface LoadedEngineTool {
  readonly type: string;
  readonly run: ToolRun<never>;
}

export function defineEngineTool<const T extends ToolType>(tool: EngineTool<T>): EngineTool<T> {
  return tool;
}
