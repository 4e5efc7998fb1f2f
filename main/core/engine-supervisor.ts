/**
 * Runs the local engine in a process of its own and starts it again when that process dies: a native crash in a tool
 * or a runaway task ends the engine's process, not the app. The process is spawned by the host (Electron's
 * utilityProcess in the shell, a Node child process in web mode) through `SpawnEngineChild`, so this stays
 * Electron-free. A restarted engine listens on the same port when it can, re-runs the tasks that were running (or fails
 * those whose inputs are gone) exactly as after an app restart, and clients that retry find it there.
 */
import { ENGINE_KILL_AFTER_MS } from '../../shared/contract/engine-stop';
import type { EngineStatus } from '../../shared/contract/ipc';
import type { FromEngineProcess, ToEngineProcess } from '../engine/engine-process-protocol';
import type { EngineHandle } from './backend';

/** One engine process as the host started it. */
export interface EngineChild {
  send(message: ToEngineProcess): void;
  onMessage(listener: (message: FromEngineProcess) => void): void;
  /** Called once when the process has ended, for whatever reason. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export type SpawnEngineChild = () => EngineChild;

export interface SupervisedEngine extends EngineHandle {
  status(): EngineStatus;
  /** Every change of status; returns the unsubscribe function. */
  onStatus(listener: (status: EngineStatus) => void): () => void;
}

export interface SupervisorOptions {
  dataDir: string;
  key: string;
  /** Crashes tolerated within `crashWindowMs` before the supervisor gives up (status `failed`); default 5 in a minute. */
  maxCrashes?: number;
  crashWindowMs?: number;
  /** Wait before the first restart, doubled after each crash in the window (default 250 ms, at most 8 s). */
  restartDelayMs?: number;
  /** How long a stop may take before the process is killed (default ENGINE_KILL_AFTER_MS, past the engine's own grace). */
  stopGraceMs?: number;
}

class StartFailed extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'StartFailed';
  }
}

/** Starts one process and resolves once its engine listens; the process is handed back with its exit promise. */
function launch(
  spawn: SpawnEngineChild,
  start: ToEngineProcess,
): Promise<{ child: EngineChild; baseUrl: string; exited: Promise<number | null> }> {
  const child = spawn();
  const exited = new Promise<number | null>((resolve) => child.onExit(resolve));
  return new Promise((resolve, reject) => {
    child.onMessage((message) => {
      if (message.kind === 'listening') resolve({ child, baseUrl: message.baseUrl, exited });
      else if (message.kind === 'failed') reject(new StartFailed(message.message, message.code));
    });
    void exited.then((code) =>
      reject(new StartFailed(`The engine's process ended before it listened (exit code ${code ?? 'none'}).`, undefined)),
    );
    child.send(start);
  });
}

export async function superviseEngine(spawn: SpawnEngineChild, options: SupervisorOptions): Promise<SupervisedEngine> {
  const maxCrashes = options.maxCrashes ?? 5;
  const crashWindowMs = options.crashWindowMs ?? 60_000;
  const restartDelayMs = options.restartDelayMs ?? 250;
  const listeners = new Set<(status: EngineStatus) => void>();
  const crashes: number[] = [];
  let status: EngineStatus = { state: 'starting', restarts: 0 };
  let closing = false;

  const setStatus = (next: EngineStatus): void => {
    status = next;
    for (const listener of listeners) listener(next);
  };
  const startMessage = (port: number): ToEngineProcess => ({ kind: 'start', dataDir: options.dataDir, key: options.key, port });

  let current = await launch(spawn, startMessage(0));
  let baseUrl = current.baseUrl;
  setStatus({ state: 'running', restarts: 0 });

  /** The same port first, so clients and open follows find the engine where it was; any port if that one is taken. */
  const relaunch = async (): Promise<void> => {
    try {
      current = await launch(spawn, startMessage(Number(new URL(baseUrl).port)));
    } catch (error) {
      if (!(error instanceof StartFailed) || error.code !== 'EADDRINUSE') throw error;
      current = await launch(spawn, startMessage(0));
    }
    baseUrl = current.baseUrl;
  };

  const watch = (exited: Promise<number | null>): void => {
    void exited.then(async (code) => {
      if (closing) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && (crashes[0] ?? now) < now - crashWindowMs) crashes.shift();
      if (crashes.length > maxCrashes) {
        setStatus({
          state: 'failed',
          restarts: status.restarts,
          message: `The local engine stopped ${crashes.length} times within ${Math.round(crashWindowMs / 1000)} s (last exit code ${code ?? 'none'}); restart Deckhand.`,
        });
        return;
      }
      setStatus({ state: 'restarting', restarts: status.restarts, message: `The engine's process ended (exit code ${code ?? 'none'}).` });
      await new Promise((resolve) => setTimeout(resolve, Math.min(8_000, restartDelayMs * 2 ** (crashes.length - 1))));
      if (closing) return;
      try {
        await relaunch();
      } catch (error) {
        // A start that fails counts as another crash: the same backoff and limit apply.
        console.error('The local engine could not start again:', error instanceof Error ? error.message : error);
        watch(Promise.resolve(null));
        return;
      }
      if (closing) {
        current.child.send({ kind: 'stop' });
        return;
      }
      setStatus({ state: 'running', restarts: status.restarts + 1 });
      watch(current.exited);
    });
  };
  watch(current.exited);

  return {
    get baseUrl() {
      return baseUrl;
    },
    key: options.key,
    status: () => status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closing) return;
      closing = true;
      const { child, exited } = current;
      child.send({ kind: 'stop' });
      const grace = setTimeout(() => child.kill(), options.stopGraceMs ?? ENGINE_KILL_AFTER_MS);
      await exited;
      clearTimeout(grace);
      setStatus({ state: 'stopped', restarts: status.restarts });
    },
  };
}
