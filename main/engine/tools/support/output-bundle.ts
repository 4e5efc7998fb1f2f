/**
 * Tools with several output files (an image per page …) deliver them as one ZIP, in the order given, and describe
 * every file in the result metadata: `files: [{name, bytes, md5, width?, height?}]`. The `/v1` dialect builds
 * DeckFlow's `[[path, bytes, md5, {w, h, total}]]` from that list.
 */
import { stat } from 'node:fs/promises';
import sharp from 'sharp';
import { ZipWriter } from '../../lib/zip/zip-writer';
import { md5OfFile } from '../../lib/files/file-digest';

export interface BundledFile {
  /** The file's name inside the ZIP (may contain `/`). */
  name: string;
  bytes: number;
  md5: string;
  /** Pixel size, for pictures. */
  width?: number;
  height?: number;
}

export interface BundleEntry {
  /** The file on disk. */
  path: string;
  /** Its name inside the ZIP. */
  name: string;
  /** Read the pixel size with sharp. */
  image?: boolean;
}

export async function describeFile(entry: BundleEntry): Promise<BundledFile> {
  const described: BundledFile = { name: entry.name, bytes: (await stat(entry.path)).size, md5: await md5OfFile(entry.path) };
  if (entry.image) {
    const meta = await sharp(entry.path).metadata();
    described.width = meta.width;
    described.height = meta.height;
  }
  return described;
}

/** Writes `entries` into a ZIP at `zipPath` (already-compressed formats stored, the rest deflated) and describes them. */
export async function writeBundle(entries: readonly BundleEntry[], zipPath: string, signal?: AbortSignal): Promise<BundledFile[]> {
  const zip = new ZipWriter(zipPath, { level: 6, ...(signal ? { signal } : {}) });
  const files: BundledFile[] = [];
  for (const entry of entries) {
    signal?.throwIfAborted();
    files.push(await describeFile(entry));
    zip.addFile(entry.name, entry.path);
  }
  await zip.finish();
  return files;
}
