/**
 * Who waits for which task to end, fed by whatever follows the backend's tasks (the app's TaskCenter, or a
 * LiveTaskFeed): a recipe's steps wait here instead of each opening a stream of its own, so core follows every task
 * through one live feed.
 */
import { isTerminalStatus, type Task } from '../../shared/contract/service';
import { ServiceError, abortedError } from './service-client/service-error';

/** Resolves with a task's terminal state, calling `onUpdate` with each state on the way. */
export type FollowTask = (taskId: string, onUpdate: (task: Task) => void, signal: AbortSignal) => Promise<Task>;

interface Waiter {
  onUpdate(task: Task): void;
  resolve(task: Task): void;
  reject(error: Error): void;
}

export class TaskWaiters {
  private readonly waiting = new Map<string, Set<Waiter>>();

  /** Waits for `taskId` to end; `known` is its latest state if the feed saw it already. */
  wait(taskId: string, onUpdate: (task: Task) => void, signal: AbortSignal, known?: Task): Promise<Task> {
    if (signal.aborted) return Promise.reject(abortedError());
    if (known) {
      onUpdate(known);
      if (isTerminalStatus(known.status)) return Promise.resolve(known);
    }
    return new Promise<Task>((resolve, reject) => {
      const set = this.waiting.get(taskId) ?? new Set<Waiter>();
      this.waiting.set(taskId, set);
      const done = (): void => {
        signal.removeEventListener('abort', onAbort);
        set.delete(waiter);
        if (set.size === 0 && this.waiting.get(taskId) === set) this.waiting.delete(taskId);
      };
      const waiter: Waiter = {
        onUpdate,
        resolve: (task) => {
          done();
          resolve(task);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      const onAbort = (): void => waiter.reject(abortedError());
      signal.addEventListener('abort', onAbort, { once: true });
      set.add(waiter);
    });
  }

  /** The tasks someone waits for (to read again when the feed may have missed their changes). */
  ids(): string[] {
    return [...this.waiting.keys()];
  }

  has(taskId: string): boolean {
    return this.waiting.has(taskId);
  }

  update(task: Task): void {
    for (const waiter of [...(this.waiting.get(task.id) ?? [])]) {
      waiter.onUpdate(task);
      if (isTerminalStatus(task.status)) waiter.resolve(task);
    }
  }

  /** The task was deleted before it ended. */
  removed(taskId: string): void {
    const error = new ServiceError({ code: 'not_found', status: 404, message: 'The task was deleted before it finished.' });
    for (const waiter of [...(this.waiting.get(taskId) ?? [])]) waiter.reject(error);
  }

  /** Every waiter fails with `error` (the feed stopped). */
  rejectAll(error: Error): void {
    for (const set of [...this.waiting.values()]) for (const waiter of [...set]) waiter.reject(error);
  }
}
