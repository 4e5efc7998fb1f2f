/**
 * The seams' guarantees (docs/engine-seams.md) as one contract, run against both implementations: the desktop
 * engine's (task files, an in-process bus and queue, task folders) and the team server's (Postgres, pg-boss, a shared
 * folder on a throwaway cluster). A guarantee one of them breaks fails here, named by implementation.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedBackends, type EngineBackends } from '../../main/engine/engine-backends';
import type { TaskEvent } from '../../main/engine/events/event-bus';
import type { TaskJob } from '../../main/engine/store/task-record';
import { withoutPostgres } from '../helpers/pg-cluster';
import { startTestTeam, type TestTeam } from '../helpers/team-backends';

const SKIP_TEAM = withoutPostgres('the team implementations in test/teamserver/seam-contract.test.ts');

interface Implementation {
  name: string;
  open(dataDir: string): Promise<EngineBackends>;
  close(): Promise<void>;
}

let team: TestTeam | undefined;
const IMPLEMENTATIONS: Implementation[] = [
  { name: 'embedded', open: (dataDir) => Promise.resolve(embeddedBackends(dataDir)), close: () => Promise.resolve() },
  ...(SKIP_TEAM
    ? []
    : [
        {
          name: 'team',
          open: async (dataDir: string) => {
            team ??= await startTestTeam();
            return team.backends(dataDir);
          },
          close: async () => {
            await team?.close();
            team = undefined;
          },
        },
      ]),
];

const job = (spaceId: string): TaskJob => ({ params: {}, inputs: [], notifyURL: null, outputFile: null, spaceId });

describe.each(IMPLEMENTATIONS)('the seams, $name', (implementation) => {
  let dir: string;
  let seams: EngineBackends;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `deckhand-contract-${implementation.name}-`));
    seams = await implementation.open(join(dir, 'data'));
    await seams.open();
  });
  afterAll(async () => {
    await seams?.close();
    await implementation.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('task repository: a status change applies only from a status it names, one winner of two', async () => {
    const { tasks } = seams;
    const id = randomUUID();
    const created = await tasks.create({ id, name: 'a', type: 'test.echo', job: job('default') });
    expect(created.task).toMatchObject({ id, status: 'pending' });
    expect(await tasks.update(id, { status: 'completed' }, { onlyIf: ['running'] })).toBeUndefined();
    expect((await tasks.update(id, { status: 'running' }))?.task.status).toBe('running');
    const outcomes = await Promise.all([
      tasks.update(id, { status: 'completed' }, { onlyIf: ['running'] }),
      tasks.update(id, { status: 'failed', error: { code: 'cancelled', message: 'x' } }, { onlyIf: ['pending', 'running'] }),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(['completed', 'failed']).toContain((await tasks.get(id))?.task.status);
    expect(await tasks.update(randomUUID(), { status: 'running' })).toBeUndefined();
  });

  it('task repository: lists newest first, one page, with the total of every match; a deleted task is gone', async () => {
    const { tasks } = seams;
    const space = `s-${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      await tasks.create({ id, name: `n${i}`, type: i % 2 ? 'test.sleep' : 'test.echo', job: job(space) });
    }
    const page = await tasks.list({ spaceId: space, start: 1, max: 2 });
    expect(page.total).toBe(5);
    expect(page.records.map((record) => record.task.id)).toEqual([ids[3], ids[2]]);
    expect((await tasks.list({ spaceId: space, type: 'test.echo', start: 0, max: 10 })).total).toBe(3);
    expect(await tasks.delete(ids[0] ?? '')).toBe(true);
    expect(await tasks.get(ids[0] ?? '')).toBeUndefined();
    expect(await tasks.delete(ids[0] ?? '')).toBe(false);
  });

  it('event bus: announces each stored change in order, and replays the changes after an id it gave', async () => {
    const { tasks, events } = seams;
    const seen: TaskEvent[] = [];
    const subscription = await events.subscribe((event) => seen.push(event));
    expect(subscription.caughtUp).toBe(true);
    const id = randomUUID();
    await tasks.create({ id, name: 'x', type: 'test.echo', job: job('default') });
    await tasks.update(id, { status: 'running' });
    await tasks.delete(id);
    const mine = (): TaskEvent[] =>
      seen.filter((event) => (event.change.kind === 'deleted' ? event.change.id : event.change.record.task.id) === id);
    await expect.poll(() => mine().map((event) => event.change.kind)).toEqual(['created', 'status', 'deleted']);
    const first = mine()[0];
    if (first?.change.kind !== 'created') throw new Error('no created event');
    // A subscriber reads the state the event announced: it was stored first.
    expect(first.change.record.task.id).toBe(id);

    const replayed: TaskEvent[] = [];
    const again = await events.subscribe((event) => replayed.push(event), { after: first.id });
    expect(again.caughtUp).toBe(true);
    expect(replayed.map((event) => event.change.kind).slice(0, 2)).toEqual(['status', 'deleted']);
    subscription.close();
    again.close();
  });

  it('job queue: one claim wins a job; a lost lease can neither renew nor complete; a completed job is gone', async () => {
    const { queue, tasks } = seams;
    const id = randomUUID();
    // A job is a stored task's (the team server's queue reads its type to know who can run it).
    await tasks.create({ id, name: 'q', type: 'test.echo', job: job('default') });
    await queue.enqueue(id);
    await queue.enqueue(id);
    expect(await queue.state(id)).toBe('queued');
    const claims = await Promise.all([queue.claim('runner-a', 60_000), queue.claim('runner-b', 60_000)]);
    const lease = claims.find((claim) => claim?.jobId === id);
    expect(claims.filter((claim) => claim?.jobId === id)).toHaveLength(1);
    if (!lease) throw new Error('no claim won the job');
    expect(await queue.state(id)).toBe('leased');
    expect(await queue.renew({ ...lease, token: 'not-the-token' }, 60_000)).toBe(false);
    expect(await queue.complete({ ...lease, token: 'not-the-token' })).toBe(false);
    expect(await queue.renew(lease, 60_000)).toBe(true);
    expect(await queue.complete(lease)).toBe(true);
    expect(await queue.state(id)).toBeUndefined();
  });

  it('blob store: inputs count once committed; an output is stored whole and read back; removing a task removes it all', async () => {
    const { blobs } = seams;
    const id = randomUUID();
    const received = await blobs.receiveInputs(id);
    await writeFile(join(received, 'input-1.txt'), 'hello');
    await blobs.commitInputs(id);
    const input = { file: 'input-1.txt', name: 'hello.txt', size: 5, mimeType: 'text/plain' };
    expect(await blobs.hasInputs(id, [input])).toBe(true);
    expect(await blobs.hasInputs(id, [{ ...input, size: 6 }])).toBe(false);
    const [path] = await blobs.checkoutInputs(id, [input]);
    expect(await readFile(path ?? '', 'utf8')).toBe('hello');

    const local = join(dir, `out-${id}.txt`);
    await writeFile(local, 'the output');
    const stored = await blobs.putOutput(id, local, 'out.txt');
    expect(stored).toEqual({ size: 10, md5: createHash('md5').update('the output').digest('hex') });
    const blob = await blobs.openOutput(id, 'out.txt');
    expect(blob?.size).toBe(10);
    await blobs.removeTask(id);
    expect(await blobs.openOutput(id, 'out.txt')).toBeNull();
    expect(await blobs.hasInputs(id, [input])).toBe(false);
  });
});
