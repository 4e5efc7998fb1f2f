import type { ServerResponse } from 'node:http';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { TaskRecord } from '../store/task-record';
import type { TaskStore } from '../store/task-store';

export interface SseOptions {
  heartbeatMs: number;
  /** Every open stream, so shutdown can end them. */
  open: Set<() => void>;
}

function frame(task: unknown): string {
  return `data: ${JSON.stringify(task)}\n\n`;
}

/**
 * A status change is visible in the store while its task.json is being written and announced after; a stream
 * opened in between already sent that state, so identical frames are skipped.
 */
function dedupe(send: (text: string) => void): (task: unknown) => void {
  let last = '';
  return (task) => {
    const text = frame(task);
    if (text === last) return;
    last = text;
    send(text);
  };
}

/** The head of every event stream: no caching or proxy buffering, and each frame on the wire as soon as it is written. */
export function writeEventStreamHead(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.socket?.setNoDelay(true);
}

/**
 * Keeps a stream open with heartbeats (a comment line keeps proxies and idle timeouts from dropping a quiet stream)
 * until the client leaves, the engine shuts down, or the returned `close` is called; `stop` runs once when it ends.
 */
export function keepStreamOpen(res: ServerResponse, options: SseOptions, stop: () => void): () => void {
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    stop();
    clearInterval(heartbeat);
    options.open.delete(close);
    if (!res.writableEnded) res.end();
  };
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
  options.open.add(close);
  res.on('close', close);
  return close;
}

/**
 * `GET /tools/tasks/{id}` with `response-event-stream: yes`: the current state first, then one message per
 * status or (throttled) progress change; the server closes the stream after `completed` or `failed`. `present`
 * gives a task its wire shape (the dialect's).
 */
export function streamTask(
  res: ServerResponse,
  store: TaskStore,
  id: string,
  present: (record: TaskRecord) => unknown,
  options: SseOptions,
): void {
  const record = store.get(id);
  if (!record) return;
  writeEventStreamHead(res);
  const send = dedupe((text) => res.write(text));
  send(present(record));
  if (isTerminalStatus(record.task.status)) {
    res.end();
    return;
  }

  const close = keepStreamOpen(res, options, () => unsubscribe());
  const unsubscribe = store.subscribe((event) => {
    if (event.kind === 'deleted') {
      if (event.id === id) close();
      return;
    }
    if (event.record.task.id !== id) return;
    send(present(event.record));
    if (isTerminalStatus(event.record.task.status)) close();
  });
}
