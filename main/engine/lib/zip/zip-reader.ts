/**
 * The engine's one ZIP reader (issue #18): every package, archive and ZIP output the engine opens goes through it,
 * so every tool gets the same guards. The central directory is read once and charged to a ZipBudget (entry count,
 * total declared size, per-entry ratio; shared with the archives opened inside this one) before any byte is
 * inflated; encrypted entries, unknown compression methods and duplicate names are refused; every entry read is
 * held to its declared size and CRC-32. The end record is found the way unzip finds it (zip-open.ts), so stray
 * bytes around the archive are tolerated. Entries are streamed from disk; nothing holds a whole archive in memory.
 * Every failure is a ToolError: 'zip_bomb' for the budget, 'invalid_file' for the rest, both naming `label`.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type yauzl from 'yauzl';
import { ToolError } from '../errors/tool-error';
import { ZipBudget } from './zip-budget';
import { openZip } from './zip-open';

export interface ZipEntry {
  /** The name as stored ("ppt/slides/slide1.xml"; folders end with "/"). */
  name: string;
  isDirectory: boolean;
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  /** Deflated (true) or stored (false): a copy can keep the original method. */
  compressed: boolean;
  mtime: Date;
  readonly raw: yauzl.Entry;
}

export interface ZipReadOptions {
  /** Shared with the archive this one was found in; a fresh default budget when absent. */
  budget?: ZipBudget;
}

/** What readBuffer holds in memory at most unless the caller says otherwise; larger entries are streamed. */
export const MAX_BUFFERED_ENTRY = 256 * 1024 ** 2;

/** Bytes read from disk at a time: yauzl's own 16 KB reads cost tens of thousands of calls on a 500 MB merge. */
const READ_CHUNK = 256 * 1024;

export class ZipReader {
  private readonly byName = new Map<string, ZipEntry>();
  private closed = false;

  private constructor(
    /** The user's file name (or "outer › inner"), used in every message. */
    readonly label: string,
    readonly entries: readonly ZipEntry[],
    private readonly path: string,
    private readonly zip: yauzl.ZipFile,
    /** Where the archive starts in the file (bytes prepended to it are skipped). */
    private readonly base: number,
  ) {
    for (const entry of entries) this.byName.set(entry.name.toLowerCase(), entry);
  }

