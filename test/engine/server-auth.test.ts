import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHostHeader } from '../../main/engine/http/host-guard';
import type { Task } from '../../shared/contract/service';
import { authHeaders, createTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

let engine: TestEngine;
let done: Task;

beforeAll(async () => {
  engine = await startTestEngine();
  const created = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'a.txt', content: 'secret' }] });
  done = await waitForTask(engine.baseUrl, engine.key, created.id);
});
afterAll(async () => {
  await engine?.close();
});

/** node:http, because fetch does not let a caller choose the Host header. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(path, engine.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('bearer key', () => {
  const protectedPaths = (): string[] => [
    '/tools/types',
    '/tools/tasks',
    `/tools/tasks/${done.id}`,
    `/tools/tasks/${done.id}/download`,
    new URL(done.result?.url ?? '').pathname,
    '/fonts',
  ];

  it('refuses every route without a key, with 401 unauthorized JSON and a request id', async () => {
    for (const path of protectedPaths()) {
      const response = await fetch(`${engine.baseUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('x-request-id')).toBeTruthy();
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('unauthorized');
      expect(body.message).toMatch(/Authorization: Bearer/);
    }
  });

  it('refuses a wrong key, including on the file download', async () => {
    for (const authorization of [`Bearer ${engine.key}x`, 'Bearer ', engine.key.slice(1), `Bearer Bearer ${engine.key}`, 'Basic abc']) {
      for (const path of protectedPaths()) {
        const response = await fetch(`${engine.baseUrl}${path}`, { headers: { authorization } });
        expect(response.status, `${authorization} ${path}`).toBe(401);
      }
    }
  });

  it('accepts the key with or without the Bearer prefix, in any case of "bearer"', async () => {
    for (const authorization of [`Bearer ${engine.key}`, engine.key, `bearer ${engine.key}`, `  Bearer   ${engine.key}  `]) {
      for (const path of protectedPaths()) {
        const response = await fetch(`${engine.baseUrl}${path}`, { headers: { authorization } });
        expect(response.status, `${authorization} ${path}`).toBe(200);
      }
    }
    const file = await fetch(done.result?.url ?? '', { headers: { authorization: engine.key } });
    expect(await file.text()).toBe('secret');
  });

  it('accepts a configured key that itself carries the Bearer prefix', async () => {
    const other = await startTestEngine({ key: 'Bearer stored-with-prefix', testTools: false });
    try {
      for (const authorization of ['Bearer stored-with-prefix', 'stored-with-prefix']) {
        expect((await fetch(`${other.baseUrl}/tools/types`, { headers: { authorization } })).status).toBe(200);
      }
      expect((await fetch(`${other.baseUrl}/tools/types`, { headers: { authorization: 'Bearer Bearer stored-with-prefix' } })).status).toBe(
        401,
      );
    } finally {
      await other.close();
    }
  });

  it('leaves /health open', async () => {
    expect((await fetch(`${engine.baseUrl}/health`)).status).toBe(200);
  });
});

describe('DNS-rebinding defence and CORS', () => {
  it('refuses a non-loopback Host header even with the right key', async () => {
    for (const host of ['evil.example', `evil.example:${new URL(engine.baseUrl).port}`, '192.168.1.20', '127.0.0.1.evil.example']) {
      const response = await rawGet('/tools/types', { host, ...authHeaders(engine.key) });
      expect(response.status, host).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ code: 'forbidden_host' });
    }
    const health = await rawGet('/health', { host: 'evil.example' });
    expect(health.status).toBe(403);
  });

  it('answers loopback Host headers', async () => {
    const port = new URL(engine.baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`]) {
      const response = await rawGet('/tools/types', { host, ...authHeaders(engine.key) });
      expect(response.status, host).toBe(200);
    }
  });

  it('builds result URLs from the Host the client used', async () => {
    const port = new URL(engine.baseUrl).port;
    const response = await rawGet(`/tools/tasks/${done.id}`, { host: `localhost:${port}`, ...authHeaders(engine.key) });
    expect((JSON.parse(response.body) as Task).result?.url).toBe(`http://localhost:${port}/files/${done.id}/a-echo.txt`);
  });

  it('sends no permissive CORS headers, not even to a preflight', async () => {
    const plain = await fetch(`${engine.baseUrl}/tools/types`, { headers: { ...authHeaders(engine.key), origin: 'https://evil.example' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('classifies Host headers', () => {
    expect(isLoopbackHostHeader('127.0.0.1:80')).toBe(true);
    expect(isLoopbackHostHeader('127.1.2.3')).toBe(true);
    expect(isLoopbackHostHeader('[::1]')).toBe(true);
    expect(isLoopbackHostHeader('app.localhost:3000')).toBe(true);
    expect(isLoopbackHostHeader(undefined)).toBe(false);
    expect(isLoopbackHostHeader('localhost:abc')).toBe(false);
    expect(isLoopbackHostHeader('[::1]x')).toBe(false);
    expect(isLoopbackHostHeader('localhost.evil.example')).toBe(false);
    expect(isLoopbackHostHeader('0.0.0.0')).toBe(false);
  });
});
