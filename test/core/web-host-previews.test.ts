/**
 * Previews of results before saving (issue #21) through the web host: `/api/preview/<task>/<part>` serves a task's own
 * picture or video only (never another path, never a page or a script), with ranges; `tasks:pages` draws a result's
 * pages; `tasks:saveAll` names every result apart; the preview cache stays within its bounds.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import { plaintextCipher } from '../../main/core/key-store';
import { ResultPreviews } from '../../main/core/result-previews';
import { startWebHost } from '../../main/web/server';
import type { WebHost } from '../../main/web/server';
import { isInside } from '../../main/web/web-data-dir';
import { createWebPlatform } from '../../main/web/web-platform';
import type { IpcResult, SaveAllOutcome, StagedFile, ThumbnailEvent } from '../../shared/contract/ipc';
import type { PreviewFacts } from '../../shared/contract/preview';
import type { Task } from '../../shared/contract/service';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import { waitUntil } from '../helpers/wait-until';

const IMAGE = `${CORPUS_ROOT}/images/poi-nature1.jpg`;
const DECK = `${CORPUS_ROOT}/pptx/pp-shp-picture.pptx`;
const SECRET = 'TOP-SECRET-CONTENT';

let root: string;
let stageDir: string;
let services: AppServices;
let host: WebHost;
let ipc: IpcClient;

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

const cookie = (): string => `deckhand_token_${host.port}=${host.token}`;
const get = (target: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  raw(target, { headers: { cookie: cookie(), ...headers } });

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

  async waitFor(predicate: (frame: WsServerFrame) => boolean): Promise<WsServerFrame> {
    let found: WsServerFrame | undefined;
    await waitUntil(() => (found = this.frames.find(predicate)) !== undefined, 20);
    return found!;
  }
}

async function stage(file: string, name: string): Promise<StagedFile> {
  const staged = await raw(`/api/stage?name=${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { cookie: cookie(), origin: host.origin, 'content-type': 'application/octet-stream' },
    body: await readFile(file),
  });
  expect(staged.status).toBe(200);
  return JSON.parse(staged.body.toString()) as StagedFile;
}

/** Submits one task and waits until it completed. */
async function run(type: string, params: Record<string, unknown>, files: StagedFile[]): Promise<Task> {
  const before = new Set(
    ipc.frames
      .filter((f) => f.kind === 'event' && f.event === 'submission:created')
      .map((f) => (f as { payload: { task: Task } }).payload.task.id),
  );
  expect(await ipc.call('tasks:submit', { type, params, files })).toMatchObject({ ok: true });
  const created = await ipc.waitFor(
    (f) => f.kind === 'event' && f.event === 'submission:created' && !before.has((f.payload as { task: Task }).task.id),
  );
  const id = (created as { payload: { task: Task } }).payload.task.id;
  const done = await ipc.waitFor(
    (f) =>
      f.kind === 'event' &&
      f.event === 'task:update' &&
      (f.payload as Task).id === id &&
      ['completed', 'failed'].includes((f.payload as Task).status),
  );
  const task = (done as { payload: Task }).payload;
  expect(task.status, JSON.stringify(task.error)).toBe('completed');
  return task;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deckhand-previews-'));
  const dataDir = path.join(root, 'data');
  stageDir = path.join(dataDir, 'staging');
  const rendererDir = path.join(root, 'renderer');
  await mkdir(rendererDir, { recursive: true });
  await mkdir(stageDir, { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Deckhand</title>');
  await writeFile(path.join(root, 'secret.txt'), SECRET);
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
  host = await startWebHost({ services, rendererDir, stageDir });
  ipc = await new Promise<IpcClient>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${host.port}/ipc?token=${host.token}`, { headers: { origin: host.origin } });
    socket.once('open', () => resolve(new IpcClient(socket)));
    socket.once('error', reject);
  });
});

afterAll(async () => {
  ipc?.socket.close();
  await host?.close();
  await services?.close();
  await rm(root, { recursive: true, force: true });
});

describe('/api/preview', () => {
  it('serves a resize’s result and its original, whole or by ranges, sandboxed, and nothing else', async () => {
    const original = await readFile(IMAGE);
    const file = await stage(IMAGE, 'nature.jpg');
    const task = await run('image.resize', { maxWidth: 120 }, [file]);

    const output = await get(`/api/preview/${task.id}/output`);
    expect(output.status).toBe(200);
    expect(output.headers['content-type']).toBe('image/jpeg');
    expect(output.headers['content-security-policy']).toContain('sandbox');
    expect(output.headers['x-content-type-options']).toBe('nosniff');
    expect(createHash('md5').update(output.body).digest('hex')).toBe(task.result?.md5);
    expect((await sharp(output.body).metadata()).width).toBe(120);

    // The before of before/after: the very file the task was made from (kept in staging for it).
    const input = await get(`/api/preview/${task.id}/input-0`);
    expect(input.status).toBe(200);
    expect(input.body.equals(original)).toBe(true);

    const part = await get(`/api/preview/${task.id}/output`, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${output.body.length}`);
    expect(part.body.equals(output.body.subarray(0, 10))).toBe(true);
    const tail = await get(`/api/preview/${task.id}/output`, { range: 'bytes=-5' });
    expect(tail.body.equals(output.body.subarray(-5))).toBe(true);
    expect((await get(`/api/preview/${task.id}/output`, { range: `bytes=${output.body.length}-` })).status).toBe(416);

    const facts = await ipc.call<PreviewFacts>('tasks:previewFacts', { id: task.id });
    expect(facts).toMatchObject({
      ok: true,
      value: { output: 'picture', inputs: [{ name: 'nature.jpg', kind: 'picture', size: original.length }] },
    });

    // Without the token nothing is served; a part the task lacks, or any other address below the route, is a 404.
    expect((await raw(`/api/preview/${task.id}/output`)).status).toBe(401);
    const refused = [
      `/api/preview/${task.id}/input-1`,
      `/api/preview/${task.id}/input-picture`,
      `/api/preview/${task.id}/output/extra`,
      `/api/preview/${task.id}/..%2F..%2F..%2Fsecret.txt`,
      `/api/preview/..%2F..%2Fsecret.txt/output`,
      `/api/preview/${encodeURIComponent('../../secret.txt')}/input-0`,
      `/api/preview/${task.id}/input-0%2F..%2F..%2Fsecret.txt`,
      `/api/preview/${task.id}/input-99999`,
      '/api/preview/no-such-task/output',
      `/api/preview/${task.id}`,
    ];
    for (const target of refused) {
      const answer = await get(target);
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.body.toString('latin1'), target).not.toContain(SECRET);
      expect(answer.headers['content-type'], target).toMatch(/json/);
    }
    // `..` steps are resolved before routing: they leave the preview route, and the renderer's files are all they reach.
    const climbed = await get(`/api/preview/${task.id}/../../../secret.txt`);
    expect(climbed.body.toString('latin1')).not.toContain(SECRET);
  });

  it('refuses to serve a result that is not a picture or a video, yet draws its pages; says when an input is gone', async () => {
    const first = await stage(DECK, 'pictures.pptx');
    const second = await stage(DECK, 'pictures.pptx');
    const task = await run('pptx.join', {}, [first, second]);
    const served = await get(`/api/preview/${task.id}/output`);
    expect(served.status).toBe(415);
    expect(JSON.parse(served.body.toString())).toMatchObject({ code: 'unsupported' });

    const facts = await ipc.call<PreviewFacts>('tasks:previewFacts', { id: task.id });
    expect(facts).toMatchObject({ ok: true, value: { output: 'pages' } });

    const requestId = 'joined-pages';
    const drawn = await ipc.call<{ pages: number }>('tasks:pages', { id: task.id, side: 'output', requestId });
    expect(drawn).toMatchObject({ ok: true });
    const pages = drawn.ok ? drawn.value.pages : 0;
    expect(pages).toBeGreaterThanOrEqual(2);
    const pictures = ipc.frames.filter(
      (f) =>
        f.kind === 'event' &&
        f.event === 'files:thumbnail' &&
        (f.payload as ThumbnailEvent).requestId === requestId &&
        (f.payload as ThumbnailEvent).thumbnail,
    );
    expect(pictures).toHaveLength(pages);
    expect((pictures[0] as { payload: ThumbnailEvent }).payload.thumbnail?.dataUrl ?? '').toMatch(/^data:image\/png;base64,/);

    // A merge is not compared with its inputs: their staged copies went when it completed.
    await waitUntil(() => !existsSync(first.path));
    const before = await ipc.call('tasks:pages', { id: task.id, side: 'input', requestId: 'gone' });
    expect(before).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('shows Compress’s largest picture before and after, with both sizes', async () => {
    const file = await stage(DECK, 'photo deck.pptx');
    const task = await run('file.compress', { preset: 'smallest' }, [file]);
    const facts = await ipc.call<PreviewFacts>('tasks:previewFacts', { id: task.id, packagePicture: true });
    expect(facts.ok).toBe(true);
    if (!facts.ok) return;
    const picture = facts.value.packagePicture;
    expect(picture?.entry).toMatch(/^ppt\/media\//);
    expect(picture?.before).toBeGreaterThan(0);
    expect(picture?.after).toBeGreaterThan(0);
    const before = await get(`/api/preview/${task.id}/input-picture`);
    const after = await get(`/api/preview/${task.id}/output-picture`);
    expect([before.status, after.status]).toEqual([200, 200]);
    expect(before.body.length).toBe(picture?.before);
    expect(after.body.length).toBe(picture?.after);
    expect(String(before.headers['content-type'])).toMatch(/^image\//);
    // Both are pictures a browser can draw, of the same scene.
    const [a, b] = await Promise.all([sharp(before.body).metadata(), sharp(after.body).metadata()]);
    expect(a.width / a.height).toBeCloseTo(b.width / b.height, 1);
  });
});

describe('tasks:saveAll in a browser', () => {
  it('gives two results of one name two names', async () => {
    const one = await stage(IMAGE, 'photo.jpg');
    const two = await stage(`${CORPUS_ROOT}/images/poi-nature2.jpg`, 'photo.jpg');
    const first = await run('image.convertWebp', {}, [one]);
    const second = await run('image.convertWebp', {}, [two]);
    const outcome = await ipc.call<SaveAllOutcome>('tasks:saveAll', { ids: [first.id, second.id] });
    expect(outcome).toMatchObject({
      ok: true,
      value: {
        kind: 'browser-downloads',
        files: [
          { url: `/api/download/${first.id}?name=photo.webp`, fileName: 'photo.webp' },
          { url: `/api/download/${second.id}?name=photo%20(2).webp`, fileName: 'photo (2).webp' },
        ],
      },
    });
    // x.jpg and x.gif both make x.webp: each keeps its source's kind in the name instead of a bare number.
    const gif = path.join(root, 'photo.gif');
    await sharp(IMAGE).resize(48).gif().toFile(gif);
    const third = await run('image.convertWebp', {}, [await stage(gif, 'photo.gif')]);
    const mixed = await ipc.call<SaveAllOutcome>('tasks:saveAll', { ids: [first.id, second.id, third.id] });
    expect(mixed.ok && mixed.value.kind === 'browser-downloads' && mixed.value.files.map((file) => file.fileName)).toEqual([
      'photo-jpg.webp',
      'photo-jpg (2).webp',
      'photo-gif.webp',
    ]);
    // The download itself is named so: the browser takes the header's name over the link's.
    const named = await get(`/api/download/${second.id}?name=${encodeURIComponent('photo (2).webp')}`);
    expect(String(named.headers['content-disposition'])).toContain('filename="photo (2).webp"');
    const sneaky = await get(`/api/download/${second.id}?name=${encodeURIComponent('../../evil.webp')}`);
    expect(String(sneaky.headers['content-disposition'])).not.toContain('..%2F');
    expect(String(sneaky.headers['content-disposition'])).not.toContain('/');
    // A WebP is not compared with its original: the staged copies go when the tasks complete.
    await waitUntil(() => !existsSync(one.path) && !existsSync(two.path));
  });
});

describe('the preview cache', () => {
  it('refuses an output over its limit and drops the oldest files past its size', async () => {
    const file = await stage(IMAGE, 'small.jpg');
    const task = await run('image.resize', { maxWidth: 64 }, [file]);
    const other = await run('image.resize', { maxWidth: 80 }, [file]);
    const cacheDir = path.join(root, 'bounded-cache');
    const options = {
      client: () => services.backend.client(),
      engineClient: () => services.backend.engineClient(),
      requestOf: (id: string) => services.taskCenter.requestOf(id),
      outputName: (t: Task) => Promise.resolve(String(t.result?.fileName ?? 'result.jpg')),
      cacheDir,
    };
    const tiny = new ResultPreviews({ ...options, maxOutputBytes: 10 });
    await expect(tiny.file(task.id, 'output')).rejects.toMatchObject({ code: 'too_large', status: 413 });
    await tiny.close();

    const bounded = new ResultPreviews({ ...options, maxCacheBytes: 1 });
    try {
      const a = await bounded.file(task.id, 'output');
      expect(existsSync(a.path)).toBe(true);
      const b = await bounded.file(other.id, 'output');
      // The second file pushed the cache past its size: the first went, its folder with it, the newest stays. The
      // folder goes after its file (a recursive rm), so the count below waits for the folder.
      await waitUntil(() => !existsSync(path.dirname(a.path)));
      expect(existsSync(b.path)).toBe(true);
      expect(await readdir(cacheDir)).toHaveLength(1);
    } finally {
      await bounded.close();
    }
    expect(existsSync(cacheDir)).toBe(false);
  });
});
