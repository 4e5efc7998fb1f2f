import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import type { AppServices } from '../../main/core/app-services';
import type { IpcEventMessage } from '../../main/core/event-bus';
import { SettingsStore } from '../../main/core/settings-store';
import type { Task } from '../../shared/contract/service';
import { startTestEngine } from '../helpers/engine';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';
import type { FakePlatform } from './fixtures/fake-platform';
import { CORPUS_ROOT } from '../helpers/corpus';

const IMAGE = `${CORPUS_ROOT}/images/poi-nature1.jpg`;

let dataDir: string;
let services: AppServices;
let platform: FakePlatform;
const events: IpcEventMessage[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'deckhand-router-'));
  platform = createFakePlatform();
  services = await createAppServices({
    dataDir,
    platform,
    cipher: xorCipher,
    version: '9.9.9',
    env: {},
    startEngine: ({ dataDir: engineDir, key }) => startTestEngine({ dataDir: engineDir, key }),
    follow: { pollIntervalMs: 100 },
  });
  services.router.onEvent((message) => events.push(message));
  await services.engineReady;
});

afterAll(async () => {
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function waitForEvent(predicate: (message: IpcEventMessage) => boolean, timeoutMs = 30_000): Promise<IpcEventMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such event; saw ${events.map((e) => e.event).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('validation', () => {
  it('rejects unknown channels', async () => {
    for (const channel of ['tasks:nuke', '__proto__', 'constructor', 42, null]) {
      const result = await services.router.handle(channel, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    }
  });

  it('rejects bad payloads with the channel and field named', async () => {
    const bad: [string, unknown, RegExp][] = [
      ['tasks:get', {}, /tasks:get: id/],
      ['tasks:get', { id: 5 }, /id/],
      ['tasks:get', { id: '../../etc' }, /not a task id/],
      ['tasks:get', { id: 'x', extra: 1 }, /extra/],
      ['tasks:list', { startIndex: -1, maxResults: 10 }, /startIndex/],
      ['tasks:list', { startIndex: 0, maxResults: 1000 }, /maxResults/],
      ['tasks:submit', { type: 'pptx.join', params: {}, files: [{ path: IMAGE, name: 'x' }] }, /files\.0\.size/],
      ['tasks:submit', { type: 'pptx.join', params: 'x', files: [] }, /params/],
      ['settings:update', { backend: { kind: 'moon', cloudBaseUrl: 'https://x' } }, /backend\.kind/],
      ['settings:update', { backend: { kind: 'cloud', cloudBaseUrl: 'file:///etc/passwd', serverBaseUrl: '' } }, /http/],
      ['settings:update', { evil: true }, /evil/],
      ['app:info', { sneaky: true }, /app:info/],
      ['files:describe', { paths: ['a\0b'] }, /NUL/],
      ['keys:setCloudKey', { key: 42 }, /key/],
    ];
    for (const [channel, payload, message] of bad) {
      const result = await services.router.handle(channel, payload);
      expect(result, channel).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
      if (!result.ok) expect(result.error.message, JSON.stringify(payload)).toMatch(message);
    }
  });
});

describe('handlers', () => {
  it('app:info reports version, transport, backend and key storage without the key', async () => {
    const result = await services.router.invoke('app:info', undefined);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const engine = await services.engineReady;
    expect(result.value).toMatchObject({
      version: '9.9.9',
      transport: 'electron',
      keyStorage: 'encrypted',
      backend: { kind: 'local', baseUrl: engine.baseUrl, keySet: true, keyHint: engine.key.slice(-4) },
      engine: { running: true, dataDir: path.join(dataDir, 'engine') },
    });
    expect(JSON.stringify(result.value)).not.toContain(engine.key);
  });

  it('tools:list serves the backend registry', async () => {
    const result = await services.router.invoke('tools:list', undefined);
    expect(result.ok && result.value.map((tool) => tool.type)).toEqual(expect.arrayContaining(['pptx.join', 'image.resize']));
  });

  it('files:describe stats files and refuses folders and missing paths', async () => {
    const ok = await services.router.invoke('files:describe', { paths: [IMAGE] });
    expect(ok).toEqual({ ok: true, value: [{ path: IMAGE, name: 'poi-nature1.jpg', size: (await stat(IMAGE)).size }] });
    expect(await services.router.invoke('files:describe', { paths: [dataDir] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_parameter' },
    });
    expect(await services.router.invoke('files:describe', { paths: [path.join(dataDir, 'nope')] })).toMatchObject({
      ok: false,
      error: { code: 'file_unreadable' },
    });
  });

  it('files:pick opens the dialog with the tool extensions', async () => {
    platform.picks = [IMAGE];
    const result = await services.router.invoke('files:pick', { toolType: 'image.resize' });
    expect(result).toMatchObject({ ok: true, value: [{ name: 'poi-nature1.jpg' }] });
    expect(platform.pickRequests.at(-1)?.extensions).toContain('.jpg');
    // The dialog names the tool by its title in the app's language (shared/i18n/tool-titles.ts), not always the registry's English.
    try {
      await services.router.invoke('settings:update', { language: 'en' });
      await services.router.invoke('files:pick', { toolType: 'image.resize' });
      expect(platform.pickRequests.at(-1)?.title).toBe('Choose files for Resize images');
      await services.router.invoke('settings:update', { language: 'de' });
      await services.router.invoke('files:pick', { toolType: 'image.resize' });
      expect(platform.pickRequests.at(-1)?.title).toBe('Dateien für „Bildgröße ändern“ auswählen');
    } finally {
      await services.router.invoke('settings:update', { language: 'system' });
    }
  });

  it('submits, follows, saves via the dialog, and reveals only what it saved', async () => {
    const submitted = await services.router.invoke('tasks:submit', {
      type: 'image.resize',
      params: { maxWidth: 100 },
      files: [{ path: IMAGE, name: 'poi-nature1.jpg', size: 1 }],
    });
    expect(submitted.ok).toBe(true);
    const created = await waitForEvent((m) => m.event === 'submission:created');
    const taskId = (created.payload as { task: Task }).task.id;
    const done = await waitForEvent((m) => m.event === 'task:update' && m.payload.id === taskId && m.payload.status === 'completed');
    expect(done.payload).toMatchObject({ status: 'completed' });
    await waitForEvent(() => platform.notices.some((notice) => notice.taskId === taskId));

    platform.saveAnswer = null;
    expect(await services.router.invoke('tasks:save', { id: taskId })).toEqual({ ok: true, value: { kind: 'cancelled' } });

    const dest = path.join(dataDir, 'saved', 'small.jpg');
    await import('node:fs/promises').then((fs) => fs.mkdir(path.dirname(dest), { recursive: true }));
    platform.saveAnswer = dest;
    const saved = await services.router.invoke('tasks:save', { id: taskId });
    expect(saved).toEqual({ ok: true, value: { kind: 'saved', path: dest } });
    const request = platform.saveRequests.at(-1);
    expect(request?.suggestedName).toMatch(/\.jpe?g$/);
    expect((await sharp(dest).metadata()).width).toBe(100);

    expect(await services.router.invoke('files:showInFolder', { path: dest })).toEqual({ ok: true, value: undefined });
    expect(platform.shown).toEqual([dest]);
    expect(await services.router.invoke('files:showInFolder', { path: IMAGE })).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const list = await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 10 });
    expect(list.ok && list.value.tasks.some((task) => task.id === taskId)).toBe(true);
    expect(await services.router.invoke('tasks:delete', { id: taskId })).toEqual({ ok: true, value: undefined });
    await waitForEvent((m) => m.event === 'task:removed' && m.payload.id === taskId);
    expect(await services.router.invoke('tasks:get', { id: taskId })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('merges two real decks end to end (pptx.join) and saves the result through the dialog', async () => {
    const decks = [`${CORPUS_ROOT}/pptx/pp-sld-slides.pptx`, `${CORPUS_ROOT}/pptx/pp-minimal.pptx`];
    const described = await services.router.invoke('files:describe', { paths: decks });
    if (!described.ok) throw new Error(described.error.message);
    const submitted = await services.router.invoke('tasks:submit', { type: 'pptx.join', params: {}, files: described.value });
    if (!submitted.ok) throw new Error(submitted.error.message);
    const created = await waitForEvent((m) => m.event === 'submission:created' && m.payload.submissionId === submitted.value.submissionId);
    const taskId = (created.payload as { task: Task }).task.id;
    const finished = await waitForEvent(
      (m) => m.event === 'task:update' && m.payload.id === taskId && (m.payload.status === 'completed' || m.payload.status === 'failed'),
      60_000,
    );
    expect(finished.payload).toMatchObject({ status: 'completed' });

    const dest = path.join(dataDir, 'merged-out.pptx');
    platform.saveAnswer = dest;
    expect(await services.router.invoke('tasks:save', { id: taskId })).toEqual({ ok: true, value: { kind: 'saved', path: dest } });
    const task = finished.payload as Task;
    expect(platform.saveRequests.at(-1)).toMatchObject({
      suggestedName: task.result?.fileName ?? 'pp-sld-slides-merged.pptx',
      extensions: ['.pptx'],
    });
    // Independent checks: the zip is sound, and the slides of both decks are in it.
    const { execFileSync } = await import('node:child_process');
    execFileSync('unzip', ['-tq', dest]);
    const listing = execFileSync('unzip', ['-Z1', dest]).toString();
    const slides = listing.split('\n').filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides.length).toBe(3);
  });

  it('refuses to save a task that is not completed', async () => {
    const engine = await services.engineReady;
    const client = await services.backend.client();
    const running = await client.createTask({ type: 'test.sleep', params: { ms: 5000 }, files: [{ path: IMAGE, name: 'x.pptx' }] });
    expect(engine.baseUrl).toBe(client.baseUrl);
    const result = await services.router.invoke('tasks:save', { id: running.id });
    expect(result).toMatchObject({ ok: false, error: { code: 'not_ready', message: 'This task has not finished yet.' } });
    await client.deleteTask(running.id);
  });

  it('persists settings, and switching to the cloud without a key says so', async () => {
    const updated = await services.router.invoke('settings:update', { notifications: false, saveFolder: '/tmp' });
    expect(updated).toMatchObject({ ok: true, value: { notifications: false, saveFolder: '/tmp', backend: { kind: 'local' } } });
    const reopened = await SettingsStore.open(dataDir);
    expect(reopened.firstRun).toBe(false);
    expect(reopened.store.get()).toMatchObject({ notifications: false, saveFolder: '/tmp' });

    await services.router.invoke('settings:update', {
      backend: { kind: 'cloud', cloudBaseUrl: 'http://127.0.0.1:9/api/', serverBaseUrl: '' },
    });
    expect((await services.router.invoke('settings:get', undefined)).ok && services.settings.get().backend.cloudBaseUrl).toBe(
      'http://127.0.0.1:9/api',
    );
    expect(await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 5 })).toMatchObject({
      ok: false,
      error: { code: 'no_key' },
    });

    const key = 'sk-live-abcdefgh1234';
    const info = await services.router.invoke('keys:setCloudKey', { key: `Bearer ${key}` });
    expect(info).toEqual({
      ok: true,
      value: { kind: 'cloud', baseUrl: 'http://127.0.0.1:9/api', keySet: true, keyHint: '1234', keyAddress: 'http://127.0.0.1:9/api' },
    });
    const keysFile = path.join(dataDir, 'keys.json');
    expect((await stat(keysFile)).mode & 0o777).toBe(0o600);
    expect(await readFile(keysFile, 'utf8')).not.toContain('abcdefgh');
    expect(await services.cloudKey.forAddress('http://127.0.0.1:9/api')).toBe(`Bearer ${key}`);
    const unreachable = await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 5 });
    expect(unreachable).toMatchObject({
      ok: false,
      error: { code: 'network_error', message: 'Cannot reach the service at http://127.0.0.1:9/api (ECONNREFUSED).' },
    });

    await services.router.invoke('settings:update', {
      backend: { kind: 'local', cloudBaseUrl: 'http://127.0.0.1:9/api', serverBaseUrl: '' },
    });
    expect(await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 5 })).toMatchObject({ ok: true });
  });
});
