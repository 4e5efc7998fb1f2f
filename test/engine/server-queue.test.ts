import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, getTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-queue-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const one = [{ name: 'a.txt', content: 'a' }];

/** Waits for a condition; the test's own timeout is the only deadline (a busy machine may take long). */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

function lines(path: string): number {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean).length : 0;
}

/**
 * Proof that the engine's tool workers had time to run: another task's heartbeat (every 50 ms, like the stopped one's)
 * advances by `ticks` lines. Without it, "the stopped heartbeat did not advance" would pass on a machine too busy to
 * run any worker at all.
 */
async function workersRan(engine: TestEngine, name: string, ticks = 3): Promise<void> {
  const control = join(scratch, `${name}-control-heartbeat`);
  const task = await createTask(engine.baseUrl, engine.key, {
    type: 'test.sleep',
    files: one,
    params: { ms: 30_000, steps: 1, heartbeatFile: control },
  });
  await until(async () => lines(control) >= ticks || (await getTask(engine.baseUrl, engine.key, task.id)).status === 'failed');
  expect(lines(control)).toBeGreaterThanOrEqual(ticks);
  await fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, { method: 'DELETE', headers: authHeaders(engine.key) });
}

describe('failures', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ concurrency: 2 });
  });
  afterAll(async () => {
    await engine?.close();
  });

  async function failWith(mode: string): Promise<Task> {
    const task = await createTask(engine.baseUrl, engine.key, { type: 'test.fail', files: one, params: { mode } });
    return waitForTask(engine.baseUrl, engine.key, task.id);
  }

  it('marks a ToolError as failed with its own code and message, naming the input its code concerns', async () => {
    const task = await failWith('tool');
    expect(task.status).toBe('failed');
    expect(task.error).toEqual({ code: 'invalid_file', message: 'The deck has no slides.', file: 'a.txt' });
    expect(task.result).toBeUndefined();
  });

  it('marks any other exception as internal_error naming the tool and the first line of the reason', async () => {
    expect((await failWith('crash')).error).toEqual({ code: 'internal_error', message: 'test.fail failed: boom: something broke' });
  });

  it('survives a worker that exits', async () => {
    expect((await failWith('exit')).error).toEqual({
      code: 'internal_error',
      message: 'test.fail failed: the worker stopped unexpectedly (exit code 3).',
    });
  });

  it('fails a tool that returns no output file', async () => {
    expect((await failWith('noOutput')).error).toEqual({
      code: 'internal_error',
      message: 'test.fail failed: the tool produced no output file',
    });
  });

  it('removes inputs and scratch after the task finished, and keeps the output', async () => {
    const created = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: one });
    await waitForTask(engine.baseUrl, engine.key, created.id);
    const dir = join(engine.dataDir, 'tasks', created.id);
    // The inputs go once the outcome is recorded (a team server's run whose lease was taken leaves them to the next).
    await expect.poll(() => readdirSync(dir).sort()).toEqual(['output', 'task.json']);
    expect(readdirSync(join(dir, 'output'))).toEqual(['result.txt']);
  });
});

describe('scheduling', () => {
  it('runs at most `concurrency` tools at once, in submission order', async () => {
    const engine = await startTestEngine({ concurrency: 1 });
    try {
      const first = await createTask(engine.baseUrl, engine.key, { type: 'test.sleep', files: one, params: { ms: 1500, steps: 1 } });
      const second = await createTask(engine.baseUrl, engine.key, { type: 'test.sleep', files: one, params: { ms: 0, steps: 1 } });
      await until(async () => (await getTask(engine.baseUrl, engine.key, first.id)).status === 'running');
      expect((await getTask(engine.baseUrl, engine.key, second.id)).status).toBe('pending');
      const firstDone = await waitForTask(engine.baseUrl, engine.key, first.id);
      const secondDone = await waitForTask(engine.baseUrl, engine.key, second.id);
      expect(secondDone.status).toBe('completed');
      expect(Date.parse(secondDone.updatedAt)).toBeGreaterThanOrEqual(Date.parse(firstDone.updatedAt));
    } finally {
      await engine.close();
    }
  });

  it('runs two tools side by side with concurrency 2', async () => {
    const engine = await startTestEngine({ concurrency: 2 });
    try {
      const tasks = await Promise.all(
        [0, 1].map(() => createTask(engine.baseUrl, engine.key, { type: 'test.sleep', files: one, params: { ms: 2500, steps: 1 } })),
      );
      await until(async () => {
        const states = await Promise.all(tasks.map((task) => getTask(engine.baseUrl, engine.key, task.id)));
        return states.every((state) => state.status === 'running');
      });
    } finally {
      await engine.close();
    }
  });

  it('keeps answering HTTP while a tool keeps its thread busy', async () => {
    const engine = await startTestEngine();
    const release = join(scratch, 'release-busy-thread');
    try {
      // The tool blocks its thread until the test lets it go, and the test does so only once every answer below has
      // come: were HTTP served on that thread, none would come and the test would fail, however fast the machine.
      const task = await createTask(engine.baseUrl, engine.key, {
        type: 'test.sleep',
        files: one,
        params: { ms: 0, steps: 1, blockUntilFile: release },
      });
      await until(() => existsSync(`${release}.blocking`));
      for (const path of [`/tools/tasks/${task.id}`, '/health', '/tools/tasks']) {
        const response = await fetch(`${engine.baseUrl}${path}`, { headers: authHeaders(engine.key) });
        await response.arrayBuffer();
        expect(response.status).toBe(200);
      }
      const stream = await fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, {
        headers: { ...authHeaders(engine.key), 'response-event-stream': 'yes' },
      });
      const reader = stream.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value as Uint8Array | undefined)).toMatch(/^data: .*"status":"running"/);
      await reader?.cancel();
      expect((await getTask(engine.baseUrl, engine.key, task.id)).status).toBe('running');
      writeFileSync(release, '');
      expect((await waitForTask(engine.baseUrl, engine.key, task.id)).status).toBe('completed');
    } finally {
      writeFileSync(release, '');
      await engine.close();
    }
  });
});

