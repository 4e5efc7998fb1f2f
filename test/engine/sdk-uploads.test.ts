/**
 * The pre-upload routes of the SDK dialect (issue #10) beyond the happy path the SDK takes: what is refused and
 * why, uploads that are never used expiring and being removed, finished uploads surviving a restart, and the
 * signed links themselves.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUrlSigner, linkExpiry } from '../../main/engine/http/url-signer';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';
import { md5Hex, SdkWire, type UploadAuthResponse } from '../helpers/sdk-wire';
import { waitUntil } from '../helpers/wait-until';

const MiB = 1024 * 1024;
let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

async function announce(target: TestEngine, body: Record<string, unknown>, space = 'default'): Promise<Response> {
  return fetch(`${target.baseUrl}/v1/spaces/${space}/file/auth`, {
    method: 'POST',
    headers: { ...authHeaders(target.key), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function announced(
  target: TestEngine,
  data: Uint8Array,
  extra: Record<string, unknown> = {},
  space?: string,
): Promise<UploadAuthResponse> {
  const response = await announce(target, { name: 'a.txt', bytes: data.length, hash: md5Hex(data), chunkSize: 10 * MiB, ...extra }, space);
  expect(response.status).toBe(200);
  return (await response.json()) as UploadAuthResponse;
}

function fileForm(data: Uint8Array): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'a.txt');
  return form;
}

/** An SDK-dialect refusal: the status, the code, and the message as the string `error`. */
async function expectRefusal(response: Response, status: number, error: RegExp, code = 'invalid_parameter'): Promise<void> {
  const body = (await response.json()) as { code: string; error: string };
  expect(response.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.error).toMatch(error);
}

async function createWith(target: TestEngine, fileIds: string[], spaceId = 'default'): Promise<Response> {
  return fetch(`${target.baseUrl}/v1/tools/tasks`, {
    method: 'POST',
    headers: { ...authHeaders(target.key), 'content-type': 'application/json' },
    body: JSON.stringify({ fileIds, type: 'test.echo', params: {}, spaceId }),
  });
}

describe('announcing an upload', () => {
  it('answers local-platform auth: one signed PUT URL, or parts of the asked size plus a completion URL', async () => {
    const small = await announced(engine, randomBytes(100));
    expect(small).toMatchObject({ platform: 'local', multipart: false, auth: { headers: {} } });
    expect(new URL(small.auth?.url ?? '').pathname).toBe(`/v1/uploads/${small.id}`);
    expect(small.multipartPartAuths).toBeUndefined();
    const big = (await (
      await announce(engine, { name: 'big.bin', bytes: 25 * MiB, hash: 'x', chunkSize: 10 * MiB })
    ).json()) as UploadAuthResponse;
    expect(big).toMatchObject({ multipart: true, multipartPartSize: 10 * MiB, multipartUploadId: big.id });
    expect(big.multipartPartAuths?.map((part) => new URL(part.url).pathname)).toEqual(
      [1, 2, 3].map((n) => `/v1/uploads/${big.id}/parts/${n}`),
    );
  });

  it('refuses a file larger than any tool takes, an empty one, and a missing name', async () => {
    await expectRefusal(await announce(engine, { name: 'huge.mp4', bytes: 600 * MiB, hash: 'x' }), 400, /huge\.mp4/, 'file_size_exceeded');
    await expectRefusal(await announce(engine, { name: 'a.txt', bytes: 0, hash: 'x' }), 400, /bytes must be/);
    await expectRefusal(await announce(engine, { bytes: 10, hash: 'x' }), 400, /name must be/);
    await expectRefusal(await announce(engine, { name: 'a', bytes: 10, hash: 'x' }, 'bad%20space'), 400, /spaceId/);
  });
});

