import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, downloadResult, getTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { waitUntil } from '../helpers/wait-until';

let dataDir: string;
const running: TestEngine[] = [];
const children: EngineProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-durability-'));
});
afterEach(async () => {
  for (const engine of running.splice(0)) await engine.close();
  for (const child of children.splice(0)) {
    if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill('SIGKILL');
    await child.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function engineOn(options: Parameters<typeof startTestEngine>[0] = {}): Promise<TestEngine> {
  const engine = await startTestEngine({ dataDir, key: 'durable', ...options });
  running.push(engine);
  return engine;
}

function storedTask(id: string): Task {
  return (JSON.parse(readFileSync(join(dataDir, 'tasks', id, 'task.json'), 'utf8')) as { task: Task }).task;
}

const slow = { type: 'test.sleep', files: [{ name: 'a.txt', content: 'a' }], params: { ms: 1500, steps: 3 } };

describe('restart after the engine stopped mid-task', () => {
  it('runs a task again when its inputs survived', async () => {
    const first = await engineOn();
    const task = await createTask(first.baseUrl, first.key, slow);
    await waitUntil(async () => (await getTask(first.baseUrl, first.key, task.id)).status === 'running');
    await first.close();
    running.splice(running.indexOf(first), 1);
    // A graceful stop gives the job back to the queue, and says so.
    expect(storedTask(task.id).status).toBe('pending');

    const second = await engineOn();
    const done = await waitForTask(second.baseUrl, second.key, task.id);
    expect(done.status).toBe('completed');
    expect(done.createdAt).toBe(task.createdAt);
    expect((await downloadResult(second.key, done)).toString()).toBe('slept 1500 ms\n');
    // Reads see a status change before its task.json write has landed.
    await waitUntil(() => storedTask(task.id).status === 'completed');
  });

  it('fails a task whose inputs are gone with code interrupted', async () => {
    const first = await engineOn();
    const task = await createTask(first.baseUrl, first.key, slow);
    await waitUntil(async () => (await getTask(first.baseUrl, first.key, task.id)).status === 'running');
    await first.close();
    running.splice(running.indexOf(first), 1);
    await rm(join(dataDir, 'tasks', task.id, 'inputs'), { recursive: true });

    const second = await engineOn();
    const after = await getTask(second.baseUrl, second.key, task.id);
    expect(after.status).toBe('failed');
    expect(after.error).toEqual({ code: 'interrupted', message: 'The engine stopped while this task was running; submit it again.' });
    expect(storedTask(task.id).status).toBe('failed');
  });

  it('cleans up uploads that never finished and temp files of interrupted writes, and skips unreadable tasks', async () => {
    const first = await engineOn();
    const kept = await createTask(first.baseUrl, first.key, { type: 'test.echo', files: [{ name: 'a.txt', content: 'a' }] });
    await waitForTask(first.baseUrl, first.key, kept.id);
    await first.close();
    running.splice(running.indexOf(first), 1);

    const orphan = join(dataDir, 'tasks', '11111111-1111-4111-8111-111111111111');
    await mkdir(join(orphan, 'inputs'), { recursive: true });
    await writeFile(join(orphan, 'inputs', 'input-001.txt'), 'half an upload');
    const broken = join(dataDir, 'tasks', '22222222-2222-4222-8222-222222222222');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'task.json'), '{"version":1,"task":');
    await writeFile(join(dataDir, 'tasks', kept.id, 'task.json.abc123.tmp'), '{"partial');

    const second = await engineOn();
    expect(existsSync(orphan)).toBe(false);
    expect(readdirSync(join(dataDir, 'tasks', kept.id)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const list = await fetch(`${second.baseUrl}/tools/tasks`, { headers: authHeaders(second.key) });
    expect(((await list.json()) as Task[]).map((task) => task.id)).toEqual([kept.id]);
    expect((await getTask(second.baseUrl, second.key, kept.id)).status).toBe('completed');
  });

  it('keeps the list newest first across a restart', async () => {
    const first = await engineOn();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const task = await createTask(first.baseUrl, first.key, { type: 'test.echo', files: [{ name: `${i}.txt`, content: `${i}` }] });
      ids.push(task.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    for (const id of ids) await waitForTask(first.baseUrl, first.key, id);
    await first.close();
    running.splice(running.indexOf(first), 1);
    const second = await engineOn();
    const list = await fetch(`${second.baseUrl}/tools/tasks`, { headers: authHeaders(second.key) });
    expect(((await list.json()) as Task[]).map((task) => task.id)).toEqual([...ids].reverse());
  });
});

describe('restart after SIGKILL (engine as a child process)', () => {
  it('a task that was running when the engine was killed completes after the restart', async () => {
    const args = ['--port', '0', '--data', dataDir, '--key', 'k1ll'];
    const first = await spawnEngine(args);
    children.push(first);
    const task = await createTask(first.baseUrl, 'k1ll', { ...slow, params: { ms: 2500, steps: 5 } });
    await waitUntil(async () => ((await getTask(first.baseUrl, 'k1ll', task.id)).progress ?? 0) >= 20);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(storedTask(task.id).status).toBe('running');

    const second = await spawnEngine(args);
    children.push(second);
    const done = await waitForTask(second.baseUrl, 'k1ll', task.id);
    expect(done.status).toBe('completed');
    expect((await downloadResult('k1ll', done)).toString()).toBe('slept 2500 ms\n');
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });

  it('a task whose run stopped the engine twice fails with the reason instead of running a third time (no crash loop)', async () => {
    const args = ['--port', '0', '--data', dataDir, '--key', 'k1ll'];
    const long = { ...slow, params: { ms: 120_000, steps: 200 } };
    const killWhileRunning = async (engine: EngineProcess, id: string): Promise<void> => {
      // Progress from this engine's own run proves the task started again before the kill.
      await waitUntil(async () => {
        const task = await getTask(engine.baseUrl, 'k1ll', id);
        return task.status === 'running' && (task.progress ?? 0) >= 1;
      });
      engine.child.kill('SIGKILL');
      expect((await engine.exited).signal).toBe('SIGKILL');
    };
    const first = await spawnEngine(args);
    children.push(first);
    const task = await createTask(first.baseUrl, 'k1ll', long);
    await killWhileRunning(first, task.id);

    const second = await spawnEngine(args);
    children.push(second);
    await killWhileRunning(second, task.id);

    const third = await spawnEngine(args);
    children.push(third);
    const after = await getTask(third.baseUrl, 'k1ll', task.id);
    expect(after.status).toBe('failed');
    const error = after.error as { code: string; message: string };
    expect(error.code).toBe('interrupted');
    expect(error.message).toMatch(/^The engine stopped twice while running this task/);
    expect(storedTask(task.id).status).toBe('failed');
    // Another task still runs on this engine: the queue moved on.
    const next = await createTask(third.baseUrl, 'k1ll', { type: 'test.echo', files: [{ name: 'b.txt', content: 'b' }] });
    expect((await waitForTask(third.baseUrl, 'k1ll', next.id)).status).toBe('completed');
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
  });

  it('a graceful stop does not count as an attempt: a task stopped three times still completes', async () => {
    const task = await (async () => {
      const first = await engineOn();
      const created = await createTask(first.baseUrl, first.key, slow);
      await waitUntil(async () => (await getTask(first.baseUrl, first.key, created.id)).status === 'running');
      await first.close();
      running.splice(running.indexOf(first), 1);
      return created;
    })();
    for (let round = 0; round < 2; round++) {
      const engine = await engineOn();
      await waitUntil(async () => (await getTask(engine.baseUrl, engine.key, task.id)).status === 'running');
      await engine.close();
      running.splice(running.indexOf(engine), 1);
    }
    const last = await engineOn();
    expect((await waitForTask(last.baseUrl, last.key, task.id)).status).toBe('completed');
  });
});
