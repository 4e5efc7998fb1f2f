import type { ErrorCode } from '../../../shared/contract/error-codes';
import type { FailureReason } from '../../../shared/contract/failure-reasons';
import type { ProviderSetup } from '../../../shared/contract/translation';
import type { ToolInput } from '../lib/files/tool-input';
import type { ToolSource } from '../tools/tool-set';

/** What a worker runs: a tool, or the reading of one file for `POST /tools/inspect` (inspect/inspect-file.ts). */
export type WorkerSource = ToolSource | { kind: 'inspection' };

/** Sent to the worker in a `job` message; a pooled worker runs one after another (worker-pool.ts). */
export interface WorkerJob {
  type: string;
  source: WorkerSource;
  inputs: ToolInput[];
  params: Record<string, unknown>;
  workDir: string;
  /** Provider setup with keys, in memory only (see ToolContext.providers). */
  providers?: ProviderSetup;
  /** Where the tool's child processes are recorded (support/process-records.ts). */
  processDir?: string;
}

/** A run's failure as the thread reports it; a `ToolError`'s `file`, `detail` and `reason` travel with it. */
export type WorkerFailure = {
  toolError: boolean;
  code: ErrorCode;
  message: string;
  file?: string;
  detail?: string;
  reason?: FailureReason;
};

export type WorkerMessage =
  /** The tool module is loaded and its run begins; the tool's timeout counts from here. */
  | { kind: 'started' }
  | { kind: 'progress'; percent: number }
  /** A part of the answer the run streams before it ends (an inspection's outline, each page's thumbnail). */
  | { kind: 'line'; line: unknown }
  /** Asks for the LibreOffice the engine started in advance (`take`), or says the one lent is to be ended (`end`). */
  | { kind: 'standby'; op: 'take' | 'end' }
  | { kind: 'done'; output: unknown }
  | { kind: 'failed'; error: WorkerFailure };

export type ParentMessage =
  /** Run this job; the worker is idle when it gets it. */
  | { kind: 'job'; job: WorkerJob }
  /** The job running is to stop (cancelled, or past its time). */
  | { kind: 'abort' }
  /** End the thread: reap every child, the module loader's too, then exit. */
  | { kind: 'retire' }
  /** The answer to a `take`: the standby's profile, or null when none is ready. */
  | { kind: 'standby'; profileDir: string | null };
