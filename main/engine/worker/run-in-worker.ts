import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ToolOutput } from '../tools/tool';
import type { ParentMessage, WorkerJob, WorkerMessage } from './worker-protocol';

/** Why a run did not produce an output. `aborted` = cancelled by the engine (delete or shutdown). */
export class ToolRunError extends Error {
  constructor(
    readonly kind: 'tool' | 'internal' | 'timeout' | 'aborted',
    readonly code: string,
    message: string,
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
  onProgress(percent: number): void;
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

/**
 * Runs one tool in its own worker thread. Cancelling (signal) or timing out first asks the tool to stop
 * through its AbortSignal, so it can end child processes, and terminates the thread after a grace period.
 */
export function runToolInWorker(job: WorkerJob, options: RunInWorkerOptions): Promise<ToolOutput> {
  return new Promise<ToolOutput>((resolve, reject) => {
    const entry = workerEntry();
    const worker = new Worker(entry.url, { workerData: { ...job, ...entry.workerData } });
    const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    /** Set once the engine asked the tool to stop; whatever the tool reports afterwards, this reason wins. */
    let pendingError: ToolRunError | undefined;

    const finish = (outcome: { output: ToolOutput } | { error: ToolRunError }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timeoutTimer);
      clearTimeout(graceTimer);
      options.signal.removeEventListener('abort', onAbort);
      void worker.terminate().catch(() => undefined);
      if ('output' in outcome) resolve(outcome.output);
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
      if (pendingError) {
        if (message.kind === 'done' || message.kind === 'failed') finish({ error: pendingError });
        return;
      }
      switch (message.kind) {
        case 'started':
          startToolClock();
          break;
        case 'progress':
          options.onProgress(message.percent);
          break;
        case 'done':
          finish({ output: message.output });
          break;
        case 'failed':
          finish({
            error: message.error.toolError
              ? new ToolRunError('tool', message.error.code, message.error.message)
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
