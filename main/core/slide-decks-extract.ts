/**
 * "Extract to folder…" for a split: the result ZIP's single-slide decks unpacked into a new folder. The ZIP comes
 * from the backend (the cloud, perhaps), so it is read as untrusted: every entry is checked before a byte is
 * written; an entry naming a place outside the folder (`../x.pptx`, `/etc/x`, `C:\x`) refuses the whole archive;
 * only `.pptx` files are written, flat, under names checked again against the folder; declared sizes are bounded
 * (yauzl holds each entry to its declared size while inflating), and nothing that already exists is overwritten.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { UniqueNames, safeFileName } from '../../shared/file-names';
import { ServiceError } from './service-client/service-error';

export interface ExtractLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

const GB = 1024 ** 3;

/** A split of a 300 MB deck: each slide's deck holds at most that deck's media, and decks have at most a few thousand slides. */
export const SLIDE_DECK_LIMITS: ExtractLimits = { maxEntries: 10_000, maxEntryBytes: 1 * GB, maxTotalBytes: 8 * GB };

export interface ExtractedDecks {
  folder: string;
  /** The written file names, in the archive's order. */
  files: string[];
}

interface PlannedEntry {
  entry: yauzl.Entry;
  name: string;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function refused(message: string): ServiceError {
  return new ServiceError({ code: 'unsafe_archive', message: `${message} Nothing was extracted.` });
}

/** An entry's name pointing outside the folder it is unpacked into: absolute, a drive, or a `..` step. */
function escapes(name: string): boolean {
  const slashed = name.replace(/\\/g, '/');
  return slashed.startsWith('/') || /^[a-zA-Z]:/.test(slashed) || slashed.split('/').includes('..') || name.includes('\0');
}

async function readEntries(zip: yauzl.ZipFile, limits: ExtractLimits, kinds: RegExp): Promise<PlannedEntry[]> {
  const planned: PlannedEntry[] = [];
  // Two entries of one name (in different ZIP folders) never overwrite each other.
  const names = new UniqueNames();
  let total = 0;
  let count = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', (error: Error) => reject(refused(`The result is damaged (${error.message}).`)));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        count += 1;
        if (count > limits.maxEntries) throw refused(`The result holds more than ${limits.maxEntries} files.`);
        // decodeStrings is off so yauzl does not judge names itself: this module says why, in its own words.
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
        if (escapes(name)) throw refused(`The result holds “${name.slice(0, 200)}”, a path outside the folder it would be unpacked into.`);
        const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
        const symlink = ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
        if (base !== '' && !symlink && kinds.test(base)) {
          if (entry.isEncrypted()) throw refused(`“${base}” in the result is encrypted.`);
          if (entry.uncompressedSize > limits.maxEntryBytes)
            throw refused(`“${base}” in the result would unpack to more than ${limits.maxEntryBytes / GB} GB.`);
          total += entry.uncompressedSize;
          if (total > limits.maxTotalBytes) throw refused(`The result would unpack to more than ${limits.maxTotalBytes / GB} GB.`);
          planned.push({ entry, name: names.claim(safeFileName(base, `file${path.extname(base)}`)) });
        }
        zip.readEntry();
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    zip.readEntry();
  });
  return planned;
}

/** `parent/name`, or `parent/name (2)` …: the first that did not exist, created here so no other writer shares it. */
export async function createFreshFolder(parent: string, name: string): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const candidate = path.join(parent, n === 1 ? name : `${name} (${n})`);
    try {
      await mkdir(candidate);
      return candidate;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  throw new ServiceError({ code: 'write_failed', message: `There is no free folder name for “${name}” in ${parent}.` });
}

const WRITE_CODES = new Set(['EACCES', 'EPERM', 'ENOSPC', 'EROFS', 'ENOENT', 'EEXIST', 'EISDIR', 'EDQUOT']);

async function writeEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, target: string, name: string): Promise<void> {
  try {
    await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && WRITE_CODES.has(code)) {
      throw new ServiceError({ code: 'write_failed', message: `Cannot write ${target} (${code}).`, cause: error });
    }
    // Inflate errors, and yauzl's size check: an entry with more (or fewer) bytes than its header declared.
    throw refused(`“${name}” in the result is damaged (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return yauzl
    .openPromise(zipPath, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true })
    .catch((error: unknown) => {
      throw refused(`The result is not a ZIP archive Deckhand can read (${error instanceof Error ? error.message : String(error)}).`);
    });
}

/** Unpacks the `.pptx` entries of `zipPath` into a new folder `folderName` inside `parent`; answers where. */
export async function extractSlideDecks(
  zipPath: string,
  parent: string,
  folderName: string,
  limits: ExtractLimits = SLIDE_DECK_LIMITS,
): Promise<ExtractedDecks> {
  return extractFiles(zipPath, parent, folderName, { kinds: /\.pptx$/i, nothing: 'The result holds no slide decks.', limits });
}

/**
 * Unpacks the entries of `zipPath` whose names match `kinds` (by extension) into a new folder inside `parent`, flat,
 * in the archive's order: a recipe's next step takes them one by one when the result came from the cloud.
 */
export async function extractFiles(
  zipPath: string,
  parent: string,
  folderName: string,
  options: { kinds: RegExp; nothing: string; limits?: ExtractLimits },
): Promise<ExtractedDecks> {
  const zip = await openZip(zipPath);
  try {
    const planned = await readEntries(zip, options.limits ?? SLIDE_DECK_LIMITS, options.kinds);
    if (planned.length === 0) throw refused(options.nothing);
    const folder = await createFreshFolder(parent, safeFileName(folderName, 'files'));
    try {
      for (const { entry, name } of planned) {
        const target = path.join(folder, name);
        // Names were cleaned above; this says the same thing again where it matters, at the write.
        if (path.dirname(target) !== folder) throw refused(`“${name}” would be written outside the folder.`);
        await writeEntry(zip, entry, target, name);
      }
    } catch (error) {
      // The folder is new and holds only what this call wrote: a partial extraction is not left behind.
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    return { folder, files: planned.map((item) => item.name) };
  } finally {
    zip.close();
  }
}
