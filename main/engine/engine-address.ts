/**
 * Where a running engine listens, written into its data folder (`engine.json`) so the command line finds it and
 * uses it instead of starting a second engine on the same tasks. The key is not in it: a client reads that from
 * the data folder's `engine-key`, as any client of `npm run engine` does.
 */
import { readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';

export const ADDRESS_FILE_NAME = 'engine.json';

export interface EngineAddress {
  baseUrl: string;
  pid: number;
}

/** Writes the address (atomically); the returned function removes it again, if it is still this process's. */
export async function publishEngineAddress(dataDir: string, baseUrl: string): Promise<() => Promise<void>> {
  const file = join(dataDir, ADDRESS_FILE_NAME);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ baseUrl, pid: process.pid } satisfies EngineAddress)}\n`, { mode: 0o600 });
  await rename(temp, file);
  return async () => {
    const current = await readEngineAddress(dataDir);
    if (current?.pid === process.pid) await rm(file, { force: true });
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The address of an engine whose process still runs; null when there is none (or it ended without cleaning up). */
export async function readEngineAddress(dataDir: string): Promise<EngineAddress | null> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(join(dataDir, ADDRESS_FILE_NAME), 'utf8'));
  } catch {
    return null;
  }
  const { baseUrl, pid } = (value ?? {}) as Partial<EngineAddress>;
  if (typeof baseUrl !== 'string' || typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
  return alive(pid) ? { baseUrl, pid } : null;
}
