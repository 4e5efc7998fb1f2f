/**
 * A process started from a worker thread is reaped by that thread's event loop. The engine may terminate a tool's
 * worker as soon as it reports its outcome, so a child that exits afterwards — the esbuild service tsx starts for every
 * worker run from source, a Chromium still closing — would stay a zombie of the engine for good (issue #19: 29 defunct
 * esbuild processes after about 50 tasks). So the worker records every child it starts and, before it reports a job's
 * outcome, waits for the job's children to end: a short grace, then SIGKILL.
 *
 * Run from source, tsx starts its esbuild service on the module loader's own thread; tsx-bootstrap.mjs leaves a
 * function here that has that thread end and reap it (loader-children-hooks.mjs). The service loads the next job's
 * modules, so it is ended only when the worker retires (worker-pool.ts).
 */
import childProcess, { type ChildProcess } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const LOADER_REAPER = Symbol.for('deckhand.reapLoaderChildren');
const GRACE_MS = 2_000;
const KILL_WAIT_MS = 2_000;

const children = new Set<ChildProcess>();

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Records every child started through `child_process.spawn` from now on (how Playwright and process-runner.ts start
 * theirs; execFile's are waited for by their callers). Idempotent.
 */
export function recordWorkerChildren(): void {
  const original = childProcess.spawn as typeof childProcess.spawn & { deckhandRecorded?: boolean };
  if (original.deckhandRecorded) return;
  const recorded = function (this: unknown, ...args: Parameters<typeof childProcess.spawn>): ChildProcess {
    const child = (original as (...a: unknown[]) => ChildProcess).apply(this, args);
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  } as typeof childProcess.spawn & { deckhandRecorded?: boolean };
  recorded.deckhandRecorded = true;
  childProcess.spawn = recorded;
  syncBuiltinESMExports();
}

function exited(child: ChildProcess, ms: number): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Waits for the recorded children to end (killing stragglers), and has the loader's thread end its own, so both reap them. */
export async function reapWorkerChildren(): Promise<void> {
  await Promise.all([reapJobChildren(), (globalThis as { [LOADER_REAPER]?: () => Promise<void> })[LOADER_REAPER]?.()]);
}

/** Waits for the children the tools started to end (killing stragglers); the loader's service stays for the next job. */
export async function reapJobChildren(): Promise<void> {
  await reapOwnChildren();
}

async function reapOwnChildren(): Promise<void> {
  const alive = [...children].filter(running);
  if (alive.length === 0) return;
  await Promise.all(alive.map((child) => exited(child, GRACE_MS)));
  const stragglers = alive.filter(running);
  for (const child of stragglers) child.kill('SIGKILL');
  await Promise.all(stragglers.map((child) => exited(child, KILL_WAIT_MS)));
}
