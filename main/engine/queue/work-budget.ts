/**
 * How much a task may write: a tool's work folder (its output and scratch files) may grow to `ratio` times the task's
 * input, at least `minBytes`, and never into the disk's reserve. A watcher measures the folder while the tool runs
 * and stops the tool when either is crossed, so an input built to expand (a deck of parts that deflate a
 * thousandfold, repeated on every slide) fails with a message instead of filling the disk.
 */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { CodedFailureReason } from '../../../shared/contract/failure-reasons';
import type { TaskError } from '../../../shared/contract/service';
import { formatBytes } from '../../../shared/format-bytes';
import { usableDiskBytes } from '../store/disk-space';

export interface WorkBudgetLimits {
  /** Bytes a task may write per byte of input. */
  ratio: number;
  /** Bytes every task may write whatever its input size. */
  minBytes: number;
}

export const DEFAULT_WORK_BUDGET: WorkBudgetLimits = { ratio: 50, minBytes: 1024 ** 3 };

export class WorkBudgetError extends Error {
  constructor(
    readonly code: 'output_too_large' | 'insufficient_storage',
    message: string,
    /** The figures by code (shared/contract/failure-reasons.ts), for a window to word. */
    readonly reason?: CodedFailureReason,
  ) {
    super(message);
    this.name = 'WorkBudgetError';
  }

  /** As a failed task records it. */
  failure(): TaskError {
    return { code: this.code, message: this.message, ...(this.reason ? { reason: this.reason } : {}) };
  }
}

/** Bytes of the regular files below `dir` (links not followed). */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else if (entry.isFile()) total += (await lstat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}

export function diskNearlyFull(): WorkBudgetError {
  return new WorkBudgetError(
    'insufficient_storage',
    "Stopped: the engine's disk is nearly full. Free some space on the disk that holds the engine's data, or delete old tasks, then run the task again.",
  );
}

export function budgetFor(inputBytes: number, limits: WorkBudgetLimits): number {
  return Math.max(limits.minBytes, Math.ceil(inputBytes * limits.ratio));
}

export interface BudgetWatch {
  /** Stops watching; resolves once a measurement in progress has ended. */
  stop(): Promise<void>;
}

/**
 * Measures `workDir` every `intervalMs` and calls `onExceeded` once when it outgrows `budget` or the disk's free space
 * falls into the reserve (`reserveBytes`, see disk-space.ts).
 */
export function watchWorkBudget(options: {
  workDir: string;
  inputBytes: number;
  budget: number;
  reserveBytes: number | undefined;
  intervalMs: number;
  onExceeded: (error: WorkBudgetError) => void;
}): BudgetWatch {
  let stopped = false;
  let measuring: Promise<void> | null = null;
  const exceeded = (error: WorkBudgetError): void => {
    stopped = true;
    options.onExceeded(error);
  };
  const measure = async (): Promise<void> => {
    const [used, usable] = await Promise.all([folderBytes(options.workDir), usableDiskBytes(options.workDir, options.reserveBytes)]);
    if (stopped) return;
    if (used > options.budget) {
      exceeded(
        new WorkBudgetError(
          'output_too_large',
          `Stopped: this task wrote more than ${formatBytes(options.budget)}, the most the engine lets a task with ${formatBytes(options.inputBytes)} of input write. The file holds parts that expand far beyond their size.`,
          { code: 'output-too-large', params: { limit: options.budget, input: options.inputBytes, while: 'running' } },
        ),
      );
    } else if (usable !== null && usable <= 0) {
      exceeded(diskNearlyFull());
    }
  };
  // One measurement at a time: a slow disk must not pile them up.
  const timer = setInterval(() => {
    if (stopped || measuring) return;
    measuring = measure()
      .catch(() => undefined)
      .finally(() => (measuring = null));
  }, options.intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await measuring;
    },
  };
}
