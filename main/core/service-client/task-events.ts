/**
 * Follows a backend's `GET /tools/events` (every task's changes) so the app's task state stays live whoever changes a
 * task. Reconnects with backoff until aborted, and says where it stopped (`Last-Event-ID`), so the engine sends what
 * happened in between. A service without the route (DeckFlow's cloud) refuses it: the watch ends and says so.
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
  /**
   * The stream is connected. `resumed`: it was connected before; `caughtUp`: every change since then was replayed.
   * A first connection, or one that did not catch up, may have missed changes: read again what matters.
   */
  onConnected(state: { resumed: boolean; caughtUp: boolean }): void;
}

type Outcome = 'refused' | 'dropped';

function connectOnce(
  client: ServiceClient,
  handlers: TaskEventHandlers,
  signal: AbortSignal,
  cursor: { lastEventId: string | undefined; connected: boolean },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let status: number | null = null;
    const resumeFrom = cursor.lastEventId;
    const source = new EventSource(client.url('/tools/events'), {
      fetch: async (input, init): Promise<FetchLikeResponse> => {
        const headers: Record<string, string> = { ...init.headers, authorization: client.authorization };
        if (resumeFrom) headers['last-event-id'] = resumeFrom;
        const response = await fetch(input, { ...init, headers });
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
    const seen = (event: MessageEvent): void => {
      if (event.lastEventId) cursor.lastEventId = event.lastEventId;
    };
    source.addEventListener('task', (event) => {
      try {
        handlers.onTask(parseTask(JSON.parse(String(event.data))));
      } catch {
        // A malformed frame is skipped; the next one carries the full state anyway.
      }
      seen(event);
    });
    source.addEventListener('deleted', (event) => {
      try {
        const id = (JSON.parse(String(event.data)) as { id?: unknown }).id;
        if (typeof id === 'string') handlers.onDeleted(id);
      } catch {
        // As above.
      }
      seen(event);
    });
    source.addEventListener('connected', (event) => {
      let caughtUp = false;
      try {
        caughtUp = (JSON.parse(String(event.data)) as { caughtUp?: unknown }).caughtUp === true;
      } catch {
        // Not caught up, then: read again.
      }
      seen(event);
      const resumed = cursor.connected;
      cursor.connected = true;
      handlers.onConnected({ resumed, caughtUp: resumed && resumeFrom !== undefined && caughtUp });
    });
    source.onerror = () => finish(source.readyState === EventSource.CLOSED && status !== null && status !== 200 ? 'refused' : 'dropped');
  });
}

/** Resolves when aborted ('stopped') or when the backend refuses the events stream ('unsupported'). */
export async function watchTaskEvents(
  client: ServiceClient,
  handlers: TaskEventHandlers,
  signal: AbortSignal,
): Promise<'stopped' | 'unsupported'> {
  let delay = 500;
  const cursor = { lastEventId: undefined as string | undefined, connected: false };
  while (!signal.aborted) {
    const before = cursor.lastEventId;
    const outcome = await connectOnce(client, handlers, signal, cursor);
    if (signal.aborted) return 'stopped';
    if (outcome === 'refused') return 'unsupported';
    // A connection that got somewhere starts the backoff again.
    if (cursor.lastEventId !== before) delay = 500;
    await sleep(delay, signal).catch(() => undefined);
    delay = Math.min(delay * 2, 15_000);
  }
  return 'stopped';
}
