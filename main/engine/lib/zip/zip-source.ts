/**
 * Random-access reading of a ZIP package with yauzl: the central directory is indexed once (part name → entry),
 * XML parts are read into small buffers under size caps, and binary parts are streamed on demand, so a 300 MB deck
 * is never held in memory. The end record is found the way unzip finds it (zip-open.ts), so stray bytes around the
 * archive are tolerated. Every failure is a ToolError('invalid_file', '<file name>: …').
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import type yauzl from 'yauzl';
import { ToolError } from '../errors/tool-error';
import { entryNameToPartName, partKey } from '../pptx/part-names';
import { openZip } from './zip-open';

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared uncompressed sizes of all entries (zip-bomb guard; yauzl enforces the declared sizes). */
  maxTotalUncompressed: number;
  /** One part read into memory (XML, rels, content types). */
  maxBufferedPart: number;
  /** Everything read into memory from this package, summed. */
  maxTotalBuffered: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 50_000,
  maxTotalUncompressed: 4 * 1024 ** 3,
  maxBufferedPart: 64 * 1024 ** 2,
  maxTotalBuffered: 512 * 1024 ** 2,
};

export interface ZipEntryInfo {
  entryName: string;
  partName: string;
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  compressed: boolean;
  entry: yauzl.Entry;
}

const MB = 1024 * 1024;

export class ZipSource {
  private readonly byKey = new Map<string, ZipEntryInfo>();
  private buffered = 0;
  private readonly bufferedParts = new Set<string>();
  private closed = false;
  private readonly hashes = new Map<string, Promise<string>>();

  private constructor(
    readonly label: string,
    private readonly path: string,
    private readonly zip: yauzl.ZipFile,
    /** Where the archive starts in the file (bytes prepended to it are skipped). */
    private readonly base: number,
    entries: ZipEntryInfo[],
    private readonly limits: ZipLimits,
  ) {
    for (const e of entries) this.byKey.set(partKey(e.partName), e);
  }

