/**
 * The team server's scenario (issue #23), as separate processes on one real Postgres and one shared blob folder:
 * two API nodes and three workers, 40 tasks of a person (merges, PDF conversions, resizes, translations) sent through
 * both API nodes while
 * - a worker is killed with SIGKILL while LibreOffice converts for it (its lease runs out, another worker runs the
 *   task again from its inputs),
 * - the API node the person's clients stream from is killed with SIGKILL (they reconnect to the other node with
 *   `Last-Event-ID` and read on),
 * - Postgres is restarted with tasks queued and running,
 * - a second person's key probes the first person's tasks (404 for each, none listed, none streamed).
 * Every task ends `completed` exactly once — one terminal event in every client's stream — and the deterministic
 * tools' outputs are byte-identical to the embedded engine's (PDFs: same page count).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { isTerminalStatus, type Task } from '../../shared/contract/service';
import { followEvents, type EventFollower } from '../helpers/event-follower';
import { authHeaders, createTask, downloadResult, getTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import type { EngineProcess } from '../helpers/engine-process';
import { withoutPostgres } from '../helpers/pg-cluster';
import { startTeamNodes, taskOfProgram, type TeamNodes } from '../helpers/team-nodes';
import { DETERMINISTIC, taskMix, type MixItem } from '../helpers/team-task-mix';

const SKIP = withoutPostgres('test/teamserver/team-scenario.test.ts');

let team: TeamNodes;
let embedded: TestEngine;
let scratch: string;
const followers: EventFollower[] = [];

beforeAll(async () => {
  if (SKIP) return;
  // A short lease so the killed worker's job comes back soon. Live workers renew every third of it, and at once when
  // a renewal meets the database restarting; 8 s leaves a busy machine (two suites, LibreOffice) room to reconnect.
  // Translate's layout check (two or more LibreOffice renders per deck) is Translate's own subject, tested apart; here
  // it would only double the scenario's LibreOffice work. Off on both sides, so their outputs stay comparable.
  process.env.DECKHAND_LAYOUT_CHECK = '0';
  team = await startTeamNodes({ leaseSeconds: 8, env: { DECKHAND_LAYOUT_CHECK: '0' } });
  embedded = await startTestEngine();
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-scenario-'));
});
afterAll(async () => {
  for (const follower of followers) follower.stop();
  await embedded?.close();
  await team?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function sql<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: team.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Creates a task, trying again while the cluster is between a Postgres stop and start (a 5xx, or no answer). */
