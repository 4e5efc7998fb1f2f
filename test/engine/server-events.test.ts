import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

interface Frame {
  id?: string;
  event: string;
  data: string;
}

/** One `GET /tools/events` connection, its frames parsed as they arrive. */
async function openEvents(lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${engine.baseUrl}/tools/events`, {
    headers: { ...authHeaders(engine.key), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: Frame = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) frame.data = line.slice(6);
          }
          if (frame.data || frame.id) frames.push(frame);
          for (const wake of [...waiters]) wake();
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const waitFor = (predicate: (frame: Frame) => boolean): Promise<Frame> =>
    new Promise((resolve) => {
      const check = (): void => {
        const found = frames.find(predicate);
        if (!found) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return { frames, waitFor, close: () => controller.abort() };
}

const taskOf = (frame: Frame): Task => JSON.parse(frame.data) as Task;

describe('GET /tools/events', () => {
  it('gives every frame an id, and replays what a client missed when it comes back with Last-Event-ID', async () => {
    const first = await openEvents();
    const hello = await first.waitFor((frame) => frame.event === 'connected');
    expect(JSON.parse(hello.data)).toEqual({ caughtUp: true });
    const seen = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'a.txt', content: 'a' }] });
    const seenDone = await first.waitFor(
      (frame) => frame.event === 'task' && taskOf(frame).id === seen.id && taskOf(frame).status === 'completed',
    );
    expect(seenDone.id).toMatch(/\S/);
    first.close();

    // While nobody listens, a task runs to its end.
    const missed = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'b.txt', content: 'b' }] });
    await waitForTask(engine.baseUrl, engine.key, missed.id);

    const again = await openEvents(seenDone.id);
    const reconnected = await again.waitFor((frame) => frame.event === 'connected');
    expect(JSON.parse(reconnected.data)).toEqual({ caughtUp: true });
    const replayed = again.frames.filter((frame) => frame.event === 'task').map(taskOf);
    expect(replayed.filter((task) => task.id === missed.id).map((task) => task.status)).toEqual(
      expect.arrayContaining(['pending', 'running', 'completed']),
    );
    expect(replayed.some((task) => task.id === seen.id)).toBe(false);
    again.close();
  });

  it('tells a client whose Last-Event-ID it no longer knows (an earlier engine run) to read again', async () => {
    const stream = await openEvents('0badc0de-17');
    const hello = await stream.waitFor((frame) => frame.event === 'connected');
    expect(JSON.parse(hello.data)).toEqual({ caughtUp: false });
    expect(hello.id).toMatch(/^[0-9a-f]+-\d+$/);
    stream.close();
  });
});
