import { readdirSync, existsSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../shared/tools/catalog';
import type { Task } from '../../shared/contract/service';
import { authHeaders, postTask, startTestEngine, waitForTask, type TaskSpec, type TestEngine } from '../helpers/engine';
import { CORPUS_ROOT } from '../helpers/corpus';
import { waitUntil } from '../helpers/wait-until';

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const LIMIT = 1000;

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine({
    keepInputs: true,
    limitsOverride: { maxFileBytes: { 'test.echo': LIMIT, 'test.sleep': LIMIT }, maxFiles: 8, maxFieldBytes: 4096 },
  });
});
afterAll(async () => {
  await engine?.close();
});

function taskDirs(dataDir = engine.dataDir): string[] {
  return readdirSync(join(dataDir, 'tasks'));
}

async function expectRejected(spec: TaskSpec | FormData, code: string, message: RegExp): Promise<void> {
  const before = taskDirs();
  const response = await postTask(engine.baseUrl, engine.key, spec);
  const body = (await response.json()) as { code: string; message: string };
  expect(response.status, body.message).toBe(400);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(message);
  expect(taskDirs()).toEqual(before);
}

async function expectAccepted(spec: TaskSpec): Promise<Task> {
  const response = await postTask(engine.baseUrl, engine.key, spec);
  const body = (await response.json()) as Task & { message?: string };
  expect(response.status, body.message).toBe(200);
  return body;
}