  /** Opens `path` and reads its directory under the budget's guards. */
  static async open(path: string, label: string, options: ZipReadOptions = {}): Promise<ZipReader> {
    const budget = options.budget ?? new ZipBudget();
    let zip: yauzl.ZipFile;
    let base: number;
    try {
      ({ zip, base } = await openZip(path, { autoClose: false, validateEntrySizes: true, decodeStrings: true }));
    } catch (error) {
      throw new ToolError('invalid_file', `${label}: ${await describeOpenFailure(path, error)}`, {
        file: label,
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    const invalid = (what: string): ToolError => new ToolError('invalid_file', `${label}: ${what}`, { file: label });
    const entries: ZipEntry[] = [];
    const seen = new Set<string>();
    try {
      budget.checkDeclaredCount(label, zip.entryCount);
      for await (const entry of zip.eachEntry()) {
        budget.charge(label, { name: entry.fileName, uncompressedSize: entry.uncompressedSize, compressedSize: entry.compressedSize });
        const isDirectory = entry.fileName.endsWith('/');
        if (entry.isEncrypted()) throw invalid(`the entry ${entry.fileName} is encrypted (is the file password-protected?)`);
        if (!isDirectory && entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          throw invalid(`the entry ${entry.fileName} uses an unsupported compression method (${entry.compressionMethod})`);
        }
        const key = entry.fileName.toLowerCase();
        if (seen.has(key)) throw invalid(`contains the entry ${entry.fileName} twice`);
        seen.add(key);
        entries.push({
          name: entry.fileName,
          isDirectory,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
          crc32: entry.crc32,
          compressed: entry.compressionMethod === 8,
          mtime: entry.getLastModDate(),
          raw: entry,
        });
      }
    } catch (error) {
      zip.close();
      if (error instanceof ToolError) throw error;
      throw invalid(`the ZIP directory is damaged (${error instanceof Error ? error.message : String(error)})`);
    }
    return new ZipReader(label, entries, path, zip, base);
  }

  /** The entry of that name, compared without case (OPC part names and Windows paths ignore it). */
  find(name: string): ZipEntry | undefined {
    return this.byName.get(name.toLowerCase());
  }

  /**
   * A stream of the entry's uncompressed bytes, failing when there are more or fewer than the directory declares
   * or their CRC-32 differs (a lying entry cannot expand beyond its declared size). yauzl locates the data; the
   * bytes are read straight from the file in large chunks. `what` names the entry in messages (default its name).
   */
  async openStream(entry: ZipEntry, what = entry.name): Promise<Readable> {
    if (this.closed) throw new Error(`${this.label} is closed`);
    let start: number;
    try {
      ({ fileDataStart: start } = await this.zip.readLocalFileHeaderPromise(entry.raw, { minimal: true }));
    } catch (error) {
      throw this.damaged(what, error);
    }
    const guard = new EntryGuard(entry.uncompressedSize, entry.crc32);
    const raw: Readable =
      entry.compressedSize === 0
        ? Readable.from([])
        : createReadStream(this.path, {
            start: this.base + start,
            end: this.base + start + entry.compressedSize - 1,
            highWaterMark: READ_CHUNK,
          });
    raw.on('error', (error) => guard.destroy(error));
    if (entry.compressed) {
      const inflate = zlib.createInflateRaw({ chunkSize: READ_CHUNK });
      inflate.on('error', (error) => guard.destroy(error));
      raw.pipe(inflate).pipe(guard);
    } else {
      raw.pipe(guard);
    }
    guard.on('close', () => raw.destroy());
    return guard;
  }

  /** The entry's bytes in memory; an entry declared larger than `maxBytes` is refused before anything is read. */
  async readBuffer(entry: ZipEntry, maxBytes = MAX_BUFFERED_ENTRY): Promise<Buffer> {
    if (entry.uncompressedSize > maxBytes) {
      throw new ToolError('invalid_file', `${this.label}: the entry ${entry.name} is too large to read (${entry.uncompressedSize} bytes)`, {
        file: this.label,
      });
    }
    const stream = await this.openStream(entry);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw this.damaged(entry.name, error);
    }
    return Buffer.concat(chunks);
  }

  async readText(entry: ZipEntry, maxBytes?: number): Promise<string> {
    return (await this.readBuffer(entry, maxBytes)).toString('utf8');
  }

  async extractTo(entry: ZipEntry, path: string): Promise<void> {
    const stream = await this.openStream(entry);
    try {
      await pipeline(stream, createWriteStream(path));
    } catch (error) {
      throw this.damaged(entry.name, error);
    }
  }

  /** `what` names the entry (or part) the way the caller's messages do. */
  damaged(what: string, error: unknown): ToolError {
    const why = error instanceof Error ? error.message : String(error);
    return new ToolError('invalid_file', `${this.label}: the part ${what} cannot be read (${why})`, { file: this.label, detail: why });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.zip.close();
  }
}

/** Passes bytes through, failing on more or fewer than declared, or a CRC-32 other than the directory's. */
class EntryGuard extends Transform {
  private seen = 0;
  private crc = 0;

  constructor(
    private readonly expectedSize: number,
    private readonly expectedCrc: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.expectedSize) {
      cb(new Error(`more data than the declared ${this.expectedSize} bytes`));
      return;
    }
    this.crc = zlib.crc32(chunk, this.crc);
    cb(null, chunk);
  }

  override _flush(cb: TransformCallback): void {
    if (this.seen !== this.expectedSize) cb(new Error(`${this.seen} bytes instead of the declared ${this.expectedSize}`));
    else if (this.crc >>> 0 !== this.expectedCrc >>> 0) cb(new Error('its checksum does not match'));
    else cb();
  }
}

/** Why a file is not a ZIP at all, in words a person can act on. */
async function describeOpenFailure(path: string, error: unknown): Promise<string> {
  const head = Buffer.alloc(8);
  try {
    const fh = await openFile(path, 'r');
    try {
      await fh.read(head, 0, 8, 0);
    } finally {
      await fh.close();
    }
  } catch {
    return 'cannot be read';
  }
  if (head.readUInt32BE(0) === 0xd0cf11e0) {
    return 'is a legacy (.ppt, .doc, .xls) or password-protected Office file, not a ZIP package';
  }
  if (head.readUInt32BE(0) === 0x504b0304) {
    return `is a damaged or truncated ZIP package (${error instanceof Error ? error.message : String(error)})`;
  }
  return 'is not a ZIP package (no ZIP structure found)';
}