  /** Opens and indexes `path`; `label` is the user's file name, used in every error message. */
  static async open(path: string, label: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipSource> {
    const invalid = (what: string): ToolError => new ToolError('invalid_file', `${label}: ${what}`);
    let zip: yauzl.ZipFile;
    let base: number;
    try {
      ({ zip, base } = await openZip(path, { autoClose: false, validateEntrySizes: true, decodeStrings: true }));
    } catch (error) {
      throw invalid(await describeOpenFailure(path, error));
    }
    const entries: ZipEntryInfo[] = [];
    const keys = new Set<string>();
    let total = 0;
    try {
      await new Promise<void>((resolve, reject) => {
        zip.on('error', reject);
        zip.on('end', () => resolve());
        zip.on('entry', (entry: yauzl.Entry) => {
          try {
            if (!entry.fileName.endsWith('/')) {
              if (entries.length >= limits.maxEntries) throw invalid(`has more than ${limits.maxEntries} entries`);
              if (entry.isEncrypted()) throw invalid(`the entry ${entry.fileName} is encrypted`);
              if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
                throw invalid(`the entry ${entry.fileName} uses an unsupported compression method (${entry.compressionMethod})`);
              }
              const partName = entryNameToPartName(entry.fileName);
              const key = partKey(partName);
              if (keys.has(key)) throw invalid(`contains the entry ${entry.fileName} twice`);
              keys.add(key);
              total += entry.uncompressedSize;
              if (total > limits.maxTotalUncompressed) {
                throw invalid(`expands to more than ${Math.round(limits.maxTotalUncompressed / MB)} MB (a ZIP bomb?)`);
              }
              entries.push({
                entryName: entry.fileName,
                partName,
                compressedSize: entry.compressedSize,
                uncompressedSize: entry.uncompressedSize,
                crc32: entry.crc32,
                compressed: entry.compressionMethod === 8,
                entry,
              });
            }
            zip.readEntry();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        zip.readEntry();
      });
    } catch (error) {
      zip.close();
      if (error instanceof ToolError) throw error;
      throw invalid(`the ZIP directory is damaged (${error instanceof Error ? error.message : String(error)})`);
    }
    return new ZipSource(label, path, zip, base, entries, limits);
  }

  has(partName: string): boolean {
    return this.byKey.has(partKey(partName));
  }

  get(partName: string): ZipEntryInfo | undefined {
    return this.byKey.get(partKey(partName));
  }

  partNames(): string[] {
    return [...this.byKey.values()].map((e) => e.partName);
  }

  /** Reads a small part fully (XML, rels); refuses parts beyond the per-part and per-package caps. */
  async readBuffer(partName: string): Promise<Buffer> {
    const info = this.get(partName);
    if (!info) throw new ToolError('invalid_file', `${this.label}: the part ${partName} is missing`);
    if (info.uncompressedSize > this.limits.maxBufferedPart) {
      throw new ToolError(
        'invalid_file',
        `${this.label}: the part ${partName} is ${Math.round(info.uncompressedSize / MB)} MB, too large for a document part`,
      );
    }
    // Counted once per part: a split re-reads the same master for every output deck.
    if (!this.bufferedParts.has(partKey(partName))) {
      this.bufferedParts.add(partKey(partName));
      this.buffered += info.uncompressedSize;
    }
    if (this.buffered > this.limits.maxTotalBuffered) {
      throw new ToolError(
        'invalid_file',
        `${this.label}: its XML parts expand to more than ${Math.round(this.limits.maxTotalBuffered / MB)} MB`,
      );
    }
    const stream = await this.openStream(partName);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw this.damaged(partName, error);
    }
    return Buffer.concat(chunks);
  }

  /**
   * A stream of the part's uncompressed bytes, checked against the size the directory declares (so a lying entry
   * cannot expand beyond it). yauzl locates the data; the bytes are read with 1 MB chunks rather than yauzl's 16 KB
   * ones, which on a 500 MB merge saves tens of thousands of reads.
   */
  async openStream(partName: string): Promise<Readable> {
    if (this.closed) throw new Error(`${this.label} is closed`);
    const info = this.get(partName);
    if (!info) throw new ToolError('invalid_file', `${this.label}: the part ${partName} is missing`);
    let start: number;
    try {
      ({ fileDataStart: start } = await this.zip.readLocalFileHeaderPromise(info.entry, { minimal: true }));
    } catch (error) {
      throw this.damaged(partName, error);
    }
    const guard = new EntryGuard(info.uncompressedSize, info.crc32);
    const raw: Readable =
      info.compressedSize === 0
        ? Readable.from([])
        : createReadStream(this.path, {
            start: this.base + start,
            end: this.base + start + info.compressedSize - 1,
            highWaterMark: READ_CHUNK,
          });
    raw.on('error', (error) => guard.destroy(error));
    if (info.compressed) {
      const inflate = zlib.createInflateRaw({ chunkSize: 256 * 1024 });
      inflate.on('error', (error) => guard.destroy(error));
      raw.pipe(inflate).pipe(guard);
    } else {
      raw.pipe(guard);
    }
    guard.on('close', () => raw.destroy());
    return guard;
  }

  /** SHA-256 of a part's bytes, streamed; memoised. */
  sha256(partName: string): Promise<string> {
    const key = partKey(partName);
    let p = this.hashes.get(key);
    if (!p) {
      p = (async () => {
        const hash = createHash('sha256');
        const stream = await this.openStream(partName);
        try {
          for await (const chunk of stream) hash.update(chunk as Buffer);
        } catch (error) {
          throw this.damaged(partName, error);
        }
        return hash.digest('hex');
      })();
      this.hashes.set(key, p);
    }
    return p;
  }

  damaged(partName: string, error: unknown): ToolError {
    const why = error instanceof Error ? error.message : String(error);
    return new ToolError('invalid_file', `${this.label}: the part ${partName} cannot be read (${why})`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.zip.close();
  }
}

const READ_CHUNK = 256 * 1024;

/** zlib.crc32 is native (Node ≥ 20.15); without it the CRC check is skipped, the size check stays. */
const nativeCrc32: ((data: Buffer, value?: number) => number) | undefined = typeof zlib.crc32 === 'function' ? zlib.crc32 : undefined;

/**
 * Passes bytes through, failing when there are more or fewer than the directory declared, or when their CRC-32
 * differs from the directory's (yauzl checks neither; a damaged picture would otherwise be copied silently).
 */
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
    if (nativeCrc32) this.crc = nativeCrc32(chunk, this.crc);
    cb(null, chunk);
  }

  override _flush(cb: TransformCallback): void {
    if (this.seen !== this.expectedSize) cb(new Error(`${this.seen} bytes instead of the declared ${this.expectedSize}`));
    else if (nativeCrc32 && this.crc >>> 0 !== this.expectedCrc >>> 0) cb(new Error('its checksum does not match'));
    else cb();
  }
}

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
    return 'is a legacy (.ppt) or password-protected Office file, not a .pptx package';
  }
  if (head.readUInt32BE(0) === 0x504b0304) {
    return `is a damaged or truncated ZIP package (${error instanceof Error ? error.message : String(error)})`;
  }
  return 'is not a .pptx file (no ZIP package structure found)';
}