describe('per-file size limit', () => {
  it('accepts a file of exactly the limit', async () => {
    const task = await expectAccepted({ type: 'test.echo', files: [{ name: 'edge.txt', content: 'a'.repeat(LIMIT) }] });
    expect(task.status).toBe('pending');
  });

  it('refuses one byte over, naming the file and the limit, and leaves no partial file (type sent after files)', async () => {
    await expectRejected(
      { type: 'test.echo', files: [{ name: 'big.txt', content: 'a'.repeat(LIMIT + 1) }] },
      'file_size_exceeded',
      /“big\.txt” is larger than that; test\.echo takes files up to 1000 bytes/,
    );
  });

  it('refuses one byte over while streaming when type comes first', async () => {
    await expectRejected(
      {
        type: 'test.echo',
        fieldsFirst: true,
        files: [
          { name: 'ok.txt', content: 'x' },
          { name: 'big.txt', content: 'a'.repeat(LIMIT + 1) },
        ],
      },
      'file_size_exceeded',
      /“big\.txt” is larger than that; test\.echo takes files up to 1000 bytes/,
    );
  });

  it('stops a large upload early with a 400 the client can read', async () => {
    // That the answer comes before the body ends is shown in early-answer.test.ts, without a clock.
    await expectRejected(
      { type: 'test.echo', fieldsFirst: true, files: [{ name: 'huge.txt', content: new Uint8Array(16 * 1024 * 1024) }] },
      'file_size_exceeded',
      /“huge\.txt”/,
    );
  });

  it('applies the largest limit of any tool before the type is known', async () => {
    const overrides = Object.fromEntries(CATALOG.map((entry) => [entry.type, 2048]));
    const small = await startTestEngine({
      limitsOverride: { maxFileBytes: { ...overrides, 'test.echo': LIMIT, 'test.sleep': LIMIT, 'test.fail': LIMIT, 'test.thread': LIMIT } },
    });
    try {
      const response = await postTask(small.baseUrl, small.key, {
        type: 'test.echo',
        files: [{ name: 'early.txt', content: 'a'.repeat(3000) }],
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'file_size_exceeded',
        message: '“early.txt” is larger than 2 KB, the largest file any tool takes; send the type field first to be held to its own limit.',
        // The figures by code, for a client to word (shared/contract/failure-reasons.ts).
        reason: { code: 'file-too-large-any', params: { file: 'early.txt', limit: 2048 } },
      });
      expect(taskDirs(small.dataDir)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

describe('per-tool size limit of a real tool', () => {
  it('refuses a corpus deck one byte over the pptx.join limit and accepts it at exactly the limit', async () => {
    const small = join(`${CORPUS_ROOT}/pptx`, 'pp-minimal.pptx');
    const deck = join(`${CORPUS_ROOT}/pptx`, 'pp-sld-slides.pptx');
    const size = statSync(deck).size;
    expect(statSync(small).size).toBeLessThan(size - 1);
    const tight = await startTestEngine({ testTools: false, limitsOverride: { maxFileBytes: { 'pptx.join': size - 1 } } });
    try {
      const over = await postTask(tight.baseUrl, tight.key, {
        type: 'pptx.join',
        fieldsFirst: true,
        files: [{ path: small }, { path: deck }],
      });
      const body = (await over.json()) as { code: string; message: string; reason?: unknown };
      expect(over.status, body.message).toBe(400);
      expect(body.code).toBe('file_size_exceeded');
      expect(body.reason).toEqual({
        code: 'file-too-large',
        params: { file: 'pp-sld-slides.pptx', size: '', limit: size - 1, tool: 'pptx.join', toolTitle: 'Merge decks' },
      });
      expect(body.message).toMatch(/“pp-sld-slides\.pptx” is larger than that; Merge decks takes files up to /);
      expect(taskDirs(tight.dataDir)).toEqual([]);
    } finally {
      await tight.close();
    }
    const exact = await startTestEngine({ testTools: false, limitsOverride: { maxFileBytes: { 'pptx.join': size } } });
    try {
      const response = await postTask(exact.baseUrl, exact.key, {
        type: 'pptx.join',
        fieldsFirst: true,
        files: [{ path: small }, { path: deck }],
      });
      expect(response.status).toBe(200);
      const task = (await response.json()) as Task;
      expect((await waitForTask(exact.baseUrl, exact.key, task.id)).status).toBe('completed');
    } finally {
      await exact.close();
    }
  });
});

describe('stored names', () => {
  it('never lets a client file name choose a path', async () => {
    const task = await expectAccepted({
      type: 'test.sleep',
      params: { ms: 0, steps: 1 },
      files: [
        { name: '../../evil.pptx', content: 'one', type: PPTX },
        { name: '/etc/cron.d/evil.txt', content: 'two' },
        { name: '..\\..\\win.txt', content: 'three' },
      ],
    });
    expect(task.name).toBe('evil.pptx');
    const inputs = join(engine.dataDir, 'tasks', task.id, 'inputs');
    expect(readdirSync(inputs).sort()).toEqual(['input-001.pptx', 'input-002.txt', 'input-003.txt']);
    expect(existsSync(join(engine.dataDir, 'evil.pptx'))).toBe(false);
    expect(existsSync(join(engine.dataDir, '..', 'evil.pptx'))).toBe(false);
    expect(existsSync(join(engine.dataDir, 'tasks', 'evil.pptx'))).toBe(false);
  });

  it('keeps a Unicode original name as the task name', async () => {
    const task = await expectAccepted({ type: 'test.echo', files: [{ name: 'Überblick – 2026 📊.txt', content: 'u' }] });
    expect(task.name).toBe('Überblick – 2026 📊.txt');
  });
});

describe('validation before any work', () => {
  const one = [{ name: 'a.txt', content: 'a' }];

  it('needs a known, local type', async () => {
    await expectRejected({ files: one }, 'invalid_parameter', /Missing type: name the tool to run/);
    await expectRejected(
      { type: 'pptx.frobnicate', files: one },
      'invalid_parameter',
      /Unknown type "pptx\.frobnicate"\. Known types: pptx\.join, /,
    );
    await expectRejected(
      { type: 'test.cloud', files: [{ name: 'a.pptx', content: 'x', type: PPTX }] },
      'invalid_parameter',
      /The local engine does not run test\.cloud; it is a DeckFlow cloud tool\. Switch to the cloud service/,
    );
  });

  it('needs files, in the right number', async () => {
    await expectRejected(
      { type: 'test.echo' },
      'invalid_parameter',
      /test\.echo takes 1 to 5 \.txt, \.bin or \.pptx files; none was given\. Send them in the field "files"/,
    );
    await expectRejected(
      { type: 'test.echo', files: Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' })) },
      'invalid_parameter',
      /test\.echo takes 1 to 5 \.txt, \.bin or \.pptx files; 6 were given/,
    );
    await expectRejected(
      { type: 'pptx.join', files: [{ name: 'only.pptx', content: 'x', type: PPTX }] },
      'invalid_parameter',
      /Merge decks needs at least 2 \.pptx files; 1 was given/,
    );
    await expectRejected(
      { type: 'test.echo', files: Array.from({ length: 9 }, (_, i) => ({ name: `f${i}.txt`, content: 'x' })) },
      'invalid_parameter',
      /Too many files: at most 8 per task/,
    );
  });

  it('needs the formats the tool accepts', async () => {
    await expectRejected(
      {
        type: 'pptx.join',
        files: [
          { name: 'a.pptx', content: 'x', type: PPTX },
          { name: 'notes.txt', content: 'x' },
        ],
      },
      'invalid_parameter',
      /“notes\.txt” is not a file Merge decks takes: it takes \.pptx files, not \.txt/,
    );
    await expectRejected(
      { type: 'test.echo', files: [{ name: 'README', content: 'x' }] },
      'invalid_parameter',
      /“README” is not a file test\.echo takes: it takes .* files, and this name has no extension/,
    );
    await expectRejected(
      { type: 'test.echo', files: [{ name: 'deck.pptx', content: 'x', type: 'image/png' }] },
      'invalid_parameter',
      /“deck\.pptx” was sent as image\/png, which test\.echo does not take/,
    );
    await expectRejected({ type: 'test.echo', files: [{ name: 'empty.txt', content: '' }] }, 'invalid_parameter', /“empty\.txt” is empty/);
  });

  it('accepts application/octet-stream when the extension matches, and MIME prefixes like image/*', async () => {
    await expectAccepted({ type: 'test.echo', files: [{ name: 'deck.pptx', content: 'x', type: 'application/octet-stream' }] });
    // image.resize checks files against image/* and then its params (it fails on params here, after the files passed).
    await expectRejected(
      { type: 'image.resize', files: [{ name: 'p.png', content: 'x', type: 'image/png' }], params: {} },
      'invalid_parameter',
      /Invalid params for image\.resize: params: .*exactly one of maxWidth or maxHeight/i,
    );
    await expectRejected(
      { type: 'image.resize', files: [{ name: 'p.png', content: 'x', type: 'video/mp4' }], params: { maxWidth: 10 } },
      'invalid_parameter',
      /sent as video\/mp4, which Resize images does not take \(image\/\*\)/,
    );
  });

  it('explains params that are not JSON or do not fit the schema', async () => {
    await expectRejected(
      { type: 'test.echo', files: one, params: '{suffix:' },
      'invalid_parameter',
      /params is not valid JSON .*send a JSON object such as \{\}/,
    );
    await expectRejected(
      { type: 'test.echo', files: one, params: { suffix: 5 } },
      'invalid_parameter',
      /Invalid params for test\.echo: params\.suffix must be a string \(got number\)\./,
    );
    await expectRejected(
      { type: 'test.echo', files: one, params: { sufix: 'x' } },
      'invalid_parameter',
      /params has unknown field "sufix" \(allowed: suffix\)/,
    );
    await expectRejected(
      { type: 'test.echo', files: one, params: [] },
      'invalid_parameter',
      /Invalid params for test\.echo: params must be an object \(got array\)\./,
    );
    await expectRejected(
      { type: 'pptx.split', files: [{ name: 'a.pptx', content: 'x', type: PPTX }], params: { indexes: [0] } },
      'invalid_parameter',
      /params\.indexes\[0\] must be > 0/,
    );
    await expectRejected(
      { type: 'image.resize', files: [{ name: 'p.png', content: 'x', type: 'image/png' }], params: { maxWidth: '12' } },
      'invalid_parameter',
      /params\.maxWidth must be a number \(got string\)/,
    );
    await expectRejected(
      { type: 'pptx.embedFonts', files: [{ name: 'a.pptx', content: 'x', type: PPTX }], params: {} },
      'invalid_parameter',
      /params\.usedFonts is required \(array\)/,
    );
    await expectRejected(
      {
        type: 'html.buildPlayer',
        files: [{ name: 'a.html', content: 'x', type: 'text/html' }],
        params: { contents: [{}], brandMarkPosition: 'middle' },
      },
      'invalid_parameter',
      /params\.brandMarkPosition must be one of "none", "leftTop", "leftBottom", "rightTop", "rightBottom"/,
    );
  });

  it('checks notifyURL, field sizes and the body type', async () => {
    await expectRejected(
      { type: 'test.echo', files: one, notifyURL: 'not a url' },
      'invalid_parameter',
      /notifyURL "not a url" is not a URL/,
    );
    await expectRejected(
      { type: 'test.echo', files: one, notifyURL: 'file:///etc/passwd' },
      'invalid_parameter',
      /notifyURL must be an http:\/\/ or https:\/\/ address, not file:/,
    );
    await expectRejected(
      { type: 'test.echo', files: one, params: { suffix: 'x'.repeat(5000) } },
      'invalid_parameter',
      /Form field "params" is larger than 4 KB/,
    );
    await expectRejected(
      { type: 'test.echo', files: [{ name: 'a.txt', content: 'a' }], fieldsFirst: true, name: 'n'.repeat(5000) },
      'invalid_parameter',
      /Form field "name" is larger/,
    );
    const json = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'test.echo' }),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      code: 'invalid_parameter',
      message: expect.stringMatching(/multipart\/form-data/) as unknown,
    });
    const form = new FormData();
    form.append('type', 'test.echo');
    form.append('attachment', new Blob(['x']), 'a.txt');
    await expectRejected(form, 'invalid_parameter', /Unexpected file field "attachment"; send every file in the field "files"/);
  });
});

describe('malformed bodies', () => {
  it('answers 400 to a multipart body that ends mid-file, removes the partial file, and keeps serving', async () => {
    const before = taskDirs();
    const boundary = 'truncated-boundary';
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n${'a'.repeat(300)}`;
    const url = new URL(engine.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/tools/tasks',
          method: 'POST',
          headers: {
            ...authHeaders(engine.key),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalid_parameter', message: expect.stringMatching(/malformed/) as unknown });
    expect(taskDirs()).toEqual(before);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});

describe('client abort', () => {
  it('removes the partial upload when the client goes away mid-body', async () => {
    const before = taskDirs();
    const url = new URL(engine.baseUrl);
    const boundary = 'deckhand-test-boundary';
    const req = request({
      host: url.hostname,
      port: url.port,
      path: '/tools/tasks',
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 1_000_000 },
    });
    req.on('error', () => undefined);
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n`);
    req.write('a'.repeat(500));
    // Wait until the engine has created the upload folder, then vanish.
    await waitUntil(() => taskDirs().length === before.length + 1);
    req.destroy();
    await waitUntil(() => taskDirs().length === before.length);
    expect(taskDirs()).toEqual(before);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});
