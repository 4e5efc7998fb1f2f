import type { ServerResponse } from 'node:http';
import type { TaskStore } from '../store/task-store';
import { publicTask } from './public-task';
import type { SseOptions } from './sse-stream';

/**
 * `GET /tools/events`: every task's changes as they happen (an engine extension, decided here), so an app can keep
 * its History live when tasks are created, changed or deleted by any client. Messages: `event: task` with the Task
 * JSON (created, status, progress), `event: deleted` with `{"id": …}`. Open until the client leaves or the engine stops.
 */
export function streamTaskEvents(res: ServerResponse, store: TaskStore, origin: string, options: SseOptions): void {
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
    options.open.delete(close);
    if (!res.writableEnded) res.end();
  };
  const unsubscribe = store.subscribe((event) => {
    if (event.kind === 'deleted') res.write(`event: deleted\ndata: ${JSON.stringify({ id: event.id })}\n\n`);
    else res.write(`event: task\ndata: ${JSON.stringify(publicTask(event.record.task, origin))}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
  options.open.add(close);
  res.on('close', close);
}
