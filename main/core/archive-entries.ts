/**
 * What a result ZIP holds that a preview can show (Split's decks, Slide pictures' PNGs), read as untrusted: bounded
 * entry count and sizes, names never used as paths (an entry is copied into a file the caller names), encrypted or
 * oversized entries left out. Entries are numbered in the archive's order among the showable ones only, so `entry-N`
 * means the same file on every call.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { ArchiveEntry } from '../../shared/contract/preview';
import { MAX_PICTURE_BYTES, scan } from './package-picture';
import type { ZipArchive, ZipEntry } from './package-picture';

/** More than a window shows; the rest are counted ("and 1,200 more"). */
export const MAX_ARCHIVE_ENTRIES = 500;
/** A deck inside a result is drawn from a copy: one larger than this is not previewed. */
const MAX_DOCUMENT_BYTES = 512 * 1024 * 1024;

const PICTURE = /\.(png|jpe?g|gif|webp|bmp)$/i;
const PAGED = /\.(pptx|ppt|odp|pdf|docx|odt)$/i;

function kindOf(name: string, entry: ZipEntry): ArchiveEntry['kind'] | null {
  if (entry.isEncrypted() || name.endsWith('/')) return null;
  if (PICTURE.test(name)) return entry.uncompressedSize <= MAX_PICTURE_BYTES ? 'picture' : null;
  if (PAGED.test(name)) return entry.uncompressedSize <= MAX_DOCUMENT_BYTES ? 'pages' : null;
  return null;
}

/** The showable entries (the first MAX_ARCHIVE_ENTRIES) and how many there are; null when the file is no ZIP. */
export async function archiveEntries(zipPath: string): Promise<{ entries: ArchiveEntry[]; total: number } | null> {
  const entries: ArchiveEntry[] = [];
  let total = 0;
  try {
    const zip = await scan(zipPath, (name, entry) => {
      const kind = kindOf(name, entry);
      if (!kind) return;
      total += 1;
      // The leaf only: a folder inside the ZIP says nothing the name does not.
      if (entries.length < MAX_ARCHIVE_ENTRIES) entries.push({ name: name.split('/').pop() ?? name, size: entry.uncompressedSize, kind });
    });
    zip.close();
  } catch {
    return null;
  }
  return { entries, total };
}

/** Copies showable entry `index` to `target` (created, never overwritten); null when there is no such entry. */
export async function copyArchiveEntry(
  zipPath: string,
  index: number,
  target: string,
): Promise<{ name: string; size: number; kind: ArchiveEntry['kind'] } | null> {
  let seen = 0;
  let found: { entry: ZipEntry; name: string; kind: ArchiveEntry['kind'] } | null = null;
  let zip: ZipArchive;
  try {
    zip = await scan(zipPath, (name, entry) => {
      const kind = kindOf(name, entry);
      if (!kind || found) return;
      if (seen === index) found = { entry, name: name.split('/').pop() ?? name, kind };
      seen += 1;
    });
  } catch {
    return null;
  }
  try {
    const hit = found as { entry: ZipEntry; name: string; kind: ArchiveEntry['kind'] } | null;
    if (!hit || index >= MAX_ARCHIVE_ENTRIES) return null;
    try {
      await pipeline(await zip.openReadStreamPromise(hit.entry), createWriteStream(target, { flags: 'wx' }));
    } catch {
      await rm(target, { force: true });
      return null;
    }
    return { name: hit.name, size: hit.entry.uncompressedSize, kind: hit.kind };
  } finally {
    zip.close();
  }
}
