import type { ServerResponse } from 'node:http';
import type { TaskRecord } from '../store/task-record';
import type { TaskStore } from '../store/task-store';
import { keepStreamOpen, writeEventStreamHead } from './sse-stream';
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
  writeEventStreamHead(res);
  // An event line first, so the client knows at once that it is connected.
  res.write(': connected\n\n');
  keepStreamOpen(res, options.sse, () => unsubscribe());
  const unsubscribe = store.subscribe((event) => {
    if (event.kind === 'deleted') res.write(`event: deleted\ndata: ${JSON.stringify({ id: event.id })}\n\n`);
    else if (options.includes(event.record)) res.write(`event: task\ndata: ${JSON.stringify(options.present(event.record))}\n\n`);
  });
}
