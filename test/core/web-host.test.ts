import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import { plaintextCipher } from '../../main/core/key-store';
import { CONTENT_SECURITY_POLICY } from '../../main/web/http-replies';
import { startWebHost } from '../../main/web/server';
import type { WebHost } from '../../main/web/server';
import { isInside } from '../../main/web/web-data-dir';
import { createWebPlatform } from '../../main/web/web-platform';
import type { IpcResult, SaveOutcome, StagedFile } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { startTestEngine } from '../helpers/engine';
import { CORPUS_ROOT } from '../helpers/corpus';
import { waitUntil } from '../helpers/wait-until';

/** A JPEG's start of image and APP0 marker: enough for intake's content check, nothing a decoder can read. */
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

const IMAGE = `${CORPUS_ROOT}/images/poi-nature1.jpg`;
const SECRET = 'TOP-SECRET-CONTENT';

let root: string;
let stageDir: string;
let rendererDir: string;
let services: AppServices;
let host: WebHost;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deckhand-web-'));
  const dataDir = path.join(root, 'data');
  stageDir = path.join(dataDir, 'staging');
  rendererDir = path.join(root, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await mkdir(stageDir, { recursive: true });
  await writeFile(
    path.join(rendererDir, 'index.html'),
    '<!doctype html><title>Deckhand</title><script type="module" src="/assets/app.js"></script>',
  );
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("hi")');
  await writeFile(path.join(rendererDir, 'assets', 'app.css'), 'body{}');
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await symlink(path.join(root, 'secret.txt'), path.join(rendererDir, 'assets', 'link.txt'));
  services = await createAppServices({
    dataDir,
    platform: createWebPlatform(),
    cipher: plaintextCipher,
    version: '1.0.0-test',
    env: {},
    startEngine: ({ dataDir: engineDir, key }) => startTestEngine({ dataDir: engineDir, key }),
    fileAccess: (candidate) => isInside(stageDir, candidate),
    follow: { pollIntervalMs: 100 },
  });
  host = await startWebHost({ services, rendererDir, stageDir, stageIdleTimeoutMs: 500 });
});

