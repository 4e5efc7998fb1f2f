import { isConnectionLoss } from './connection-loss';

/** Pauses between tries: short at first (a restart takes seconds), never long (a worker's lease waits on it). */
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `work`, and again while the database is out of reach, until it succeeds, fails for another reason, or
 * `signal` ends the wait (the run was cancelled, its lease taken, or the engine stops: then the last error is
 * thrown). A run's writes use it so that work already done outlives a database restart or outage of any length:
 * while the database is down no other node can take the run's job either (leases count only time it was up).
 * `work` must be safe to repeat: a transaction whose commit was cut is either not applied or finds its condition no
 * longer true.
 */
export async function whileUnreachable<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let wait = FIRST_PAUSE_MS; ; wait = Math.min(wait * 2, LONGEST_PAUSE_MS)) {
    try {
      return await work();
    } catch (err) {
      if (!isConnectionLoss(err) || signal.aborted) throw err;
      await pause(wait, signal);
      if (signal.aborted) throw err;
    }
  }
}
