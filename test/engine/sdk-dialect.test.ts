/**
 * Issue #10: DeckFlow's SDK and CLI against the local engine, over a real socket, sending exactly what the SDK sends
 * (test/helpers/sdk-wire.ts) and reading the answers as its types do. Tools here are the test tools (echo, sleep,
 * fail) and test.copy (any bytes, 400 MB limit), so the transfers and the flow are what is under test; the real
 * tools' result shapes are in sdk-dialect-tools.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { COPY_TOOL } from '../core/fixtures/copy-tool';
import { authHeaders, createTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';
import { fetchWithoutHeaders, md5Hex, SDK_INLINE_MAX_BYTES, SdkApiError, SdkWire, type SdkTask } from '../helpers/sdk-wire';

const MiB = 1024 * 1024;
let engine: TestEngine;
let root: string;

beforeAll(async () => {
  engine = await startTestEngine({ extraTools: [COPY_TOOL] });
  root = `${engine.baseUrl}/v1`;
});
afterAll(async () => {
  await engine?.close();
});

function sdk(options: { spaceId?: string; apiKey?: string } = {}): SdkWire {
  return new SdkWire(root, { apiKey: engine.key, ...options });
}

async function expectApiError(promise: Promise<unknown>, status: number, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(SdkApiError);
  expect((error as SdkApiError).status).toBe(status);
  expect((error as SdkApiError).message).toMatch(message);
}

describe('the SDK root …/v1 (issue #10, failure 1)', () => {
  it('creates inline, waits by event stream, downloads [url, bytes, md5] without a header, and deletes', async () => {
    const client = sdk({ spaceId: 'team-a' });
    const created = await client.create({
      type: 'test.echo',
      files: [
        { name: 'a.txt', data: Buffer.from('hello ') },
        { name: 'b.txt', data: Buffer.from('world') },
      ],
      params: { suffix: '!' },
      name: 'Greeting',
    });
    expect(created).toMatchObject({ spaceId: 'team-a', type: 'test.echo', status: 'pending', name: 'Greeting', params: { suffix: '!' } });
    expect(created.fileIds).toHaveLength(2);
    expect(created.error).toBeNull();

    const done = await client.wait(created.id);
    expect(done.status).toBe('completed');
    const [url, bytes, hash] = await client.down<[string, number, string]>(done.id);
    expect(done.result).toEqual([url, bytes, hash]);
    const file = await fetchWithoutHeaders(url);
    expect(file.status).toBe(200);
    expect(file.bytes.toString()).toBe('hello world!');
    expect(bytes).toBe(12);
    expect(hash).toBe(md5Hex(file.bytes));

    await client.delete(done.id);
    await expectApiError(client.get(done.id), 404, /No task/);
    expect((await fetchWithoutHeaders(url)).status).toBe(404);
  });

  it('waits by polling as well', async () => {
    const client = sdk();
    const created = await client.create({ type: 'test.sleep', files: [{ name: 'x.txt', data: Buffer.from('x') }], params: { ms: 300 } });
    const seen: string[] = [];
    const done = await client.wait(created.id, { useEventStream: false, pollInterval: 50, onProgress: (task) => seen.push(task.status) });
    expect(done.status).toBe('completed');
    expect(seen.at(-1)).toBe('completed');
    expect(seen.length).toBeGreaterThan(1);
  });

  it('answers a task that does not exist with 404 and the message as a string', async () => {
    const response = await fetch(`${root}/tools/tasks/00000000-0000-4000-8000-000000000000`, { headers: authHeaders(engine.key) });
    expect(response.status).toBe(404);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'not_found' });
    expect(typeof body.error).toBe('string');
    await expectApiError(sdk().get('00000000-0000-4000-8000-000000000000'), 404, /^API Error \(404\): No task with id/);
  });

  it('starts a task (PUT …/start, as the CLI does after every create) and answers with the SDK task', async () => {
    const client = sdk();
    const created = await client.create({ type: 'test.echo', files: [{ name: 'a.txt', data: Buffer.from('a') }] });
    const started = await client.start(created.id);
    expect(started).toMatchObject({ id: created.id, spaceId: 'default' });
    await client.wait(created.id);
  });
});

describe('files over 10 MiB in total: pre-uploads and a JSON create (failure 2)', () => {
  it('moves a 25 MiB file in three 10 MiB parts, and a small file in one PUT, then creates with fileIds', async () => {
    const client = sdk({ spaceId: 'big' });
    const big = randomBytes(25 * MiB);
    const created = await client.create({ type: 'test.copy', files: [{ name: 'big.bin', data: big }] });
    // The bare-client requests carried no key: the signed URLs were their credential.
    const uploads = client.sent.filter((request) => request.url.includes('/v1/uploads/'));
    expect(uploads.map((request) => [request.method, request.authorized, request.status])).toEqual([
      ['PUT', false, 200],
      ['PUT', false, 200],
      ['PUT', false, 200],
      ['POST', false, 200],
    ]);
    expect(created).toMatchObject({ type: 'test.copy', spaceId: 'big', fileIds: [expect.any(String)] });

    const done = await client.wait(created.id);
    const [url, bytes, hash] = await client.down<[string, number, string]>(done.id);
    expect(bytes).toBe(big.length);
    expect(hash).toBe(md5Hex(big));
    const file = await fetchWithoutHeaders(url);
    expect(md5Hex(file.bytes)).toBe(md5Hex(big));

    // Just over the inline limit in total, made of two files under one part each: two single PUTs.
    const pair = sdk({ spaceId: 'big' });
    const first = randomBytes(6 * MiB);
    const second = randomBytes(SDK_INLINE_MAX_BYTES - first.length);
    const echo = await pair.create({
      type: 'test.echo',
      files: [
        { name: 'first.txt', data: first },
        { name: 'second.txt', data: second },
      ],
    });
    expect(pair.sent.filter((request) => request.url.includes('/v1/uploads/')).map((r) => r.method)).toEqual(['PUT', 'PUT']);
    const joined = await pair.wait(echo.id);
    const [joinedUrl] = await pair.down<[string]>(joined.id);
    expect(md5Hex((await fetchWithoutHeaders(joinedUrl)).bytes)).toBe(md5Hex(Buffer.concat([first, second])));
  });

  it('removes a pre-upload once a task used it, and refuses to use it again', async () => {
    const client = sdk();
    const space = await client.resolveSpaceId();
    const data = randomBytes(1000);
    const auth = await client.requestUpload(space, { name: 'a.txt', bytes: data.length, hash: md5Hex(data) });
    const form = new FormData();
    form.append('file', new Blob([data]), 'a.txt');
    expect((await fetch(auth.auth?.url ?? '', { method: 'PUT', body: form })).status).toBe(200);
    const task = await client.create({ type: 'test.echo', fileIds: [auth.id] });
    expect(task.fileIds).toEqual([auth.id]);
    await expectApiError(client.create({ type: 'test.echo', fileIds: [auth.id] }), 400, /is not a finished upload/);
    const done = await client.wait(task.id);
    const [url] = await client.down<[string]>(done.id);
    expect(md5Hex((await fetchWithoutHeaders(url)).bytes)).toBe(md5Hex(data));
  });
});

describe('failed tasks (failure 3)', () => {
  it('gives the error as a string, so wait() throws "Task failed: <message>"', async () => {
    const client = sdk();
    const created = await client.create({
      type: 'test.fail',
      files: [{ name: 'a.txt', data: Buffer.from('a') }],
      params: { mode: 'tool' },
    });
    await expect(client.wait(created.id)).rejects.toThrow('Task failed: The deck has no slides.');
    await expect(client.wait(created.id, { useEventStream: false })).rejects.toThrow('Task failed: The deck has no slides.');
    const task = (await client.get(created.id)) as SdkTask & { errorCode?: string };
    expect(task).toMatchObject({ status: 'failed', error: 'The deck has no slides.', errorCode: 'invalid_file', result: null });
  });

  it('answers a refused create with the message as a string and the code beside it', async () => {
    const response = await fetch(`${root}/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [], type: 'no.such.tool', params: {} }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.code).toBe('invalid_parameter');
    expect(body.error).toMatch(/Unknown type "no.such.tool"/);
  });
});

describe('keys and GET /user (failure 4)', () => {
  it('GET /user answers {id} without a key: the default space', async () => {
    const response = await fetch(`${root}/user`, { headers: { 'X-Auth-UUID': 'c0ffee' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'default' });
  });

  it('resolves the space from GET /user when none is configured, and lands in the default space', async () => {
    const client = sdk();
    const created = await client.create({ type: 'test.echo', files: [{ name: 'a.txt', data: Buffer.from('a') }] });
    expect(client.sent[0]).toMatchObject({ method: 'GET', url: `${root}/user`, status: 200 });
    expect(created.spaceId).toBe('default');
    // The root dialect, which names no space, sees the same task.
    expect((await waitForTask(engine.baseUrl, engine.key, created.id)).status).toBe('completed');
  });

  it('a wrong key ends in 401: the guest retry reaches GET /user (200) and the retried call is refused', async () => {
    const client = sdk({ apiKey: `${engine.key}x`, spaceId: 'team-a' });
    await expectApiError(client.list(), 401, /^API Error \(401\): This engine has no guest access.*If a key was set, it is not valid/);
    expect(client.sent.map((request) => [request.method, new URL(request.url).pathname, request.authorized, request.status])).toEqual([
      ['GET', '/v1/tools/tasks', true, 401],
      ['GET', '/v1/user', false, 200],
      ['GET', '/v1/tools/tasks', false, 401],
    ]);
  });

  it('refuses a wrong key on the pre-upload route too', async () => {
    await expectApiError(
      sdk({ apiKey: 'wrong' }).requestUpload('default', { name: 'a.pptx', bytes: 10, hash: 'x' }),
      401,
      /API Error \(401\)/,
    );
  });
});

describe('task fields and spaces (failure 7)', () => {
  it('shows spaceId, fileIds and params, and keeps each space to itself in list, get and delete', async () => {
    const a = sdk({ spaceId: 'space-a' });
    const b = sdk({ spaceId: 'space-b' });
    const inA = await a.create({ type: 'test.echo', files: [{ name: 'a.txt', data: Buffer.from('a') }], params: { suffix: 'A' } });
    const inB = await b.create({ type: 'test.echo', files: [{ name: 'b.txt', data: Buffer.from('b') }] });
    await Promise.all([a.wait(inA.id), b.wait(inB.id)]);

    const listA = await a.list();
    expect(listA.tasks.map((task) => task.id)).toEqual([inA.id]);
    expect(listA.total).toBe(1);
    expect(listA.tasks[0]).toMatchObject({ spaceId: 'space-a', params: { suffix: 'A' }, fileIds: inA.fileIds });
    await expectApiError(a.get(inB.id), 404, /No task/);
    await expectApiError(a.delete(inB.id), 404, /No task/);
    expect((await b.get(inB.id)).status).toBe('completed');

    // The root dialect partitions the same way; no spaceId there means the default space.
    const rootList = (await (
      await fetch(`${engine.baseUrl}/tools/tasks?spaceId=space-b`, { headers: authHeaders(engine.key) })
    ).json()) as Task[];
    expect(rootList.map((task) => task.id)).toEqual([inB.id]);
    const rootDefault = (await (await fetch(`${engine.baseUrl}/tools/tasks`, { headers: authHeaders(engine.key) })).json()) as Task[];
    expect(rootDefault.map((task) => task.id)).not.toContain(inB.id);
    expect((await fetch(`${engine.baseUrl}/tools/tasks/${inB.id}`, { headers: authHeaders(engine.key) })).status).toBe(404);
  });

  it('lists with paging and a type filter, newest first, with the total in x-content-record-total', async () => {
    const client = sdk({ spaceId: 'paging' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await client.create({ type: 'test.echo', files: [{ name: `${i}.txt`, data: Buffer.from(String(i)) }] });
      ids.unshift(created.id);
    }
    const other = await client.create({ type: 'test.sleep', files: [{ name: 's.txt', data: Buffer.from('s') }], params: { ms: 1 } });
    const page = await client.list({ type: 'test.echo', startIndex: 1, maxResults: 2 });
    expect(page.total).toBe(5);
    expect(page.tasks.map((task) => task.id)).toEqual(ids.slice(1, 3));
    expect((await client.list({ type: 'test.sleep' })).tasks.map((task) => task.id)).toEqual([other.id]);
    await Promise.all([...ids, other.id].map((id) => client.wait(id)));
  });

  it('keeps root tasks in the root shape (no SDK fields) while /v1 shows the same task in its own', async () => {
    const task = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'r.txt', content: 'r' }] });
    expect(Object.keys(task).sort()).toEqual(['createdAt', 'id', 'name', 'preview', 'status', 'type', 'updatedAt']);
    const done = await waitForTask(engine.baseUrl, engine.key, task.id);
    expect(done.result?.url).toBe(`${engine.baseUrl}/files/${task.id}/r-echo.txt`);
    const viaSdk = await sdk().get(task.id);
    expect(viaSdk).toMatchObject({ id: task.id, spaceId: 'default', fileIds: [expect.any(String)], params: {} });
  });
});

describe('result links work without a header until they expire (failure 8)', () => {
  it('signs /files links; the bearer key keeps working; a changed or stripped signature is refused', async () => {
    const client = sdk();
    const created = await client.create({ type: 'test.echo', files: [{ name: 'sig.txt', data: Buffer.from('signed') }] });
    await client.wait(created.id);
    const [url] = await client.down<[string]>(created.id);
    const link = new URL(url);
    expect(link.pathname).toBe(`/files/${created.id}/sig-echo.txt`);
    expect(Number(link.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect((await fetchWithoutHeaders(url)).status).toBe(200);

    const plain = `${link.origin}${link.pathname}`;
    expect((await fetchWithoutHeaders(plain)).status).toBe(401);
    expect((await fetch(plain, { headers: authHeaders(engine.key) })).status).toBe(200);
    const otherPath = url.replace('sig-echo.txt', 'other.txt');
    expect((await fetchWithoutHeaders(otherPath)).status).toBe(401);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    const tampered = await fetch(later);
    expect(tampered.status).toBe(401);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/signature is not valid/);
  });
});
