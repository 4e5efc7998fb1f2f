/**
 * The desktop app's engine process: Electron's utilityProcess (a Node.js child that Electron manages and ends with the
 * app), running the bundled out/main/engine-process.js. Supervised by main/core/engine-supervisor.ts.
 */
import { utilityProcess } from 'electron';
import type { EngineChild, SpawnEngineChild } from '../core/engine-supervisor';
import type { FromEngineProcess } from '../engine/engine-process-protocol';

/**
 * After an 'error', how long to wait for the 'exit' Electron's docs promise before reporting the end ourselves: on
 * Windows a utility process whose stdio could not be set up emits 'error' without ever having started.
 */
export const EXIT_AFTER_ERROR_MS = 3_000;

export function engineUtilityProcess(entry: string, options: { exitAfterErrorMs?: number } = {}): SpawnEngineChild {
  return (): EngineChild => {
    const child = utilityProcess.fork(entry, [], { serviceName: 'Deckhand engine', stdio: 'inherit' });
    const exitListeners: ((code: number | null) => void)[] = [];
    let exitCode: number | null | undefined;
    const ended = (code: number | null): void => {
      if (exitCode !== undefined) return;
      exitCode = code;
      for (const listener of exitListeners.splice(0)) listener(code);
    };
    child.once('exit', (code: number) => ended(code));
    // 'error' is how Electron reports a fatal V8 error in the process ("FatalError", where, the diagnostic report). An
    // EventEmitter's 'error' with no listener throws in main — an uncaught-exception dialog — so it is always handled:
    // the process is ended and its exit goes through the supervisor, which starts it again and tells the window.
    child.on('error', (type: string, location?: string) => {
      console.error(`The engine's process failed: ${type}${location ? ` at ${location}` : ''}`);
      child.kill();
      setTimeout(() => ended(null), options.exitAfterErrorMs ?? EXIT_AFTER_ERROR_MS).unref();
    });
    return {
      send: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', (message: unknown) => listener(message as FromEngineProcess)),
      onExit: (listener) => {
        if (exitCode !== undefined) listener(exitCode);
        else exitListeners.push(listener);
      },
      kill: () => void child.kill(),
    };
  };
}