describe('sending the bytes', () => {
  it('refuses too few, too many, or other bytes than announced, and takes the right ones after that', async () => {
    const data = randomBytes(2000);
    const auth = await announced(engine, data);
    const url = auth.auth?.url ?? '';
    await expectRefusal(
      await fetch(url, { method: 'PUT', body: fileForm(data.subarray(0, 1000)) }),
      400,
      /has 1000 bytes; 2000 were announced/,
    );
    await expectRefusal(await fetch(url, { method: 'PUT', body: fileForm(Buffer.concat([data, data])) }), 400, /more than the 2000 bytes/);
    await expectRefusal(await fetch(url, { method: 'PUT', body: fileForm(randomBytes(2000)) }), 400, /md5/);
    // Raw bytes work as well as a form (curl -T).
    expect((await fetch(url, { method: 'PUT', body: data })).status).toBe(200);
    await expectRefusal(await fetch(url, { method: 'PUT', body: data }), 400, /already complete/);
  });

  it('completes a multipart upload only with every part and the hashes the parts answered', async () => {
    const data = randomBytes(2 * MiB + 10);
    const auth = await announced(engine, data, { chunkSize: MiB });
    const parts = auth.multipartPartAuths ?? [];
    expect(parts).toHaveLength(3);
    const complete = (body: unknown): Promise<Response> =>
      fetch(auth.auth?.url ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const hashes: string[] = [];
    for (const [i, part] of parts.entries()) {
      const slice = data.subarray(i * MiB, (i + 1) * MiB);
      const answer = (await (await fetch(part.url, { method: 'PUT', body: fileForm(slice) })).json()) as {
        hash: string;
        partNumber: number;
      };
      expect(answer.partNumber).toBe(i + 1);
      expect(answer.hash).toMatch(/^[0-9a-f]{24}$/);
      hashes.push(answer.hash);
      if (i === 0) {
        await expectRefusal(await complete({ parts: [{ partNumber: 1, hash: answer.hash }] }), 400, /missing part 2 of 3/);
      }
    }
    const withStale = hashes.map((hash, i) => ({ partNumber: i + 1, hash: i === 1 ? 'stale' : hash }));
    await expectRefusal(await complete({ parts: withStale }), 400, /Part 2 was answered with hash/);
    // A part sent again gets a new receipt: the completion must list that one, not the first.
    const again = (await (await fetch(parts[0]?.url ?? '', { method: 'PUT', body: fileForm(data.subarray(0, MiB)) })).json()) as {
      hash: string;
    };
    expect(again.hash).not.toBe(hashes[0]);
    await expectRefusal(
      await complete({ parts: hashes.map((hash, i) => ({ partNumber: i + 1, hash })) }),
      400,
      /Part 1 was answered with hash/,
    );
    // A part of the wrong size is refused outright.
    await expectRefusal(
      await fetch(parts[2]?.url ?? '', { method: 'PUT', body: fileForm(data.subarray(0, 5)) }),
      400,
      /has 5 bytes; 10 were announced/,
    );
    expect((await complete({ parts: hashes.map((hash, i) => ({ partNumber: i + 1, hash: i === 0 ? again.hash : hash })) })).status).toBe(
      200,
    );
    const created = await createWith(engine, [auth.id]);
    expect(created.status).toBe(200);
  });

  it('needs the signature (or the key) on upload URLs, for that very upload', async () => {
    const first = await announced(engine, Buffer.from('one'));
    const second = await announced(engine, Buffer.from('two'));
    const firstUrl = new URL(first.auth?.url ?? '');
    const secondPath = new URL(second.auth?.url ?? '').pathname;
    expect((await fetch(`${firstUrl.origin}${firstUrl.pathname}`, { method: 'PUT', body: 'one' })).status).toBe(401);
    expect((await fetch(`${firstUrl.origin}${secondPath}${firstUrl.search}`, { method: 'PUT', body: 'two' })).status).toBe(401);
    expect((await fetch(`${firstUrl.origin}${secondPath}`, { method: 'PUT', headers: authHeaders(engine.key), body: 'two' })).status).toBe(
      200,
    );
  });

  it('refuses a create naming an unfinished upload, or one of another space', async () => {
    const data = Buffer.from('space file');
    const pending = await announced(engine, data);
    await expectRefusal(await createWith(engine, [pending.id]), 400, /fileIds\[0\].*is not a finished upload/);
    const elsewhere = await announced(engine, data, {}, 'other-space');
    expect((await fetch(elsewhere.auth?.url ?? '', { method: 'PUT', body: data })).status).toBe(200);
    await expectRefusal(await createWith(engine, [elsewhere.id]), 400, /uploaded to space "other-space", not "default"/);
    expect((await createWith(engine, [elsewhere.id], 'other-space')).status).toBe(200);
  });

  it('a JSON create of pre-uploads is refused at the root, which takes files as multipart', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
      body: JSON.stringify({ fileIds: ['x'], type: 'test.echo' }),
    });
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('invalid_parameter');
    expect(body.message).toMatch(/multipart\/form-data/);
    expect(body.message).toMatch(/fileIds are taken at \/v1\/tools\/tasks/);
  });
});

