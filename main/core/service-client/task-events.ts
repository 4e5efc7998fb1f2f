/**
 * Follows the local engine's `GET /tools/events` (every task's changes) so History stays live whoever changes a task.
 * Reconnects with backoff until aborted; a service without the route (DeckFlow) ends the watch quietly.
 */
import { EventSource } from 'eventsource';
import type { FetchLikeResponse } from 'eventsource';
import type { Task } from '../../../shared/contract/service';
import type { ServiceClient } from './service-client';
import { sleep } from './sleep';
import { parseTask } from './task-shape';

export interface TaskEventHandlers {
  onTask(task: Task): void;
  onDeleted(id: string): void;
  /** Called after a reconnect: changes may have been missed while the stream was down. */
  onResync(): void;
}

type Outcome = 'refused' | 'dropped';

function connectOnce(client: ServiceClient, handlers: TaskEventHandlers, signal: AbortSignal, onOpen: () => void): Promise<Outcome> {
  return new Promise((resolve) => {
    let status: number | null = null;
    const source = new EventSource(client.url('/tools/events'), {
      fetch: async (input, init): Promise<FetchLikeResponse> => {
        const response = await fetch(input, { ...init, headers: { ...init.headers, authorization: client.authorization } });
        status = response.status;
        if (response.status !== 200) await response.body?.cancel().catch(() => undefined);
        return response;
      },
    });
    const finish = (outcome: Outcome): void => {
      source.close();
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = (): void => finish('dropped');
    signal.addEventListener('abort', onAbort, { once: true });
    source.onopen = onOpen;
    source.addEventListener('task', (event) => {
      try {
        handlers.onTask(parseTask(JSON.parse(String(event.data))));
      } catch {
        // A malformed frame is skipped; the next one carries the full state anyway.
      }
    });
    source.addEventListener('deleted', (event) => {
      try {
        const id = (JSON.parse(String(event.data)) as { id?: unknown }).id;
        if (typeof id === 'string') handlers.onDeleted(id);
      } catch {
        // As above.
      }
    });
    source.onerror = () => finish(source.readyState === EventSource.CLOSED && status !== null && status !== 200 ? 'refused' : 'dropped');
  });
}

export async function watchTaskEvents(client: ServiceClient, handlers: TaskEventHandlers, signal: AbortSignal): Promise<void> {
  let delay = 500;
  let connectedBefore = false;
  while (!signal.aborted) {
    const outcome = await connectOnce(client, handlers, signal, () => {
      if (connectedBefore) handlers.onResync();
      connectedBefore = true;
      delay = 500;
    });
    if (outcome === 'refused' || signal.aborted) return;
    await sleep(delay, signal).catch(() => undefined);
    delay = Math.min(delay * 2, 15_000);
  }
}
