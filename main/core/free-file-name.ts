import { access } from 'node:fs/promises';
import path from 'node:path';
import { numberedName } from '../../shared/file-names';

/** `dir/name.ext`, or `dir/name (2).ext`, `(3)` … : the first that does not exist yet (as a browser names downloads). */
export async function freeFileName(dir: string, name: string): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const candidate = path.join(dir, numberedName(name, n));
    const taken = await access(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
  throw new Error(`No free file name for ${name} in ${dir}.`);
}
