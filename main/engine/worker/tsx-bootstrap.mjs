// Runs the TypeScript worker entry from source (tsx, vitest). On Node 20, `--import tsx` in a Worker's
// execArgv does not reach the worker's module loader (ERR_UNKNOWN_FILE_EXTENSION), but registering tsx's
// ESM hooks from inside the worker does. Bundled builds start tool-worker.js directly and skip this file.
//
// tsx's hooks run on a loader thread of their own, which starts an esbuild service; loader-children-hooks.mjs, on the
// same thread, records it so the worker can end and reap it before it reports (worker-children.ts calls the function
// left here).
import { register } from 'node:module';
import { MessageChannel, workerData } from 'node:worker_threads';
import { register as registerTsx } from 'tsx/esm/api';

const REAP_WAIT_MS = 5_000;
const { port1, port2 } = new MessageChannel();
register(new URL('./loader-children-hooks.mjs', import.meta.url), { data: { port: port2 }, transferList: [port2] });
port1.unref();
globalThis[Symbol.for('deckhand.reapLoaderChildren')] = () =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, REAP_WAIT_MS);
    port1.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    port1.postMessage('reap');
  });

registerTsx();
await import(workerData.__entryUrl);
