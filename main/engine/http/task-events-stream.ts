import type { ServerResponse } from 'node:http';
import type { EventBus } from '../events/event-bus';
import type { TaskRecord } from '../store/task-record';
import { keepStreamOpen, writeEventStreamHead } from './sse-stream';
import type { SseOptions } from './sse-stream';

/**
 * `GET /tools/events`: every task's changes as they happen (an engine extension, decided here), so an app can keep
 * its History live when tasks are created, changed or deleted by any client. Messages: `event: task` with the Task
 * JSON (created, status, progress) of the space asked for, `event: deleted` with `{"id": …}` (any space: a deleted
 * task's space is gone with it, and an id a client does not know means nothing to it). Each carries an `id:`; a client
 * that reconnects with `Last-Event-ID` gets the changes it missed first. Then `event: connected` with
 * `{"caughtUp": bool}` and the id to resume from: false when the missed changes are no longer known (the engine
 * restarted, or too much happened), so the client must read its tasks again. Open until the client leaves or the
 * engine stops.
 */
export async function streamTaskEvents(
  res: ServerResponse,
  events: EventBus,
  options: {
    present: (record: TaskRecord) => unknown;
    includes: (record: TaskRecord) => boolean;
    /** Whether a deleted task's id may be told (its owner, as the change names it). */
    includesDeleted: (ownerId: string) => boolean;
    sse: SseOptions;
    lastEventId: string | undefined;
  },
): Promise<void> {
  writeEventStreamHead(res);
  // An event line first, so the client knows at once that it is connected.
  res.write(': connected\n\n');
  const subscription = await events.subscribe(
    ({ id, change }) => {
      if (change.kind === 'deleted') {
        if (options.includesDeleted(change.ownerId ?? ''))
          res.write(`id: ${id}\nevent: deleted\ndata: ${JSON.stringify({ id: change.id })}\n\n`);
      } else if (options.includes(change.record))
        res.write(`id: ${id}\nevent: task\ndata: ${JSON.stringify(options.present(change.record))}\n\n`);
    },
    { after: options.lastEventId },
  );
  res.write(`id: ${subscription.cursor}\nevent: connected\ndata: ${JSON.stringify({ caughtUp: subscription.caughtUp })}\n\n`);
  const close = keepStreamOpen(res, options.sse, () => subscription.close());
  // The client may have left while the subscription was being made: its 'close' has been and gone.
  if (res.destroyed) close();
}
