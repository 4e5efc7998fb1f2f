/**
 * Entry of the engine's own process: Electron's utilityProcess in the desktop app (messages on `process.parentPort`),
 * a Node child process in web mode (`process.send`). A native crash in a tool (sharp, a decoder) or a runaway task then
 * ends only this process; the app's supervisor (main/core/engine-supervisor.ts) starts it again.
 */
import type { FromEngineProcess, ToEngineProcess } from './engine-process-protocol';
import { startEngine, type RunningEngine } from './server';
import { testToolsFromEnv } from './test-tools-hook';

interface ParentLink {
  send(message: FromEngineProcess): void;
  onMessage(listener: (message: ToEngineProcess) => void): void;
  /** The parent went away without saying stop. */
  onGone(listener: () => void): void;
}

/** Electron's MessagePortMain as a utility process sees it on `process.parentPort`. */
interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

function parentLink(): ParentLink {
  const parentPort = (process as NodeJS.Process & { parentPort?: ElectronParentPort }).parentPort;
  if (parentPort) {
    return {
      send: (message) => parentPort.postMessage(message),
      onMessage: (listener) => parentPort.on('message', (event) => listener(event.data as ToEngineProcess)),
      // Electron ends a utility process together with the app's main process.
      onGone: () => undefined,
    };
  }
  const send = process.send?.bind(process);
  if (!send) throw new Error('engine-process runs only as a child of Deckhand (utilityProcess or fork).');
  return {
    send: (message) => void send(message),
    onMessage: (listener) => process.on('message', (message) => listener(message as ToEngineProcess)),
    onGone: (listener) => process.once('disconnect', listener),
  };
}

const parent = parentLink();
let engine: RunningEngine | null = null;
let stopping = false;

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await engine?.close().catch((error: unknown) => console.error('The engine did not stop cleanly:', error));
  parent.send({ kind: 'stopped' });
  // Lets the message go out before the process ends.
  setImmediate(() => process.exit(0));
}

parent.onMessage((message) => {
  if (message.kind === 'stop') {
    void stop();
    return;
  }
  if (engine || stopping) return;
  void (async () => {
    try {
      engine = await startEngine({
        dataDir: message.dataDir,
        key: message.key,
        port: message.port,
        extraTools: await testToolsFromEnv(),
        warmOffice: process.env.DECKHAND_WARM_OFFICE !== '0',
      });
      parent.send({ kind: 'listening', baseUrl: engine.baseUrl });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      parent.send({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
        ...(typeof code === 'string' ? { code } : {}),
      });
      setImmediate(() => process.exit(1));
    }
  })();
});
parent.onGone(() => void stop());
// Ctrl-C in a terminal reaches the whole process group; the app stops the engine when it stops itself.
process.on('SIGINT', () => undefined);
// SIGTERM to the whole group (a service manager, `kill -- -PGID`, a test harness): stopped cleanly all the same, its
// LibreOffice standby and its tools' programs with it; by default the signal would end it with no clean-up at all.
process.on('SIGTERM', () => void stop());
