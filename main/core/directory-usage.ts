import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Bytes of every regular file under `dir` (not following links); 0 when it does not exist. */
export async function directoryBytes(dir: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directoryBytes(full);
    else if (entry.isFile()) {
      total += await stat(full).then(
        (info) => info.size,
        () => 0,
      );
    }
  }
  return total;
}
