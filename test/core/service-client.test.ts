import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { ServiceError, normaliseTaskError } from '../../main/core/service-client/service-error';
import type { UploadProgress } from '../../main/core/service-client/upload-body';
import { CATALOG } from '../../shared/tools/catalog';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { startLoopbackProxy } from './fixtures/loopback-proxy';

const FAST_FOLLOW = { pollIntervalMs: 100, initialBackoffMs: 50, maxBackoffMs: 400 };

let engine: TestEngine;
let dir: string;
let fileA: string;
let fileB: string;

function md5(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

beforeAll(async () => {
  engine = await startTestEngine();
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-core-client-'));
  fileA = path.join(dir, 'a.bin');
  fileB = path.join(dir, 'b.bin');
  await writeFile(fileA, randomBytes(3 * 1024 * 1024 + 17));
  await writeFile(fileB, randomBytes(2 * 1024 * 1024 + 5));
});

afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

function client(baseUrl = engine.baseUrl, key = engine.key): ServiceClient {
  return new ServiceClient({ baseUrl, key, follow: FAST_FOLLOW });
}

describe('createTask', () => {
  it('streams files with exact, monotonic byte progress per file and in total', async () => {
    const events: UploadProgress[] = [];
    const names = ['Präsentation "Q3" ü.txt', 'b.txt'];
    const task = await client().createTask(
      {
        type: 'test.echo',
        params: { suffix: '!' },
        files: [
          { path: fileA, name: names[0] },
          { path: fileB, name: names[1] },
        ],
      },
      { onProgress: (progress) => events.push(progress) },
    );
    expect(task.status).toBe('pending');
    // The engine names the task after the first file: the non-ASCII name with quotes crossed intact.
    expect(task.name).toBe(names[0]);

    const sizes = [(await stat(fileA)).size, (await stat(fileB)).size];
    expect(events.length).toBeGreaterThan(4);
    const last = events[events.length - 1];
    expect(last?.sentBytes).toBe(last?.totalBytes);
    expect(last?.files.map((file) => file.sentBytes)).toEqual(sizes);
    expect(last?.totalBytes).toBeGreaterThan(sizes[0]! + sizes[1]!);
    for (let i = 1; i < events.length; i++) {
      const [prev, cur] = [events[i - 1]!, events[i]!];
      expect(cur.sentBytes).toBeGreaterThanOrEqual(prev.sentBytes);
      cur.files.forEach((file, index) => expect(file.sentBytes).toBeGreaterThanOrEqual(prev.files[index]!.sentBytes));
      // File 2 starts only after file 1 is complete: upload order is processing order.
      if (cur.files[1]!.sentBytes > 0) expect(cur.files[0]!.sentBytes).toBe(sizes[0]);
    }

    const done = await client().followTask(task.id, () => undefined);
    expect(done.status).toBe('completed');
    expect(done.result?.inputNames).toEqual(names);
    const expected = Buffer.concat([await readFile(fileA), await readFile(fileB), Buffer.from('!')]);
    expect(done.result?.md5).toBe(md5(expected));
  });

  it('accepts a key stored with the Bearer prefix (and never sends it twice)', async () => {
    const tasks = await client(engine.baseUrl, `Bearer ${engine.key}`).listTasks({ maxResults: 1 });
    expect(tasks.total).toBeGreaterThanOrEqual(0);
    await expect(client(engine.baseUrl, `Bearer Bearer ${engine.key}`).listTasks()).resolves.toBeDefined();
  });

  it('can be aborted mid-upload', async () => {
    const controller = new AbortController();
    const attempt = client().createTask(
      { type: 'test.echo', files: [{ path: fileA }] },
      { signal: controller.signal, onProgress: (progress) => progress.sentBytes > 1024 * 1024 && controller.abort() },
    );
    await expect(attempt).rejects.toMatchObject({ code: 'aborted' });
  });
});

describe('errors', () => {
  it('maps 401 to "The key was refused"', async () => {
    const error = await client(engine.baseUrl, 'wrong-key')
      .listTasks()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((error as Error).message).toMatch(/^The key was refused/);
  });

  it('keeps the server message of a 400 invalid_parameter', async () => {
    const error = await client()
      .createTask({ type: 'no.such.tool', files: [{ path: fileA }] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter' });
    // The engine's own words, naming the type, not a generic text.
    expect((error as Error).message).toContain('no.such.tool');
  });

  it('says which address cannot be reached on ECONNREFUSED', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    await new Promise((resolve) => server.close(resolve));
    const baseUrl = `http://127.0.0.1:${port}`;
    const error = await client(baseUrl)
      .getTask('x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error', status: null });
    expect((error as Error).message).toBe(`Cannot reach the service at ${baseUrl} (ECONNREFUSED).`);
  });

  it('reads 404 not_found for an unknown task', async () => {
    await expect(client().getTask('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('normalises a failed task error given as a string or as {code, message}', async () => {
    expect(normaliseTaskError('Out of memory')).toEqual({ code: 'task_failed', message: 'Out of memory' });
    expect(normaliseTaskError({ code: 'invalid_file', message: 'No slides.', file: 'a.pptx' })).toEqual({
      code: 'invalid_file',
      message: 'No slides.',
      file: 'a.pptx',
    });
    // Through the wire: a proxy turns the engine's {code, message} into DeckFlow's string form.
    const created = await client().createTask({ type: 'test.fail', params: { mode: 'tool' }, files: [{ path: fileB }] });
    await client().followTask(created.id, () => undefined);
    const proxy = await startLoopbackProxy(engine.baseUrl, {
      intercept: (req, res) => {
        if (req.method !== 'GET' || !req.url?.startsWith(`/tools/tasks/${created.id}`)) return false;
        void fetch(`${engine.baseUrl}${req.url}`, { headers: { authorization: `Bearer ${engine.key}` } })
          .then((r) => r.json() as Promise<Task & { error: { message: string } }>)
          .then((task) => {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ ...task, error: task.error.message }));
          });
        return true;
      },
    });
    try {
      const task = await client(proxy.baseUrl).getTask(created.id);
      expect(task.status).toBe('failed');
      expect(task.error).toEqual({ code: 'task_failed', message: 'The deck has no slides.' });
    } finally {
      await proxy.close();
    }
  });
});

