import type { ServerResponse } from 'node:http';
import type { TaskRecord } from '../store/task-record';
import type { TaskStore } from '../store/task-store';
import type { SseOptions } from './sse-stream';

/**
 * `GET /tools/events`: every task's changes as they happen (an engine extension, decided here), so an app can keep
 * its History live when tasks are created, changed or deleted by any client. Messages: `event: task` with the Task
 * JSON (created, status, progress) of the space asked for, `event: deleted` with `{"id": …}` (any space: a deleted
 * task's space is gone with it, and an id a client does not know means nothing to it). Open until the client leaves
 * or the engine stops.
 */
export function streamTaskEvents(
  res: ServerResponse,
  store: TaskStore,
  options: { present: (record: TaskRecord) => unknown; includes: (record: TaskRecord) => boolean; sse: SseOptions },
): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.socket?.setNoDelay(true);
  // An event line first, so the client knows at once that it is connected.
  res.write(': connected\n\n');
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    options.sse.open.delete(close);
    if (!res.writableEnded) res.end();
  };
  const unsubscribe = store.subscribe((event) => {
    if (event.kind === 'deleted') res.write(`event: deleted\ndata: ${JSON.stringify({ id: event.id })}\n\n`);
    else if (options.includes(event.record)) res.write(`event: task\ndata: ${JSON.stringify(options.present(event.record))}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.sse.heartbeatMs);
  options.sse.open.add(close);
  res.on('close', close);
}
