/**
 * Answers that reach the client (issue #12, item 8): a refusal sent while the client is still uploading must reach
 * Node's fetch as the 400 and its message, and a client that pauses between requests must never write onto a socket
 * the engine closed. The engine runs in its own process here, so stalling this test's event loop stalls only the client.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../helpers/engine';
import { spawnEngine, type EngineProcess } from '../helpers/engine-process';
import { BOUNDARY, fieldPart, fileHeader } from '../helpers/raw-upload';
import { waitUntil } from '../helpers/wait-until';

const MB = 1024 * 1024;
const key = randomBytes(12).toString('hex');
let dataDir: string;
let engine: EngineProcess;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-early-answer-'));
  engine = await spawnEngine(['--port', '0', '--data', dataDir, '--key', key]);
});
afterAll(async () => {
  engine?.child.kill('SIGTERM');
  await engine?.exited;
  await rm(dataDir, { recursive: true, force: true });
});

/** Keeps this process's event loop busy in 30 ms slices, as a loaded machine or a busy Electron main process does. */
function busyLoop(): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + 30;
    while (Date.now() < until);
  }, 1);
  return () => clearInterval(timer);
}

/** type first, then a 64 MB file: test.echo takes 10 MB, so the engine refuses while most of the body is unsent. */
function oversizedUpload(): Blob {
  const head = Buffer.from(fieldPart('type', 'test.echo') + fileHeader('big.txt'));
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Blob([head, new Uint8Array(64 * MB).fill(0x61), tail]);
}

/** One request on a keep-alive agent, the way core's client and most HTTP libraries reuse connections. */
function postOn(agent: Agent, body: string): Promise<number> {
  const url = new URL(`${engine.baseUrl}/tools/tasks`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        ...authHeaders(key),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a refusal while the client still sends', () => {
  it('reaches fetch before the client has sent the rest of its body', async () => {
    let answered: () => void = () => undefined;
    const answeredPromise = new Promise<void>((resolve) => (answered = resolve));
    const head = Buffer.from(fieldPart('type', 'test.echo') + fileHeader('big.txt'));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        // 11 MB (over test.echo's 10 MB), then the rest only once the answer is in: an engine that waited for the
        // whole body before answering would never answer.
        if (sent >= 11 * MB) {
          await answeredPromise;
          controller.enqueue(new Uint8Array(4 * MB));
          controller.close();
          return;
        }
        controller.enqueue(new Uint8Array(MB).fill(0x61));
        sent += MB;
      },
    });
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { ...authHeaders(key), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit);
    answered();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'file_size_exceeded',
      message: '“big.txt” is larger than that; test.echo takes files up to 10 MB.',
    });
  });

  it('reaches a busy client every time, never as EPIPE or ECONNRESET', async () => {
    const body = oversizedUpload();
    const stop = busyLoop();
    const outcomes: string[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        // Alternately refused mid-body (over the file limit) and at the headers (wrong key), before any body is read.
        const wrongKey = i % 2 === 1;
        try {
          const response = await fetch(`${engine.baseUrl}/tools/tasks`, {
            method: 'POST',
            headers: { ...authHeaders(wrongKey ? 'wrong' : key), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            body,
          });
          const answer = (await response.json()) as { code: string };
          outcomes.push(`${response.status} ${answer.code}`);
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause;
          outcomes.push(cause?.code ?? String(error));
        }
      }
    } finally {
      stop();
    }
    expect(outcomes).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 === 1 ? '401 unauthorized' : '400 file_size_exceeded')));
  });

  it('reads the rest of a refused body and keeps the connection for the next request', async () => {
    const url = new URL(engine.baseUrl);
    const socket = connect(Number(url.port), url.hostname);
    await once(socket, 'connect');
    const errors: Error[] = [];
    socket.on('error', (error) => errors.push(error));
    let closed = false;
    socket.on('close', () => (closed = true));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    const head = Buffer.from(fieldPart('type', 'test.echo') + fileHeader('big.txt'));
    socket.write(
      `POST /tools/tasks HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${head.length + 16 * MB}\r\n\r\n`,
    );
    socket.write(head);
    socket.write(Buffer.alloc(11 * MB, 0x61));
    // The JSON answer holds nested objects (its `reason`): it is in once it ends the data received.
    await waitUntil(() => /\r\n\r\n\{[\s\S]*\}$/.test(received));
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    // The answer is in; now the rest of the body, as a client that does not watch for answers mid-upload sends it,
    // and then the next request on the same connection.
    received = '';
    socket.write(Buffer.alloc(5 * MB, 0x61));
    socket.write(`GET /health HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    await waitUntil(() => /"ok":true/.test(received) || closed);
    expect(errors).toEqual([]);
    expect(closed).toBe(false);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    socket.destroy();
  });
});

describe('idle keep-alive sockets', () => {
  it('lets a client that paused 6 s with its event loop blocked send its next task on the socket it kept', async () => {
    const agent = new Agent({ keepAlive: true });
    const body = `${fieldPart('type', 'test.echo')}${fileHeader('a.txt')}after the pause\r\n--${BOUNDARY}--\r\n`;
    try {
      expect(await postOn(agent, body)).toBe(200);
      // A blocked loop: neither the agent's idle timer nor the socket's close can run meanwhile, so the next request
      // goes out on the same socket whatever the engine did with it.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6_000);
      expect(await postOn(agent, body)).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
