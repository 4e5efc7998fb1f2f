/**
 * How long each side waits when the local engine stops (the app quits, `npm run web` stops, a SIGTERM), kept in one
 * place so that whoever waits for another step always waits a little longer than that step may take:
 *
 * 1. The engine (main/engine/server.ts) stops accepting requests and lets those in flight finish for
 *    ENGINE_DRAIN_GRACE_MS, then cuts the connections that are left.
 * 2. It aborts every running tool. A tool has TOOL_ABORT_GRACE_MS to end its programs itself (it kills them with their
 *    process group); then its worker thread is terminated and the process groups it recorded are killed.
 * 3. It writes what is pending and exits. Steps 1–3 take at most about ENGINE_STOP_GRACE_MS.
 * 4. The app's supervisor (main/core/engine-supervisor.ts), which asked the engine's process to stop, kills it when it
 *    has not exited ENGINE_KILL_AFTER_MS later.
 * 5. The desktop shell holds the quit at most APP_QUIT_WAIT_MS for all of that (main/shell/index.ts), so it normally
 *    quits as soon as the engine has stopped, and never before the supervisor has had its chance to kill it.
 */
export const ENGINE_DRAIN_GRACE_MS = 5_000;
export const TOOL_ABORT_GRACE_MS = 3_000;
/** Step 3, and killing a terminated tool's recorded programs: reading a few small files and writing the task store. */
const ENGINE_CLEANUP_MS = 2_000;
export const ENGINE_STOP_GRACE_MS = ENGINE_DRAIN_GRACE_MS + TOOL_ABORT_GRACE_MS + ENGINE_CLEANUP_MS;
/** Past the engine's own grace, for a busy machine; then the process is killed. */
export const ENGINE_KILL_AFTER_MS = ENGINE_STOP_GRACE_MS + 2_000;
/** Past the kill, for the process's exit to be seen. */
export const APP_QUIT_WAIT_MS = ENGINE_KILL_AFTER_MS + 1_000;