describe('uploads that no task uses', () => {
  it('expire: their files are removed, their URLs stop working, and a create can no longer name them', async () => {
    const short = await startTestEngine({ uploadTtlMs: 5_000 });
    try {
      const data = Buffer.from('soon gone');
      const used = await announced(short, data);
      const unused = await announced(short, data);
      expect((await fetch(unused.auth?.url ?? '', { method: 'PUT', body: data })).status).toBe(200);
      const dir = join(short.dataDir, 'uploads', unused.id);
      expect(existsSync(join(dir, 'data'))).toBe(true);
      // One sweep removes both (the unused one and the one never filled), each folder in its own time.
      await waitUntil(async () => (await readdir(join(short.dataDir, 'uploads'))).length === 0);
      expect(existsSync(dir)).toBe(false);
      const late = await fetch(used.auth?.url ?? '', { method: 'PUT', body: data });
      expect(late.status).toBe(401);
      expect(((await late.json()) as { error: string }).error).toMatch(/expired/);
      await expectRefusal(await createWith(short, [unused.id]), 400, /not a finished upload/);
    } finally {
      await short.close();
    }
  });

  it('keeps finished uploads across a restart and drops unfinished ones', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-uploads-restart-'));
    try {
      const key = randomBytes(8).toString('hex');
      const first = await startTestEngine({ dataDir, key });
      const data = Buffer.from('kept');
      const done = await announced(first, data);
      expect((await fetch(done.auth?.url ?? '', { method: 'PUT', body: data })).status).toBe(200);
      const unfinished = await announced(first, data);
      await first.close();
      const second = await startTestEngine({ dataDir, key });
      try {
        expect(existsSync(join(dataDir, 'uploads', unfinished.id))).toBe(false);
        const client = new SdkWire(`${second.baseUrl}/v1`, { apiKey: key });
        const task = await client.wait((await client.create({ type: 'test.echo', fileIds: [done.id] })).id);
        expect(task.status).toBe('completed');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('signed links', () => {
  const signer = createUrlSigner('the-key');

  it('verify until they expire, for their own path only, and only for the key that signed them', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const link = new URL(signer.sign('/files/id/a b.pptx', now + 60_000), 'http://127.0.0.1');
    expect(link.pathname).toBe('/files/id/a%20b.pptx');
    expect(signer.verify(link, now)).toBe('valid');
    expect(signer.verify(link, now + 61_000)).toBe('expired');
    expect(signer.verify(new URL(link.href.replace('a%20b', 'c')), now)).toBe('invalid');
    expect(createUrlSigner('Bearer the-key').verify(link, now)).toBe('valid');
    expect(createUrlSigner('another-key').verify(link, now)).toBe('invalid');
    expect(signer.verify(new URL('http://127.0.0.1/files/id/a'), now)).toBe('absent');
    expect(signer.verify(new URL(`${link.origin}${link.pathname}?expires=abc&signature=x`), now)).toBe('invalid');
  });

  it('expire on a whole minute, so one task presented twice within a minute has the same links', () => {
    const now = Date.parse('2026-01-01T00:00:10Z');
    expect(linkExpiry(3_600_000, now)).toBe(Date.parse('2026-01-01T01:01:00Z'));
    expect(linkExpiry(3_600_000, now + 40_000)).toBe(linkExpiry(3_600_000, now));
  });
});
