/**
 * One live feed of a backend's tasks for core without the app's TaskCenter (the command line, watch folders outside
 * the app, a recipe run on its own): `GET /tools/events` opened once, on the first task followed, and every task
 * followed through it, caught up after a reconnect. A backend without the stream (DeckFlow's cloud) has each task
 * followed by its own.
 */
import type { Task } from '../../shared/contract/service';
import { LatestTasks } from './latest-tasks';
import type { ServiceClient } from './service-client/service-client';
import { ServiceError, abortedError, isAbortError } from './service-client/service-error';
import { watchTaskEvents } from './service-client/task-events';
import { TaskWaiters } from './task-waiters';

export class LiveTaskFeed {
  private readonly waiters = new TaskWaiters();
  private readonly latest = new LatestTasks();
  private readonly controller = new AbortController();
  private feed: 'none' | 'events' | 'per-task' = 'none';

  constructor(private readonly client: ServiceClient) {}

  /** Resolves with the task's terminal state, calling `onUpdate` with each state on the way. */
  readonly follow = (taskId: string, onUpdate: (task: Task) => void, signal: AbortSignal): Promise<Task> => {
    if (this.controller.signal.aborted) return Promise.reject(abortedError());
    if (this.feed === 'per-task') return this.client.followTask(taskId, onUpdate, { signal });
    if (this.feed === 'none') this.open();
    // The feed may have brought the task's states before it was asked for.
    return this.waiters.wait(taskId, onUpdate, signal, this.latest.get(taskId));
  };

  close(): void {
    this.controller.abort();
    this.waiters.rejectAll(abortedError());
  }

  private update(task: Task): void {
    if (this.latest.accept(task)) this.waiters.update(task);
  }

  private open(): void {
    this.feed = 'events';
    const signal = this.controller.signal;
    void watchTaskEvents(
      this.client,
      {
        onTask: (task) => this.update(task),
        onDeleted: (id) => {
          this.latest.forget(id);
          this.waiters.removed(id);
        },
        onConnected: ({ caughtUp }) => {
          if (!caughtUp) void this.reread(signal);
        },
      },
      signal,
    ).then((outcome) => {
      if (outcome !== 'unsupported' || signal.aborted) return;
      // No events stream: each task waited for is followed by its own from now on.
      this.feed = 'per-task';
      for (const id of this.waiters.ids()) {
        this.client
          .followTask(id, (task) => this.update(task), { signal })
          .then((task) => this.update(task))
          .catch((error: unknown) => {
            if (!signal.aborted) this.failed(id, error);
          });
      }
    });
  }

  /** Reads the waited-for tasks once: the feed may have missed their changes (first connection, or no catch-up). */
  private async reread(signal: AbortSignal): Promise<void> {
    for (const id of this.waiters.ids()) {
      if (signal.aborted) return;
      try {
        this.update(await this.client.getTask(id, signal));
      } catch (error) {
        if (!signal.aborted && !isAbortError(error)) this.failed(id, error);
      }
    }
  }

  private failed(id: string, error: unknown): void {
    if (error instanceof ServiceError && error.status === 404) this.waiters.removed(id);
    else console.warn(`Could not read task ${id}:`, error instanceof Error ? error.message : error);
  }
}
