import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import { FileKeyStore, plaintextCipher } from '../../main/core/key-store';
import { DEFAULT_CLOUD_BASE_URL, SettingsStore, defaultTranslationSettings, settingsPatchSchema } from '../../main/core/settings-store';
import { authorizationHeader, keyHint } from '../../main/core/service-client/auth';
import { createFakePlatform, xorCipher } from './fixtures/fake-platform';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-settings-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('SettingsStore', () => {
  it('starts from the defaults and writes them on first run', async () => {
    const { store, firstRun } = await SettingsStore.open(dir);
    expect(firstRun).toBe(true);
    expect(store.get()).toEqual({
      backend: { kind: 'local', cloudBaseUrl: DEFAULT_CLOUD_BASE_URL, serverBaseUrl: '' },
      notifications: true,
      saveFolder: null,
      askWhereToSave: true,
      language: 'system',
    });
    expect(JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8'))).toEqual({
      ...store.get(),
      translation: defaultTranslationSettings(),
    });
  });

  it('takes DECKFLOW_API_BASE on first run only', async () => {
    const { store } = await SettingsStore.open(dir, { DECKFLOW_API_BASE: 'https://eu.deckflow.example/api/' });
    expect(store.get().backend.cloudBaseUrl).toBe('https://eu.deckflow.example/api');
    const again = await SettingsStore.open(dir, { DECKFLOW_API_BASE: 'https://other.example/api' });
    expect(again.store.get().backend.cloudBaseUrl).toBe('https://eu.deckflow.example/api');
  });

  it('falls back to defaults field by field for a damaged file', async () => {
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ backend: { kind: 'mars' }, notifications: false, saveFolder: 7, language: 'klingon' }),
    );
    const { store } = await SettingsStore.open(dir);
    expect(store.get()).toEqual({
      backend: { kind: 'local', cloudBaseUrl: DEFAULT_CLOUD_BASE_URL, serverBaseUrl: '' },
      notifications: false,
      saveFolder: null,
      askWhereToSave: true,
      language: 'system',
    });
    // A language Deckhand speaks is kept; the patch refuses one it does not.
    await store.update({ language: 'ar' });
    expect((await SettingsStore.open(dir)).store.get().language).toBe('ar');
    expect(settingsPatchSchema.safeParse({ language: 'klingon' }).success).toBe(false);
    await writeFile(path.join(dir, 'settings.json'), '{not json');
    expect((await SettingsStore.open(dir)).store.get().notifications).toBe(true);
  });

  it('keeps a cloud choice saved before the Deckhand server existed, and refuses a server without its address', async () => {
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ backend: { kind: 'cloud', cloudBaseUrl: 'https://eu.deckflow.example/api' } }),
    );
    const { store } = await SettingsStore.open(dir);
    expect(store.get().backend).toEqual({ kind: 'cloud', cloudBaseUrl: 'https://eu.deckflow.example/api', serverBaseUrl: '' });
    await writeFile(
      path.join(dir, 'settings.json'),
      JSON.stringify({ backend: { kind: 'server', cloudBaseUrl: DEFAULT_CLOUD_BASE_URL, serverBaseUrl: '' } }),
    );
    expect((await SettingsStore.open(dir)).store.get().backend.kind).toBe('local');
  });
});

describe('FileKeyStore', () => {
  it('stores keys encrypted, mode 0600, and reports plaintext storage', async () => {
    const keys = new FileKeyStore(dir, xorCipher);
    await keys.set('cloud', 'sk-very-secret-9876');
    await keys.set('engine', 'engine-key');
    const file = path.join(dir, 'keys.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain('very-secret');
    const reopened = new FileKeyStore(dir, xorCipher);
    expect(await reopened.get('cloud')).toBe('sk-very-secret-9876');
    expect(reopened.encrypted).toBe(true);
    await reopened.set('cloud', null);
    expect(await new FileKeyStore(dir, xorCipher).get('cloud')).toBeNull();
    expect(await new FileKeyStore(dir, xorCipher).get('engine')).toBe('engine-key');
    expect(new FileKeyStore(dir, plaintextCipher).encrypted).toBe(false);
  });

  it('treats a key it cannot decrypt as unset', async () => {
    await new FileKeyStore(dir, xorCipher).set('cloud', 'abc');
    const failing = {
      encrypted: true,
      encrypt: (plain: string) => xorCipher.encrypt(plain),
      decrypt: () => {
        throw new Error('wrong keychain');
      },
    };
    expect(await new FileKeyStore(dir, failing).get('cloud')).toBeNull();
  });

  it('seeds the cloud key from DECKFLOW_API_KEY on first run, never showing more than 4 characters', async () => {
    const services = await createAppServices({
      dataDir: dir,
      platform: createFakePlatform(),
      cipher: xorCipher,
      version: '0',
      env: { DECKFLOW_API_KEY: 'Bearer sk-from-env-WXYZ' },
      startEngine: () => Promise.reject(new Error('no engine in this test')),
    });
    try {
      expect(await services.cloudKey.entry()).toEqual({ key: 'Bearer sk-from-env-WXYZ', baseUrl: DEFAULT_CLOUD_BASE_URL });
      expect(await services.backend.info('cloud')).toMatchObject({ keySet: true, keyHint: 'WXYZ' });
      const info = await services.router.invoke('app:info', undefined);
      expect(info).toMatchObject({ ok: true, value: { engine: null, backend: { kind: 'local', keySet: false } } });
      expect(await services.router.invoke('tasks:list', { startIndex: 0, maxResults: 1 })).toMatchObject({
        ok: false,
        error: { code: 'engine_unavailable', message: 'The local engine could not start: no engine in this test' },
      });
    } finally {
      await services.close();
    }
  });
});

describe('auth header', () => {
  it('normalises keys with or without the Bearer prefix', () => {
    expect(authorizationHeader('abc')).toBe('Bearer abc');
    expect(authorizationHeader('Bearer abc')).toBe('Bearer abc');
    expect(authorizationHeader('  bearer   Bearer abc ')).toBe('Bearer abc');
    expect(keyHint('Bearer sk-123456')).toBe('3456');
    expect(keyHint(null)).toBeNull();
  });
});
