/**
 * DeckFlow's `POST /external/translations` on the local engine: create, status, webhook, download — a
 * `translation` task underneath, run by Apertium here.
 */
import { execFileSync } from 'node:child_process';
import { openAsBlob, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalJob } from '../../main/engine/webhooks/external-jobs';
import { CORPUS_ROOT } from '../helpers/corpus';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';

// These tests hold external translation providers; the layout check each Translate also runs (one more LibreOffice
// render per deck) is tested in translation-layout.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

const DECK = join(CORPUS_ROOT, 'pptx', 'poi-aptia.pptx');
let engine: TestEngine;
let dir: string;
let receiver: Server;
let hookUrl: string;
const hooks: unknown[] = [];

async function postJob(fields: Record<string, string>, file = DECK): Promise<Response> {
  const form = new FormData();
  form.append('file', await openAsBlob(file), 'aptia.pptx');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${engine.baseUrl}/external/translations`, { method: 'POST', headers: authHeaders(engine.key), body: form });
}

async function status(id: string): Promise<ExternalJob> {
  const response = await fetch(`${engine.baseUrl}/external/translations/${id}`, { headers: authHeaders(engine.key) });
  expect(response.status).toBe(200);
  return (await response.json()) as ExternalJob;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-external-'));
  engine = await startTestEngine({ testTools: false });
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      hooks.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/done`;
});
afterAll(async () => {
  await engine.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('POST /external/translations', () => {
  it('creates a job, reports its status, calls the webhook with the download URL, and serves the file', async () => {
    const response = await postJob({ from: 'en', to: 'es', engine: 'apertium', model: 'standard', webhook_url: hookUrl });
    expect(response.status).toBe(200);
    const created = (await response.json()) as { job_id: string; status: string; estimated_time: number; webhook_url: string };
    expect(Object.keys(created).sort()).toEqual(['estimated_time', 'job_id', 'status', 'webhook_url']);
    expect(created).toMatchObject({ status: 'processing', webhook_url: hookUrl });
    // From the page count: 9 slides.
    expect(created.estimated_time).toBeGreaterThanOrEqual(3);

    const done = await until(
      () => status(created.job_id),
      (job) => job.status !== 'processing',
    );
    expect(done).toMatchObject({
      job_id: created.job_id,
      status: 'completed',
      progress: 100,
      file_name: 'aptia.es.pptx',
      download_url: `${engine.baseUrl}/external/translations/${created.job_id}/download`,
      error: null,
    });

    const hook = await until(
      () => Promise.resolve(hooks.find((entry) => (entry as ExternalJob).job_id === created.job_id) as ExternalJob | undefined),
      (entry) => entry !== undefined,
    );
    expect(hook).toMatchObject({
      job_id: created.job_id,
      status: 'completed',
      download_url: done.download_url,
      file_name: 'aptia.es.pptx',
    });

    const download = await fetch(done.download_url!, { headers: authHeaders(engine.key) });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('aptia.es.pptx');
    const file = join(dir, 'downloaded.pptx');
    await writeFile(file, Buffer.from(await download.arrayBuffer()));
    execFileSync('unzip', ['-tq', file]);
    expect(execFileSync('unzip', ['-p', file, 'ppt/slides/slide3.xml'], { encoding: 'utf8' })).toContain('Asuntos comunes');

    // It is a translation task like any other.
    const task = await fetch(`${engine.baseUrl}/tools/tasks/${created.job_id}`, { headers: authHeaders(engine.key) });
    expect(await task.json()).toMatchObject({ type: 'translation', status: 'completed' });
  });

  it('needs the key, and refuses a bad engine, a missing target and an unavailable pair up front', async () => {
    const anonymous = await fetch(`${engine.baseUrl}/external/translations/whatever`);
    expect(anonymous.status).toBe(401);
    const before = readdirSync(join(engine.dataDir, 'tasks')).length;
    for (const [fields, code, message] of [
      [{ from: 'en', to: 'es', engine: 'babelfish' }, 'invalid_parameter', /engine must be one of apertium, openai, deepl, libretranslate/],
      [{ from: 'en' }, 'invalid_parameter', /Missing to/],
      [{ from: 'en', to: 'de', engine: 'apertium' }, 'tool_unavailable', /Apertium cannot translate English into German/],
    ] as const) {
      const response = await postJob(fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code, message: expect.stringMatching(message) as string });
    }
    expect(readdirSync(join(engine.dataDir, 'tasks')).length).toBe(before);
    const unknown = await fetch(`${engine.baseUrl}/external/translations/00000000-0000-4000-8000-000000000000`, {
      headers: authHeaders(engine.key),
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses an upload larger than any tool takes from its length alone, before a byte of it is read', async () => {
    const before = readdirSync(join(engine.dataDir, 'tasks')).length;
    const url = new URL(engine.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({
        host: url.hostname,
        port: url.port,
        path: '/external/translations',
        method: 'POST',
        headers: { ...authHeaders(engine.key), 'content-type': 'multipart/form-data; boundary=b', 'content-length': 100 * 1024 ** 3 },
      });
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.flushHeaders();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'file_size_exceeded',
      message: expect.stringMatching(/no tool takes more than/) as string,
    });
    expect(readdirSync(join(engine.dataDir, 'tasks')).length).toBe(before);
  });
});
