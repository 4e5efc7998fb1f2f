// Runs the TypeScript worker entry from source (tsx, vitest). On Node 20, `--import tsx` in a Worker's
// execArgv does not reach the worker's module loader (ERR_UNKNOWN_FILE_EXTENSION), but registering tsx's
// ESM hooks from inside the worker does. Bundled builds start tool-worker.js directly and skip this file.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.__entryUrl);
