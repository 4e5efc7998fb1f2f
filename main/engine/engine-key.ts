import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const KEY_FILE_NAME = 'engine-key';

export interface StoredKey {
  key: string;
  path: string;
  created: boolean;
}

/**
 * The engine's API key when none is given: generated once (32 random bytes), stored owner-only in the data
 * dir, and reused by later starts so clients keep working across restarts.
 */
export async function loadOrCreateKey(dataDir: string): Promise<StoredKey> {
  const path = join(dataDir, KEY_FILE_NAME);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let created = false;
  try {
    await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = (await readFile(path, 'utf8')).trim();
  if (!key) throw new Error(`The key file ${path} is empty; delete it to generate a new key.`);
  if (process.platform !== 'win32' && ((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
  return { key, path, created };
}
