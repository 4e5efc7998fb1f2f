import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineApp } from '../../main/engine/app';
import { createEngineServices } from '../../main/engine/engine-services';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, downloadResult, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine({ concurrency: 2 });
});
afterAll(async () => {
  await engine?.close();
});

function get(path: string, headers: Record<string, string> = authHeaders(engine.key), method = 'GET'): Promise<Response> {
  return fetch(`${engine.baseUrl}${path}`, { method, headers });
}

async function echoTask(files: { name: string; content: string }[], extra: { name?: string; params?: unknown } = {}): Promise<Task> {
  const created = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files, params: extra.params ?? {}, name: extra.name });
  return waitForTask(engine.baseUrl, engine.key, created.id);
}

describe('POST /tools/tasks and GET /tools/tasks/{id}', () => {
  it('creates a pending task with exactly the spec fields, then completes it with a result', async () => {
    const form = new FormData();
    form.append('files', new Blob(['hello ']), 'first.txt');
    form.append('files', new Blob(['world']), 'second.txt');
    form.append('type', 'test.echo');
    form.append('params', JSON.stringify({ suffix: '!' }));
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, { method: 'POST', headers: authHeaders(engine.key), body: form });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const created = (await response.json()) as Task;
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'id', 'name', 'preview', 'status', 'type', 'updatedAt']);
    expect(created).toMatchObject({ name: 'first.txt', type: 'test.echo', status: 'pending', preview: null });
    expect(created.id).toMatch(UUID);
    expect(created.createdAt).toMatch(ISO_MS);
    expect(created.updatedAt).toMatch(ISO_MS);

    const done = await waitForTask(engine.baseUrl, engine.key, created.id);
    expect(done.status).toBe('completed');
    expect(done.error).toBeUndefined();
    expect(done.progress).toBe(100);
    expect(done.preview).toEqual({ bytes: 12 });
    expect(done.createdAt).toBe(created.createdAt);
    expect(Date.parse(done.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    const md5 = createHash('md5').update('hello world!').digest('hex');
    expect(done.result).toEqual({
      url: `${engine.baseUrl}/files/${created.id}/first-echo.txt`,
      fileName: 'first-echo.txt',
      mimeType: 'text/plain',
      size: 12,
      md5,
      inputCount: 2,
      inputNames: ['first.txt', 'second.txt'],
      inputSize: 12,
    });
    expect((await downloadResult(engine.key, done)).toString()).toBe('hello world!');
  });

  it('uses the name field as the task name and tolerates spaceId and X-Auth-UUID', async () => {
    const form = new FormData();
    form.append('spaceId', 'space-1');
    form.append('name', 'Quarterly review');
    form.append('files', new Blob(['x']), 'a.txt');
    form.append('type', 'test.echo');
    const response = await fetch(`${engine.baseUrl}/tools/tasks?spaceId=space-1`, {
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'X-Auth-UUID': 'c0ffee' },
      body: form,
    });
    expect(response.status).toBe(200);
    const task = (await response.json()) as Task;
    expect(task.name).toBe('Quarterly review');
    const read = await get(`/tools/tasks/${task.id}?spaceId=space-1`, { ...authHeaders(engine.key), 'X-Auth-UUID': 'c0ffee' });
    expect(read.status).toBe(200);
    expect(((await read.json()) as Task).id).toBe(task.id);
  });

  it('answers 404 not_found for unknown and malformed task ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fengine-key']) {
      const response = await get(`/tools/tasks/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('PUT /tools/tasks/{id}/start answers with the task', async () => {
    const task = await echoTask([{ name: 'a.txt', content: 'a' }]);
    const response = await get(`/tools/tasks/${task.id}/start`, authHeaders(engine.key), 'PUT');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: task.id, status: 'completed' });
  });
});

describe('downloads', () => {
  it('GET /tools/tasks/{id}/download gives [url, bytes, md5] and the url serves the file', async () => {
    const task = await echoTask([{ name: 'deck.txt', content: 'abcdefghij' }]);
    const response = await get(`/tools/tasks/${task.id}/download`);
    expect(response.status).toBe(200);
    const [url, bytes, md5] = (await response.json()) as [string, number, string];
    expect(url).toBe(task.result?.url);
    expect(bytes).toBe(10);
    expect(md5).toBe(createHash('md5').update('abcdefghij').digest('hex'));

    const file = await fetch(url, { headers: authHeaders(engine.key) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('content-length')).toBe('10');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="deck-echo.txt"; filename*=UTF-8''deck-echo.txt`);
    expect(file.headers.get('accept-ranges')).toBe('bytes');
    expect(await file.text()).toBe('abcdefghij');
  });

  it('serves byte ranges (206, suffix ranges) and refuses unsatisfiable ones with 416', async () => {
    const task = await echoTask([{ name: 'r.txt', content: '0123456789' }]);
    const url = task.result?.url ?? '';
    const part = await fetch(url, { headers: { ...authHeaders(engine.key), range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    expect(await part.text()).toBe('2345');

    const tail = await fetch(url, { headers: { ...authHeaders(engine.key), range: 'bytes=-3' } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe('789');

    const open = await fetch(url, { headers: { ...authHeaders(engine.key), range: 'bytes=7-' } });
    expect(await open.text()).toBe('789');

    const beyond = await fetch(url, { headers: { ...authHeaders(engine.key), range: 'bytes=50-60' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');

    const head = await fetch(url, { method: 'HEAD', headers: authHeaders(engine.key) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
  });

  it('encodes non-ASCII file names with RFC 5987 filename*', async () => {
    const task = await echoTask([{ name: "Präsentation ü (Mike's).txt", content: 'x' }]);
    expect(task.result?.fileName).toBe("Präsentation ü (Mike's)-echo.txt");
    const file = await fetch(task.result?.url ?? '', { headers: authHeaders(engine.key) });
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Pr_sentation _ (Mike's)-echo.txt"; filename*=UTF-8''Pr%C3%A4sentation%20%C3%BC%20%28Mike%27s%29-echo.txt`,
    );
  });

  it('answers 404 for the download of an unfinished task and for a wrong file name', async () => {
    const slow = await createTask(engine.baseUrl, engine.key, {
      type: 'test.sleep',
      files: [{ name: 'a.txt', content: 'a' }],
      params: { ms: 1500, steps: 1 },
    });
    const early = await get(`/tools/tasks/${slow.id}/download`);
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({ code: 'not_found' });
    const done = await waitForTask(engine.baseUrl, engine.key, slow.id);
    const wrongName = await get(`/files/${slow.id}/other.txt`);
    expect(wrongName.status).toBe(404);
    expect((await get(`/files/${slow.id}/${done.result?.fileName ?? ''}`)).status).toBe(200);
  });
});

describe('DELETE /tools/tasks/{id}', () => {
  it('answers 204 with no body, removes the task folder, and later reads are 404', async () => {
    const task = await echoTask([{ name: 'a.txt', content: 'gone soon' }]);
    const dir = join(engine.dataDir, 'tasks', task.id);
    expect(existsSync(join(dir, 'task.json'))).toBe(true);
    expect(existsSync(join(dir, 'output'))).toBe(true);

    const response = await get(`/tools/tasks/${task.id}`, authHeaders(engine.key), 'DELETE');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(existsSync(dir)).toBe(false);

    for (const path of [`/tools/tasks/${task.id}`, `/tools/tasks/${task.id}/download`, `/files/${task.id}/a-echo.txt`]) {
      const after = await get(path);
      expect(after.status).toBe(404);
      expect(await after.json()).toMatchObject({ code: 'not_found' });
    }
    const again = await get(`/tools/tasks/${task.id}`, authHeaders(engine.key), 'DELETE');
    expect(again.status).toBe(404);
  });
});

describe('GET /tools/tasks (list)', () => {
  let listEngine: TestEngine;
  const ids: string[] = [];

  beforeAll(async () => {
    listEngine = await startTestEngine({ concurrency: 1 });
    for (let i = 0; i < 5; i++) {
      const type = i % 2 === 0 ? 'test.echo' : 'test.fail';
      const params = type === 'test.fail' ? { mode: 'tool' } : {};
      const task = await createTask(listEngine.baseUrl, listEngine.key, { type, files: [{ name: `f${i}.txt`, content: `${i}` }], params });
      ids.push(task.id);
    }
  });
  afterAll(async () => {
    await listEngine?.close();
  });

  async function list(query: string): Promise<{ tasks: Task[]; total: string | null; response: Response }> {
    const response = await fetch(`${listEngine.baseUrl}/tools/tasks${query}`, { headers: authHeaders(listEngine.key) });
    return {
      tasks: response.ok ? ((await response.json()) as Task[]) : [],
      total: response.headers.get('x-content-record-total'),
      response,
    };
  }

  it('lists newest first with the total in x-content-record-total (exposed to scripts)', async () => {
    const { tasks, total, response } = await list('');
    expect(response.status).toBe(200);
    expect(total).toBe('5');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/x-content-record-total/);
    expect(tasks.map((task) => task.id)).toEqual([...ids].reverse());
  });

  it('pages with _startIndex and _maxResults', async () => {
    const page = await list('?_startIndex=1&_maxResults=2');
    expect(page.total).toBe('5');
    expect(page.tasks.map((task) => task.id)).toEqual([ids[3], ids[2]]);
    const last = await list('?_startIndex=4&_maxResults=50');
    expect(last.tasks.map((task) => task.id)).toEqual([ids[0]]);
    const beyond = await list('?_startIndex=10');
    expect(beyond.tasks).toEqual([]);
    expect(beyond.total).toBe('5');
    const capped = await list('?_maxResults=100000');
    expect(capped.response.status).toBe(200);
    expect(capped.tasks).toHaveLength(5);
  });

  it('filters by type, and the total counts only matching tasks', async () => {
    const echo = await list('?type=test.echo&_maxResults=1');
    expect(echo.total).toBe('3');
    expect(echo.tasks.map((task) => task.id)).toEqual([ids[4]]);
    const none = await list('?type=pptx.split');
    expect(none.total).toBe('0');
  });

  it('rejects paging values that are not whole numbers', async () => {
    const bad = await list('?_startIndex=abc');
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('other routes', () => {
  it('GET /tools/types serves the production catalog and not the test tools', async () => {
    const response = await get('/tools/types');
    expect(response.status).toBe(200);
    const types = (await response.json()) as { type: string; unavailable?: string }[];
    // `unavailable` depends on the machine (tool-availability.test.ts covers it); the rest is the catalog itself.
    expect(types.map(({ unavailable: _unavailable, ...descriptor }) => descriptor)).toEqual(
      JSON.parse(JSON.stringify(CATALOG.map(describeTool))),
    );
    expect(types.some((descriptor) => descriptor.type.startsWith('test.'))).toBe(false);
  });

  it('GET /health is open and reports the version', async () => {
    const response = await fetch(`${engine.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, version: pkg.version });
  });

  it('GET /fonts answers a JSON array and checks limit', async () => {
    const response = await get('/fonts?q=rob&category=sans-serif&limit=5');
    expect(response.status).toBe(200);
    const families = (await response.json()) as unknown[];
    expect(Array.isArray(families)).toBe(true);
    expect(families.length).toBeLessThanOrEqual(5);
    const bad = await get('/fonts?limit=-1');
    expect(bad.status).toBe(400);
  });

  it('answers unknown routes with 404 not_found and wrong methods with 405', async () => {
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
    expect(missing.headers.get('x-request-id')).toMatch(UUID);

    const wrong = await get('/tools/tasks', authHeaders(engine.key), 'PATCH');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, GET, HEAD');
    expect(await wrong.json()).toMatchObject({ code: 'method_not_allowed' });
    const post = await get('/tools/types', authHeaders(engine.key), 'POST');
    expect(post.status).toBe(405);
  });
});

describe('unexpected errors', () => {
  let server: Server;
  let baseUrl: string;
  let calls = 0;

  beforeAll(async () => {
    const services = createEngineServices({ dataDir: join(engine.dataDir, 'app-only') });
    services.searchFonts = () => {
      calls++;
      if (calls === 1) throw new Error('font index exploded at /srv/deckhand/data/fonts/index.json');
      return [];
    };
    await services.start();
    const app = createEngineApp(services, { key: 'k', loopbackOnly: true });
    server = createServer((req, res) => app.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('answers a generic 500 internal_error naming nothing internal, only the request id, and keeps serving', async () => {
    const first = await fetch(`${baseUrl}/fonts`, { headers: authHeaders('k') });
    expect(first.status).toBe(500);
    const body = (await first.json()) as { code: string; message: string };
    expect(body.code).toBe('internal_error');
    expect(body.message).not.toMatch(/exploded|\/srv|index\.json|Error/);
    const requestId = first.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.message).toContain(requestId);
    const second = await fetch(`${baseUrl}/fonts`, { headers: authHeaders('k') });
    expect(second.status).toBe(200);
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
  });
});
