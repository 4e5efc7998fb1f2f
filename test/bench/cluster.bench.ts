/**
 * The team server (issue #23), side by side with the embedded engine, all as separate processes on one machine:
 * - throughput on the 40-task mix (merges, PDF conversions, resizes, translations) with 1, 2 and 3 workers, each
 *   running one task at a time (`--concurrency 1`), so a worker is one core's worth of work; the embedded engine with
 *   one task at a time beside it. On 2 cores, expect ~2x from 1 to 2 workers on these CPU-bound tools, and no more
 *   from 3;
 * - queue overhead, claim to start: from a task's creation to its `running` change (both stamped by the server), for
 *   tiny tasks sent one at a time to idle workers — the team's pg-boss queue against the embedded queue;
 * - status latency (p50/p99) through two API nodes while 200 SSE subscribers, spread over both, follow the mix;
 * - what one Postgres gives the queue: pg-boss 10's own fetch (`SKIP LOCKED`) + complete of empty jobs, by 1 and 8
 *   workers at once, in claims per second (what bounds a cluster's task rate, for docs/team-server.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import type { Task } from '../../shared/contract/service';
import { followEvents, type EventFollower } from '../helpers/event-follower';
import { authHeaders, createTask, readTaskEvents, type TaskSpec } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { startTeamNodes, type TeamNodes } from '../helpers/team-nodes';
import { taskMix } from '../helpers/team-task-mix';
import { percentile } from './bench-timing';

const MIX = taskMix(40);
const SUBSCRIBERS = 200;
const POLL_INTERVAL_MS = 100;
const TINY_TASKS = 40;

const ended = (follower: EventFollower, ids: string[]) => () =>
  ids.every((id) => follower.count(id, 'completed') + follower.count(id, 'failed') > 0);

/** Sends the whole mix at once through the given nodes in turn; resolves with the seconds until the last one ended. */
async function runMix(nodes: EngineProcess[], key: string): Promise<{ seconds: number; failed: number; ids: string[] }> {
  const follower = followEvents([nodes[0]!.baseUrl], key);
  await follower.connected;
  const started = performance.now();
  const tasks = await Promise.all(MIX.map((item, index) => createTask(nodes[index % nodes.length]!.baseUrl, key, item.spec)));
  const ids = tasks.map((task) => task.id);
  await follower.until(ended(follower, ids));
  follower.stop();
  const failed = ids.filter((id) => follower.count(id, 'failed') > 0).length;
  return { seconds: (performance.now() - started) / 1000, failed, ids };
}

/** Creation to `running`, by the server's own stamps, for tiny tasks sent one at a time. */
async function claimToStart(node: EngineProcess, key: string): Promise<number[]> {
  const follower = followEvents([node.baseUrl], key);
  await follower.connected;
  const delays: number[] = [];
  const tiny: TaskSpec = { type: 'test.echo', files: [{ name: 'tiny.txt', content: 'tiny' }] };
  for (let i = 0; i < TINY_TASKS; i++) {
    const task = await createTask(node.baseUrl, key, tiny);
    await follower.until(ended(follower, [task.id]));
    const running = follower.tasks.find((change) => change.id === task.id && change.status === 'running');
    if (running) delays.push(Date.parse(running.updatedAt) - Date.parse(task.createdAt));
  }
  follower.stop();
  return delays;
}

async function stop(node: EngineProcess): Promise<void> {
  node.child.kill('SIGTERM');
  await node.exited;
}

