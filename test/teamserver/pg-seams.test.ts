/**
 * The team server's seams on a real throwaway Postgres, two "nodes" (each its own pool, bus and queue) on one
 * database: the repository's compare-and-set and paging, events crossing nodes with catch-up by id, the job queue's
 * leases (one claim wins, a lost lease can neither renew nor complete, expiry requeues then kills with a dead
 * letter), claims limited to what a worker can run, and a Postgres restart in the middle.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskEvent } from '../../main/engine/events/event-bus';
import { PgEventBus } from '../../main/engine/team/pg-event-bus';
import { createPool } from '../../main/engine/team/database';
import { migrate } from '../../main/engine/team/migrations';
import type { JobLease } from '../../main/engine/queue/job-queue';
import { DEAD_LETTER_QUEUE, PgBossJobQueue } from '../../main/engine/team/pg-boss-job-queue';
import { PgTaskRepository } from '../../main/engine/team/pg-task-repository';
import { patientTasks } from '../../main/engine/store/patient-task-repository';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const SKIP = withoutPostgres('test/teamserver/pg-seams.test.ts');

let cluster: PgCluster;
let url: string;
const closers: Array<() => Promise<void>> = [];
let scratch: string;

async function node(canRun: (type: string) => boolean = () => true) {
  const pool = createPool(url);
  await migrate(pool);
  const events = new PgEventBus(pool, url);
  await events.open();
  const queue = new PgBossJobQueue(pool, url, { canRun, maxAttempts: 2, claims: true });
  await queue.open();
  closers.push(async () => {
    await queue.close();
    await events.close();
    await pool.end();
  });
  return { pool, events, queue, tasks: new PgTaskRepository(pool) };
}

const job = (spaceId = 'default') => ({ params: {}, inputs: [], notifyURL: null, outputFile: null, spaceId });

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
  url = await cluster.createDatabase('seams');
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-seams-'));
});
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await cluster?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(SKIP)('task repository', () => {
  it('applies a status change only while the status is one it names, one winner of two', async () => {
    const { tasks } = await node();
    const id = randomUUID();
    await tasks.create({ id, name: 'a', type: 'test.echo', job: job() });
    expect(await tasks.update(id, { status: 'completed' }, { onlyIf: ['running'] })).toBeUndefined();
    expect((await tasks.update(id, { status: 'running', progress: 10 }))?.task.status).toBe('running');
    const outcomes = await Promise.all([
      tasks.update(id, { status: 'completed', progress: undefined }, { onlyIf: ['running'], job: { outputFile: 'out.txt' } }),
      tasks.update(
        id,
        { status: 'failed', progress: undefined, error: { code: 'cancelled', message: 'x' } },
        { onlyIf: ['pending', 'running'] },
      ),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const stored = await tasks.get(id);
    expect(stored?.task.progress).toBeUndefined();
    expect(['completed', 'failed']).toContain(stored?.task.status);
    expect(await tasks.update(randomUUID(), { status: 'running' })).toBeUndefined();
  });

  it('lists newest first, one page, with the total of every match', async () => {
    const { tasks } = await node();
    const space = `s-${randomUUID()}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      await tasks.create({ id, name: `n${i}`, type: i % 2 ? 'test.sleep' : 'test.echo', job: job(space) });
    }
    const page = await tasks.list({ spaceId: space, start: 1, max: 2 });
    expect(page.total).toBe(5);
    expect(page.records.map((r) => r.task.id)).toEqual([ids[3], ids[2]]);
    const echo = await tasks.list({ spaceId: space, type: 'test.echo', start: 0, max: 10 });
    expect(echo.total).toBe(3);
    expect((await tasks.list({ spaceId: space, start: 10, max: 10 })).total).toBe(5);
  });
});

describe.skipIf(SKIP)('event bus', () => {
  it('delivers a change made on one node to another, in order, and replays after an id', async () => {
    const a = await node();
    const b = await node();
    const seen: TaskEvent[] = [];
    const sub = await b.events.subscribe((event) => seen.push(event));
    expect(sub.caughtUp).toBe(true);
    const id = randomUUID();
    await a.tasks.create({ id, name: 'x', type: 'test.echo', job: job() });
    await a.tasks.update(id, { status: 'running' });
    await a.tasks.delete(id);
    await expect.poll(() => seen.filter((e) => e.change.kind === 'deleted').length).toBe(1);
    const mine = seen.filter((e) => (e.change.kind === 'deleted' ? e.change.id : e.change.record.task.id) === id);
    expect(mine.map((e) => e.change.kind)).toEqual(['created', 'status', 'deleted']);

    const replayed: TaskEvent[] = [];
    const again = await a.events.subscribe((event) => replayed.push(event), { after: mine[0]!.id });
    expect(again.caughtUp).toBe(true);
    expect(replayed.map((e) => e.change.kind).slice(0, 2)).toEqual(['status', 'deleted']);
    const unknown = await a.events.subscribe(() => undefined, { after: 'not-an-id' });
    expect(unknown.caughtUp).toBe(false);
    sub.close();
    again.close();
    unknown.close();
  });

  it('reads again by itself when reading the events a wake-up announced fails, with no change after it', async () => {
    const a = await node();
    const b = await node();
    const seen: TaskEvent[] = [];
    const sub = await b.events.subscribe((event) => seen.push(event));
    // b's next read of the events table fails, as it does while the database is away; its other queries go through.
    const query = b.pool.query.bind(b.pool) as (...args: unknown[]) => Promise<unknown>;
    let failed = 0;
    (b.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      if (failed === 0 && typeof args[0] === 'string' && args[0].includes('FROM deckhand_events WHERE id >')) {
        failed += 1;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return query(...args);
    };
    // The last change of a busy spell: no other wake-up follows it.
    const id = randomUUID();
    await a.tasks.create({ id, name: 'last', type: 'test.echo', job: job() });
    await expect.poll(() => failed).toBe(1);
    await expect.poll(() => seen.some((e) => e.change.kind === 'created' && e.change.record.task.id === id)).toBe(true);
    sub.close();
  });
});

describe.skipIf(SKIP)('job queue on pg-boss', () => {
  it('gives a job to one claimer; a lease not renewed is requeued, then dead with a dead letter', async () => {
    const a = await node();
    const b = await node();
    const id = randomUUID();
    await a.tasks.create({ id, name: 'q', type: 'test.lease', job: job() });
    await a.queue.enqueue(id);
    await a.queue.enqueue(id);
    const claims = await Promise.all([a.queue.claim('a', 200), b.queue.claim('b', 200)]);
    const first = claims.find(Boolean)!;
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(first.attempt).toBe(1);
    expect(await a.queue.state(id)).toBe('leased');
    await a.tasks.update(id, { status: 'running' });

    // Not renewed: after its 200 ms it is requeued (with a backoff), and claimed again as attempt 2.
    await expect.poll(async () => (await b.queue.expireLeases(2)).requeued).toContain(id);
    expect(await a.queue.renew(first, 60_000)).toBe(false);
    let second: JobLease | null = null;
    await expect.poll(async () => (second = await b.queue.claim('b', 200))).not.toBeNull();
    expect(second!.attempt).toBe(2);
    expect(await a.queue.complete(first)).toBe(false);

    // Attempt 2 also stops renewing: the job is dead, listed until removed, and copied to the dead letters.
    await expect.poll(async () => (await a.queue.expireLeases(2)).dead.map((d) => d.jobId)).toContain(id);
    expect(await a.queue.state(id)).toBe('dead');
    const { rows } = await a.pool.query(`SELECT data FROM pgboss.job WHERE name = $1 AND data ->> 'jobId' = $2`, [DEAD_LETTER_QUEUE, id]);
    expect(rows).toHaveLength(1);
    await a.queue.remove(id);
    expect(await a.queue.state(id)).toBeUndefined();
  });

  it('a release gives the attempt back, and a completed job leaves the queue', async () => {
    const { tasks, queue } = await node();
    const id = randomUUID();
    await tasks.create({ id, name: 'r', type: 'test.release', job: job() });
    await queue.enqueue(id);
    const lease = (await queue.claim('a', 60_000))!;
    await queue.release(lease);
    const again = (await queue.claim('a', 60_000))!;
    expect(again.attempt).toBe(1);
    expect(await queue.renew(again, 60_000)).toBe(true);
    expect(await queue.complete(again)).toBe(true);
    expect(await queue.state(id)).toBeUndefined();
  });

  it("records a run's outcome and completes its job in one transaction: a late outcome of a lost lease is dropped", async () => {
    const a = await node();
    const b = await node();
    const id = randomUUID();
    const seen: TaskEvent[] = [];
    const subscription = await b.events.subscribe((event) => seen.push(event));
    closers.push(() => Promise.resolve(subscription.close()));
    await a.tasks.create({ id, name: 'late', type: 'test.late', job: job() });
    await a.queue.enqueue(id);
    const first = (await a.queue.claim('a', 200))!;
    await a.tasks.update(id, { status: 'running' }, { onlyIf: ['pending'] });
    // A's lease runs out (its worker is cut off), the job is requeued and B takes it as attempt 2.
    await expect.poll(async () => (await b.queue.expireLeases(3)).requeued).toContain(id);
    let second: JobLease | null = null;
    await expect.poll(async () => (second = await b.queue.claim('b', 60_000))).not.toBeNull();
    await b.tasks.update(id, { status: 'running' }, { onlyIf: ['pending', 'running'] });

    // A comes back with its outcome: nothing is recorded, and B's job is still B's.
    const late = await a.tasks.update(id, { status: 'completed', progress: 100 }, { onlyIf: ['running'], lease: first });
    expect(late).toBeUndefined();
    expect((await a.tasks.get(id))?.task.status).toBe('running');
    expect(await a.queue.state(id)).toBe('leased');
    expect(await b.queue.renew(second!, 60_000)).toBe(true);

    // B's outcome is recorded and its job completed with it; a second try of the same outcome changes nothing.
    const done = await b.tasks.update(id, { status: 'completed', progress: 100 }, { onlyIf: ['running'], lease: second! });
    expect(done?.task.status).toBe('completed');
    expect(await b.queue.state(id)).toBeUndefined();
    expect(await b.tasks.update(id, { status: 'failed' }, { onlyIf: ['running'], lease: second! })).toBeUndefined();
    expect(await b.queue.complete(second!)).toBe(false);
    await expect
      .poll(() =>
        seen
          .filter((event) => event.change.kind === 'status' && event.change.record.task.id === id)
          .map((event) => (event.change as { record: { task: { status: string } } }).record.task.status),
      )
      .toEqual(['running', 'running', 'completed']);
  });

  it('a worker claims only the tool types it can run', async () => {
    const plain = await node((type) => type !== 'test.office');
    const office = await node((type) => type === 'test.office');
    const id = randomUUID();
    await plain.tasks.create({ id, name: 'o', type: 'test.office', job: job() });
    await plain.queue.enqueue(id);
    expect(await plain.queue.claim('plain', 60_000)).toBeNull();
    expect(await plain.queue.state(id)).toBe('queued');
    const lease = await office.queue.claim('office', 60_000);
    expect(lease?.jobId).toBe(id);
  });
});

describe.skipIf(SKIP)('a Postgres restart', () => {
  it('nodes reconnect: writes work again and events flow to a subscriber of before the restart', async () => {
    const a = await node();
    const seen: TaskEvent[] = [];
    const sub = await a.events.subscribe((event) => seen.push(event));
    await cluster.restart();
    const id = randomUUID();
    // The pool's old connections were cut: the first query may fail before a new one is opened.
    await expect
      .poll(async () => {
        try {
          await a.tasks.create({ id, name: 'after', type: 'test.echo', job: job() });
          return true;
        } catch {
          return (await a.tasks.get(id).catch(() => undefined)) !== undefined;
        }
      })
      .toBe(true);
    await expect.poll(() => seen.some((e) => e.change.kind === 'created' && e.change.record.task.id === id)).toBe(true);
    sub.close();
  });

  it("keeps a worker's lease through a restart longer than the lease, and takes it back once the database has been up as long", async () => {
    const a = await node();
    const id = randomUUID();
    await a.tasks.create({ id, name: 'held', type: 'test.held', job: job() });
    await a.queue.enqueue(id);
    const leaseMs = 5000;
    const lease = (await a.queue.claim('a', leaseMs))!;
    await a.tasks.update(id, { status: 'running' }, { onlyIf: ['pending'] });
    // Down for longer than the lease: by the clock it ran out, but its worker could not renew it.
    await cluster.restart(() => new Promise((resolve) => setTimeout(resolve, leaseMs + 1000)));
    const swept = await untilReachable(() => a.queue.expireLeases(2));
    const uptime = await a.pool.query<{ s: number }>(`SELECT extract(epoch FROM now() - pg_postmaster_start_time())::float8 AS s`);
    // Meaningful only if the sweep came within the lease after the start (a machine busier than that proves nothing).
    if (uptime.rows[0]!.s < leaseMs / 1000) expect(swept.requeued).not.toContain(id);
    expect(await a.queue.renew(lease, leaseMs)).toBe(true);
    expect(await a.queue.state(id)).toBe('leased');

    // Its worker is gone for good (no renewal): the lease runs out with the database up, and the job is requeued.
    await expect.poll(async () => (await a.queue.expireLeases(2)).requeued, { timeout: 60_000 }).toContain(id);
  });

  it("records a run's status change asked for while the database is down, once it is back", async () => {
    const a = await node();
    const id = randomUUID();
    await untilReachable(() => a.tasks.create({ id, name: 'during', type: 'test.during', job: job() }));
    let update: Promise<unknown> | undefined;
    await cluster.restart(async () => {
      update = patientTasks(a.tasks, new AbortController().signal).update(id, { status: 'running' }, { onlyIf: ['pending'] });
      // The update has met the closed port at least once before the database comes back.
      await expect.poll(() => a.pool.totalCount).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect(((await update) as { task: { status: string } } | undefined)?.task.status).toBe('running');
    expect((await a.tasks.get(id))?.task.status).toBe('running');
  });
});

/** Runs `work` until it succeeds: the pool's connections of before a restart fail first. */
async function untilReachable<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