describe('followTask', () => {
  it('follows the SSE stream to the final state, with progress on the way', async () => {
    const created = await client().createTask({ type: 'test.sleep', params: { ms: 800, steps: 4 }, files: [{ path: fileB }] });
    const updates: Task[] = [];
    const modes: string[] = [];
    const final = await client().followTask(created.id, (task) => updates.push(task), { onMode: (mode) => modes.push(mode) });
    expect(final.status).toBe('completed');
    expect(modes).toEqual(['stream']);
    expect(updates[updates.length - 1]?.status).toBe('completed');
    expect(updates.some((task) => task.status === 'running' && (task.progress ?? 0) > 0 && (task.progress ?? 0) < 100)).toBe(true);
  });

  it('returns at once for a task that already finished', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileB }] });
    await client().followTask(created.id, () => undefined);
    const modes: string[] = [];
    const final = await client().followTask(created.id, () => undefined, { onMode: (mode) => modes.push(mode) });
    expect(final.status).toBe('completed');
    expect(modes).toEqual([]);
  });

  it('reconnects after the stream is cut mid-task and still gets the final state', async () => {
    const proxy = await startLoopbackProxy(engine.baseUrl, { cutStreamsAfterFirstMessage: 1 });
    try {
      const c = client(proxy.baseUrl);
      const created = await c.createTask({ type: 'test.sleep', params: { ms: 1200, steps: 6 }, files: [{ path: fileB }] });
      const modes: string[] = [];
      const updates: Task[] = [];
      const final = await c.followTask(created.id, (task) => updates.push(task), { onMode: (mode) => modes.push(mode) });
      expect(proxy.cutStreams).toBe(1);
      expect(modes).toEqual(['stream', 'reconnect', 'stream']);
      expect(final.status).toBe('completed');
      expect(updates[updates.length - 1]?.status).toBe('completed');
    } finally {
      await proxy.close();
    }
  });

  it('falls back to polling when the server refuses SSE', async () => {
    for (const status of [406, 500]) {
      const proxy = await startLoopbackProxy(engine.baseUrl, {
        intercept: (req, res) => {
          if (req.headers['response-event-stream'] !== 'yes') return false;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'no_sse', message: 'no streams here' }));
          return true;
        },
      });
      try {
        const c = client(proxy.baseUrl);
        const created = await c.createTask({ type: 'test.sleep', params: { ms: 600, steps: 3 }, files: [{ path: fileB }] });
        const modes: string[] = [];
        const final = await c.followTask(created.id, () => undefined, { onMode: (mode) => modes.push(mode) });
        expect(final.status).toBe('completed');
        expect(modes).toEqual(['stream', 'poll']);
        expect(proxy.streamRequests).toBe(1);
        expect(proxy.requests.filter((r) => r.method === 'GET' && !r.sse).length).toBeGreaterThan(2);
      } finally {
        await proxy.close();
      }
    }
  });

  it('honours Retry-After on a 429 before opening the stream again', async () => {
    const proxy = await startLoopbackProxy(engine.baseUrl, {
      intercept: (req, res, counts) => {
        if (req.headers['response-event-stream'] !== 'yes' || (counts.get('GET sse') ?? 0) > 1) return false;
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'rate_limited', message: 'slow down' }));
        return true;
      },
    });
    try {
      const c = client(proxy.baseUrl);
      const created = await c.createTask({ type: 'test.sleep', params: { ms: 300, steps: 2 }, files: [{ path: fileB }] });
      const modes: string[] = [];
      const started = Date.now();
      const final = await c.followTask(created.id, () => undefined, { onMode: (mode) => modes.push(mode) });
      expect(final.status).toBe('completed');
      expect(modes).toEqual(['stream', 'stream']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    } finally {
      await proxy.close();
    }
  });
});

