/**
 * One live feed per task: against the local engine every task's state comes from `GET /tools/events` (caught up after
 * a reconnect); only a backend without that stream has each task followed by its own.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEventMessage } from '../../main/core/event-bus';
import { EventBus } from '../../main/core/event-bus';
import { ServiceClient, type ServiceClientOptions } from '../../main/core/service-client/service-client';
import { TaskCenter } from '../../main/core/task-center';
import { TaskNotes } from '../../main/core/task-notes';
import { describeTool } from '../../shared/tools/catalog';
import type { StagedFile } from '../../shared/contract/ipc';
import type { Task, ToolDescriptor } from '../../shared/contract/service';
import { startTestEngine, type TestEngine } from '../helpers/engine';
import { ENGINE_TEST_TOOLS } from '../helpers/engine-test-tools';

let engine: TestEngine;
let dir: string;
const tools: ToolDescriptor[] = ENGINE_TEST_TOOLS.map((tool) => describeTool(tool.entry));

beforeAll(async () => {
  engine = await startTestEngine();
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-task-feed-'));
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A client that counts its per-task streams and reads, and can be pointed away from the events route. */
class CountingClient extends ServiceClient {
  follows = 0;
  reads = 0;
  constructor(
    options: ServiceClientOptions,
    private readonly withoutEvents = false,
  ) {
    super(options);
  }
  override url(pathAndQuery: string): URL {
    return super.url(this.withoutEvents && pathAndQuery === '/tools/events' ? '/tools/no-events-here' : pathAndQuery);
  }
  override followTask(...args: Parameters<ServiceClient['followTask']>): ReturnType<ServiceClient['followTask']> {
    this.follows++;
    return super.followTask(...args);
  }
  override getTask(id: string, signal?: AbortSignal): Promise<Task> {
    this.reads++;
    return super.getTask(id, signal);
  }
}

async function setup(client: ServiceClient) {
  const events = new EventBus();
  const log: Array<IpcEventMessage | { event: 'notification'; payload: { taskId: string } }> = [];
  const waiters = new Set<() => void>();
  const record = (entry: (typeof log)[number]): void => {
    log.push(entry);
    for (const wake of [...waiters]) wake();
  };
  events.on(record);
  const center = new TaskCenter({
    client: () => Promise.resolve(client),
    tools: () => Promise.resolve(tools),
    backendId: () => 'local',
    notes: await TaskNotes.open(await mkdtemp(path.join(dir, 'notes-'))),
    events,
    platform: { notifyTaskFinished: (notice) => record({ event: 'notification', payload: notice }) },
    notificationsEnabled: () => true,
  });
  const waitFor = (predicate: (entry: (typeof log)[number]) => boolean) =>
    new Promise<(typeof log)[number]>((resolve) => {
      const check = (): void => {
        const found = log.find(predicate);
        if (!found) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return { center, log, waitFor };
}

async function staged(name: string): Promise<StagedFile> {
  const file = path.join(dir, name);
  await writeFile(file, name);
  return { path: file, name, size: name.length };
}

const isUpdate = (id: string, status: string) => (entry: { event: string; payload: unknown }) =>
  entry.event === 'task:update' && (entry.payload as Task).id === id && (entry.payload as Task).status === status;

/** A loopback TCP relay to the engine that can drop every connection and refuse new ones for a while. */
async function startRelay(target: URL): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let port = 0;
  let server: Server;
  const listen = (): Promise<void> =>
    new Promise((resolve) => {
      server = createServer((socket) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('close', () => sockets.delete(end));
          end.on('error', () => undefined);
        }
        socket.pipe(upstream).pipe(socket);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return { url: `http://127.0.0.1:${port}`, cut: stop, restore: listen, close: stop };
}

describe('one live feed per task', () => {
  it('follows tasks on the local engine by its events stream only: no per-task stream', async () => {
    const client = new CountingClient({ baseUrl: engine.baseUrl, key: engine.key });
    const { center, waitFor } = await setup(client);
    await center.submit({ type: 'test.sleep', params: { ms: 400, steps: 4 }, files: [await staged('one.txt')] });
    const notice = await waitFor((entry) => entry.event === 'notification');
    await waitFor(isUpdate((notice.payload as { taskId: string }).taskId, 'completed'));
    expect(client.follows).toBe(0);
    center.close();
  });

  it('follows each task by its own stream where the backend has no events stream (the cloud)', async () => {
    const client = new CountingClient({ baseUrl: engine.baseUrl, key: engine.key }, true);
    const { center, waitFor } = await setup(client);
    await center.submit({ type: 'test.sleep', params: { ms: 400, steps: 4 }, files: [await staged('two.txt')] });
    const notice = await waitFor((entry) => entry.event === 'notification');
    await waitFor(isUpdate((notice.payload as { taskId: string }).taskId, 'completed'));
    expect(client.follows).toBe(1);
    center.close();
  });

  it('catches up after the stream dropped: the end of a task that finished meanwhile arrives, without reading it again', async () => {
    const relay = await startRelay(new URL(engine.baseUrl));
    const client = new CountingClient({ baseUrl: relay.url, key: engine.key });
    const direct = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
    const { center, log, waitFor } = await setup(client);
    try {
      await center.submit({ type: 'test.sleep', params: { ms: 60_000, steps: 600 }, files: [await staged('three.txt')] });
      const created = (await waitFor((entry) => entry.event === 'submission:created')).payload as { task: Task };
      const id = created.task.id;
      // Progress through the feed proves the stream is up before it is cut.
      await waitFor((entry) => entry.event === 'task:update' && entry.payload.id === id && (entry.payload.progress ?? 0) > 0);
      const readsBefore = client.reads;
      await relay.cut();
      await direct.cancelTask(id);
      expect((await direct.getTask(id)).status).toBe('failed');
      expect(log.some(isUpdate(id, 'failed'))).toBe(false);
      await relay.restore();
      const ended = await waitFor(isUpdate(id, 'failed'));
      expect(ended.payload).toMatchObject({ error: { code: 'cancelled' } });
      await waitFor((entry) => entry.event === 'notification');
      expect(client.reads).toBe(readsBefore);
      expect(log.some((entry) => entry.event === 'tasks:resync')).toBe(false);
    } finally {
      center.close();
      await relay.close().catch(() => undefined);
    }
  });
});
