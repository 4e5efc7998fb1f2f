import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FailureCode } from '../../../shared/contract/error-codes';
import type { FailureFields } from '../lib/errors/tool-error';
import type { WarmOffice } from '../lib/office/office-standby';
import type { ToolOutput } from '../tools/tool';
import type { ParentMessage, WorkerJob, WorkerMessage } from './worker-protocol';

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

/**
 * The bundled `tool-worker.js` when there is one, else the `.ts` source through tsx. The bundler may put this
 * module in a `chunks/` folder below the entry files (electron-vite emits out/main/tool-worker.js next to
 * out/main/index.js), hence the second place to look.
 */
function workerEntry(): { url: URL; workerData: Record<string, unknown> } {
  for (const candidate of ['./tool-worker.js', '../tool-worker.js']) {
    const js = new URL(candidate, import.meta.url);
    if (js.protocol === 'file:' && existsSync(fileURLToPath(js))) return { url: js, workerData: {} };
  }
  const ts = new URL('./tool-worker.ts', import.meta.url);
  return { url: new URL('./tsx-bootstrap.mjs', import.meta.url), workerData: { __entryUrl: ts.href } };
}

const DEFAULT_LOAD_TIMEOUT_MS = 2 * 60_000;

function shortReason(message: string): string {
  const line = message.split('\n')[0]?.trim() || 'unknown error';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

/** Runs one tool in its own worker thread (runInWorker). */
export function runToolInWorker(job: WorkerJob, options: RunInWorkerOptions): Promise<ToolOutput> {
  return runInWorker<ToolOutput>(job, options);
}

/**
 * Runs one job in its own worker thread: a tool, or an inspection. Cancelling (signal) or timing out first asks the
 * run to stop through its AbortSignal, so it can end child processes, and terminates the thread after a grace period.
 * A standby lent to the run is ended if the run asks, and replaced once the run is over.
 */
export function runInWorker<O>(job: WorkerJob, options: RunInWorkerOptions): Promise<O> {
  let lent: WarmOffice | null = null;
  return new Promise<O>((resolve, reject) => {
    const entry = workerEntry();
    const worker = new Worker(entry.url, { workerData: { ...job, ...entry.workerData } });
    const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    /** Set once the engine asked the tool to stop; whatever the tool reports afterwards, this reason wins. */
    let pendingError: ToolRunError | undefined;

    const finish = (outcome: { output: unknown } | { error: ToolRunError }): void => {
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
      void worker.terminate().catch(() => undefined);
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
        stop(new ToolRunError('timeout', 'timeout', `${job.type} took longer than ${limitText(options.timeoutMs)} and was stopped.`));
      }, options.timeoutMs);
    };

    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (message: WorkerMessage) => {
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
        if (message.kind === 'done' || message.kind === 'failed') finish({ error: pendingError });
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
          finish({ output: message.output });
          break;
        case 'failed':
          finish({
            error: message.error.toolError
              ? new ToolRunError('tool', message.error.code, message.error.message, {
                  file: message.error.file,
                  detail: message.error.detail,
                })
              : new ToolRunError('internal', 'internal_error', `${job.type} failed: ${shortReason(message.error.message)}`),
          });
          break;
      }
    });
    worker.on('error', (err) => {
      finish({ error: pendingError ?? new ToolRunError('internal', 'internal_error', `${job.type} failed: ${shortReason(err.message)}`) });
    });
    worker.on('exit', (code) => {
      finish({
        error:
          pendingError ??
          new ToolRunError('internal', 'internal_error', `${job.type} failed: the worker stopped unexpectedly (exit code ${code}).`),
      });
    });
  });
}
