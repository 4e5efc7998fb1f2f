import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, readTaskEvents, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine({ progressIntervalMs: 200, sseHeartbeatMs: 150 });
});
afterAll(async () => {
  await engine?.close();
});

const FRAMING = /^(?:(?:data: [^\n]+\n\n)|(?::[^\n]*\n\n))+$/;

function sleepTask(params: Record<string, unknown>): Promise<Task> {
  return createTask(engine.baseUrl, engine.key, { type: 'test.sleep', files: [{ name: 'a.txt', content: 'a' }], params });
}

function describeChange(a: Task, b: Task): string | null {
  if (a.status !== b.status) return 'status';
  if (a.progress !== b.progress) return 'progress';
  return null;
}

describe('SSE on GET /tools/tasks/{id}', () => {
  it('sends the current state first, one message per change, and closes after completed', async () => {
    const task = await sleepTask({ ms: 1200, steps: 60 });
    const started = performance.now();
    const capture = await readTaskEvents(engine.baseUrl, engine.key, task.id);
    const elapsed = performance.now() - started;
    expect(capture.status).toBe(200);
    expect(capture.contentType).toMatch(/^text\/event-stream/);
    expect(capture.closedByServer).toBe(true);
    expect(capture.raw).toMatch(FRAMING);

    const { messages } = capture;
    expect(messages[0]?.id).toBe(task.id);
    expect(['pending', 'running']).toContain(messages[0]?.status);
    expect(messages.at(-1)?.status).toBe('completed');
    expect(messages.at(-1)?.result?.url).toMatch(new RegExp(`^${engine.baseUrl}/files/${task.id}/`));
    expect(messages.filter((message) => message.status === 'completed')).toHaveLength(1);
    // Every message after the first reports a change in status or progress.
    for (let i = 1; i < messages.length; i++) {
      const previous = messages[i - 1] as Task;
      const current = messages[i] as Task;
      expect(describeChange(previous, current), JSON.stringify([previous, current])).not.toBeNull();
    }
    const statuses = messages.map((message) => message.status).filter((status, i, all) => all[i - 1] !== status);
    expect(statuses.slice(-2)).toEqual(['running', 'completed']);
    // 60 progress steps 20 ms apart, throttled to one message per 200 ms: a handful, not one per step. The bound
    // follows the time the stream really took (a busy machine stretches the steps, and the throttle then lets more
    // through), so it is no time limit; it still fails if every step is sent.
    const progress = messages.filter((message) => message.status === 'running').map((message) => message.progress);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.length).toBeLessThanOrEqual(Math.min(59, Math.ceil(elapsed / 200) + 2));
    expect([...progress].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(progress);
  });

  it('sends heartbeat comments while a task is quiet', async () => {
    const task = await sleepTask({ ms: 800, steps: 1 });
    const capture = await readTaskEvents(engine.baseUrl, engine.key, task.id);
    expect(capture.comments.length).toBeGreaterThanOrEqual(2);
    expect(capture.comments.every((comment) => comment === 'heartbeat')).toBe(true);
    expect(capture.messages.at(-1)?.status).toBe('completed');
  });

  it('sends an already-finished task once and closes', async () => {
    const task = await sleepTask({ ms: 0, steps: 1 });
    const done = await waitForTask(engine.baseUrl, engine.key, task.id);
    // No time limit needed: the stream must be closed by the engine, not by the reader giving up.
    const capture = await readTaskEvents(engine.baseUrl, engine.key, task.id);
    expect(capture.closedByServer).toBe(true);
    expect(capture.messages).toEqual([done]);
    expect(capture.raw).toBe(`data: ${JSON.stringify(done)}\n\n`);
  });

  it('ends the stream with the failed state when the tool fails', async () => {
    const task = await createTask(engine.baseUrl, engine.key, {
      type: 'test.fail',
      files: [{ name: 'a.txt', content: 'a' }],
      params: { mode: 'tool' },
    });
    const capture = await readTaskEvents(engine.baseUrl, engine.key, task.id);
    expect(capture.closedByServer).toBe(true);
    expect(capture.messages.at(-1)).toMatchObject({
      status: 'failed',
      error: { code: 'invalid_file', message: 'The deck has no slides.' },
    });
  });

  it('closes the stream when the task is deleted', async () => {
    // The task would outlast the test: only the deletion can end the stream.
    const task = await sleepTask({ ms: 600_000, steps: 1 });
    let deleted: Promise<Response> | undefined;
    const capture = await readTaskEvents(engine.baseUrl, engine.key, task.id, {
      onMessage: () => {
        deleted ??= fetch(`${engine.baseUrl}/tools/tasks/${task.id}`, { method: 'DELETE', headers: authHeaders(engine.key) });
      },
    });
    expect(capture.closedByServer).toBe(true);
    expect(capture.messages.every((message) => message.status !== 'completed')).toBe(true);
    expect((await deleted)?.status).toBe(204);
  });

  it('answers an unknown task with 404 JSON, not a stream', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks/00000000-0000-4000-8000-000000000000`, {
      headers: { ...authHeaders(engine.key), 'response-event-stream': 'yes' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
