import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Write-then-rename so a crash mid-write leaves the old file, never a truncated one. */
export async function writeFileAtomic(filePath: string, data: string | Buffer, mode = 0o644): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temp = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { mode, flush: true });
    await rename(temp, filePath);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
