/**
 * A team node that starts while another node's worker is running a task must leave that task to it, whatever state
 * its inputs are in (a run whose disk filled drops them before it records its outcome); a starting node that took
 * "no inputs" for "interrupted" failed a task a live worker was finishing (the team scenario's new API node did).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EngineBackends } from '../../main/engine/engine-backends';
import type { TaskRunner } from '../../main/engine/queue/task-runner';
import { teamBackends } from '../../main/engine/team/team-backends';
import { bareRunner } from '../helpers/bare-runner';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const SKIP = withoutPostgres('test/teamserver/node-start-recovery.test.ts');

let cluster: PgCluster;
let root: string;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  if (SKIP) return;
  cluster = await startPgCluster();
  root = await mkdtemp(join(tmpdir(), 'deckhand-node-start-'));
});
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await cluster?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

async function node(name: string, databaseUrl: string): Promise<EngineBackends> {
  const backends = teamBackends({
    databaseUrl,
    blobsDir: join(root, 'blobs'),
    dataDir: join(root, name),
    role: 'worker',
    canRun: () => true,
  });
  await backends.open();
  closers.push(() => backends.close());
  return backends;
}

function runner(backends: EngineBackends): TaskRunner {
  const taskRunner = bareRunner(backends);
  closers.push(() => taskRunner.stop());
  return taskRunner;
}

it.skipIf(SKIP)('leaves a task whose job another node holds to that node, though its inputs are already gone', async () => {
  const databaseUrl = await cluster.createDatabase('recovery');
  const a = await node('a', databaseUrl);
  const id = randomUUID();
  const folder = await a.blobs.receiveInputs(id);
  await writeFile(join(folder, '0'), 'payload');
  await a.blobs.commitInputs(id);
  const inputs = [{ name: 'a.txt', size: 7, mimeType: 'text/plain', file: '0' }];
  await a.tasks.create({ id, name: 'a.txt', type: 'test.echo', job: { params: {}, inputs, notifyURL: null, outputFile: null } });
  await a.queue.enqueue(id);
  // Node A's run: claimed, running, its output made and its inputs dropped, its outcome not recorded yet.
  const lease = (await a.queue.claim('a', 60_000))!;
  expect(lease.jobId).toBe(id);
  await a.tasks.update(id, { status: 'running' }, { onlyIf: ['pending'] });
  expect(await a.blobs.hasInputs(id, inputs)).toBe(true);
  await a.blobs.removeInputs(id);

  // Node B starts now (it claims nothing: the only job is A's).
  const b = await node('b', databaseUrl);
  await runner(b).start();
  expect((await b.tasks.get(id))?.task.status).toBe('running');
  expect(await b.queue.state(id)).toBe('leased');

  // A records its outcome.
  const done = await a.tasks.update(id, { status: 'completed', progress: 100 }, { onlyIf: ['running'], lease });
  expect(done?.task.status).toBe('completed');
});
