/**
 * The largest picture inside a deck, document or archive, for Compress's before/after view (issue #21): the one
 * picture where a compressor's work shows most. Reads the package as untrusted (bounded entry count and size, names
 * never used as paths): the picture is copied into a file this module names.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

const PICTURE = /\.(png|jpe?g|gif|webp|bmp|tiff?)$/i;
const MAX_ENTRIES = 20_000;
/** A picture bigger than this is not previewed (a window has no use for more). */
export const MAX_PICTURE_BYTES = 64 * 1024 * 1024;

export interface PackagePicture {
  /** The entry's name inside the package (`ppt/media/image3.png`). */
  entry: string;
  /** Its size unpacked. */
  size: number;
}

/** An entry as `scan` hands it over (archive-entries.ts reads result ZIPs through this module's reader). */
export type ZipEntry = yauzl.Entry;
export type ZipArchive = yauzl.ZipFile;

/** Every entry of a ZIP read as untrusted (bounded count); the caller closes what it gets back. */
export async function scan(zipPath: string, visit: (name: string, entry: yauzl.Entry) => void): Promise<yauzl.ZipFile> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true });
  let count = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      count += 1;
      if (count > MAX_ENTRIES) return reject(new Error('too many entries'));
      visit(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
  return zip;
}

/** The package's largest picture (by its unpacked size, within the limit), or null when it holds none or is no ZIP. */
export async function largestPicture(zipPath: string): Promise<PackagePicture | null> {
  let best: PackagePicture | null = null;
  try {
    const zip = await scan(zipPath, (name, entry) => {
      if (!PICTURE.test(name) || entry.isEncrypted() || entry.uncompressedSize > MAX_PICTURE_BYTES) return;
      if (!best || entry.uncompressedSize > best.size) best = { entry: name, size: entry.uncompressedSize };
    });
    zip.close();
  } catch {
    return null;
  }
  return best;
}

/** The entry named `wanted` — or, when a compressor changed its format, one of the same stem — copied to `target`. */
export async function copyPicture(zipPath: string, wanted: string, target: string): Promise<{ entry: string; size: number } | null> {
  const stem = wanted.replace(/\.[^./]+$/, '');
  let exact: yauzl.Entry | null = null;
  let sameStem: yauzl.Entry | null = null;
  let zip: yauzl.ZipFile;
  try {
    zip = await scan(zipPath, (name, entry) => {
      if (!PICTURE.test(name) || entry.isEncrypted() || entry.uncompressedSize > MAX_PICTURE_BYTES) return;
      if (name === wanted) exact = entry;
      else if (name.replace(/\.[^./]+$/, '') === stem) sameStem = entry;
    });
  } catch {
    return null;
  }
  try {
    const found: yauzl.Entry | null = exact ?? sameStem;
    if (!found) return null;
    const entry: yauzl.Entry = found;
    try {
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target, { flags: 'wx' }));
    } catch {
      await rm(target, { force: true });
      return null;
    }
    return { entry: entry.fileName, size: entry.uncompressedSize };
  } finally {
    zip.close();
  }
}
