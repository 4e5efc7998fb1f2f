/**
 * Bad WebSocket frames (issue #12, item 3): a malformed frame, an oversized one or a flood must close only the socket
 * that sent it. `npm run web` runs as a child process here, so a crash shows as its exit rather than taking the test
 * runner down.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { startWebApp, type WebApp } from '../helpers/web-app';

let app: WebApp;

beforeAll(async () => {
  app = await startWebApp();
});
afterAll(async () => {
  await app?.stop();
});

function ipcUrl(): string {
  return `${app.origin.replace('http:', 'ws:')}/ipc?token=${app.token}`;
}

async function openSocket(): Promise<WebSocket> {
  const socket = new WebSocket(ipcUrl(), { headers: { origin: app.origin } });
  await once(socket, 'open');
  return socket;
}

/** Sends a request frame and resolves with its response. */
async function request(socket: WebSocket, id: number, channel: string, payload?: unknown): Promise<WsServerFrame> {
  const answer = new Promise<WsServerFrame>((resolve) => {
    const onMessage = (data: Buffer): void => {
      const frame = JSON.parse(data.toString('utf8')) as WsServerFrame;
      if (frame.kind === 'response' && frame.id === id) {
        socket.off('message', onMessage);
        resolve(frame);
      }
    };
    socket.on('message', onMessage);
  });
  socket.send(JSON.stringify({ kind: 'request', id, channel, payload }));
  return answer;
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code: number) => resolve(code)));
}

/** A raw upgrade, then bytes no WebSocket client may send: an unmasked frame with reserved bits set. */
async function sendMalformedFrame(): Promise<void> {
  const url = new URL(app.origin);
  const socket = connect(Number(url.port), url.hostname);
  await once(socket, 'connect');
  socket.write(
    `GET /ipc?token=${app.token} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${app.origin}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  let head = '';
  socket.setEncoding('latin1');
  await new Promise<void>((resolve) => {
    const onData = (chunk: string): void => {
      head += chunk;
      if (head.includes('\r\n\r\n')) {
        socket.off('data', onData);
        resolve();
      }
    };
    socket.on('data', onData);
  });
  expect(head).toMatch(/^HTTP\/1\.1 101 /);
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  socket.write(Buffer.from([0xf1, 0x05, 0x68, 0x65, 0x6c, 0x6c, 0x6f]));
  await closed;
}

describe('the web host under bad frames', () => {
  it('closes only the socket that sent a malformed, oversized, non-JSON or binary frame', async () => {
    const bystander = await openSocket();
    expect(await request(bystander, 1, 'app:info')).toMatchObject({ kind: 'response', id: 1, result: { ok: true } });

    await sendMalformedFrame();

    const big = await openSocket();
    const bigClosed = closeCode(big);
    big.send('x'.repeat(2 * 1024 * 1024));
    expect(await bigClosed).toBe(1009);

    const notJson = await openSocket();
    const notJsonClosed = closeCode(notJson);
    notJson.send('{"kind":"request","id":');
    expect(await notJsonClosed).toBe(1003);

    const binary = await openSocket();
    const binaryClosed = closeCode(binary);
    binary.send(Buffer.from(JSON.stringify({ kind: 'request', id: 1, channel: 'app:info' })));
    expect(await binaryClosed).toBe(1003);

    // The host, its engine and the other page's socket are unaffected.
    expect(app.child.exitCode).toBeNull();
    expect(await request(bystander, 2, 'app:info')).toMatchObject({ kind: 'response', id: 2, result: { ok: true } });
    const fresh = await openSocket();
    expect(await request(fresh, 1, 'tools:list')).toMatchObject({ kind: 'response', id: 1, result: { ok: true } });
    bystander.close();
    fresh.close();
  });

  it('answers a flood of requests from one page with errors beyond a bound instead of queueing them all', async () => {
    const socket = await openSocket();
    const answers = new Map<number, WsServerFrame>();
    const all = new Promise<void>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as WsServerFrame;
        if (frame.kind === 'response') answers.set(frame.id, frame);
        if (answers.size === 500) resolve();
      });
    });
    for (let id = 1; id <= 500; id++)
      socket.send(JSON.stringify({ kind: 'request', id, channel: 'tasks:list', payload: { startIndex: 0, maxResults: 1 } }));
    await all;
    const limited = [...answers.values()].filter(
      (frame) => frame.kind === 'response' && !frame.result.ok && frame.result.error.code === 'rate_limited',
    );
    expect(limited.length).toBeGreaterThan(0);
    expect(app.child.exitCode).toBeNull();
    expect(await request(socket, 501, 'app:info')).toMatchObject({ result: { ok: true } });
    socket.close();
  });
});
