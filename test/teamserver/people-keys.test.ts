/**
 * People and keys on a team server (issue #23, item 4), on a real throwaway Postgres: keys made, listed and revoked
 * with the real command (`npm run engine -- keys …`, run as a child process), stored only as hashes; each key's
 * person sees only their own tasks (another's is 404 for get, download, file, cancel, delete, its SSE stream and the
 * events feed), an admin key lists everyone's; limits per person answered 429 `{code, message}`, also when the body's
 * length is not announced (the check inside the create's transaction); signed result links made for their owner.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { authHeaders, buildTaskForm, createTask, postTask, waitForTask, type TaskSpec } from '../helpers/engine';
import { createKey, keysCommand } from '../helpers/team-nodes';
import { startTestEngine, type TestEngine } from '../helpers/engine';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';
import { teamBackends } from '../../main/engine/team/team-backends';
import { sseFrames } from '../helpers/sse-frames';

const SKIP = withoutPostgres('test/teamserver/people-keys.test.ts');

let cluster: PgCluster;
let databaseUrl: string;
let root: string;
let engine: TestEngine;
const keys: Record<string, string> = {};
const userIds: Record<string, string> = {};

const makeKey = (name: string, ...options: string[]): Promise<string> => createKey(databaseUrl, name, ...options);

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const echo = (text: string): TaskSpec => ({ type: 'test.echo', files: [{ name: 'a.txt', content: text }] });
const sleeper: TaskSpec = { type: 'test.sleep', params: { ms: 600_000, steps: 600 }, files: [{ name: 'a.txt', content: 'x' }] };

const as = (who: string) => authHeaders(keys[who] ?? '');

/** Reads an event stream's frames until `until` says it has seen enough. */
async function readFeed(url: string, who: string, until: (frames: string[]) => boolean, ready?: () => Promise<unknown>): Promise<string[]> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: as(who), signal: controller.signal });
  expect(response.status).toBe(200);
  const frames: string[] = [];
  let started = false;
  for await (const frame of sseFrames(response.body)) {
    frames.push(frame.raw);
    if (!started && frame.event === 'connected') {
      started = true;
      await ready?.();
    }
    if (until(frames)) break;
  }
  controller.abort();
  return frames;
}

