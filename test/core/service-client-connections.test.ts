/**
 * The client's connections (issue #12, item 8): a request is never written onto a socket the server closed while it
 * sat idle, and a task creation is retried only when none of its bytes reached the service (the engine restarting),
 * never once the service may have seen it.
 */
import { spawn } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { ServiceError } from '../../main/core/service-client/service-error';
import { startTestEngine } from '../helpers/engine';
import { REPO_ROOT, waitForListening, type EngineProcess } from '../helpers/engine-process';

const FIXTURE = fileURLToPath(new URL('./fixtures/short-keep-alive-engine.ts', import.meta.url));
let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-client-connections-'));
  file = path.join(dir, 'a.txt');
  await writeFile(file, 'payload');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('idle sockets', () => {
  it('creates a task and reads it after the engine closed the idle socket while this process was blocked', async () => {
    const engine: EngineProcess = await waitForListening(
      spawn(process.execPath, ['--import', 'tsx', FIXTURE, path.join(dir, 'short'), 'k', '500'], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    try {
      const client = new ServiceClient({ baseUrl: engine.baseUrl, key: 'k' });
      await client.listTasks();
      // Blocked past the engine's 0.5 s keep-alive: its FIN arrives, but this process cannot see it before writing.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
      const task = await client.createTask({ type: 'test.echo', files: [{ path: file }] });
      expect(task.status).toBe('pending');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
      expect((await client.getTask(task.id)).id).toBe(task.id);
    } finally {
      engine.child.kill('SIGTERM');
      await engine.exited;
    }
  });
});

describe('retrying a create', () => {
  it('sends a create refused while the engine restarts once it is back, on the same port', async () => {
    const dataDir = path.join(dir, 'restart');
    const first = await startTestEngine({ dataDir, key: 'k' });
    const port = Number(new URL(first.baseUrl).port);
    await first.close();
    const client = new ServiceClient({ baseUrl: first.baseUrl, key: 'k' });
    const creating = client.createTask({ type: 'test.echo', files: [{ path: file }] });
    // Not a deadline: only lets the first attempt meet the closed port (refused), whatever the machine's speed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await startTestEngine({ dataDir, key: 'k', port });
    try {
      const task = await creating;
      expect((await client.listTasks()).tasks.map((t) => t.id)).toEqual([task.id]);
    } finally {
      await second.close();
    }
  });

  it('never sends again a create whose connection was established, even when it broke mid-way', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      // Take a little of the request, then break the connection: the service may have seen the create.
      socket.once('data', () => socket.resetAndDestroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = new ServiceClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, key: 'k' });
      const error = await client.createTask({ type: 'test.echo', files: [{ path: file }] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).code).toBe('network_error');
      expect(connections).toBe(1);
    } finally {
      server.close();
    }
  });
});
