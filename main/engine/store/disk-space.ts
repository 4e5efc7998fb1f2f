import { statfs } from 'node:fs/promises';

/** What the engine leaves free for everything else: 2% of the disk, at most 256 MB. */
const RESERVE_SHARE = 0.02;
const RESERVE_CAP_BYTES = 256 * 1024 * 1024;

/**
 * Bytes the engine may still write on the file system holding `dir`, after the reserve (an explicit one, or 2% of
 * the disk up to 256 MB); null where the file system cannot be asked.
 */
export async function usableDiskBytes(dir: string, reserveBytes?: number): Promise<number | null> {
  try {
    const info = await statfs(dir);
    const reserve = reserveBytes ?? Math.min(RESERVE_CAP_BYTES, info.blocks * info.bsize * RESERVE_SHARE);
    return Math.max(0, info.bavail * info.bsize - reserve);
  } catch {
    return null;
  }
}
