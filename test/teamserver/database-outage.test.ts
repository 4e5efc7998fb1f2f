/**
 * A team server whose Postgres goes away (issue #33, item 2), on a real throwaway cluster: work a worker finishes
 * while the database is stopped for longer than its lease is recorded as completed once the database is back, its
 * attempt not used; creates meanwhile answer 503 with Retry-After and a message that names no address; /health says
 * the database is down and /ready fails; a claim whose answer the outage cut is given back at once, uncounted.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../main/engine/queue/job-queue';
import { teamBackends } from '../../main/engine/team/team-backends';
import { authHeaders, createTask, downloadResult, postTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const SKIP = withoutPostgres('test/teamserver/database-outage.test.ts');
/** Short, so that the outage below outlasts it: by the clock alone the run's lease would run out. */
const LEASE_MS = 3000;
/** How long Postgres stays stopped: the scenario's length, longer than the lease (not a bound on anything). */
const OUTAGE_MS = 3 * LEASE_MS;

let cluster: PgCluster;
let root: string;
const closers: Array<() => Promise<void>> = [];

async function teamEngine(
  name: string,
  options: { leaseMs: number; queue?: (real: JobQueue) => JobQueue },
): Promise<TestEngine & { url: string }> {
  const url = await cluster.createDatabase(name);
  const dataDir = join(root, name);
  const backends = teamBackends({ databaseUrl: url, blobsDir: join(root, `${name}-blobs`), dataDir, role: 'all', canRun: () => true });
  const engine = await startTestEngine({
    dataDir,
    leaseMs: options.leaseMs,
    backends: options.queue ? { ...backends, queue: options.queue(backends.queue) } : backends,
  });
  closers.push(() => engine.close());
  return { ...engine, url };
}

async function jobRow(url: string, id: string): Promise<{ state: string; retry_count: number } | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; retry_count: number }>('SELECT state, retry_count FROM pgboss.job WHERE id = $1', [
      id,
    ]);
    return rows[0];
  } finally {
    await client.end();
  }
}

const waitFor = (file: string): Promise<void> => expect.poll(() => existsSync(file), { timeout: 120_000 }).toBe(true);

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
  root = await mkdtemp(join(tmpdir(), 'deckhand-outage-'));
});
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await cluster?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

describe.skipIf(SKIP)('a team server whose database goes away', () => {
  it('records work finished during an outage longer than the lease as completed, and answers 503 meanwhile', async () => {
    const engine = await teamEngine('outage', { leaseMs: LEASE_MS });
    const gate = join(root, 'gate');
    const task = await createTask(engine.baseUrl, engine.key, {
      type: 'test.sleep',
      files: [{ name: 'a.txt', content: 'a' }],
      params: { ms: 10, steps: 1, blockUntilFile: gate },
    });
    await waitFor(`${gate}.blocking`);

    await cluster.restart(async () => {
      // The tool finishes while the database is down: its output is stored, its outcome waits.
      await writeFile(gate, '');
      const refused = await postTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'b.txt', content: 'b' }] });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe('database_unavailable');
      expect(body.message).not.toMatch(/127\.0\.0\.1|localhost|ECONNREFUSED|\d{4,5}/);
      const health = await fetch(`${engine.baseUrl}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ ok: false, database: 'down' });
      expect((await fetch(`${engine.baseUrl}/ready`)).status).toBe(503);
      const list = await fetch(`${engine.baseUrl}/tools/tasks`, { headers: authHeaders(engine.key) });
      expect(list.status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    });

    const done = await waitForTask(engine.baseUrl, engine.key, task.id);
    expect(done.error).toBeUndefined();
    expect(done.status).toBe('completed');
    expect((await downloadResult(engine.key, done)).toString()).toBe('slept 10 ms\n');
    // One run, its attempt the first: the outage took nothing from the task.
    expect(await jobRow(engine.url, task.id)).toEqual({ state: 'completed', retry_count: 0 });
    await expect.poll(async () => (await fetch(`${engine.baseUrl}/ready`)).status).toBe(200);
    expect(await (await fetch(`${engine.baseUrl}/health`)).json()).toMatchObject({ ok: true, database: 'up' });
  });

  it('gives back at once, uncounted, a job whose claim answer a lost connection cut', async () => {
    let cut = true;
    // The first claim is made in the database, and its answer is lost on the way back, as a restart does.
    const cutFirstClaim = (real: JobQueue): JobQueue =>
      Object.assign(Object.create(real) as JobQueue, {
        async claim(owner: string, leaseMs: number) {
          const lease = await real.claim(owner, leaseMs);
          if (lease && cut) {
            cut = false;
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
          }
          return lease;
        },
      });
    // A lease far longer than the test: without the give-back the job would wait it out and come back counted.
    const engine = await teamEngine('cut-claim', { leaseMs: 3_600_000, queue: cutFirstClaim });
    const task = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'c.txt', content: 'c' }] });
    const done = await waitForTask(engine.baseUrl, engine.key, task.id);
    expect(cut).toBe(false);
    expect(done.status).toBe('completed');
    expect(await jobRow(engine.url, task.id)).toEqual({ state: 'completed', retry_count: 0 });
  });
});
