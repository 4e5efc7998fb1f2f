import { randomBytes } from 'node:crypto';
import type { EventBus, Subscription, TaskChange, TaskEvent, TaskEventListener } from './event-bus';

const DEFAULT_KEEP = 2000;

/**
 * The embedded event bus: in this process, synchronous, keeping the last `keep` events so a client that reconnects
 * (`Last-Event-ID`) is given what it missed. Ids are `<run>-<sequence>`: the run part changes with every start, so an
 * id from before a restart is recognised as unknown and the subscriber told to read again.
 */
export class MemoryEventBus implements EventBus {
  private readonly run = randomBytes(4).toString('hex');
  private sequence = 0;
  private readonly recent: TaskEvent[] = [];
  private readonly listeners = new Set<TaskEventListener>();

  constructor(private readonly keep: number = DEFAULT_KEEP) {}

  publish(change: TaskChange): Promise<void> {
    const event: TaskEvent = { id: `${this.run}-${++this.sequence}`, change };
    this.recent.push(event);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    for (const listener of [...this.listeners]) deliver(listener, event);
    return Promise.resolve();
  }

  subscribe(listener: TaskEventListener, options: { after?: string } = {}): Promise<Subscription> {
    const missed = options.after === undefined ? [] : this.since(options.after);
    for (const event of missed ?? []) deliver(listener, event);
    this.listeners.add(listener);
    return Promise.resolve({
      caughtUp: missed !== null,
      cursor: `${this.run}-${this.sequence}`,
      close: () => void this.listeners.delete(listener),
    });
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }

  /** The events after `id`, or null when they are not all here any more. */
  private since(id: string): TaskEvent[] | null {
    const match = /^([0-9a-f]+)-(\d+)$/.exec(id);
    if (!match || match[1] !== this.run) return null;
    const seen = Number(match[2]);
    if (seen > this.sequence) return null;
    const oldest = this.recent[0] ? Number(this.recent[0].id.split('-')[1]) : this.sequence + 1;
    if (seen + 1 < oldest) return null;
    return this.recent.filter((event) => Number(event.id.split('-')[1]) > seen);
  }
}

function deliver(listener: TaskEventListener, event: TaskEvent): void {
  try {
    listener(event);
  } catch (err) {
    console.error('task event listener failed', err);
  }
}
