import type { FailureCode } from '../../../shared/contract/error-codes';
import { splitReason, type FailureFields } from '../lib/errors/tool-error';
import type { WarmOffice } from '../lib/office/office-standby';
import type { ToolOutput } from '../tools/tool';
import type { ParentMessage, WorkerJob, WorkerMessage } from './worker-protocol';
import { retireWorker, returnWorker, takeWorker } from './worker-pool';

/** Why a run did not produce an output. `aborted` = cancelled by the engine (delete or shutdown). */
export class ToolRunError extends Error {
  constructor(
    readonly kind: 'tool' | 'internal' | 'timeout' | 'aborted',
    readonly code: FailureCode,
    message: string,
    readonly fields: FailureFields = {},
  ) {
    super(message);
    this.name = 'ToolRunError';
  }
}

export interface RunInWorkerOptions {
  signal: AbortSignal;
  /** How long the tool may run, counted from when its module has loaded. */
  timeoutMs: number;
  /** How long starting the thread and loading the tool module may take. */
  loadTimeoutMs?: number;
  abortGraceMs: number;
  onProgress?(percent: number): void;
  /** Each part of the answer the run streams before it ends. */
  onLine?(line: unknown): void;
  /** Lends the run the LibreOffice started in advance when it asks for it (the first slide's thumbnail). */
  standby?: { take(): WarmOffice | null; start(): Promise<void> };
}

const DEFAULT_LOAD_TIMEOUT_MS = 2 * 60_000;

function shortReason(message: string): string {
  const line = message.split('\n')[0]?.trim() || 'unknown error';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** Runs one tool in a worker thread (runInWorker). */
export function runToolInWorker(job: WorkerJob, options: RunInWorkerOptions): Promise<ToolOutput> {
  return runInWorker<ToolOutput>(job, options);
}

/**
 * Runs one job in a worker thread of its own while it runs (worker-pool.ts: a new one, or one kept from an earlier
 * job): a tool, or an inspection. Cancelling (signal) or timing out first asks the run to stop through its
 * AbortSignal, so it can end child processes, and terminates the thread after a grace period; such a thread is never
 * reused. A standby lent to the run is ended if the run asks, and replaced once the run is over.
 */
export function runInWorker<O>(job: WorkerJob, options: RunInWorkerOptions): Promise<O> {
  let lent: WarmOffice | null = null;
  return new Promise<O>((resolve, reject) => {
    const pooled = takeWorker();
    const { worker } = pooled;
    const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    /** Set once the engine asked the tool to stop; whatever the tool reports afterwards, this reason wins. */
    let pendingError: ToolRunError | undefined;

    /**
     * `reported`: the thread sent the job's outcome, so it is idle and sound; it is kept for the next job unless the
     * run was being stopped, when it retires. Otherwise (a grace period ran out, the thread crashed) it is terminated.
     */
    const finish = (outcome: { output: unknown } | { error: ToolRunError }, reported = false): void => {
      if (settled) return;
      settled = true;
      if (lent) {
        // A run that did not finish may have left a conversion in the standby; the next starts once the processor is free.
        if ('error' in outcome) lent.end();
        void options.standby?.start();
      }
      clearTimeout(timeoutTimer);
      clearTimeout(graceTimer);
      options.signal.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (!reported) void worker.terminate().catch(() => undefined);
      else if (pendingError) retireWorker(pooled);
      else returnWorker(pooled);
      if ('output' in outcome) resolve(outcome.output as O);
      else reject(outcome.error);
    };

    const stop = (error: ToolRunError): void => {
      if (settled || pendingError) return;
      pendingError = error;
      worker.postMessage({ kind: 'abort' } satisfies ParentMessage);
      // Terminate only after the grace period, so the tool's abort handler can end its child processes.
      graceTimer = setTimeout(() => finish({ error }), options.abortGraceMs);
    };

    const onAbort = (): void => stop(new ToolRunError('aborted', 'aborted', 'The task was cancelled.'));
    const limitText = (ms: number): string => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);
    // Until the tool starts, only the load deadline runs; then the tool's own timeout replaces it.
    let timeoutTimer = setTimeout(() => {
      stop(new ToolRunError('timeout', 'timeout', `${job.type} did not start within ${limitText(loadTimeoutMs)} and was stopped.`));
    }, loadTimeoutMs);
    const startToolClock = (): void => {
      clearTimeout(timeoutTimer);
      timeoutTimer = setTimeout(() => {
        const minutes = options.timeoutMs >= 60_000;
        const time = Math.round(options.timeoutMs / (minutes ? 60_000 : 1000));
        const reason = { code: 'task-timeout', params: { tool: job.type, toolTitle: '', time, unit: minutes ? 'min' : 's' } } as const;
        stop(
          new ToolRunError('timeout', 'timeout', `${job.type} took longer than ${limitText(options.timeoutMs)} and was stopped.`, {
            reason,
          }),
        );
      }, options.timeoutMs);
    };

    const onMessage = (message: WorkerMessage): void => {
      if (message.kind === 'standby') {
        // Answered even while stopping: a conversion the run stops ends the standby it was forwarded to.
        if (message.op === 'end') lent?.end();
        else if (!settled && !pendingError) {
          lent ??= options.standby?.take() ?? null;
          worker.postMessage({ kind: 'standby', profileDir: lent?.profileDir ?? null } satisfies ParentMessage);
        }
        return;
      }
      if (pendingError) {
        if (message.kind === 'done' || message.kind === 'failed') finish({ error: pendingError }, true);
        return;
      }
      switch (message.kind) {
        case 'started':
          startToolClock();
          break;
        case 'progress':
          options.onProgress?.(message.percent);
          break;
        case 'line':
          options.onLine?.(message.line);
          break;
        case 'done':
          finish({ output: message.output }, true);
          break;
        case 'failed':
          finish(
            {
              error: message.error.toolError
                ? new ToolRunError('tool', message.error.code, message.error.message, {
                    file: message.error.file,
                    detail: message.error.detail,
                    ...splitReason(message.error.reason),
                  })
                : new ToolRunError('internal', 'internal_error', `${job.type} failed: ${shortReason(message.error.message)}`),
            },
            true,
          );
          break;
      }
    };
    const onError = (err: Error): void => {
      finish({ error: pendingError ?? new ToolRunError('internal', 'internal_error', `${job.type} failed: ${shortReason(err.message)}`) });
    };
    const onExit = (code: number): void => {
      finish({
        error:
          pendingError ??
          new ToolRunError('internal', 'internal_error', `${job.type} failed: the worker stopped unexpectedly (exit code ${code}).`),
      });
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ kind: 'job', job } satisfies ParentMessage);
    // After the job, so a run cancelled before it began is still told to stop.
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
  });
}
