/**
 * A client of `GET /tools/events` that behaves as the app's does when its server goes away: it reconnects to the next
 * address it knows with `Last-Event-ID` and reads on from there, so the changes it missed come first. It keeps every
 * task frame it read, to count each task's terminal events.
 */
import type { Task } from '../../shared/contract/service';
import { authHeaders } from './engine';
import { sseFrames } from './sse-frames';

export interface Reconnection {
  to: string;
  lastEventId: string | undefined;
  caughtUp: boolean;
}

export interface EventFollower {
  /** Resolves once the first stream said `connected`. */
  connected: Promise<void>;
  /** Every `event: task` frame read, in order, across reconnections. */
  tasks: Task[];
  /** Each (re)connection after the first, with whether the server could replay what was missed. */
  reconnections: Reconnection[];
  /** How many frames told `status` for this task. */
  count(id: string, status: Task['status']): number;
  /** Resolves when `done` holds, checked after every frame. */
  until(done: () => boolean): Promise<void>;
  stop(): void;
}

export function followEvents(addresses: string[], key: string): EventFollower {
  const controller = new AbortController();
  const tasks: Task[] = [];
  const reconnections: Reconnection[] = [];
  const waiters = new Set<{ done: () => boolean; resolve: () => void }>();
  let lastEventId: string | undefined;
  let everConnected = false;
  let markConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (markConnected = resolve));

  const settle = (): void => {
    for (const waiter of waiters)
      if (waiter.done()) {
        waiters.delete(waiter);
        waiter.resolve();
      }
  };

  async function readFrom(address: string): Promise<void> {
    const sent = lastEventId;
    const headers: Record<string, string> = authHeaders(key);
    if (sent !== undefined) headers['last-event-id'] = sent;
    const response = await fetch(`${address}/tools/events`, { headers, signal: controller.signal });
    if (response.status !== 200) throw new Error(`events stream at ${address}: HTTP ${response.status}`);
    for await (const frame of sseFrames(response.body)) {
      if (frame.id !== undefined) lastEventId = frame.id;
      if (frame.event === 'connected') {
        const { caughtUp } = JSON.parse(frame.data) as { caughtUp: boolean };
        if (!everConnected) {
          everConnected = true;
          markConnected();
        } else reconnections.push({ to: address, lastEventId: sent, caughtUp });
      } else if (frame.event === 'task') tasks.push(JSON.parse(frame.data) as Task);
      settle();
    }
  }

  void (async () => {
    for (let turn = 0; !controller.signal.aborted; turn++) {
      const address = addresses[turn % addresses.length]!;
      try {
        await readFrom(address);
      } catch {
        if (controller.signal.aborted) return;
        // A node that is gone refuses at once: a short pause before the next address keeps this from spinning.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();

  return {
    connected,
    tasks,
    reconnections,
    count: (id, status) => tasks.filter((task) => task.id === id && task.status === status).length,
    until: (done) =>
      new Promise<void>((resolve) => {
        if (done()) resolve();
        else waiters.add({ done, resolve });
      }),
    stop: () => controller.abort(),
  };
}
