/**
 * The engine's one ZIP writer (issue #18), on yazl, streaming to disk: entries are added in order and written one
 * at a time, so a lazily opened source is read only when its turn comes and memory stays flat. Every entry gets a
 * fixed timestamp unless the caller keeps an original one, so the same input gives the same bytes; CRCs use Node's
 * native crc32 (native-crc32.ts). By default, names whose bytes are already compressed (JPEG, PNG, MP4, nested
 * ZIPs …) are stored and the rest deflated; a caller may decide per entry (to keep an entry's original method).
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { useNativeCrc32ForYazl } from './native-crc32';

/** What every entry is stamped with unless the caller keeps the source's own time. */
export const ZIP_MTIME = new Date(Date.UTC(2020, 0, 1));

const ALREADY_COMPRESSED = new Set([
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'png',
  'gif',
  'webp',
  'avif',
  'heic',
  'heif',
  'wdp',
  'jxr',
  'hdp',
  'mp4',
  'm4v',
  'mov',
  'mp3',
  'm4a',
  'aac',
  'wma',
  'wmv',
  'ogg',
  'oga',
  'ogv',
  'webm',
  'mkv',
  'opus',
  'flac',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'docm',
  'xlsm',
  'pptm',
  'key',
  'pages',
  'numbers',
  'gz',
  '7z',
  'rar',
  'bz2',
  'xz',
  'woff',
  'woff2',
  'pdf',
]);

export function isAlreadyCompressed(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && ALREADY_COMPRESSED.has(name.slice(dot + 1).toLowerCase());
}

export interface EntryOptions {
  /** Default ZIP_MTIME. */
  mtime?: Date;
  /** Default: deflate unless the name says the bytes are already compressed. */
  compress?: boolean;
  /** The uncompressed size a stream must have; yazl fails the write when it has another. */
  size?: number;
  /**
   * For a stored stream whose CRC-32 and size are known (copied from a source entry the reader checks against
   * both): they go in the local header instead of a data descriptor after the data, as addBuffer does. Streaming
   * readers that refuse stored entries with descriptors (Java's ZipInputStream, commons-compress by default) can
   * then read every entry.
   */
  known?: { crc32: number; size: number };
}

export interface WriterOptions {
  /** Deflate level for compressed entries; default 9. */
  level?: number;
  signal?: AbortSignal;
}

export class ZipWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly written: Promise<void>;
  private readonly failed: Promise<never>;
  private readonly out;
  private readonly level: number;
  private readonly signal: AbortSignal | undefined;

  constructor(
    readonly path: string,
    options: WriterOptions = {},
  ) {
    useNativeCrc32ForYazl();
    this.level = options.level ?? 9;
    this.signal = options.signal;
    this.out = createWriteStream(path);
    this.written = pipeline(this.zip.outputStream as Readable, this.out, ...(options.signal ? [{ signal: options.signal }] : []));
    // yazl reports a failing source (or a wrong entry size) as an 'error' on the ZipFile itself.
    this.failed = new Promise<never>((_, reject) =>
      this.zip.on('error', (error: Error) => {
        (this.zip.outputStream as Readable).destroy();
        this.out.destroy();
        reject(error);
      }),
    );
    this.written.catch(() => undefined);
    this.failed.catch(() => undefined);
  }

  private options(name: string, opts: EntryOptions): Partial<yazl.Options> {
    const compress = opts.compress ?? !isAlreadyCompressed(name);
    return { mtime: opts.mtime ?? ZIP_MTIME, compress, compressionLevel: compress ? this.level : 0, forceDosTimestamp: true };
  }

  addBuffer(name: string, data: Buffer, opts: EntryOptions = {}): void {
    this.zip.addBuffer(data, name, this.options(name, opts));
  }

  addFile(name: string, realPath: string, opts: EntryOptions = {}): void {
    this.zip.addFile(realPath, name, this.options(name, opts));
  }

  addDirectory(name: string, mtime: Date = ZIP_MTIME): void {
    this.zip.addEmptyDirectory(name, { mtime, forceDosTimestamp: true });
  }

  /** `open` runs only when yazl reaches this entry, so at most one source stream is open at a time. */
  addLazyStream(name: string, open: () => Promise<Readable>, opts: EntryOptions = {}): void {
    const options = this.options(name, opts);
    const size = opts.known?.size ?? opts.size;
    this.zip.addReadStreamLazy(name, { ...options, ...(size !== undefined ? { size } : {}) }, (callback) => {
      if (this.signal?.aborted) {
        callback(new Error('aborted'), undefined as never);
        return;
      }
      open().then(
        (stream) => {
          // yazl pipes the source without watching it: a damaged entry must fail the whole write, not stall it.
          stream.on('error', (error: Error) => this.zip.emit('error', error));
          callback(null, stream);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
    if (opts.known && options.compressionLevel === 0) this.declareLastEntry(opts.known);
  }

  /** Writes the directory and waits for the file to be complete; the number of bytes written. */
  async finish(): Promise<number> {
    this.zip.end();
    await Promise.race([this.written, this.failed]);
    return this.out.bytesWritten;
  }

  /**
   * Sets fields of yazl 3.3's Entry so that it writes the known CRC and size in the local header. yazl writes that
   * header as soon as every earlier entry is done, possibly within addReadStreamLazy itself; an entry whose header
   * is already out keeps its data descriptor (still a valid ZIP).
   */
  private declareLastEntry(known: { crc32: number; size: number }): void {
    const entries = (this.zip as unknown as { entries?: YazlEntryInternals[] }).entries;
    const entry = entries?.[entries.length - 1];
    if (!entry || entry.state >= FILE_DATA_IN_PROGRESS || entry.compressionLevel !== 0 || entry.crcAndFileSizeKnown !== false) return;
    if (known.size >= 0xffffffff) return;
    entry.crc32 = known.crc32 >>> 0;
    entry.uncompressedSize = known.size;
    entry.compressedSize = known.size;
    entry.crcAndFileSizeKnown = true;
  }
}

/** yazl's Entry.FILE_DATA_IN_PROGRESS: the local header has been written. */
const FILE_DATA_IN_PROGRESS = 2;

interface YazlEntryInternals {
  state: number;
  crc32: number | null;
  uncompressedSize: number | null;
  compressedSize: number | null;
  crcAndFileSizeKnown: boolean;
  compressionLevel: number;
}