describe('download', () => {
  it('streams the output to disk atomically and matches the md5', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileA }] });
    const done = await client().followTask(created.id, () => undefined);
    const outDir = await mkdtemp(path.join(dir, 'out-'));
    const dest = path.join(outDir, 'result.txt');
    let last = 0;
    const saved = await client().download(done, dest, { onProgress: (p) => (last = p.receivedBytes), verifyChecksum: true });
    const bytes = await readFile(dest);
    expect(md5(bytes)).toBe(md5(await readFile(fileA)));
    expect(saved).toEqual({ path: dest, size: bytes.length, md5: done.result?.md5 });
    expect(last).toBe(bytes.length);
    expect(await readdir(outDir)).toEqual(['result.txt']);
    // Over loopback the checksum is skipped by default (nothing between the two ends can corrupt bytes).
    expect((await client().download(done, path.join(outDir, 'again.txt'))).md5).toBeNull();
  });

  it('refuses bytes that do not match the announced md5, leaving nothing', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileB }] });
    const done = await client().followTask(created.id, () => undefined);
    const outDir = await mkdtemp(path.join(dir, 'corrupt-'));
    const tampered = { ...done, result: { ...done.result!, md5: '0'.repeat(32) } };
    await expect(client().download(tampered, path.join(outDir, 'x.txt'), { verifyChecksum: true })).rejects.toMatchObject({
      code: 'download_corrupt',
    });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('leaves no file behind when aborted', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileA }] });
    const done = await client().followTask(created.id, () => undefined);
    const outDir = await mkdtemp(path.join(dir, 'abort-'));
    const controller = new AbortController();
    const attempt = client().download(done, path.join(outDir, 'result.txt'), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(attempt).rejects.toMatchObject({ code: 'aborted' });
    expect(await readdir(outDir)).toEqual([]);
  });

  it('takes the http-module path for chunked answers and same-origin redirects, still atomic and abortable', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileA }] });
    const done = await client().followTask(created.id, () => undefined);
    const filePath = new URL(done.result!.url).pathname;
    const proxy = await startLoopbackProxy(engine.baseUrl, {
      intercept: (req, res) => {
        if (req.url === '/moved') {
          res.writeHead(302, { location: filePath });
          res.end();
          return true;
        }
        if (req.url !== filePath) return false;
        // Re-sent without Content-Length: chunked transfer coding, which the loopback fast path declines.
        void fetch(`${engine.baseUrl}${filePath}`, { headers: { authorization: `Bearer ${engine.key}` } }).then(async (upstream) => {
          res.writeHead(200, { 'content-type': 'text/plain' });
          for await (const chunk of upstream.body as unknown as AsyncIterable<Uint8Array>) {
            if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
          }
          res.end();
        });
        return true;
      },
    });
    try {
      const c = client(proxy.baseUrl);
      const outDir = await mkdtemp(path.join(dir, 'chunked-'));
      const saved = await c.download(`${proxy.baseUrl}/moved`, path.join(outDir, 'out.txt'));
      expect(saved.size).toBe((await stat(fileA)).size);
      expect(md5(await readFile(saved.path))).toBe(md5(await readFile(fileA)));
      // The fast path declines the 302 unread; the http module then follows it once.
      expect(proxy.requests.map((r) => r.url)).toEqual(['/moved', '/moved', filePath]);

      const controller = new AbortController();
      const attempt = c.download(`${proxy.baseUrl}${filePath}`, path.join(outDir, 'aborted.txt'), {
        signal: controller.signal,
        onProgress: () => controller.abort(),
      });
      await expect(attempt).rejects.toMatchObject({ code: 'aborted' });
      expect(await readdir(outDir)).toEqual(['out.txt']);
    } finally {
      await proxy.close();
    }
  });

  it('fails on a deleted output and leaves nothing', async () => {
    const created = await client().createTask({ type: 'test.echo', files: [{ path: fileB }] });
    const done = await client().followTask(created.id, () => undefined);
    await client().deleteTask(done.id);
    const outDir = await mkdtemp(path.join(dir, 'gone-'));
    await expect(client().download(done, path.join(outDir, 'x.txt'))).rejects.toMatchObject({ status: 404 });
    expect(await readdir(outDir)).toEqual([]);
  });
});

