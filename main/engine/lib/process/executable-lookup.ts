/** Finding external programs the way a shell would, without running a shell. */
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';

export async function isExecutableFile(file: string): Promise<boolean> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    if (process.platform !== 'win32') await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first `name` on PATH (with PATHEXT on Windows), or null. */
export async function findOnPath(name: string, envPath = process.env.PATH ?? process.env.Path ?? ''): Promise<string | null> {
  const extensions =
    process.platform === 'win32' && path.extname(name) === ''
      ? (process.env.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';').filter(Boolean)
      : [''];
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    for (const ext of extensions) {
      const candidate = path.join(dir.replace(/^"(.*)"$/, '$1'), name + ext);
      if (await isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}

/** Value of the first set environment variable among `names`, with its name. */
export function firstEnv(names: readonly string[]): { name: string; value: string } | null {
  for (const name of names) {
    const value = process.env[name]?.trim();
    if (value) return { name, value };
  }
  return null;
}
