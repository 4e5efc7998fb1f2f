/**
 * Tool workers kept for the next job. Starting a worker means loading the tool's modules again — about 0.3 s of CPU
 * for a small tool from the bundle, 0.6–2 s from source through tsx (docs/architecture.md, "Tool workers") — and
 * losing what the modules keep in memory (the layout checker's analysis of a source deck, so a deck translated into
 * three languages is rendered once). A worker that reported its job's outcome is kept, a few at most, for a while;
 * one that was stopped, timed out or crashed is never reused. A kept worker does not keep the engine alive.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { ParentMessage } from './worker-protocol';

/** Idle workers kept at most; more run at once only while jobs do. */
const MAX_IDLE = 2;
/** Jobs a worker runs before it is retired, so what its modules hold can never grow without bound. */
const MAX_JOBS = 25;
/** How long an idle worker waits for a job before it retires. */
const idleMs = (): number => Number(process.env.DECKHAND_WORKER_IDLE_MS) || 30_000;
/** How long a retiring worker may take to reap its children before it is terminated. */
const RETIRE_GRACE_MS = 10_000;

export interface PooledWorker {
  worker: Worker;
  jobs: number;
}

interface IdleWorker extends PooledWorker {
  timer: NodeJS.Timeout;
  onExit: () => void;
}

const idle: IdleWorker[] = [];

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

/** An idle worker, or a new one. The environment is shared, so a kept worker reads settings as they are now. */
export function takeWorker(): PooledWorker {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(kept.timer);
    kept.worker.off('exit', kept.onExit);
    kept.worker.ref();
    return { worker: kept.worker, jobs: kept.jobs };
  }
  const entry = workerEntry();
  return { worker: new Worker(entry.url, { workerData: entry.workerData, env: SHARE_ENV }), jobs: 0 };
}

/** Ends a worker: it reaps every child (the module loader's too) and exits; terminated if it does not in time. */
export function retireWorker(pooled: PooledWorker): void {
  const { worker } = pooled;
  const timer = setTimeout(() => void worker.terminate().catch(() => undefined), RETIRE_GRACE_MS);
  timer.unref();
  worker.once('exit', () => clearTimeout(timer));
  worker.postMessage({ kind: 'retire' } satisfies ParentMessage);
  worker.unref();
}

/** A worker whose job reported its outcome: kept for the next job, or retired. */
export function returnWorker(pooled: PooledWorker): void {
  const jobs = pooled.jobs + 1;
  if (jobs >= MAX_JOBS || idle.length >= MAX_IDLE) {
    retireWorker(pooled);
    return;
  }
  const entry: IdleWorker = {
    worker: pooled.worker,
    jobs,
    timer: setTimeout(() => {
      drop(entry);
      retireWorker(entry);
    }, idleMs()),
    onExit: () => {
      clearTimeout(entry.timer);
      drop(entry);
    },
  };
  entry.timer.unref();
  entry.worker.once('exit', entry.onExit);
  entry.worker.unref();
  idle.push(entry);
}

function drop(entry: IdleWorker): void {
  const at = idle.indexOf(entry);
  if (at >= 0) idle.splice(at, 1);
}

/** Retires every idle worker (the engine is stopping). */
export function retireIdleWorkers(): void {
  for (const entry of idle.splice(0)) {
    clearTimeout(entry.timer);
    entry.worker.off('exit', entry.onExit);
    retireWorker(entry);
  }
}
