import type pg from 'pg';
import { inTransaction } from './database';
import { PgListener } from './listener';
import type { EventBus, Subscription, TaskChange, TaskEvent, TaskEventListener } from '../events/event-bus';

const CHANNEL = 'deckhand_events';
/**
 * Held from an event's insert to its commit: ids are then committed in the order they were given, so a reader that
 * has seen id N never finds an N-1 committed later (which it would skip). It serializes task writes across the
 * cluster, one short step per change; docs/team-server.md has the figures.
 */
const ORDER_LOCK = 7_302_024;
/** How soon a read that failed (the database away) is tried again. */
const RETRY_READ_MS = 500;
/** Events kept for catch-up after a reconnect (Last-Event-ID); older ones are pruned. */
const KEEP_EVENTS = 100_000;

/** Stores a change in the caller's transaction and wakes every node's bus when it commits. */
export async function insertEvent(client: pg.ClientBase, change: TaskChange): Promise<string> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [ORDER_LOCK]);
  const { rows } = await client.query<{ id: string }>('INSERT INTO deckhand_events (change) VALUES ($1) RETURNING id', [
    JSON.stringify(change),
  ]);
  const id = rows[0]!.id;
  await client.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
  return id;
}

/**
 * The team server's event bus: events in a table (catch-up by id), NOTIFY to wake every node, one LISTEN connection
 * per node that reconnects by itself. A wake-up carries only the id; each node reads the events after the last one it
 * delivered, so a notification lost while disconnected costs nothing.
 */
export class PgEventBus implements EventBus {
  private readonly listeners = new Set<TaskEventListener>();
  private last = 0n;
  private chain: Promise<void> = Promise.resolve();
  private readonly listener: PgListener;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    connectionString: string,
  ) {
    // Each wake-up reads every event after the last delivered, so one after a reconnection catches up too.
    this.listener = new PgListener(connectionString, CHANNEL, () => this.pump());
  }

  async open(): Promise<void> {
    const { rows } = await this.pool.query<{ id: string | null }>('SELECT max(id) AS id FROM deckhand_events');
    this.last = BigInt(rows[0]?.id ?? 0);
    await this.pool.query('DELETE FROM deckhand_events WHERE id <= $1', [String(this.last - BigInt(KEEP_EVENTS))]);
    await this.listener.open();
  }

  async publish(change: TaskChange): Promise<void> {
    await inTransaction(this.pool, (client) => insertEvent(client, change));
  }

  subscribe(listener: TaskEventListener, options: { after?: string } = {}): Promise<Subscription> {
    // In the delivery chain: the replay ends where live delivery starts, with nothing between.
    return this.serial(async () => {
      // A client may have seen an id from another node that this one has not read yet.
      await this.drain();
      let caughtUp = true;
      if (options.after !== undefined) {
        let after = /^\d{1,19}$/.test(options.after) ? BigInt(options.after) : null;
        const oldest = after === null ? null : await this.oldestKept();
        if (after === null || after > this.last || (oldest !== null && after + 1n < oldest)) caughtUp = false;
        while (caughtUp && after !== null && after < this.last) {
          const events = await this.read(after, this.last);
          for (const event of events) deliver(listener, event);
          after = events.length > 0 ? BigInt(events[events.length - 1]!.id) : this.last;
        }
      }
      this.listeners.add(listener);
      return { caughtUp, cursor: String(this.last), close: () => void this.listeners.delete(listener) };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listeners.clear();
    await this.listener.close();
    await this.chain;
  }

  private pump(): void {
    void this.serial(() => this.drain()).catch((err: unknown) => {
      // Not left to the next wake-up: after the last change of a busy spell (every task finished) there is none, and
      // the events committed before this read failed would reach no client.
      console.warn(`postgres: events not read (${(err as Error).message}); read again shortly`);
      if (this.closed) return;
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.pump(), RETRY_READ_MS);
    });
  }

  /** Delivers every committed event after the last one delivered. */
  private async drain(): Promise<void> {
    for (;;) {
      const events = await this.read(this.last, null);
      if (events.length === 0) return;
      for (const event of events) {
        this.last = BigInt(event.id);
        for (const listener of [...this.listeners]) deliver(listener, event);
      }
    }
  }

  private async read(after: bigint, upTo: bigint | null): Promise<TaskEvent[]> {
    const { rows } = await this.pool.query<{ id: string; change: TaskChange }>(
      'SELECT id, change FROM deckhand_events WHERE id > $1 AND ($2::bigint IS NULL OR id <= $2) ORDER BY id LIMIT 1000',
      [String(after), upTo === null ? null : String(upTo)],
    );
    return rows.map((row) => ({ id: row.id, change: row.change }));
  }

  private async oldestKept(): Promise<bigint | null> {
    const { rows } = await this.pool.query<{ id: string | null }>('SELECT min(id) AS id FROM deckhand_events');
    return rows[0]?.id ? BigInt(rows[0].id) : null;
  }

  private serial<T>(step: () => Promise<T>): Promise<T> {
    const next = this.chain.then(step);
    this.chain = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }
}

function deliver(listener: TaskEventListener, event: TaskEvent): void {
  try {
    listener(event);
  } catch (err) {
    console.error('task event listener failed', err);
  }
}
