import type { ServerResponse } from 'node:http';
import { isTerminalStatus } from '../../../shared/contract/service';
import type { EventBus } from '../events/event-bus';
import { notFound } from '../lib/errors/http-error';
import type { TaskRecord } from '../store/task-record';
import type { TaskRepository } from '../store/task-repository';

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
 * gives a task its wire shape (the dialect's). Subscribes before it reads the task, so no change falls in between.
 */
export async function streamTask(
  res: ServerResponse,
  source: { tasks: TaskRepository; events: EventBus },
  id: string,
  present: (record: TaskRecord) => unknown,
  options: SseOptions,
): Promise<void> {
  let close: (() => void) | null = null;
  let deleted = false;
  const early: TaskRecord[] = [];
  const send = dedupe((text) => res.write(text));
  const forward = (record: TaskRecord): void => {
    send(present(record));
    if (isTerminalStatus(record.task.status)) close?.();
  };
  const subscription = await source.events.subscribe(({ change }) => {
    if (change.kind === 'deleted') {
      if (change.id !== id) return;
      deleted = true;
      close?.();
      return;
    }
    if (change.record.task.id !== id) return;
    if (close) forward(change.record);
    else early.push(change.record);
  });
  const record = await source.tasks.get(id);
  if (!record || deleted) {
    subscription.close();
    throw notFound(`No task with id "${id}" (it may have been deleted).`);
  }
  writeEventStreamHead(res);
  send(present(record));
  if (isTerminalStatus(record.task.status)) {
    subscription.close();
    res.end();
    return;
  }
  close = keepStreamOpen(res, options, () => subscription.close());
  if (res.destroyed) close();
  // Changes announced while the task was being read; older states than the one sent are not sent again.
  for (const change of early) if (change.task.updatedAt >= record.task.updatedAt) forward(change);
}
