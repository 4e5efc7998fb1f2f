import type { ProviderSetup } from '../../../shared/contract/translation';
import type { ToolOutput } from '../tools/tool';
import type { ToolInput } from '../lib/files/tool-input';
import type { ToolSource } from '../tools/tool-set';

/** Sent to the worker as workerData. */
export interface WorkerJob {
  type: string;
  source: ToolSource;
  inputs: ToolInput[];
  params: Record<string, unknown>;
  workDir: string;
  /** Provider setup with keys, in memory only (see ToolContext.providers). */
  providers?: ProviderSetup;
  /** Where the tool's child processes are recorded (support/process-records.ts). */
  processDir?: string;
}

export type WorkerFailure = { toolError: boolean; code: string; message: string };

export type WorkerMessage =
  /** The tool module is loaded and its run begins; the tool's timeout counts from here. */
  | { kind: 'started' }
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; output: ToolOutput }
  | { kind: 'failed'; error: WorkerFailure };

export type ParentMessage = { kind: 'abort' };
