/**
 * One SSE connection to `GET /tools/tasks/{id}` (`response-event-stream: yes`), via the `eventsource` package
 * with a fetch wrapper for the headers. It never reconnects by itself: follow-task decides what happens next.
 */
import { EventSource } from 'eventsource';
import type { FetchLikeResponse } from 'eventsource';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { Task } from '../../../shared/contract/service';
import { parseRetryAfter } from './service-error';
import { parseTask } from './task-shape';

export type StreamOutcome =
  | { kind: 'terminal'; task: Task }
  /** The connection broke or ended before a terminal state. */
  | { kind: 'dropped'; gotMessages: boolean; reason: string }
  /** The server answered, but not with an event stream (non-200, wrong content type). */
  | { kind: 'refused'; status: number | null; retryAfterSeconds: number | null; reason: string };

export function streamTaskOnce(
  url: URL,
  authorization: string,
  onTask: (task: Task) => void,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  return new Promise((resolve) => {
    let status: number | null = null;
    let retryAfter: string | null = null;
    let gotMessages = false;
    let settled = false;

    const source = new EventSource(url, {
      fetch: async (input, init): Promise<FetchLikeResponse> => {
        const response = await fetch(input, {
          ...init,
          headers: { ...init.headers, authorization, 'response-event-stream': 'yes' },
        });
        status = response.status;
        retryAfter = response.headers.get('retry-after');
        const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
        // EventSource leaves a refused response's body unread; release the connection.
        if (response.status !== 200 || !isStream) await response.body?.cancel().catch(() => undefined);
        return response;
      },
    });

    const finish = (outcome: StreamOutcome): void => {
      if (settled) return;
      settled = true;
      source.close();
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = (): void => finish({ kind: 'dropped', gotMessages, reason: 'aborted' });
    signal?.addEventListener('abort', onAbort, { once: true });

    source.onmessage = (event) => {
      const data: unknown = event.data;
      if (typeof data !== 'string') return;
      let task: Task;
      try {
        task = parseTask(JSON.parse(data));
      } catch {
        return;
      }
      gotMessages = true;
      onTask(task);
      if (isTerminalStatus(task.status)) finish({ kind: 'terminal', task });
    };
    source.onerror = (event) => {
      if (source.readyState === EventSource.CLOSED) {
        finish({
          kind: 'refused',
          status,
          retryAfterSeconds: status === 429 ? parseRetryAfter(retryAfter) : null,
          reason: event.message ?? 'refused',
        });
      } else {
        finish({ kind: 'dropped', gotMessages, reason: event.message ?? 'connection lost' });
      }
    };
  });
}
