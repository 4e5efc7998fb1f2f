import { copyFile, link, stat } from 'node:fs/promises';
import { ToolError } from '../lib/errors/tool-error';
import { ZipReader } from '../lib/zip/zip-reader';
import type { OutputSource } from './blob-store';

/**
 * Places a stored output (`output`, a file of the store) at `target` as a new task's input: the whole file by a hard
 * link (outputs are never written again, so one copy of the bytes serves both; a copy where links fail), or with
 * `from.entry` that file out of the output's ZIP. Resolves with the input's size.
 */
export async function placeOutputAsInput(output: string, target: string, from: OutputSource): Promise<number> {
  if (from.entry === undefined) {
    await link(output, target).catch(() => copyFile(output, target));
  } else {
    const zip = await ZipReader.open(output, from.label);
    try {
      const found = zip.find(from.entry);
      if (!found || found.isDirectory) {
        throw new ToolError('invalid_file', `${from.label} has no file named “${from.entry.slice(0, 200)}”`);
      }
      await zip.extractTo(found, target);
    } finally {
      zip.close();
    }
  }
  return (await stat(target)).size;
}
