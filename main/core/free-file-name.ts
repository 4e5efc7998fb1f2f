import { access } from 'node:fs/promises';
import path from 'node:path';

/** `dir/name.ext`, or `dir/name (2).ext`, `(3)` … : the first that does not exist yet (as a browser names downloads). */
export async function freeFileName(dir: string, name: string): Promise<string> {
  const extension = path.extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; n < 10_000; n++) {
    const candidate = path.join(dir, n === 1 ? name : `${stem} (${n})${extension}`);
    const taken = await access(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
  throw new Error(`No free file name for ${name} in ${dir}.`);
}

/** The same names with `name (2).ext`, `(3)` … given to repeats (case-insensitive, as Windows and macOS compare names). */
export function distinctNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const extension = path.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${stem} (${n})${extension}`;
      if (!taken.has(candidate.toLowerCase())) {
        taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  });
}
