/**
 * Web mode's engine process: a Node child of `npm run web`, running main/engine/engine-process.ts with the same
 * loader flags as this process (tsx), talking over the IPC channel of `fork`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { EngineChild, SpawnEngineChild } from '../core/engine-supervisor';
import type { FromEngineProcess } from '../engine/engine-process-protocol';

const ENTRY = fileURLToPath(new URL('../engine/engine-process.ts', import.meta.url));

/** The source entry needs tsx's loader; `npm run web` has it in execArgv already, other hosts (tests) may not. */
function execArgvFor(entry: string): string[] {
  const hasTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  return entry.endsWith('.ts') && !hasTsx ? [...process.execArgv, '--import', 'tsx'] : process.execArgv;
}

export function engineChildProcess(entry = ENTRY): SpawnEngineChild {
  return (): EngineChild => {
    const child = fork(entry, [], { execArgv: execArgvFor(entry), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return {
      send: (message) => {
        if (child.connected) child.send(message);
      },
      onMessage: (listener) => child.on('message', (message) => listener(message as FromEngineProcess)),
      onExit: (listener) => {
        let ended = false;
        const end = (code: number | null): void => {
          if (ended) return;
          ended = true;
          listener(code);
        };
        child.once('exit', end);
        // A process that could not be started at all emits 'error' and may never emit 'exit'.
        child.once('error', () => end(null));
      },
      kill: () => child.kill('SIGKILL'),
    };
  };
}
