/**
 * Tools with several output files (an image per page …) deliver them as one ZIP, in the order given, and describe
 * every file in the result metadata: `files: [{name, bytes, md5, width?, height?}]`. The `/v1` dialect builds
 * DeckFlow's `[[path, bytes, md5, {w, h, total}]]` from that list.
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { useNativeCrc32ForYazl } from '../../lib/zip/native-crc32';
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

const MTIME = new Date(Date.UTC(2020, 0, 1));
const COMPRESSED = /\.(png|jpe?g|webp|gif|mp4|mp3|m4a|zip|pptx|docx|pdf)$/i;

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
  useNativeCrc32ForYazl();
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream as Readable, createWriteStream(zipPath), { signal });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  written.catch(() => undefined);
  failed.catch(() => undefined);
  const files: BundledFile[] = [];
  for (const entry of entries) {
    signal?.throwIfAborted();
    files.push(await describeFile(entry));
    zip.addFile(entry.path, entry.name, { compress: !COMPRESSED.test(entry.name), mtime: MTIME });
  }
  zip.end();
  await Promise.race([written, failed]);
  return files;
}
