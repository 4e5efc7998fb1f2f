/**
 * The one atomic file write (issue #18), for core's settings, keys and notes and the engine's task and upload
 * records. Node file-system code that every main-side process may use lives in main/fs: it imports nothing of
 * core, the engine, the shell or Electron.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a temp sibling, syncs it to disk and renames it over the target, so a reader (or the next start after a
 * crash) sees the old content or the new one, never a torn file.
 */
export async function writeFileAtomic(filePath: string, data: string | Buffer, mode = 0o644): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temp = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'w', mode);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, filePath);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
