/**
 * The app's third backend, *Deckhand server* (issue #23, item 6), against a real team server process on a throwaway
 * Postgres: core (createAppServices, the IPC router the renderer uses) saves the address and a personal key, tests
 * the connection, runs a real tool there and lists it; another person's key sees none of it; the command line reaches
 * the same server with `--backend server`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEventMessage } from '../../main/core/event-bus';
import type { Task } from '../../shared/contract/service';
import { createAppServices, type AppServices } from '../../main/core/app-services';
import { createPool } from '../../main/engine/team/database';
import { migrate } from '../../main/engine/team/migrations';
import { createKey } from '../../main/engine/team/pg-people';
import { createFakePlatform, xorCipher } from '../core/fixtures/fake-platform';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runCli } from '../helpers/deckhand-cli';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { startPgCluster, withoutPostgres, type PgCluster } from '../helpers/pg-cluster';

const SKIP = withoutPostgres('test/teamserver/server-backend.test.ts');
const DECK = path.join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx');

let cluster: PgCluster;
let root: string;
let server: EngineProcess | undefined;
let app: AppServices | undefined;
const keys: Record<string, string> = {};

function nextEvent(predicate: (message: IpcEventMessage) => boolean): Promise<IpcEventMessage> {
  return new Promise((resolve) => {
    const off = app!.router.onEvent((message) => {
      if (!predicate(message)) return;
      off();
      resolve(message);
    });
  });
}

describe.skipIf(SKIP)('the Deckhand server backend', () => {
  beforeAll(async () => {
    cluster = await startPgCluster();
    const databaseUrl = await cluster.createDatabase('backend');
    root = await mkdtemp(path.join(tmpdir(), 'deckhand-server-backend-'));
    const pool = createPool(databaseUrl, 2);
    await migrate(pool);
    keys.alice = (await createKey(pool, { name: 'alice' })).key;
    keys.bob = (await createKey(pool, { name: 'bob' })).key;
    await pool.end();
    server = await spawnEngine(
      [
        '--database',
        databaseUrl,
        '--blobs',
        path.join(root, 'blobs'),
        '--role',
        'all',
        '--data',
        path.join(root, 'node'),
        '--key',
        randomBytes(16).toString('hex'),
      ],
      { env: { OLLAMA_HOST: 'http://127.0.0.1:9' } },
    );
    app = await createAppServices({
      dataDir: path.join(root, 'app'),
      platform: createFakePlatform(),
      cipher: xorCipher,
      version: '0',
      env: {},
      // The app's own engine is not what this test talks to.
      startEngine: () => Promise.reject(new Error('no local engine in this test')),
      follow: { pollIntervalMs: 100 },
    });
  });
  afterAll(async () => {
    await app?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await cluster?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('saves the address and a personal key, tests it, runs a real tool there and keeps it from another person', async () => {
    const router = app!.router;
    const baseUrl = server!.baseUrl;
    // A server needs its address: the settings refuse the kind without one.
    expect(
      await router.invoke('settings:update', {
        backend: { kind: 'server', cloudBaseUrl: 'https://app.deckflow.com/api', serverBaseUrl: '' },
      }),
    ).toMatchObject({ ok: false });
    expect(
      await router.invoke('settings:update', {
        backend: { kind: 'server', cloudBaseUrl: 'https://app.deckflow.com/api', serverBaseUrl: baseUrl },
      }),
    ).toMatchObject({ ok: true });
    const noKey = await router.invoke('tasks:list', { startIndex: 0, maxResults: 5 });
    expect(noKey).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(!noKey.ok && noKey.error.message).toContain('personal key for the Deckhand server');
    expect(await router.invoke('backend:test', { kind: 'server' })).toMatchObject({ ok: true, value: { outcome: 'no_key' } });

    expect(await router.invoke('keys:setServerKey', { key: keys.alice ?? '' })).toMatchObject({
      ok: true,
      value: { kind: 'server', keySet: true, keyHint: keys.alice?.slice(-4), keyAddress: baseUrl },
    });
    expect(await router.invoke('backend:test', { kind: 'server' })).toMatchObject({ ok: true, value: { outcome: 'ok' } });
    expect(await router.invoke('app:info', undefined)).toMatchObject({
      ok: true,
      value: { backend: { kind: 'server', baseUrl, keySet: true }, server: { kind: 'server', keySet: true }, engine: null },
    });
    const tools = await router.invoke('tools:list', undefined);
    expect(tools.ok && tools.value.map((tool) => tool.type)).toContain('pptx.split');

    const described = await router.invoke('files:describe', { paths: [DECK] });
    if (!described.ok) throw new Error(described.error.message);
    const created = nextEvent((m) => m.event === 'submission:created');
    const submitted = await router.invoke('tasks:submit', { type: 'pptx.split', params: { indexes: [1] }, files: described.value });
    expect(submitted).toMatchObject({ ok: true });
    const { task } = (await created).payload as { task: Task };
    const finished = nextEvent(
      (m) => m.event === 'task:update' && m.payload.id === task.id && ['completed', 'failed'].includes(m.payload.status),
    );
    const current = await router.invoke('tasks:get', { id: task.id });
    const done = current.ok && current.value.status === 'completed' ? current.value : ((await finished).payload as Task);
    expect(done.status).toBe('completed');
    const listed = await router.invoke('tasks:list', { startIndex: 0, maxResults: 50 });
    expect(listed.ok && listed.value.tasks.map((one) => one.id)).toContain(task.id);

    // Bob's key on the same server: Alice's task is not there for him.
    expect(await router.invoke('keys:setServerKey', { key: keys.bob ?? '' })).toMatchObject({ ok: true, value: { keySet: true } });
    const bobs = await router.invoke('tasks:list', { startIndex: 0, maxResults: 50 });
    expect(bobs).toMatchObject({ ok: true });
    expect(bobs.ok && bobs.value.tasks.map((one) => one.id)).not.toContain(task.id);
    expect(await router.invoke('tasks:get', { id: task.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });

    // The command line reaches the same server with Alice's key.
    const cli = await runCli(['tasks', 'list', '--json', '--backend', 'server', '--base-url', baseUrl, '--key', keys.alice ?? '']);
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(task.id);
    const refused = await runCli(['tasks', 'list', '--backend', 'server', '--base-url', baseUrl]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('DECKHAND_SERVER_KEY');
  });
});