describe('stopping a tool', () => {
  it('fails a tool that runs past its timeout with code timeout and terminates its worker', async () => {
    const engine = await startTestEngine({ toolTimeoutMs: { 'test.sleep': 800 }, abortGraceMs: 200 });
    const heartbeat = join(scratch, 'timeout-heartbeat');
    try {
      const task = await createTask(engine.baseUrl, engine.key, {
        type: 'test.sleep',
        files: one,
        params: { ms: 30_000, steps: 1, ignoreAbort: true, heartbeatFile: heartbeat },
      });
      const done = await waitForTask(engine.baseUrl, engine.key, task.id);
      expect(done.status).toBe('failed');
      expect(done.error).toEqual({
        code: 'timeout',
        message: 'test.sleep took longer than 1 s and was stopped.',
        // The figures by code, for a window to word (shared/contract/failure-reasons.ts).
        reason: { code: 'task-timeout', params: { tool: 'test.sleep', toolTitle: '', time: 1, unit: 's' } },
      });
      const count = lines(heartbeat);
      expect(count).toBeGreaterThan(0);
      await workersRan(engine, 'timeout', 2);
      expect(lines(heartbeat)).toBe(count);
    } finally {
      await engine.close();
    }
  });

  it('deleting a running task stops its worker and removes its folder', async () => {
    const engine = await startTestEngine({ abortGraceMs: 300 });
    const heartbeat = join(scratch, 'delete-heartbeat');
    try {
      const task = await createTask(engine.baseUrl, engine.key, {
        type: 'test.sleep',
        files: one,
        params: { ms: 30_000, steps: 1, ignoreAbort: true, heartbeatFile: heartbeat },
      });
      await until(() => lines(heartbeat) > 0);
      const dir = join(engine.dataDir, 'tasks', task.id);
      expect(statSync(join(dir, 'work')).isDirectory()).toBe(true);
      expect(existsSync(join(dir, 'output'))).toBe(false);
      const response = await fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, { method: 'DELETE', headers: authHeaders(engine.key) });
      expect(response.status).toBe(204);
      expect(existsSync(dir)).toBe(false);
      const count = lines(heartbeat);
      await workersRan(engine, 'delete');
      expect(lines(heartbeat)).toBe(count);
      expect((await fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, { headers: authHeaders(engine.key) })).status).toBe(404);
    } finally {
      await engine.close();
    }
  });

  it('a tool that honours its AbortSignal stops without waiting for the grace period', async () => {
    // Both the sleep (10 min) and the grace period (1 h) outlast the test's own timeout: the DELETE answers only if the tool stopped
    // on its signal, whatever the machine's speed.
    const engine = await startTestEngine({ abortGraceMs: 3_600_000 });
    try {
      const task = await createTask(engine.baseUrl, engine.key, { type: 'test.sleep', files: one, params: { ms: 600_000, steps: 1 } });
      await until(async () => (await getTask(engine.baseUrl, engine.key, task.id)).status === 'running');
      const response = await fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, { method: 'DELETE', headers: authHeaders(engine.key) });
      expect(response.status).toBe(204);
    } finally {
      await engine.close();
    }
  });
});