afterAll(async () => {
  await host?.close();
  await services?.close();
  await rm(root, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Raw requests, so paths reach the server exactly as written (no client-side URL normalisation). */
function raw(
  pathAndQuery: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: host.port, method: options.method ?? 'GET', path: pathAndQuery, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function cookie(): string {
  return `deckhand_token_${host.port}=${host.token}`;
}

function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

class IpcClient {
  private nextId = 1;
  readonly frames: WsServerFrame[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.frames.push(JSON.parse(data.toString('utf8')) as WsServerFrame));
  }

  async call<T>(channel: string, payload?: unknown): Promise<IpcResult<T>> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ kind: 'request', id, channel, payload }));
    const frame = await this.waitFor((f) => f.kind === 'response' && f.id === id);
    return (frame as { result: IpcResult<T> }).result;
  }

  /** The test's own timeout is the only deadline: on a busy machine a frame may take long. */
  async waitFor(predicate: (frame: WsServerFrame) => boolean): Promise<WsServerFrame> {
    for (;;) {
      const found = this.frames.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('access', () => {
  it('requires the token on pages and /api, then keeps it in an HttpOnly SameSite=Strict cookie', async () => {
    for (const target of ['/', '/assets/app.js', '/api/stage?name=a.txt', '/api/download/x', '/?token=wrong']) {
      const res = await raw(target, { method: target.startsWith('/api/stage') ? 'PUT' : 'GET' });
      expect(res.status, target).toBe(401);
    }
    const first = await raw(`/?token=${host.token}`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(String(first.headers['set-cookie'])).toBe(`deckhand_token_${host.port}=${host.token}; HttpOnly; SameSite=Strict; Path=/`);
    const asset = await raw('/assets/app.js', { headers: { cookie: cookie() } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await raw('/assets/app.css', { headers: { cookie: cookie() } })).headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('shows a browser without the token a small self-contained page; other clients keep the JSON error', async () => {
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    const page = await raw('/', { headers: { accept: browserAccept } });
    expect(page.status).toBe(401);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['set-cookie']).toBeUndefined();
    const html = page.body.toString('utf8');
    expect(html).toContain(
      'Open Deckhand with the address <code>npm run web</code> printed in your terminal — it includes a token that works until that run stops.',
    );
    expect(html).toContain(`${host.origin}/?token=…`);
    expect(html).not.toContain('`');
    expect(html).not.toContain(host.token);
    // Nothing to fetch and nothing to run: the inline <style> is what the CSP's style-src 'unsafe-inline' allows.
    expect(html).not.toMatch(/<script|<link|\ssrc=|\shref=|url\(|@import/i);
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(html).not.toContain('out of date');

    const stale = await raw('/?token=from-yesterday', { headers: { accept: browserAccept } });
    expect(stale.status).toBe(401);
    expect(stale.body.toString('utf8')).toContain('The token in this address is out of date or mistyped');

    const head = await raw('/', { method: 'HEAD', headers: { accept: browserAccept } });
    expect(head.status).toBe(401);
    expect(head.body.length).toBe(0);

    for (const [target, method, accept] of [
      ['/', 'GET', undefined],
      ['/', 'GET', 'application/json'],
      ['/assets/app.js', 'GET', '*/*'],
      ['/api/download/x', 'GET', browserAccept],
      ['/api/stage?name=a.txt', 'PUT', browserAccept],
    ] as const) {
      const res = await raw(target, { method, headers: accept ? { accept } : {} });
      expect(res.status, target).toBe(401);
      expect(res.headers['content-type'], target).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body.toString('utf8')), target).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('answers only to its own Host and Origin', async () => {
    expect((await raw(`/?token=${host.token}`, { headers: { host: 'evil.example' } })).status).toBe(421);
    const crossOrigin = await raw('/api/stage?name=a.txt', {
      method: 'PUT',
      headers: { cookie: cookie(), origin: 'http://evil.example' },
      body: Buffer.from('x'),
    });
    expect(crossOrigin.status).toBe(403);
  });

  it('refuses WebSocket upgrades without the token or from another origin', async () => {
    const wsUrl = `ws://127.0.0.1:${host.port}/ipc`;
    await expect(connect(wsUrl)).rejects.toThrow('refused 401');
    await expect(connect(`${wsUrl}?token=nope`)).rejects.toThrow('refused 401');
    await expect(connect(`${wsUrl}?token=${host.token}`, { origin: 'http://evil.example' })).rejects.toThrow('refused 403');
    const byCookie = await connect(wsUrl, { cookie: cookie(), origin: host.origin });
    byCookie.close();
  });

  it('never serves files outside the renderer build', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/link.txt',
      '/%00index.html',
      '//etc/passwd',
    ];
    for (const attempt of attempts) {
      const res = await raw(attempt, { headers: { cookie: cookie() } });
      expect(res.status, attempt).not.toBe(200);
      expect(res.body.toString(), attempt).not.toContain(SECRET);
    }
  });
});

describe('IPC over the WebSocket', () => {
  it('stages, submits, follows and downloads a real task', async () => {
    const image = await readFile(IMAGE);
    const staged = await raw(`/api/stage?name=${encodeURIComponent('../../Fotó nature.jpg')}`, {
      method: 'PUT',
      headers: { cookie: cookie(), origin: host.origin, 'content-type': 'application/octet-stream' },
      body: image,
    });
    expect(staged.status).toBe(200);
    const file = JSON.parse(staged.body.toString()) as StagedFile;
    expect(file.name).toBe('Fotó nature.jpg');
    expect(file.size).toBe(image.length);
    expect(isInside(stageDir, file.path)).toBe(true);

    const ipc = new IpcClient(await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, { origin: host.origin }));
    // A second page (another tab) gets the same pushed events.
    const watcher = new IpcClient(await connect(`ws://127.0.0.1:${host.port}/ipc`, { cookie: cookie(), origin: host.origin }));
    try {
      const info = await ipc.call<{ transport: string; keyStorage: string }>('app:info');
      expect(info).toMatchObject({ ok: true, value: { transport: 'web', keyStorage: 'plaintext' } });

      const submitted = await ipc.call<{ submissionId: string }>('tasks:submit', {
        type: 'image.resize',
        params: { maxWidth: 100 },
        files: [file],
      });
      expect(submitted.ok).toBe(true);
      const created = await ipc.waitFor((f) => f.kind === 'event' && f.event === 'submission:created');
      const task = (created as { payload: { task: Task } }).payload.task;
      expect(task.name).toBe('Fotó nature.jpg');
      expect(ipc.frames.some((f) => f.kind === 'event' && f.event === 'submission:progress')).toBe(true);
      const done = await ipc.waitFor(
        (f) =>
          f.kind === 'event' &&
          f.event === 'task:update' &&
          (f.payload as Task).id === task.id &&
          (f.payload as Task).status === 'completed',
      );
      const completed = (done as { payload: Task }).payload;
      // A resize is previewed against its original (before/after): the staged copy stays until the task is deleted.
      expect(existsSync(file.path)).toBe(true);

      const save = await ipc.call<SaveOutcome>('tasks:save', { id: task.id });
      expect(save).toMatchObject({ ok: true, value: { kind: 'browser-download', url: `/api/download/${task.id}` } });
      if (!save.ok || save.value.kind !== 'browser-download') return;
      const download = await raw(save.value.url, { headers: { cookie: cookie() } });
      expect(download.status).toBe(200);
      expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
      expect(String(download.headers['content-disposition'])).toContain(encodeURIComponent(save.value.fileName));
      expect(createHash('md5').update(download.body).digest('hex')).toBe(completed.result?.md5);
      expect((await sharp(download.body).metadata()).width).toBe(100);
      expect((await raw(save.value.url)).status).toBe(401);
      await watcher.waitFor(
        (f) =>
          f.kind === 'event' &&
          f.event === 'task:update' &&
          (f.payload as Task).id === task.id &&
          (f.payload as Task).status === 'completed',
      );

      // The key stays in core: nothing the page is sent (answers, pushed events, the download) carries the engine key.
      for (const channel of ['settings:get', 'tools:list'] as const) expect(await ipc.call(channel)).toMatchObject({ ok: true });
      expect(await ipc.call('tasks:get', { id: task.id })).toMatchObject({ ok: true });
      expect(await ipc.call('tasks:list', { startIndex: 0, maxResults: 10 })).toMatchObject({ ok: true });
      const { key } = await services.engineReady;
      expect(key.length).toBeGreaterThanOrEqual(16);
      for (const client of [ipc, watcher]) expect(JSON.stringify(client.frames)).not.toContain(key);
      expect(JSON.stringify(download.headers)).not.toContain(key);
    } finally {
      ipc.socket.close();
      watcher.socket.close();
    }
  });

  it('keeps a failed task’s staged file for Retry, and retries from the engine’s copy once the staged file is gone', async () => {
    // A JPEG's first bytes and then no picture: intake takes it by its content, the tool fails on it (after the upload).
    const staged = await raw(`/api/stage?name=${encodeURIComponent('not-a-photo.jpg')}`, {
      method: 'PUT',
      headers: { cookie: cookie(), origin: host.origin, 'content-type': 'application/octet-stream' },
      body: Buffer.concat([JPEG_MAGIC, Buffer.from('plain text, not a JPEG')]),
    });
    const file = JSON.parse(staged.body.toString()) as StagedFile;
    const ipc = new IpcClient(await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, { origin: host.origin }));
    const failedTask = async (id: string) =>
      (
        (await ipc.waitFor(
          (f) =>
            f.kind === 'event' && f.event === 'task:update' && (f.payload as Task).id === id && (f.payload as Task).status === 'failed',
        )) as { payload: Task }
      ).payload;
    const created = async () => {
      const frame = await ipc.waitFor(
        (f) => f.kind === 'event' && f.event === 'submission:created' && !seen.has((f.payload as { task: Task }).task.id),
      );
      const task = (frame as { payload: { task: Task } }).payload.task;
      seen.add(task.id);
      return task;
    };
    const seen = new Set<string>();
    try {
      expect(await ipc.call('tasks:submit', { type: 'image.resize', params: { maxWidth: 50 }, files: [file] })).toMatchObject({ ok: true });
      const first = await created();
      expect(await failedTask(first.id)).toMatchObject({ error: { code: 'invalid_file' } });
      expect(existsSync(file.path)).toBe(true);

      // Retry sends the same staged file again: a new task, no "no longer exists".
      expect(await ipc.call('tasks:retry', { id: first.id })).toMatchObject({ ok: true });
      const second = await created();
      await failedTask(second.id);
      expect(existsSync(file.path)).toBe(true);

      // The staged file gone (the host restarted and emptied its staging folder): the engine kept the failed task's
      // inputs, and the new task is made from them — the same bytes, so the tool refuses them the same way.
      await rm(path.dirname(file.path), { recursive: true, force: true });
      expect(await ipc.call('tasks:retry', { id: first.id })).toMatchObject({ ok: true });
      const third = await created();
      expect(await failedTask(third.id)).toMatchObject({ error: { code: 'invalid_file' } });
      expect(third.name).toBe(first.name);
    } finally {
      ipc.socket.close();
    }
  });

  it('deletes a staged file once the last task made from it is deleted', async () => {
    const staged = await raw(`/api/stage?name=${encodeURIComponent('also-not-a-photo.jpg')}`, {
      method: 'PUT',
      headers: { cookie: cookie(), origin: host.origin, 'content-type': 'application/octet-stream' },
      body: Buffer.concat([JPEG_MAGIC, Buffer.from('still not a JPEG')]),
    });
    const file = JSON.parse(staged.body.toString()) as StagedFile;
    const ipc = new IpcClient(await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, { origin: host.origin }));
    try {
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        expect(await ipc.call('tasks:submit', { type: 'image.resize', params: { maxWidth: 50 }, files: [file] })).toMatchObject({
          ok: true,
        });
        const frame = await ipc.waitFor(
          (f) => f.kind === 'event' && f.event === 'submission:created' && !ids.includes((f.payload as { task: Task }).task.id),
        );
        ids.push((frame as { payload: { task: Task } }).payload.task.id);
      }
      for (const id of ids)
        await ipc.waitFor(
          (f) =>
            f.kind === 'event' && f.event === 'task:update' && (f.payload as Task).id === id && (f.payload as Task).status === 'failed',
        );
      expect(await ipc.call('tasks:delete', { id: ids[0] })).toMatchObject({ ok: true });
      // One task made from it is left: the file stays for it.
      await ipc.waitFor((f) => f.kind === 'event' && f.event === 'task:removed' && (f.payload as { id: string }).id === ids[0]);
      expect(existsSync(file.path)).toBe(true);
      expect(await ipc.call('tasks:delete', { id: ids[1] })).toMatchObject({ ok: true });
      await waitUntil(() => !existsSync(path.dirname(file.path)));
    } finally {
      ipc.socket.close();
    }
  });

  it('keeps the browser to staged files and rejects bad frames', async () => {
    const ipc = new IpcClient(await connect(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, { origin: host.origin }));
    try {
      expect(await ipc.call('files:describe', { paths: [IMAGE] })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      const direct = await ipc.call('tasks:submit', {
        type: 'image.resize',
        params: { maxWidth: 10 },
        files: [{ path: IMAGE, name: 'x.jpg', size: 1 }],
      });
      expect(direct).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      expect(await ipc.call('tasks:nuke', {})).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      expect(await ipc.call('files:pick', { toolType: 'image.resize' })).toEqual({ ok: true, value: [] });
      expect(await ipc.call('files:showInFolder', { path: IMAGE })).toMatchObject({ ok: false, error: { code: 'unsupported' } });

      const closed = new Promise<number>((resolve) => ipc.socket.once('close', (code) => resolve(code)));
      ipc.socket.send('not json');
      expect(await closed).toBe(1003);
    } finally {
      ipc.socket.close();
    }
  });
});

describe('staging', () => {
  it('caps the upload size and leaves nothing behind', async () => {
    const small = await startWebHost({ services, rendererDir, stageDir, maxStageBytes: 1000 });
    try {
      const before = await readdir(stageDir);
      const put = (headers: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            { host: '127.0.0.1', port: small.port, method: 'PUT', path: `/api/stage?name=big.bin&token=${small.token}`, headers },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end(Buffer.alloc(5000));
        });
      expect(await put({})).toBe(413);
      expect(await put({ 'transfer-encoding': 'chunked' })).toBe(413);
      expect(await readdir(stageDir)).toEqual(before);
    } finally {
      await small.close();
    }
  });
});

describe('staging', () => {
  it('drops a staged upload that stops sending and removes its partial file', async () => {
    const before = await readdir(stageDir);
    const req = request({
      host: '127.0.0.1',
      port: host.port,
      method: 'PUT',
      path: '/api/stage?name=slow.jpg',
      headers: { cookie: cookie(), origin: host.origin, 'content-length': '100000' },
    });
    const ended = new Promise<void>((resolve) => {
      req.on('error', () => resolve());
      req.on('response', (res) => {
        res.resume();
        res.on('close', () => resolve());
      });
    });
    req.write(Buffer.alloc(1000));
    await waitUntil(async () => (await readdir(stageDir)).length > before.length);
    // …and nothing more: the host gives up on it.
    await ended;
    await waitUntil(async () => (await readdir(stageDir)).length === before.length);
    expect(await readdir(stageDir)).toEqual(before);
  });
});
