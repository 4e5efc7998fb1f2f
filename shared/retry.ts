/**
 * The one retry/backoff helper (issue #18): webhooks, the translation providers' HTTP client, core's task create
 * and core's task follower wait and back off through it. Pure (timers only), so engine and core share it.
 */

/** setTimeout as a promise; rejects with `abortError()` (default: the signal's reason) once the signal fires. */
export function sleep(ms: number, signal?: AbortSignal, abortError: () => Error = () => signal?.reason as Error): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

/** Doubling from `initialMs` per failure so far (0 for the first wait), never above `maxMs`. */
export function backoffDelay(backoff: Backoff, failures: number): number {
  return Math.min(backoff.initialMs * 2 ** failures, backoff.maxMs);
}

export interface RetryOptions {
  /** How long to wait after failure number `failures` (0-based) with `error`, or undefined to give up and throw it. */
  delayFor(failures: number, error: unknown): number | undefined;
  signal?: AbortSignal;
  /** What a wait rejects with when the signal fires (default: the signal's reason). */
  abortError?: () => Error;
}

/** Runs `attempt` until it resolves or `delayFor` gives up; `attempt` is told how many attempts failed before it. */
export async function retry<T>(attempt: (failures: number) => Promise<T>, options: RetryOptions): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await attempt(failures);
    } catch (error) {
      const delay = options.delayFor(failures, error);
      if (delay === undefined) throw error;
      await sleep(delay, options.signal, options.abortError);
    }
  }
}
