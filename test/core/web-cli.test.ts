/**
 * What the README says about `npm run web`: the printed address with a token that changes at every start, the
 * plain-text key warning with the keys file's place, and where its data lives by default.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultWebDataDir } from '../../main/web/web-data-dir';
import { startWebApp } from '../helpers/web-app';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-web-cli-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run web', () => {
  it('prints the address with a fresh token at every start and says the keys file is plain text (0600)', async () => {
    const keysFile = join(dataDir, 'keys.json');
    const first = await startWebApp({ dataDir });
    let firstToken: string;
    try {
      firstToken = first.token;
      expect(first.url).toBe(`${first.origin}/?token=${first.token}`);
      expect((await fetch(first.url)).status).toBe(200);
      expect((await fetch(`${first.origin}/`)).status).toBe(401);
      await vi.waitFor(() => expect(first.output()).toContain(`web mode stores API keys unencrypted (file mode 0600) in ${keysFile}`), {
        timeout: 30_000,
      });
      // The local engine's key is written once the engine has started.
      await vi.waitFor(async () => expect((await stat(keysFile)).mode & 0o777).toBe(0o600), { timeout: 60_000, interval: 200 });
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const second = await startWebApp({ dataDir });
    try {
      expect(second.token).not.toBe(firstToken);
      expect((await fetch(`${second.origin}/?token=${firstToken}`)).status).toBe(401);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});

describe('web data dir', () => {
  it('defaults to a Deckhand-web folder beside the desktop app’s, per OS', () => {
    expect(defaultWebDataDir({}, 'linux')).toBe(join(homedir(), '.config', 'Deckhand-web'));
    expect(defaultWebDataDir({ XDG_CONFIG_HOME: '/xdg' }, 'linux')).toBe('/xdg/Deckhand-web');
    expect(defaultWebDataDir({}, 'darwin')).toBe(join(homedir(), 'Library', 'Application Support', 'Deckhand-web'));
    expect(defaultWebDataDir({ APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' }, 'win32')).toBe(
      join('C:\\Users\\ada\\AppData\\Roaming', 'Deckhand-web'),
    );
  });
});
