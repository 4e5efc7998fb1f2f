/**
 * The desktop app's engine process: Electron's utilityProcess (a Node.js child that Electron manages and ends with the
 * app), running the bundled out/main/engine-process.js. Supervised by main/core/engine-supervisor.ts.
 */
import { utilityProcess } from 'electron';
import type { EngineChild, SpawnEngineChild } from '../core/engine-supervisor';
import type { FromEngineProcess } from '../engine/engine-process-protocol';

export function engineUtilityProcess(entry: string): SpawnEngineChild {
  return (): EngineChild => {
    const child = utilityProcess.fork(entry, [], { serviceName: 'Deckhand engine', stdio: 'inherit' });
    return {
      send: (message) => child.postMessage(message),
      onMessage: (listener) => child.on('message', (message: unknown) => listener(message as FromEngineProcess)),
      onExit: (listener) => child.once('exit', (code: number) => listener(code)),
      kill: () => void child.kill(),
    };
  };
}
