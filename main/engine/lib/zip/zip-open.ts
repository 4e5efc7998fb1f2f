/**
 * Opens a ZIP the way unzip, Python's zipfile and LibreOffice do: the end-of-central-directory record is found by
 * scanning back from the end of the file and checked against the central directory it points at, so bytes after it
 * (a stray byte, padding, a signature block) and a comment length that does not match are tolerated, and so are
 * bytes before the archive (its offsets are then relative to where the archive starts, like zipfile's "concat").
 * yauzl alone refuses all of these (issue #11). yauzl reads through a window onto the file that ends right after
 * the record, with the record's comment length set to zero; what cannot be located is still refused.
 */
import { read as readAt, type PathLike } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';
import yauzl from 'yauzl';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
/**
 * How far back from the end the record is looked for: the room a maximal comment takes, as unzip and zipfile do.
 * A file whose last 64 KB hold no end record is not a ZIP, even if one is embedded earlier (a legacy .ppt may be).
 */
const SEARCH_WINDOW = EOCD_SIZE + 0xffff;

export interface OpenedZip {
  zip: yauzl.ZipFile;
  /** Where the archive starts in the file (bytes before it are not part of it); entry offsets count from here. */
  base: number;
  /** Bytes after the end record, ignored. */
  trailing: number;
}

/** Opens `path` for yauzl (lazyEntries); rejects with yauzl's wording when no end record can be found. */
export async function openZip(path: PathLike, options: Omit<yauzl.Options, 'lazyEntries'>): Promise<OpenedZip> {
  const file = await open(path, 'r');
  try {
    const size = (await file.stat()).size;
    const found = await locateEndRecord(file, size);
    if (!found) throw new Error('End of central directory record signature not found. Either not a zip file, or file is truncated.');
    const length = found.position + EOCD_SIZE - found.base;
    const reader = new WindowReader(file, found.base, found.position + 20 - found.base);
    const zip = await yauzl.fromRandomAccessReaderPromise(reader, length, { ...options, lazyEntries: true });
    return { zip, base: found.base, trailing: size - found.position - EOCD_SIZE - found.comment };
  } catch (error) {
    await file.close();
    throw error;
  }
}

interface EndRecord {
  /** File offset of the end record. */
  position: number;
  base: number;
  /** Comment bytes that really follow the record (at most what its length field says). */
  comment: number;
}

/** The last end record whose central directory really is where it says (or a ZIP64 one, which yauzl checks). */
async function locateEndRecord(file: FileHandle, size: number): Promise<EndRecord | undefined> {
  const length = Math.min(size, SEARCH_WINDOW);
  const tail = Buffer.alloc(length);
  await file.read(tail, 0, length, size - length);
  const tailStart = size - length;
  for (let i = length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    const position = tailStart + i;
    const entries = tail.readUInt16LE(i + 10);
    const cdSize = tail.readUInt32LE(i + 12);
    const cdOffset = tail.readUInt32LE(i + 16);
    const comment = Math.min(tail.readUInt16LE(i + 20), size - position - EOCD_SIZE);
    if (i >= ZIP64_LOCATOR_SIZE && tail.readUInt32LE(i - ZIP64_LOCATOR_SIZE) === ZIP64_LOCATOR_SIGNATURE) {
      return { position, base: 0, comment };
    }
    const cdStart = position - cdSize;
    const base = cdStart - cdOffset;
    if (cdStart < 0 || base < 0) continue;
    if (entries > 0 || cdSize > 0) {
      const head = Buffer.alloc(4);
      await file.read(head, 0, 4, cdStart);
      if (head.readUInt32LE(0) !== CENTRAL_SIGNATURE) continue;
    }
    return { position, base, comment };
  }
  return undefined;
}

/** The file seen from `base` on, with the two comment-length bytes at `patchAt` (window offset) read as zero. */
class WindowReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly file: FileHandle,
    private readonly base: number,
    private readonly patchAt: number,
  ) {
    super();
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    readAt(this.file.fd, buffer, offset, length, this.base + position, (error, bytesRead) => {
      if (error) return callback(error);
      if (bytesRead < length) return callback(new Error('unexpected EOF'));
      this.patch(buffer.subarray(offset, offset + length), position);
      callback(null);
    });
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough();
    const chunk = 1024 * 1024;
    let at = start;
    const pump = (): void => {
      if (at >= end) {
        out.end();
        return;
      }
      const n = Math.min(chunk, end - at);
      const buffer = Buffer.allocUnsafe(n);
      this.read(buffer, 0, n, at, (error) => {
        if (error) {
          out.destroy(error);
          return;
        }
        at += n;
        if (out.write(buffer)) pump();
        else out.once('drain', pump);
      });
    };
    pump();
    return out;
  }

  override close(callback: (error: Error | null) => void): void {
    this.file.close().then(
      () => callback(null),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  private patch(data: Buffer, position: number): void {
    for (let k = 0; k < 2; k++) {
      const at = this.patchAt + k - position;
      if (at >= 0 && at < data.length) data[at] = 0;
    }
  }
}
