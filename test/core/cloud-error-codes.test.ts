/**
 * DeckFlow's cloud speaks the error table of docs/service-api.md, and it may answer codes or shapes the local engine
 * never sends: a nested `{error: {code, message}}`, a code of its own, a failed task's plain string. The service
 * client maps each onto the one union (shared/contract/error-codes.ts) at its edge, so nothing past it meets a code the
 * window has no words for. A small HTTP server stands in for the cloud and answers as it does; the client is the real one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { normaliseTaskError } from '../../main/core/service-client/service-error';
import { isFailureCode } from '../../shared/contract/error-codes';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** What the stand-in answers, by the task id asked for. */
const ANSWERS: Record<string, Answer> = {
  'bad-key': { status: 401, body: { code: 'unauthorized', message: 'Invalid API key' } },
  'no-credits': { status: 402, body: { error: { code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' } } },
  'own-code': { status: 400, body: { code: 'SLIDES_LIMIT', msg: 'Too many slides for your plan.' } },
  teapot: { status: 418, body: 'I am a teapot' },
  busy: { status: 429, body: { code: 'rate_limited', message: 'Slow down' }, headers: { 'retry-after': '7' } },
  broken: { status: 502, body: '<html>Bad gateway</html>' },
};
const FAILED_TASK = {
  id: 'failed-task',
  name: 'deck.pptx',
  type: 'pptx.join',
  status: 'failed',
  preview: null,
  createdAt: '2026-11-22T10:04:05.123Z',
  updatedAt: '2026-11-22T10:04:06.123Z',
  error: 'The presentation could not be parsed',
};

let server: ReturnType<typeof createServer>;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const id = decodeURIComponent(req.url?.split('/').pop() ?? '');
    if (id === FAILED_TASK.id) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FAILED_TASK));
      return;
    }
    const answer = ANSWERS[id] ?? { status: 404, body: { code: 'not_found', message: 'No such task' } };
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const type = typeof answer.body === 'string' ? 'text/html' : 'application/json';
    res.writeHead(answer.status, { 'content-type': type, ...answer.headers }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (id: string): Promise<unknown> =>
  new ServiceClient({ baseUrl, key: 'k' }).getTask(id).then(
    () => {
      throw new Error(`${id} was not refused`);
    },
    (error: unknown) => error,
  );

describe('the cloud’s errors at the client’s edge', () => {
  it('keeps a code of the table, and turns any other into the code its status means, keeping the cloud’s own as detail', async () => {
    expect(await refusal('bad-key')).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(await refusal('no-credits')).toMatchObject({ code: 'payment_required', detail: "The service's code: INSUFFICIENT_CREDITS" });
    expect(await refusal('own-code')).toMatchObject({
      code: 'invalid_parameter',
      message: 'Too many slides for your plan.',
      detail: "The service's code: SLIDES_LIMIT",
    });
    expect(await refusal('teapot')).toMatchObject({ code: 'http_error', status: 418 });
    expect(await refusal('busy')).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 7 });
    expect(await refusal('broken')).toMatchObject({ code: 'internal_error', status: 502 });
    expect(await refusal('gone')).toMatchObject({ code: 'not_found' });
    for (const id of [...Object.keys(ANSWERS), 'gone']) {
      const { code } = (await refusal(id)) as { code: string };
      expect(isFailureCode(code), `${id}: ${code}`).toBe(true);
    }
  });

  it('makes a failed task’s plain string a failure of the union, and passes the engine’s file and detail through', async () => {
    const task = await new ServiceClient({ baseUrl, key: 'k' }).getTask(FAILED_TASK.id);
    expect(task.error).toEqual({ code: 'task_failed', message: 'The presentation could not be parsed' });
    expect(normaliseTaskError({ code: 'FONT_MISSING', message: 'Font missing' })).toEqual({
      code: 'task_failed',
      message: 'Font missing',
      detail: "The service's code: FONT_MISSING",
    });
    expect(normaliseTaskError({ code: 'zip_bomb', message: 'Too big', file: 'a.pptx', detail: 'ratio 1:4000' })).toEqual({
      code: 'zip_bomb',
      message: 'Too big',
      file: 'a.pptx',
      detail: 'ratio 1:4000',
    });
  });
});
