/**
 * Pre-uploads are bounded (issue #19, item 4): announcing one reserves its bytes against the disk and its reserve,
 * unfinished ones are capped in number and waiting bytes in total, each refusal says why (507 for the disk, 429 for
 * the caps), and a disk that fills while the bytes arrive is a 507, never a 500. The disk is a real 4 MB file system
 * (a tmpfs in a private mount namespace, as in disk-full.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, postTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { md5Hex, type UploadAuthResponse } from '../helpers/sdk-wire';
import { CAN_MOUNT_SMALL_DISK, smallDisk } from '../helpers/small-disk';

const KB = 1024;
const MB = 1024 * 1024;

type Target = Pick<TestEngine, 'baseUrl' | 'key'>;

function announce(target: Target, name: string, data: Uint8Array | number): Promise<Response> {
  const bytes = typeof data === 'number' ? data : data.length;
  const hash = typeof data === 'number' ? 'unknown' : md5Hex(data);
  return fetch(`${target.baseUrl}/v1/spaces/default/file/auth`, {
    method: 'POST',
    headers: { ...authHeaders(target.key), 'content-type': 'application/json' },
    body: JSON.stringify({ name, bytes, hash, chunkSize: 10 * MB }),
  });
}

async function accepted(response: Response): Promise<UploadAuthResponse> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as UploadAuthResponse;
}

async function expectRefusal(response: Response, status: number, code: string, error: RegExp): Promise<void> {
  const body = (await response.json()) as { code: string; error: string };
  expect([response.status, body.code]).toEqual([status, code]);
  expect(body.error).toMatch(error);
}

function put(auth: UploadAuthResponse, data: Uint8Array): Promise<Response> {
  return fetch(auth.auth?.url ?? '', { method: 'PUT', body: new Uint8Array(data) });
}

describe('caps on pre-uploads', () => {
  let engine: TestEngine;
  let tight: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ limitsOverride: { maxOpenUploads: 3 } });
    tight = await startTestEngine({ limitsOverride: { maxUploadBytes: 5 * MB } });
  });
  afterAll(async () => {
    await engine?.close();
    await tight?.close();
  });

  it('refuses with 429 past the unfinished ones allowed, and takes more once one is finished', async () => {
    const data = [randomBytes(KB), randomBytes(KB), randomBytes(KB)];
    const auths = [];
    for (const [i, bytes] of data.entries()) auths.push(await accepted(await announce(engine, `f${i}.txt`, bytes)));
    await expectRefusal(
      await announce(engine, 'one-more.txt', KB),
      429,
      'rate_limited',
      /^3 pre-uploads are announced and not finished, the most the engine keeps: finish them \(or let them expire\), then announce this one again\.$/,
    );
    expect((await put(auths[0]!, data[0]!)).status).toBe(200);
    await accepted(await announce(engine, 'one-more.txt', KB));
  });

  it('refuses with 429 when the bytes waiting for a task would pass the total, and takes more once a task used them', async () => {
    const big = randomBytes(4 * MB);
    const auth = await accepted(await announce(tight, 'big.txt', big));
    expect((await put(auth, big)).status).toBe(200);
    await expectRefusal(
      await announce(tight, 'more.txt', 2 * MB),
      429,
      'rate_limited',
      /^Pre-uploads waiting for a task already hold 4 MB; with this one \(2 MB\) they would pass 5 MB\./,
    );
    const created = await fetch(`${tight.baseUrl}/v1/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(tight.key), 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: [auth.id], type: 'test.echo', params: {} }),
    });
    expect(created.status).toBe(200);
    await accepted(await announce(tight, 'more.txt', 2 * MB));
  });
});

describe.skipIf(!CAN_MOUNT_SMALL_DISK)('pre-uploads on a 4 MB disk', () => {
  const key = 'upload-room';
  let dataDir: string;
  let engine: EngineProcess;
  const target = (): Target => ({ baseUrl: engine.baseUrl, key });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'deckhand-upload-room-'));
    engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key], { wrapper: [...smallDisk(4), dataDir] });
  });
  afterAll(async () => {
    if (engine) {
      engine.child.kill('SIGTERM');
      await engine.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('counts announced bytes against the disk: a second announcement and a task upload that would not fit get 507', async () => {
    const first = randomBytes(3 * MB);
    const auth = await accepted(await announce(target(), 'first.bin', first));
    // Nothing of it has arrived yet, but its 3 MB are promised.
    await expectRefusal(
      await announce(target(), 'second.bin', 3 * MB),
      507,
      'insufficient_storage',
      /^The engine has not enough disk space to store this upload \(this upload needs 3 MB, (\d+ bytes|[\d.]+ KB) is free\)\./,
    );
    const task = await postTask(engine.baseUrl, key, { type: 'test.echo', files: [{ name: 'big.txt', content: new Uint8Array(2 * MB) }] });
    expect(task.status).toBe(507);
    expect((await task.json()) as unknown).toMatchObject({ code: 'insufficient_storage' });
    // The promised bytes then fit.
    expect((await put(auth, first)).status).toBe(200);
  });

  it('answers 507, not 500, when the disk fills while an upload’s bytes arrive', async () => {
    // What is left after the first upload: about 0.9 MB. This announcement fits…
    const late = randomBytes(800 * KB);
    const auth = await accepted(await announce(target(), 'late.bin', late));
    // …until a task upload of unknown length (chunked: no size to check first) takes most of the room meanwhile.
    const filler = await chunkedTask(engine.baseUrl, key, 600 * KB);
    expect(filler.status).toBe(200);
    await expectRefusal(await put(auth, late), 507, 'insufficient_storage', /^The engine has not enough disk space to store this upload\./);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});

/** A task upload sent chunked (no Content-Length) that keeps its input: a long test.sleep. */
function chunkedTask(baseUrl: string, key: string, size: number): Promise<Response> {
  const boundary = 'upload-room-boundary';
  const body =
    `--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\ntest.sleep\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="params"\r\n\r\n{"ms":600000}\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="filler.txt"\r\ncontent-type: text/plain\r\n\r\n`;
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(new TextEncoder().encode(body));
      controller.enqueue(new Uint8Array(size).fill(0x61));
      sent = true;
    },
  });
  return fetch(`${baseUrl}/tools/tasks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}
