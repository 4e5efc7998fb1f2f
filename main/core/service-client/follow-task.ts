/**
 * Following a task the way DeckFlow's docs recommend (spec "Endpoints", last paragraph): read it once (it may
 * already be finished), then follow its SSE stream; when the stream drops, reconnect with backoff after
 * re-reading the task; when SSE is refused or keeps failing, poll. Polling is the fallback, never the default.
 */
import { isTerminalStatus } from '../../../shared/contract/service';
import type { Task } from '../../../shared/contract/service';
import { ServiceError, abortedError } from './service-error';
import { backoffDelay } from '../../../shared/retry';
import { sleep } from './sleep';
import { streamTaskOnce } from './task-stream';

export interface FollowTiming {
  /** Interval of the polling fallback. */
  pollIntervalMs: number;
  /** First reconnect delay; doubles per failed attempt up to maxBackoffMs. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** Stream failures in a row (without a message in between) before switching to polling. */
  maxStreamFailures: number;
}

export const DEFAULT_FOLLOW_TIMING: FollowTiming = {
  pollIntervalMs: 2000,
  initialBackoffMs: 500,
  maxBackoffMs: 10_000,
  maxStreamFailures: 5,
};

export interface FollowDeps {
  getTask(id: string, signal?: AbortSignal): Promise<Task>;
  streamUrl(id: string): URL;
  authorization: string;
  timing: FollowTiming;
  /** Observability for tests and logs: 'stream', 'reconnect', 'poll'. */
  onMode?: (mode: 'stream' | 'reconnect' | 'poll') => void;
}

function backoff(timing: FollowTiming, failures: number): number {
  return backoffDelay({ initialMs: timing.initialBackoffMs, maxMs: timing.maxBackoffMs }, failures);
}

function isTransient(error: unknown): boolean {
  return (
    error instanceof ServiceError &&
    (error.code === 'network_error' || error.status === 429 || (error.status !== null && error.status >= 500))
  );
}

/** Emits a task only when it changed, and never lets an older state replace a newer or a terminal one. */
function changeFilter(onUpdate: (task: Task) => void): (task: Task) => Task {
  let last: Task | null = null;
  let lastJson = '';
  return (task) => {
    if (last) {
      if (isTerminalStatus(last.status)) return last;
      if (task.updatedAt && last.updatedAt && task.updatedAt < last.updatedAt) return last;
    }
    const json = JSON.stringify(task);
    if (json !== lastJson) {
      last = task;
      lastJson = json;
      onUpdate(task);
    }
    return task;
  };
}

export async function followTask(deps: FollowDeps, id: string, onUpdate: (task: Task) => void, signal?: AbortSignal): Promise<Task> {
  const { timing } = deps;
  const emit = changeFilter(onUpdate);
  const check = (): void => {
    if (signal?.aborted) throw abortedError();
  };

  let task = emit(await deps.getTask(id, signal));
  if (isTerminalStatus(task.status)) return task;

  let failures = 0;
  for (;;) {
    check();
    deps.onMode?.('stream');
    const outcome = await streamTaskOnce(deps.streamUrl(id), deps.authorization, emit, signal);
    check();
    if (outcome.kind === 'terminal') return emit(outcome.task);
    if (outcome.kind === 'refused') {
      if (outcome.status === 429 && failures < timing.maxStreamFailures) {
        await sleep(outcome.retryAfterSeconds !== null ? outcome.retryAfterSeconds * 1000 : backoff(timing, failures), signal);
        failures++;
        continue;
      }
      break;
    }
    if (outcome.gotMessages) failures = 0;
    if (failures >= timing.maxStreamFailures) break;
    deps.onMode?.('reconnect');
    await sleep(backoff(timing, failures), signal);
    failures++;
    try {
      task = emit(await deps.getTask(id, signal));
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (error instanceof ServiceError && error.retryAfterSeconds !== null) await sleep(error.retryAfterSeconds * 1000, signal);
      continue;
    }
    if (isTerminalStatus(task.status)) return task;
  }
  return pollTask(deps, id, emit, signal);
}

async function pollTask(deps: FollowDeps, id: string, emit: (task: Task) => Task, signal?: AbortSignal): Promise<Task> {
  const { timing } = deps;
  deps.onMode?.('poll');
  let errors = 0;
  for (;;) {
    await sleep(errors === 0 ? timing.pollIntervalMs : Math.max(timing.pollIntervalMs, backoff(timing, errors)), signal);
    let task: Task;
    try {
      task = emit(await deps.getTask(id, signal));
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (error instanceof ServiceError && error.retryAfterSeconds !== null) await sleep(error.retryAfterSeconds * 1000, signal);
      errors++;
      continue;
    }
    errors = 0;
    if (isTerminalStatus(task.status)) return task;
  }
}
