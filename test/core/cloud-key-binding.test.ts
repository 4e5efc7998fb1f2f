/**
 * The cloud key goes only to the address it was saved for. Two loopback receivers play two services: the one the key
 * was saved for sees it (the positive control), the other — a changed address in Settings, or another address tested —
 * receives requests (proved first) but never an Authorization header.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import { FileKeyStore } from '../../main/core/key-store';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';

const KEY = 'sk-bound-to-one-address-4242';

interface Receiver {
  baseUrl: string;
  seen: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A service that lists no tasks and records every request it gets. */
async function startReceiver(): Promise<Receiver> {
  const seen: Receiver['seen'] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.setHeader('x-content-record-total', '0');
    res.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let dir: string;
let saved: Receiver;
let changed: Receiver;
let services: AppServices | undefined;

async function open(): Promise<AppServices> {
  services = await createAppServices({
    dataDir: dir,
    platform: createFakePlatform(),
    cipher: xorCipher,
    version: '0',
    env: {},
    startEngine: () => Promise.reject(new Error('no engine in this test')),
  });
  return services;
}

function authorizations(receiver: Receiver): (string | undefined)[] {
  return receiver.seen.map((request) => request.headers.authorization);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-cloud-key-'));
  saved = await startReceiver();
  changed = await startReceiver();
});

afterEach(async () => {
  await services?.close();
  services = undefined;
  await saved.close();
  await changed.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the cloud key is bound to the address it was saved for', () => {
  it('sends it there, and never to another address tested or set in Settings', async () => {
    const app = await open();
    expect(
      await app.router.invoke('settings:update', { backend: { kind: 'cloud', cloudBaseUrl: saved.baseUrl, serverBaseUrl: '' } }),
    ).toMatchObject({
      ok: true,
    });
    expect(await app.router.invoke('keys:setCloudKey', { key: KEY, cloudBaseUrl: saved.baseUrl })).toMatchObject({
      ok: true,
      value: { keySet: true, keyHint: '4242', keyAddress: saved.baseUrl },
    });

    // The positive control: the address the key was saved for gets it.
    expect(await app.router.invoke('backend:test', { kind: 'cloud', cloudBaseUrl: saved.baseUrl })).toMatchObject({
      ok: true,
      value: { outcome: 'ok' },
    });
    expect(await app.router.invoke('tasks:list', { startIndex: 0, maxResults: 5 })).toMatchObject({ ok: true });
    expect(authorizations(saved)).toContain(`Bearer ${KEY}`);

    // Testing another address reaches it, without the key, and says why.
    const tested = await app.router.invoke('backend:test', { kind: 'cloud', cloudBaseUrl: changed.baseUrl });
    expect(tested).toMatchObject({ ok: true, value: { outcome: 'no_key' } });
    expect(tested.ok && tested.value.message).toMatch(/answered, but no key was sent: the saved key is for http:\/\/127\.0\.0\.1:\d+\/api/);
    expect(changed.seen.length).toBeGreaterThan(0);

    // The address changed in Settings: nothing that needs the key goes there, and every request that does go lacks it.
    expect(
      await app.router.invoke('settings:update', { backend: { kind: 'cloud', cloudBaseUrl: changed.baseUrl, serverBaseUrl: '' } }),
    ).toMatchObject({
      ok: true,
    });
    const listed = await app.router.invoke('tasks:list', { startIndex: 0, maxResults: 5 });
    expect(listed).toMatchObject({ ok: false, error: { code: 'no_key' } });
    expect(!listed.ok && listed.error.message).toContain(`is for ${saved.baseUrl}`);
    expect(await app.router.invoke('tools:list', undefined)).toMatchObject({ ok: false, error: { code: 'no_key' } });
    const before = changed.seen.length;
    expect(await app.router.invoke('backend:test', { kind: 'cloud' })).toMatchObject({ ok: true, value: { outcome: 'no_key' } });
    expect(changed.seen.length).toBe(before + 1);
    expect(await app.router.invoke('app:info', undefined)).toMatchObject({
      ok: true,
      value: { backend: { kind: 'cloud', baseUrl: changed.baseUrl, keySet: false, keyAddress: saved.baseUrl } },
    });
    expect(authorizations(changed)).toEqual(changed.seen.map(() => undefined));

    // A key saved for the new address is that address's: now it goes there, and the old address's key is replaced.
    expect(await app.router.invoke('keys:setCloudKey', { key: 'sk-second-7777' })).toMatchObject({
      ok: true,
      value: { keySet: true, keyHint: '7777', keyAddress: changed.baseUrl },
    });
    expect(await app.router.invoke('backend:test', { kind: 'cloud' })).toMatchObject({ ok: true, value: { outcome: 'ok' } });
    expect(authorizations(changed)).toContain('Bearer sk-second-7777');
    expect(authorizations(changed)).not.toContain(`Bearer ${KEY}`);
  });

  it('treats addresses that differ only in case, default port or a trailing slash as the same, and another scheme as another', async () => {
    const app = await open();
    await app.cloudKey.set(KEY, 'https://App.Example.com:443/api/');
    expect(await app.cloudKey.forAddress('https://app.example.com/api')).toBe(KEY);
    expect(await app.cloudKey.forAddress('http://app.example.com/api')).toBeNull();
    expect(await app.cloudKey.forAddress('https://app.example.com.evil.test/api')).toBeNull();
    expect(await app.cloudKey.forAddress('https://app.example.com/other')).toBeNull();
  });

  it('binds a key saved before keys were bound to the address then in Settings', async () => {
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ backend: { kind: 'cloud', cloudBaseUrl: saved.baseUrl, serverBaseUrl: '' }, notifications: true, saveFolder: null }),
    );
    await new FileKeyStore(dir, xorCipher).set('cloud', KEY);
    const app = await open();
    expect(await app.cloudKey.entry()).toEqual({ key: KEY, baseUrl: saved.baseUrl });
    expect(
      await app.router.invoke('settings:update', { backend: { kind: 'cloud', cloudBaseUrl: changed.baseUrl, serverBaseUrl: '' } }),
    ).toMatchObject({
      ok: true,
    });
    expect(await app.router.invoke('backend:test', { kind: 'cloud' })).toMatchObject({ ok: true, value: { outcome: 'no_key' } });
    expect(changed.seen.length).toBeGreaterThan(0);
    expect(authorizations(changed)).toEqual(changed.seen.map(() => undefined));
  });
});