describe('listing and tool types', () => {
  it('lists tasks newest first with the total from x-content-record-total', async () => {
    const page = await client().listTasks({ startIndex: 0, maxResults: 2 });
    expect(page.tasks.length).toBe(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.tasks[0]!.createdAt >= page.tasks[1]!.createdAt).toBe(true);

    // The next page starts where this one ended (_startIndex), and the total is the header's, not a count of the page.
    const next = await client().listTasks({ startIndex: 2, maxResults: 2 });
    const raw = await fetch(`${engine.baseUrl}/tools/tasks?_startIndex=0&_maxResults=1`, {
      headers: { authorization: `Bearer ${engine.key}` },
    });
    expect(raw.status).toBe(200);
    await raw.text();
    expect(page.total).toBe(Number(raw.headers.get('x-content-record-total')));
    expect(next.total).toBe(page.total);
    expect(next.tasks.length).toBe(Math.min(2, page.total - 2));
    const both = [...page.tasks, ...next.tasks];
    expect(new Set(both.map((task) => task.id)).size).toBe(both.length);
    expect(both.every((task, index) => index === 0 || both[index - 1]!.createdAt >= task.createdAt)).toBe(true);
  });

  it('reads /tools/types, and falls back to the built-in catalog where the route is missing', async () => {
    const served = await client().getToolTypes();
    expect(served.map((tool) => tool.type)).toContain('pptx.join');
    const proxy = await startLoopbackProxy(engine.baseUrl, {
      intercept: (req, res) => {
        if (req.url !== '/tools/types') return false;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'not_found', message: 'no such route' }));
        return true;
      },
    });
    try {
      const fallback = await client(proxy.baseUrl).getToolTypes();
      expect(fallback.map((tool) => tool.type)).toEqual(CATALOG.map((entry) => entry.type));
    } finally {
      await proxy.close();
    }
  });
});