async function createSoon(address: () => string, key: string, item: MixItem): Promise<Task> {
  for (;;) {
    try {
      return await createTask(address(), key, item.spec);
    } catch (err) {
      if (/HTTP 4\d\d/.test(String(err)) && !/HTTP 429/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function pdfPages(bytes: Buffer, name: string): Promise<number> {
  const file = join(scratch, name);
  await writeFile(file, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}

it.skipIf(SKIP)(
  'two API nodes and three workers: a worker and an API node killed, Postgres restarted, another key probing; each task completes once',
  async () => {
    let apiA = await team.start('api', 'api-a');
    const apiB = await team.start('api', 'api-b');
    const workers: EngineProcess[] = await Promise.all(['worker-1', 'worker-2', 'worker-3'].map((name) => team.start('worker', name)));
    const alice = await team.makeKey('alice');
    const bob = await team.makeKey('bob');

    const mix = taskMix(40);
    const tasks: Task[] = [];
    onTestFailed(async () => {
      const states = await Promise.all(tasks.map((task) => getTask(apiB.baseUrl, alice, task.id).catch((err: unknown) => String(err))));
      const jobs = await sql(
        'SELECT name, state, retry_count, started_on FROM pgboss.job WHERE name LIKE $$deckhand.%$$ AND state <> $$completed$$',
      ).catch((err: unknown) => String(err));
      console.error(
        'tasks not finished:',
        JSON.stringify(states.filter((task) => typeof task === 'string' || !isTerminalStatus(task.status))),
      );
      console.error('jobs not completed:', JSON.stringify(jobs));
      for (const [index, node] of workers.entries()) console.error(`worker ${index + 1} stderr:`, node.stderr().slice(-4000));
    });

    // Alice's clients stream from API node A; Bob's watches too, and must never see her tasks.
    const aliceClients = [0, 1, 2].map(() => followEvents([apiA.baseUrl, apiB.baseUrl], alice));
    const bobClient = followEvents([apiB.baseUrl], bob);
    followers.push(...aliceClients, bobClient);
    await Promise.all([...aliceClients, bobClient].map((client) => client.connected));

    // The first 16 through both nodes.
    for (const [index, item] of mix.slice(0, 16).entries())
      tasks.push(await createTask((index % 2 ? apiB : apiA).baseUrl, alice, item.spec));

    // A worker dies while LibreOffice converts for it (for a conversion, a translation or a merge: the task is named
    // by the work folder in LibreOffice's command line).
    const converting = async (): Promise<{ worker: EngineProcess; taskId: string }> => {
      for (;;) {
        for (const worker of workers) {
          const taskId = await taskOfProgram(worker.child.pid!, /soffice/);
          if (taskId) return { worker, taskId };
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const { worker: victim, taskId: interrupted } = await Promise.race([converting(), team.unexpectedExit]);
    await team.kill(victim, 'SIGKILL');

    // The node Alice's clients stream from dies; they go on from the other. A new node takes its place.
    await team.kill(apiA, 'SIGKILL');
    for (const item of mix.slice(16, 24)) tasks.push(await createTask(apiB.baseUrl, alice, item.spec));
    apiA = await team.start('api', 'api-a2');
    for (const [index, item] of mix.slice(24, 32).entries())
      tasks.push(await createTask((index % 2 ? apiB : apiA).baseUrl, alice, item.spec));

    // Postgres goes away and comes back with tasks queued and running; the last 8 are sent as it comes back.
    await team.cluster.restart();
    for (const [index, item] of mix.slice(32).entries()) tasks.push(await createSoon(() => (index % 2 ? apiB : apiA).baseUrl, alice, item));
    expect(tasks).toHaveLength(40);

    // Bob probes each of Alice's tasks through both nodes: not found, never "forbidden".
    for (const task of tasks.slice(0, 8)) {
      for (const node of [apiA, apiB]) {
        const base = `${node.baseUrl}/tools/tasks/${task.id}`;
        expect((await fetch(base, { headers: authHeaders(bob) })).status).toBe(404);
        expect((await fetch(`${base}/cancel`, { method: 'POST', headers: authHeaders(bob) })).status).toBe(404);
        expect((await fetch(base, { method: 'DELETE', headers: authHeaders(bob) })).status).toBe(404);
      }
    }
    const bobsList = await fetch(`${apiB.baseUrl}/tools/tasks`, { headers: authHeaders(bob) });
    expect(bobsList.status).toBe(200);
    expect(bobsList.headers.get('x-content-record-total')).toBe('0');

    // Every client sees each task end, once.
    const ids = tasks.map((task) => task.id);
    const ended = (client: EventFollower) => () => ids.every((id) => client.count(id, 'completed') + client.count(id, 'failed') > 0);
    await Promise.race([Promise.all(aliceClients.map((client) => client.until(ended(client)))), team.unexpectedExit]);
    for (const client of aliceClients) {
      expect(client.reconnections.length).toBeGreaterThan(0);
      expect(client.reconnections.every((reconnection) => reconnection.caughtUp && reconnection.lastEventId !== undefined)).toBe(true);
      for (const id of ids) {
        const seen = JSON.stringify(client.tasks.filter((task) => task.id === id).map(({ status, error }) => ({ status, error })));
        expect(client.count(id, 'completed'), `${id} completed once in one client's stream: ${seen}`).toBe(1);
        expect(client.count(id, 'failed')).toBe(0);
      }
    }
    expect(bobClient.tasks.filter((task) => ids.includes(task.id))).toEqual([]);

    // The outputs, read through either node: the embedded engine's bytes (PDFs: its page count).
    const reference = new Map<string, Promise<Buffer | null>>();
    for (const [index, item] of mix.entries()) {
      const done = await getTask((index % 2 ? apiA : apiB).baseUrl, alice, tasks[index]!.id);
      expect(done.status, JSON.stringify(done.error)).toBe('completed');
      const output = await downloadResult(alice, done);
      if (index < 4) expect((await fetch(done.result!.url, { headers: authHeaders(bob) })).status).toBe(404);
      if (!reference.has(item.variant))
        reference.set(
          item.variant,
          runTask(embedded, item.spec).then((run) => run.output),
        );
      const expected = await reference.get(item.variant)!;
      if (!expected) throw new Error(`the embedded engine did not complete ${item.variant}`);
      if (DETERMINISTIC.has(item.kind)) expect(output.equals(expected), `${item.variant} byte-identical`).toBe(true);
      else expect(await pdfPages(output, `${index}.pdf`)).toBe(await pdfPages(expected, `${item.variant}.pdf`));
    }

    // Nothing left running or queued; the task the killed worker was converting for was run a second time.
    const open = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM deckhand_tasks WHERE status NOT IN ('completed', 'failed', 'cancelled')`,
    );
    expect(Number(open[0]!.n)).toBe(0);
    const attempts = await sql<{ retry_count: number }>(`SELECT retry_count FROM pgboss.job WHERE id = '${interrupted}'`);
    expect(attempts.map((job) => job.retry_count)).toEqual([1]);
    for (const worker of workers.filter((worker) => worker !== victim)) expect(worker.stderr()).not.toMatch(/unhandled/i);
  },
  // Six processes, a lease that must run out, a Postgres restart and LibreOffice on a busy machine.
  1_200_000,
);
