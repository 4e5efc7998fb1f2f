/**
 * Putting a finished temp file under its final name. A rename replaces whatever is there, so it is used only where
 * the person chose to replace (a save dialog that asked, `--overwrite`); everywhere else the final name is created
 * exclusively — a hard link, which fails when the name exists, or an exclusive copy where the file system has no
 * links — so a file that appeared meanwhile is never replaced.
 */
import { constants } from 'node:fs';
import { copyFile, link, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { numberedName } from '../../../shared/file-names';
import { ServiceError } from './service-error';

/** What to do when the destination exists: replace it, refuse, or take the next free name (`deck (2).pptx`). */
export type IfExists = 'replace' | 'fail' | 'number';

/** Errors saying the file system cannot make a hard link here (FAT, some network shares), not that the name is taken. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV', 'EMLINK']);

async function createExclusively(tempPath: string, destPath: string): Promise<void> {
  try {
    await link(tempPath, destPath);
  } catch (error) {
    if (!NO_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(tempPath, destPath, constants.COPYFILE_EXCL);
  }
  await unlink(tempPath);
}

export function fileExistsError(destPath: string): ServiceError {
  return new ServiceError({
    code: 'file_exists',
    message: `${destPath} already exists; nothing was written over it. Choose another name, or allow replacing it (--overwrite).`,
  });
}

/** Moves `tempPath` to `destPath` (or the next free name beside it); answers the path written. */
export async function placeFile(tempPath: string, destPath: string, ifExists: IfExists): Promise<string> {
  if (ifExists === 'replace') {
    await rename(tempPath, destPath);
    return destPath;
  }
  const dir = path.dirname(destPath);
  const name = path.basename(destPath);
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? destPath : path.join(dir, numberedName(name, n));
    try {
      await createExclusively(tempPath, candidate);
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (ifExists === 'fail') throw fileExistsError(destPath);
    }
  }
  throw new ServiceError({ code: 'write_failed', message: `No free file name for ${name} in ${dir}.` });
}
