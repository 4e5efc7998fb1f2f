import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../shared/contract/service';
import { WebhookDispatcher } from '../../main/engine/webhooks/webhook-dispatcher';
import { createTask, startTestEngine, waitForTask, type TestEngine } from '../helpers/engine';

interface Delivery {
  at: number;
  contentType: string | undefined;
  task: Task;
}

interface Receiver {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** A local webhook receiver; `respond` decides each answer (status code, or 'hang' to never answer). */
async function startReceiver(respond: (task: Task, attempt: number) => number | 'hang'): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const task = JSON.parse(body) as Task;
      deliveries.push({ at: Date.now(), contentType: req.headers['content-type'], task });
      const answer = respond(task, deliveries.length);
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.writeHead(answer);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?x=1`,
    deliveries,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls until `check` holds; only the test's own timeout bounds the wait (a busy machine may take long). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function engineWith(options: Parameters<typeof startTestEngine>[0]): Promise<TestEngine> {
  const engine = await startTestEngine(options);
  cleanups.push(() => engine.close());
  return engine;
}

describe('webhooks (notifyURL)', () => {
  it('POSTs the Task JSON on each status change, in order', async () => {
    const receiver = await startReceiver(() => 200);
    cleanups.push(() => receiver.close());
    const engine = await engineWith({});
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'test.echo',
      files: [{ name: 'a.txt', content: 'hook' }],
      notifyURL: receiver.url,
    });
    const done = await waitForTask(engine.baseUrl, engine.key, created.id);
    await until(() => receiver.deliveries.length >= 2);
    // Nothing more can come once the dispatcher has settled: a duplicate would be among the deliveries by then.
    await engine.webhooksSettled();
    expect(receiver.deliveries.map((delivery) => delivery.task.status)).toEqual(['running', 'completed']);
    expect(receiver.deliveries.every((delivery) => delivery.contentType === 'application/json')).toBe(true);
    expect(receiver.deliveries[1]?.task).toEqual(done);
    expect(receiver.deliveries[1]?.task.result?.url).toBe(`${engine.baseUrl}/files/${done.id}/a-echo.txt`);
  });

  it('retries a failed delivery with growing delays and keeps the order per task', async () => {
    // The first two attempts (both of the "running" notification) fail.
    const receiver = await startReceiver((_task, attempt) => (attempt <= 2 ? 503 : 200));
    cleanups.push(() => receiver.close());
    const engine = await engineWith({ webhook: { retryDelaysMs: [150, 300, 600], timeoutMs: 1000 } });
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'test.fail',
      files: [{ name: 'a.txt', content: 'x' }],
      params: { mode: 'tool' },
      notifyURL: receiver.url,
    });
    const done = await waitForTask(engine.baseUrl, engine.key, created.id);
    expect(done.status).toBe('failed');
    await until(() => receiver.deliveries.length >= 4);
    const [first, second, third, fourth] = receiver.deliveries as [Delivery, Delivery, Delivery, Delivery];
    expect([first, second, third, fourth].map((delivery) => delivery.task.status)).toEqual(['running', 'running', 'running', 'failed']);
    expect(second.at - first.at).toBeGreaterThanOrEqual(140);
    expect(third.at - second.at).toBeGreaterThanOrEqual(290);
    expect(fourth.task.error).toEqual({ code: 'invalid_file', message: 'The deck has no slides.', file: 'a.txt' });
    await engine.webhooksSettled();
    expect(receiver.deliveries).toHaveLength(4);
  });

  it('gives up after the last attempt', async () => {
    const receiver = await startReceiver(() => 500);
    cleanups.push(() => receiver.close());
    const engine = await engineWith({ webhook: { retryDelaysMs: [50, 100], timeoutMs: 1000 } });
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'test.fail',
      files: [{ name: 'a.txt', content: 'x' }],
      params: { mode: 'tool' },
      notifyURL: receiver.url,
    });
    await waitForTask(engine.baseUrl, engine.key, created.id);
    await until(() => receiver.deliveries.length >= 6);
    // Settled = the last retry of each notification was made and given up on.
    await engine.webhooksSettled();
    // 3 attempts for "running", then 3 for "failed".
    expect(receiver.deliveries.map((delivery) => delivery.task.status)).toEqual([
      'running',
      'running',
      'running',
      'failed',
      'failed',
      'failed',
    ]);
  });

  it('never lets a receiver that does not answer hold up the work', async () => {
    const receiver = await startReceiver(() => 'hang');
    cleanups.push(() => receiver.close());
    // A delivery waits an hour for its answer: were the work held up by it, the tasks would not end within the test.
    const engine = await engineWith({ webhook: { retryDelaysMs: [3_600_000], timeoutMs: 3_600_000 } });
    const hooked = await createTask(engine.baseUrl, engine.key, {
      type: 'test.echo',
      files: [{ name: 'a.txt', content: 'x' }],
      notifyURL: receiver.url,
    });
    const plain = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'b.txt', content: 'y' }] });
    expect((await waitForTask(engine.baseUrl, engine.key, hooked.id)).status).toBe('completed');
    expect((await waitForTask(engine.baseUrl, engine.key, plain.id)).status).toBe('completed');
    expect(receiver.deliveries.map((delivery) => delivery.task.status)).toEqual(['running']);
  });

  it('keeps working when the receiver is gone (connection refused)', async () => {
    const receiver = await startReceiver(() => 204);
    const deadUrl = receiver.url;
    await receiver.close();
    // Retries an hour apart: were the refused deliveries waited for, the next task would not finish within the test.
    const engine = await engineWith({ webhook: { retryDelaysMs: [3_600_000, 3_600_000], timeoutMs: 1000 } });
    const created = await createTask(engine.baseUrl, engine.key, {
      type: 'test.echo',
      files: [{ name: 'a.txt', content: 'x' }],
      notifyURL: deadUrl,
    });
    expect((await waitForTask(engine.baseUrl, engine.key, created.id)).status).toBe('completed');
    const next = await createTask(engine.baseUrl, engine.key, { type: 'test.echo', files: [{ name: 'b.txt', content: 'y' }] });
    expect((await waitForTask(engine.baseUrl, engine.key, next.id)).status).toBe('completed');
    expect(receiver.deliveries).toEqual([]);
  });
});

describe('webhooks from a server that keeps them out of private networks (a team server)', () => {
  const closed = { allowPrivate: false, allow: [] as string[] };

  it('refuses a notifyURL on loopback or a private address, by address or by a name that resolves there', async () => {
    const engine = await engineWith({ webhook: { policy: closed } });
    for (const notifyURL of [
      'http://127.0.0.1:9/hook',
      'http://localhost:9/hook',
      'http://10.1.2.3/hook',
      'http://[::1]:9/hook',
      'http://169.254.169.254/latest',
    ]) {
      const refused = await createTask(engine.baseUrl, engine.key, {
        type: 'test.echo',
        files: [{ name: 'a.txt', content: 'x' }],
        notifyURL,
      }).then(
        () => null,
        (err: { status?: number; code?: string; message?: string }) => err,
      );
      expect(refused, notifyURL).toMatchObject({ status: 400, code: 'invalid_parameter' });
      expect(refused?.message, notifyURL).toMatch(/private or local network/);
    }
  });

  it('sends where the operator allowed, and a receiver the policy does not reach gets nothing', async () => {
    const receiver = await startReceiver(() => 200);
    cleanups.push(() => receiver.close());
    const allowed = await engineWith({ webhook: { policy: { allowPrivate: false, allow: ['127.0.0.1/32'] } } });
    const created = await createTask(allowed.baseUrl, allowed.key, {
      type: 'test.echo',
      files: [{ name: 'a.txt', content: 'hook' }],
      notifyURL: receiver.url,
    });
    await waitForTask(allowed.baseUrl, allowed.key, created.id);
    await allowed.webhooksSettled();
    expect(receiver.deliveries.length).toBeGreaterThan(0);

    // The check at delivery too (a name that answered a public address at intake may answer a private one later).
    const dispatcher = new WebhookDispatcher({ retryDelaysMs: [], timeoutMs: 5000, policy: closed });
    const before = receiver.deliveries.length;
    dispatcher.notify(receiver.url, {
      id: 't',
      name: 't',
      type: 'test.echo',
      status: 'completed',
      preview: null,
      createdAt: '',
      updatedAt: '',
    });
    await dispatcher.settled();
    expect(receiver.deliveries.length).toBe(before);
  });
});
