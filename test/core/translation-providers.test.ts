/**
 * Translation providers on the core side: settings and keys through translation:providers and
 * translation:setProvider, handed to a real local engine (in memory there, never to the renderer or to disk in
 * clear), given again when the app starts, and checked before an upload.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from '../../main/core/app-services';
import { SettingsStore, defaultTranslationSettings } from '../../main/core/settings-store';
import { applyProviderChange } from '../../main/core/translation-providers';
import type { TranslationProvidersInfo } from '../../shared/contract/ipc';
import type { TranslationLanguages } from '../../shared/contract/translation';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import { startFakeChatServer, type FakeChatServer } from '../helpers/fake-chat-server';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';

const SECRET = 'sk-core-secret-7788';
let chat: FakeChatServer;
let dataDir: string;
const open: AppServices[] = [];

async function start(): Promise<AppServices> {
  const services = await createAppServices({
    dataDir,
    platform: createFakePlatform(),
    cipher: xorCipher,
    version: '1',
    env: {},
    startEngine: ({ dataDir: engineDir, key }) => startTestEngine({ dataDir: engineDir, key, testTools: false }),
  });
  open.push(services);
  await services.engineReady;
  return services;
}

async function engineLanguages(services: AppServices): Promise<TranslationLanguages> {
  const engine = await services.engineReady;
  const response = await fetch(`${engine.baseUrl}/translation/languages`, { headers: { authorization: `Bearer ${engine.key}` } });
  return (await response.json()) as TranslationLanguages;
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

beforeAll(async () => {
  chat = await startFakeChatServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'deckhand-core-translation-'));
});
afterEach(async () => {
  for (const services of open.splice(0)) await services.close();
});
afterAll(async () => {
  await chat.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('applyProviderChange', () => {
  it('sets, clears and prefers providers, and refuses what does not apply', () => {
    const base = defaultTranslationSettings();
    const chatSet = applyProviderChange(base, {
      id: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1/',
      models: { standard: 'llama3.2' },
      preferred: true,
    });
    expect(chatSet).toMatchObject({
      preferred: 'openai',
      openai: { baseUrl: 'http://127.0.0.1:11434/v1', models: { standard: 'llama3.2' } },
    });
    expect(applyProviderChange(chatSet, { id: 'openai', models: { standard: 'qwen2.5', pro: 'qwen2.5:32b' } }).openai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      models: { standard: 'qwen2.5', pro: 'qwen2.5:32b' },
    });
    expect(applyProviderChange(chatSet, { id: 'openai', baseUrl: null, preferred: false })).toMatchObject({
      openai: null,
      preferred: null,
    });
    expect(() => applyProviderChange(base, { id: 'openai', baseUrl: 'http://x.example/v1' })).toThrow(/Name the model/);
    expect(() => applyProviderChange(base, { id: 'apertium', baseUrl: 'http://x.example' })).toThrow(/takes no address/);
    expect(() => applyProviderChange(base, { id: 'libretranslate', baseUrl: 'ftp://x.example' })).toThrow(/http/);
  });

  it('is kept in settings.json beside the other settings, and a damaged entry falls back to the defaults', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deckhand-settings-translation-'));
    try {
      const { store } = await SettingsStore.open(dir);
      await store.updateTranslation(applyProviderChange(store.translation(), { id: 'libretranslate', baseUrl: 'http://127.0.0.1:5000' }));
      expect((await SettingsStore.open(dir)).store.translation().libretranslate).toEqual({ baseUrl: 'http://127.0.0.1:5000' });
      await writeFile(path.join(dir, 'settings.json'), JSON.stringify({ notifications: false, translation: { preferred: 'babelfish' } }));
      const reopened = (await SettingsStore.open(dir)).store;
      expect(reopened.translation()).toEqual(defaultTranslationSettings());
      expect(reopened.get().notifications).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('translation:providers and translation:setProvider', () => {
  it('lists what the engine can do, and hands it a provider with its key that only main ever sees', async () => {
    const services = await start();
    const before = unwrap(await services.router.invoke('translation:providers', undefined));
    expect(before).toMatchObject({ engineReachable: true, preferred: null, defaultProvider: 'apertium' });
    expect(before.providers.find((provider) => provider.id === 'apertium')).toMatchObject({ available: true, detectsLanguage: false });
    expect(before.providers.find((provider) => provider.id === 'apertium')!.pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(before.providers.find((provider) => provider.id === 'openai')).toMatchObject({ available: false, keySet: false, baseUrl: null });

    const result = await services.router.invoke('translation:setProvider', {
      id: 'openai',
      baseUrl: chat.baseUrl,
      apiKey: SECRET,
      models: { standard: 'small', pro: 'large' },
      preferred: true,
    });
    expect(JSON.stringify(result)).not.toContain(SECRET);
    const after: TranslationProvidersInfo = unwrap(result);
    expect(after).toMatchObject({ preferred: 'openai', defaultProvider: 'openai' });
    expect(after.providers.find((provider) => provider.id === 'openai')).toMatchObject({
      available: true,
      baseUrl: chat.baseUrl,
      models: { standard: 'small', pro: 'large' },
      keySet: true,
      keyHint: '7788',
      detected: false,
    });
    // The engine has it (with the key: it says one is set) …
    expect((await engineLanguages(services)).providers.find((provider) => provider.id === 'openai')).toMatchObject({
      available: true,
      keySet: true,
    });
    // … and nothing in the app's data holds the key in clear.
    const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(dataDir, name))
      .filter((file) => statSync(file).isFile());
    for (const file of files) expect(readFileSync(file).includes(SECRET), file).toBe(false);
  });

  it('gives the engine the providers again when the app starts', async () => {
    const services = await start();
    const info = unwrap(await services.router.invoke('translation:providers', undefined));
    expect(info.providers.find((provider) => provider.id === 'openai')).toMatchObject({ available: true, keySet: true });
    expect((await engineLanguages(services)).defaultProvider).toBe('openai');
    unwrap(await services.router.invoke('translation:setProvider', { id: 'openai', baseUrl: null, apiKey: null, preferred: false }));
    expect(await services.keys.get('openai')).toBeNull();
    expect((await engineLanguages(services)).providers.find((provider) => provider.id === 'openai')!.available).toBe(false);
  });

  it('refuses a translation no provider can do before uploading anything', async () => {
    const services = await start();
    const refused = await services.router.invoke('tasks:submit', {
      type: 'translation',
      params: { from: 'en', to: 'de' },
      files: [{ path: path.join(CORPUS_ROOT, 'pptx', 'poi-aptia.pptx'), name: 'poi-aptia.pptx', size: 1 }],
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'tool_unavailable', message: expect.stringMatching(/English into German/) as string },
    });
    const engine = await services.engineReady;
    const tasks = await fetch(`${engine.baseUrl}/tools/tasks`, { headers: { authorization: `Bearer ${engine.key}` } });
    expect(await tasks.json()).toEqual([]);
  });
});