describe.skipIf(SKIP)('people and keys on a team server', () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    databaseUrl = await cluster.createDatabase('people');
    root = await mkdtemp(join(tmpdir(), 'deckhand-people-'));
    keys.alice = await makeKey('alice', '--max-tasks', '2');
    keys.bob = await makeKey('bob', '--max-mb-per-day', '1');
    keys.carol = await makeKey('carol', '--admin');
    for (const row of await sql<{ id: string; name: string }>('SELECT id, name FROM deckhand_users')) userIds[row.name] = row.id;
    const dataDir = join(root, 'node');
    engine = await startTestEngine({
      dataDir,
      backends: teamBackends({ databaseUrl, blobsDir: join(root, 'blobs'), dataDir, role: 'all' }),
    });
  });
  afterAll(async () => {
    await engine?.close();
    await cluster?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('prints a key once and stores only its hash; keys list names people, limits and never a key', async () => {
    const stored = await sql<{ hash: string }>('SELECT hash FROM deckhand_keys');
    expect(stored).toHaveLength(3);
    for (const key of Object.values(keys)) {
      expect(stored.map((row) => row.hash)).toContain(createHash('sha256').update(key).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(key);
    }
    const listed = await keysCommand('list', '--database', databaseUrl);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/alice .*active.*2 tasks at once, no limit/);
    expect(listed.stdout).toMatch(/bob .*no limit, 1 MB a day/);
    expect(listed.stdout).toMatch(/carol \(admin\)/);
    for (const key of Object.values(keys)) expect(listed.stdout).not.toContain(key);

    const bad = await keysCommand('create', '--database', databaseUrl);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('keys create needs --name');
  });

  it("keeps each person's tasks their own: another's is 404 everywhere, an admin lists everyone's", async () => {
    const mine = await waitForTask(
      engine.baseUrl,
      keys.alice ?? '',
      (await createTask(engine.baseUrl, keys.alice ?? '', echo('alice'))).id,
    );
    expect(mine.status).toBe('completed');
    const base = engine.baseUrl;
    const probes: Array<[string, string, RequestInit?]> = [
      ['GET', `${base}/tools/tasks/${mine.id}`],
      ['GET', `${base}/tools/tasks/${mine.id}/download`],
      ['GET', `${base}${new URL(mine.result?.url ?? '', base).pathname}`],
      ['GET', `${base}/v1/tools/tasks/${mine.id}`],
      ['POST', `${base}/tools/tasks/${mine.id}/cancel`],
      ['DELETE', `${base}/tools/tasks/${mine.id}`],
      ['GET', `${base}/tools/tasks/${mine.id}`, { headers: { ...as('bob'), 'response-event-stream': 'yes' } }],
    ];
    for (const [method, url, init] of probes) {
      const response = await fetch(url, { method, headers: as('bob'), ...init });
      expect(response.status, `${method} ${url}`).toBe(404);
      const body = (await response.json()) as { code?: string; message?: string; errors?: unknown };
      expect(JSON.stringify(body)).not.toContain('alice');
    }
    // A JSON create naming another person's result as its input is told no such task exists.
    const chained = await fetch(`${base}/tools/tasks`, {
      method: 'POST',
      headers: { ...as('bob'), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'test.echo', params: {}, inputs: [{ task: mine.id }] }),
    });
    expect(chained.status).toBe(400);
    expect(await chained.text()).toContain('no task');
    // Still there for its owner after every probe.
    expect((await fetch(`${base}/tools/tasks/${mine.id}`, { headers: as('alice') })).status).toBe(200);

    const bobs = await waitForTask(base, keys.bob ?? '', (await createTask(base, keys.bob ?? '', echo('bob'))).id);
    const list = async (who: string): Promise<{ ids: string[]; total: string | null }> => {
      const response = await fetch(`${base}/tools/tasks?_maxResults=200`, { headers: as(who) });
      return { ids: ((await response.json()) as Task[]).map((task) => task.id), total: response.headers.get('x-content-record-total') };
    };
    expect(await list('alice')).toEqual({ ids: [mine.id], total: '1' });
    expect(await list('bob')).toEqual({ ids: [bobs.id], total: '1' });
    expect((await list('carol')).ids.sort()).toEqual([mine.id, bobs.id].sort());
    expect((await list('carol')).total).toBe('2');
    // The admin opens anyone's task.
    expect((await fetch(`${base}/tools/tasks/${mine.id}`, { headers: as('carol') })).status).toBe(200);
  });

  it("tells a person's events feed only of their own tasks", async () => {
    let alices = '';
    let bobs = '';
    // Bob's feed is open while Alice makes a task and then Bob makes one: Bob's own task comes after Alice's in the
    // one ordered stream, so once Bob has seen his own completed, Alice's changes have been and gone past him.
    const frames = await readFeed(
      `${engine.baseUrl}/tools/events`,
      'bob',
      (seen) => Boolean(bobs) && seen.some((frame) => frame.includes(bobs) && frame.includes('"completed"')),
      async () => {
        alices = (await createTask(engine.baseUrl, keys.alice ?? '', echo('alice again'))).id;
        await waitForTask(engine.baseUrl, keys.alice ?? '', alices);
        const del = await fetch(`${engine.baseUrl}/tools/tasks/${alices}`, { method: 'DELETE', headers: as('alice') });
        expect(del.status).toBe(204);
        bobs = (await createTask(engine.baseUrl, keys.bob ?? '', echo('bob again'))).id;
      },
    );
    expect(frames.some((frame) => frame.includes(bobs))).toBe(true);
    expect(frames.some((frame) => frame.includes(alices))).toBe(false);
  });

  it('answers 429 with a clear message at a limit, before and inside the create', async () => {
    const base = engine.baseUrl;
    const running = [await createTask(base, keys.alice ?? '', sleeper), await createTask(base, keys.alice ?? '', sleeper)];
    const third = await postTask(base, keys.alice ?? '', sleeper);
    expect(third.status).toBe(429);
    const refusal = (await third.json()) as { code: string; message: string };
    expect(refusal.code).toBe('too_many_tasks');
    expect(refusal.message).toContain('2 unfinished tasks and your key allows 2 at once');
    // Another person is not held back by Alice's limit.
    expect((await postTask(base, keys.carol ?? '', echo('carol'))).status).toBe(200);
    const cancel = await fetch(`${base}/tools/tasks/${running[0]?.id ?? ''}/cancel`, { method: 'POST', headers: as('alice') });
    expect(cancel.status).toBe(200);
    expect((await postTask(base, keys.alice ?? '', echo('after cancel'))).status).toBe(200);
    for (const task of running) await fetch(`${base}/tools/tasks/${task.id}/cancel`, { method: 'POST', headers: as('alice') });

    // Bob may send 1 MB a day; he sent a few bytes already.
    const big = (fill: string): TaskSpec => ({ type: 'test.echo', files: [{ name: 'big.txt', content: fill.repeat(600 * 1024) }] });
    expect((await postTask(base, keys.bob ?? '', big('a'))).status).toBe(200);
    const over = await postTask(base, keys.bob ?? '', { type: 'test.echo', files: [{ name: 'b.txt', content: 'b'.repeat(800 * 1024) }] });
    expect(over.status).toBe(429);
    const daily = (await over.json()) as { code: string; message: string };
    expect(daily.code).toBe('daily_limit_reached');
    expect(daily.message).toMatch(/would pass your daily allowance: 0\.\d MB of 1\.0 MB sent today \(UTC\)/);

    // Without a Content-Length the precheck cannot judge: the create's own transaction refuses it, and keeps nothing.
    const form = await buildTaskForm(big('c'));
    const encoded = new Response(form);
    const streamed = await fetch(`${base}/tools/tasks`, {
      method: 'POST',
      headers: { ...as('bob'), 'content-type': encoded.headers.get('content-type') ?? '' },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(429);
    expect(((await streamed.json()) as { code: string }).code).toBe('daily_limit_reached');
    const bobTasks = await sql<{ n: string }>('SELECT count(*) AS n FROM deckhand_tasks WHERE owner_id = $1', [userIds.bob]);
    expect(Number(bobTasks[0]?.n)).toBe(3);
  });

  it("makes signed result links for the task's owner, which stop working when the owner's keys are revoked", async () => {
    const base = engine.baseUrl;
    const task = await waitForTask(base, keys.alice ?? '', (await createTask(base, keys.alice ?? '', echo('signed'))).id);
    const sdk = (await (await fetch(`${base}/v1/tools/tasks/${task.id}`, { headers: as('alice') })).json()) as unknown;
    const link = /"(http:[^"]*signature=[^"]*)"/.exec(JSON.stringify(sdk))?.[1];
    if (!link) throw new Error(`no signed link in ${JSON.stringify(sdk)}`);
    expect(new URL(link).searchParams.get('owner')).toBe(userIds.alice);
    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('signed');
    // The owner is part of what is signed: the same link named for Bob is refused.
    const forged = new URL(link);
    forged.searchParams.set('owner', userIds.bob ?? '');
    expect((await fetch(forged)).status).toBe(401);

    const revoked = await keysCommand('revoke', '--database', databaseUrl, '--name', 'alice');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked 1 key.');
    expect((await fetch(`${base}/tools/tasks`, { headers: as('alice') })).status).toBe(401);
    const stale = await fetch(link);
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { message: string }).message).toContain('no valid key any more');
    // A fresh key for Alice opens her tasks again: the person is the same, only the key changed.
    keys.alice = await makeKey('alice');
    expect((await fetch(`${base}/tools/tasks/${task.id}`, { headers: as('alice') })).status).toBe(200);
    const again = await keysCommand('list', '--database', databaseUrl);
    expect(again.stdout).toMatch(/alice .*revoked/);
  });

  it("gives only the operator or an admin the engine's translation providers: a person's key gets 403", async () => {
    const before = await (await fetch(`${engine.baseUrl}/translation/languages`, { headers: as('alice') })).text();
    const setup = JSON.stringify({ preferred: 'libretranslate', libretranslate: { baseUrl: 'http://192.0.2.1:5000' } });
    const put = (headers: Record<string, string>): Promise<Response> =>
      fetch(`${engine.baseUrl}/translation/providers`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: setup,
      });
    const refused = await put(as('alice'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('operator') as unknown });
    expect(await (await fetch(`${engine.baseUrl}/translation/languages`, { headers: as('alice') })).text()).toBe(before);
    expect((await put(as('carol'))).status).toBe(200);
    expect((await put(authHeaders(engine.key))).status).toBe(200);
  });

  it('ends the event streams of a key the moment it is revoked', async () => {
    keys.dave = await makeKey('dave');
    const response = await fetch(`${engine.baseUrl}/tools/events`, { headers: as('dave') });
    expect(response.status).toBe(200);
    const frames: string[] = [];
    const ended = (async () => {
      for await (const frame of sseFrames(response.body)) frames.push(frame.event ?? '');
    })();
    await expect.poll(() => frames).toContain('connected');
    const revoked = await keysCommand('revoke', '--database', databaseUrl, '--name', 'dave');
    expect(revoked.code).toBe(0);
    // The stream ends without the test closing it (the engine ended it); a reconnect is refused.
    await ended;
    expect((await fetch(`${engine.baseUrl}/tools/events`, { headers: as('dave') })).status).toBe(401);
  });
});
