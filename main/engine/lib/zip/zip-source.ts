/**
 * An OPC package (a .pptx, .docx, .xlsx) seen through the one ZIP reader (zip-reader.ts), by part name
 * ("/ppt/slides/slide1.xml", compared without case): XML parts are read into small buffers under size caps, binary
 * parts are streamed on demand, so a 300 MB deck is never held in memory. Every failure is a ToolError naming the
 * user's file.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ToolError } from '../errors/tool-error';
import { entryNameToPartName, partKey } from '../pptx/part-names';
import { ZipBudget, type ZipLimits } from './zip-budget';
import { ZipReader, type ZipEntry } from './zip-reader';

export interface BufferLimits {
  /** One part read into memory (XML, rels, content types). */
  maxBufferedPart: number;
  /** Everything read into memory from this package, summed. */
  maxTotalBuffered: number;
}

export const DEFAULT_BUFFER_LIMITS: BufferLimits = {
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
  entry: ZipEntry;
}

const MB = 1024 * 1024;

export class ZipSource {
  private readonly byKey = new Map<string, ZipEntryInfo>();
  private buffered = 0;
  private readonly bufferedParts = new Set<string>();
  private readonly hashes = new Map<string, Promise<string>>();

  private constructor(
    readonly label: string,
    private readonly reader: ZipReader,
    private readonly limits: BufferLimits,
  ) {
    for (const entry of reader.entries) {
      if (entry.isDirectory) continue;
      const partName = entryNameToPartName(entry.name);
      this.byKey.set(partKey(partName), {
        entryName: entry.name,
        partName,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        crc32: entry.crc32,
        compressed: entry.compressed,
        entry,
      });
    }
  }

  /** Opens and indexes `path`; `label` is the user's file name, used in every error message. */
  static async open(path: string, label: string, limits?: ZipLimits, buffers: BufferLimits = DEFAULT_BUFFER_LIMITS): Promise<ZipSource> {
    const reader = await ZipReader.open(path, label, { budget: new ZipBudget(limits) });
    const source = new ZipSource(label, reader, buffers);
    if (source.byKey.size !== reader.entries.filter((entry) => !entry.isDirectory).length) {
      reader.close();
      throw new ToolError('invalid_file', `${label}: contains two entries for one part name`);
    }
    return source;
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
    const info = this.require(partName);
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

  /** A stream of the part's uncompressed bytes, held to its declared size and CRC by the reader. */
  async openStream(partName: string): Promise<Readable> {
    return this.reader.openStream(this.require(partName).entry, partName);
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
    return this.reader.damaged(partName, error);
  }

  close(): void {
    this.reader.close();
  }

  private require(partName: string): ZipEntryInfo {
    const info = this.get(partName);
    if (!info) throw new ToolError('invalid_file', `${this.label}: the part ${partName} is missing`);
    return info;
  }
}