async function embeddedFigures(log: (line: string) => void): Promise<{ seconds: number; claims: number[] }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-cluster-bench-'));
  const key = randomBytes(12).toString('hex');
  const engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key, '--concurrency', '1']);
  try {
    const mix = await runMix([engine], key);
    log(
      `embedded engine, 1 task at a time: the mix in ${mix.seconds.toFixed(1)} s (${((40 / mix.seconds) * 60).toFixed(1)} tasks/min), failed ${mix.failed}`,
    );
    return { seconds: mix.seconds, claims: await claimToStart(engine, key) };
  } finally {
    await stop(engine);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function statusLatency(team: TeamNodes, apis: EngineProcess[], log: (line: string) => void): Promise<void> {
  const key = team.operatorKey;
  const tasks: Task[] = await Promise.all(MIX.map((item, index) => createTask(apis[index % 2]!.baseUrl, key, item.spec)));
  const latencies: number[] = [];
  let errors = 0;
  let turn = 0;
  const poller = setInterval(() => {
    const id = tasks[turn % tasks.length]!.id;
    const api = apis[turn++ % 2]!;
    const sent = performance.now();
    fetch(`${api.baseUrl}/tools/tasks/${id}`, { headers: authHeaders(key) })
      .then(async (response) => {
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (!response.ok) errors++;
      })
      .catch(() => errors++);
  }, POLL_INTERVAL_MS);
  const streams = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, (_, i) =>
      readTaskEvents(apis[i % 2]!.baseUrl, key, tasks[i % tasks.length]!.id, { timeoutMs: 30 * 60_000 }).catch(() => null),
    ),
  );
  clearInterval(poller);
  const saw = streams.filter((capture) => capture?.closedByServer && capture.messages.at(-1)?.status === 'completed').length;
  log(
    `status reads through 2 API nodes with ${SUBSCRIBERS} SSE subscribers over both, mix running on 3 workers: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms over ${latencies.length} reads; errors ${errors}; subscribers that saw "completed" ${saw}/${SUBSCRIBERS}`,
  );
}

/** Empty jobs sent in one insert, then fetched and completed one at a time by `workers` loops at once. */
async function claimsPerSecond(databaseUrl: string, workers: number, jobs: number): Promise<number> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: workers + 1, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  const name = `bench-claims-${workers}`;
  await boss.createQueue(name);
  await boss.insert(Array.from({ length: jobs }, () => ({ name, data: {} })));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        const [job] = await boss.fetch(name, { batchSize: 1 });
        if (!job) return;
        await boss.complete(name, job.id);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await boss.stop({ graceful: false, wait: true });
  return jobs / seconds;
}

export async function runBench(log: (line: string) => void): Promise<void> {
  log(
    `the mix: ${MIX.length} tasks, ${[...new Set(MIX.map((item) => item.kind))].map((kind) => `${MIX.filter((item) => item.kind === kind).length} ${kind}`).join(', ')}`,
  );
  const embedded = await embeddedFigures(log);

  const team = await startTeamNodes();
  try {
    const api = await team.start('api', 'api-a');
    const workers: EngineProcess[] = [];
    let oneWorker = Number.NaN;
    for (const count of [1, 2, 3]) {
      while (workers.length < count) workers.push(await team.start('worker', `worker-${workers.length + 1}`, ['--concurrency', '1']));
      const mix = await runMix([api], team.operatorKey);
      if (count === 1) oneWorker = mix.seconds;
      log(
        `team server, ${count} worker${count > 1 ? 's' : ''} (1 task each at a time): the mix in ${mix.seconds.toFixed(1)} s (${((40 / mix.seconds) * 60).toFixed(1)} tasks/min, ${(oneWorker / mix.seconds).toFixed(2)}x one worker, ${(embedded.seconds / mix.seconds).toFixed(2)}x embedded), failed ${mix.failed}`,
      );
    }

    // Claim to start with one idle worker, the others stopped so the one measured is the one that claims.
    for (const worker of workers.splice(1)) await stop(worker);
    const claims = await claimToStart(api, team.operatorKey);
    log(
      `claim to start (creation → running, ${TINY_TASKS} tiny tasks one at a time): team p50 ${percentile(claims, 50).toFixed(0)} ms, p99 ${percentile(claims, 99).toFixed(0)} ms; embedded p50 ${percentile(embedded.claims, 50).toFixed(0)} ms, p99 ${percentile(embedded.claims, 99).toFixed(0)} ms`,
    );

    const apiB = await team.start('api', 'api-b');
    while (workers.length < 3) workers.push(await team.start('worker', `worker-${workers.length + 1}`, ['--concurrency', '1']));
    await statusLatency(team, [api, apiB], log);
    for (const worker of workers) await stop(worker);

    const queueDb = await team.cluster.createDatabase('claims');
    const one = await claimsPerSecond(queueDb, 1, 2000);
    const eight = await claimsPerSecond(queueDb, 8, 4000);
    log(
      `pg-boss on this Postgres (fetch + complete of empty jobs): ${one.toFixed(0)} claims/s with 1 worker, ${eight.toFixed(0)}/s with 8 at once`,
    );
  } finally {
    await team.close();
  }
}
