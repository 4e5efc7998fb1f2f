/**
 * Bounded intake (issue #12, items 5–7 and 9): params, whole requests, stalled senders, over-long names and list
 * paging all get a clear answer, and none of them leaves files behind or stalls the engine for others.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG } from '../../shared/tools/catalog';
import { ToolSet } from '../../main/engine/tools/tool-set';
import { authHeaders, postTask, startTestEngine, type TaskSpec, type TestEngine } from '../helpers/engine';
import { CLOSING, fieldPart, fileHeader, openRawUpload } from '../helpers/raw-upload';
import { waitUntil } from '../helpers/wait-until';

const MB = 1024 * 1024;
let engine: TestEngine;
const running: TestEngine[] = [];

beforeAll(async () => {
  engine = await startTestEngine({ limitsOverride: { maxFileBytes: { 'test.echo': 1000 }, maxRequestBytes: 3000 } });
});
afterAll(async () => {
  await engine?.close();
  for (const other of running) await other.close();
});

function taskDirs(): string[] {
  return readdirSync(join(engine.dataDir, 'tasks'));
}

async function refusal(spec: TaskSpec, target: TestEngine = engine): Promise<{ status: number; code: string; message: string }> {
  const response = await postTask(target.baseUrl, target.key, spec);
  const body = (await response.json()) as { code: string; message: string };
  return { status: response.status, ...body };
}

describe('params', () => {
  it('refuses params over 64 KB with a clear 400, stores nothing and keeps answering /health', async () => {
    const fresh = await startTestEngine();
    try {
      const huge = { suffix: 'x'.repeat(8 * MB) };
      const answer = await refusal({ type: 'test.echo', files: [{ name: 'a.txt', content: 'a' }], params: huge }, fresh);
      expect(answer).toMatchObject({ status: 400, code: 'invalid_parameter', message: 'Form field "params" is larger than 64 KB.' });
      expect(readdirSync(join(fresh.dataDir, 'tasks'))).toEqual([]);
      expect((await fetch(`${fresh.baseUrl}/health`)).status).toBe(200);
      const fits = await postTask(fresh.baseUrl, fresh.key, {
        type: 'test.echo',
        files: [{ name: 'a.txt', content: 'a' }],
        params: { suffix: 'y'.repeat(60 * 1024) },
      });
      expect(fits.status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

describe('deeply nested JSON', () => {
  it('answers 400 for a JSON create or params nested 100,000 deep, stores nothing and keeps serving', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const json = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(engine.key), 'content-type': 'application/json' },
      body: `{"type": "test.echo", "params": ${deep}, "inputs": []}`,
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: 'invalid_parameter', message: expect.stringContaining('levels deep') as unknown });
    // Within the 64 KB a params field may have, still far deeper than anything real.
    const nested = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const multipart = await refusal({ type: 'test.echo', files: [{ name: 'a.txt', content: 'a' }], params: `{"x": ${nested}}` });
    expect(multipart).toMatchObject({ status: 400, code: 'invalid_parameter' });
    expect(multipart.message).toContain('levels deep');
    expect(taskDirs()).toEqual([]);
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});

describe('whole requests', () => {
  const files = (count: number, size: number): TaskSpec['files'] =>
    Array.from({ length: count }, (_, i) => ({ name: `f${i}.txt`, content: 'a'.repeat(size) }));

  it('refuses files that pass one by one but not together, type sent first or last', async () => {
    for (const fieldsFirst of [true, false]) {
      const answer = await refusal({ type: 'test.echo', fieldsFirst, files: files(4, 900) });
      expect(answer.status, answer.message).toBe(400);
      expect(answer.code).toBe('file_size_exceeded');
      expect(answer.message).toMatch(/add up to more than 2\.9 KB; (test\.echo|no tool) takes (at most|more than) 2\.9 KB per task/);
    }
    expect(taskDirs()).toEqual([]);
    const ok = await postTask(engine.baseUrl, engine.key, { type: 'test.echo', files: files(3, 900) });
    expect(ok.status).toBe(200);
  });

  it('refuses a request that declares more bytes than any tool takes before reading its body', async () => {
    const fresh = await startTestEngine();
    try {
      const { req, answer } = openRawUpload(fresh.baseUrl, fresh.key, { 'content-length': 3 * 1024 * MB });
      req.on('error', () => undefined);
      req.write(fieldPart('type', 'pptx.join'));
      // Nothing more is sent: the answer can only come from the headers.
      const { status, body } = await answer;
      req.destroy();
      expect(status).toBe(400);
      expect(JSON.parse(body)).toMatchObject({
        code: 'file_size_exceeded',
        message: 'This upload is 3 GB; no tool takes more than 2 GB per task, all files together.',
      });
    } finally {
      await fresh.close();
    }
  });

  it('holds files that arrive before the type to the largest limit of a tool that runs here, not a cloud-only one', () => {
    const local = CATALOG.filter((entry) => entry.local).map((entry) => entry.maxFileBytes ?? 0);
    expect(new ToolSet().largestFileLimit()).toBe(Math.max(...local));
    // Every catalog tool runs locally now; a cloud-only type with a larger limit must not raise the bar.
    const cloudOnly = { ...CATALOG[0]!, type: 'test.bigcloud', local: false, maxFileBytes: 4096 * MB };
    const withCloud = new ToolSet([{ entry: cloudOnly, modulePath: '/nonexistent.js' }]);
    expect(withCloud.largestFileLimit()).toBe(Math.max(...local));
  });
});

describe('stalled uploads', () => {
  it('drops an upload that stops sending, answers 408 and removes its partial files', async () => {
    const impatient = await startTestEngine({ uploadIdleTimeoutMs: 400 });
    running.push(impatient);
    const { req, answer } = openRawUpload(impatient.baseUrl, impatient.key, { 'content-length': 100_000 });
    req.on('error', () => undefined);
    req.write(fieldPart('type', 'test.echo') + fileHeader('slow.txt'));
    req.write('a'.repeat(500));
    // …and nothing more, with the connection held open.
    const { status, body } = await answer;
    expect(status).toBe(408);
    expect(JSON.parse(body)).toMatchObject({
      code: 'upload_stalled',
      message: expect.stringMatching(/no data arrived for 0 s/) as unknown,
    });
    const tasks = join(impatient.dataDir, 'tasks');
    await waitUntil(() => readdirSync(tasks).length === 0);
    req.destroy();
    expect((await fetch(`${impatient.baseUrl}/health`)).status).toBe(200);
  });

  it('keeps a slow upload that keeps sending', async () => {
    const patient = await startTestEngine({ uploadIdleTimeoutMs: 3000 });
    running.push(patient);
    const content = 'b'.repeat(600);
    const body = fieldPart('type', 'test.echo') + fileHeader('trickle.txt') + content + CLOSING;
    const { req, answer } = openRawUpload(patient.baseUrl, patient.key, { 'content-length': Buffer.byteLength(body) });
    // Each piece comes well inside the idle timeout; the whole upload takes longer than it.
    for (let at = 0; at < body.length; at += 20) {
      req.write(body.slice(at, at + 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    req.end();
    const { status } = await answer;
    expect(status).toBe(200);
  });
});

describe('names and paging', () => {
  it('tells a sender whose file name is over 255 characters exactly that', async () => {
    const long = `${'n'.repeat(300)}.txt`;
    const answer = await refusal({ type: 'test.echo', files: [{ name: long, content: 'a' }] });
    expect(answer).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      message: `“${'n'.repeat(40)}….txt” has a name of 304 characters; file names can have at most 255. Rename the file and send it again.`,
    });
    const edge = `${'n'.repeat(251)}.txt`;
    const accepted = await postTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: edge, content: 'a' }] });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { name: string }).name).toBe(edge);
  });

  it('answers _maxResults=0 with a 400 instead of one task', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks?_maxResults=0`, { headers: authHeaders(engine.key) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_parameter', message: '_maxResults must be a whole number ≥ 1, got "0".' });
    const page = await fetch(`${engine.baseUrl}/tools/tasks?_maxResults=1`, { headers: authHeaders(engine.key) });
    expect(page.status).toBe(200);
  });
});
