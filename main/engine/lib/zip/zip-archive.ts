/**
 * Reading a ZIP container (OPC packages, Keynote, plain archives) with random access, guarded against zip bombs.
 * Entries are streamed from disk; nothing here holds a whole archive in memory. The end record is found the way
 * unzip finds it (zip-open.ts), so stray bytes around the archive are tolerated.
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type yauzl from 'yauzl';
import { openZip } from './zip-open';
import { ToolError } from '../errors/tool-error';

export interface ZipLimits {
  /** Sum of declared uncompressed sizes over this archive and every archive opened inside it. */
  maxTotalUncompressed: number;
  maxEntries: number;
  /** An entry at least this large (uncompressed) must not expand more than `maxRatio` times. */
  ratioCheckFrom: number;
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalUncompressed: 2 * 1024 ** 3,
  maxEntries: 50_000,
  ratioCheckFrom: 16 * 1024 ** 2,
  maxRatio: 100,
};

/** Shared by an archive and the archives nested in it, so nesting cannot multiply the allowance. */
export class ZipBudget {
  private totalUncompressed = 0;
  private entries = 0;

  constructor(readonly limits: ZipLimits = DEFAULT_ZIP_LIMITS) {}

  charge(label: string, entry: yauzl.Entry): void {
    this.entries += 1;
    this.totalUncompressed += entry.uncompressedSize;
    const { limits } = this;
    if (this.entries > limits.maxEntries) {
      throw new ToolError('zip_bomb', `"${label}" holds more than ${limits.maxEntries} files; it looks like a zip bomb.`);
    }
    if (this.totalUncompressed > limits.maxTotalUncompressed) {
      throw new ToolError(
        'zip_bomb',
        `"${label}" would expand to more than ${formatBytes(limits.maxTotalUncompressed)}; it looks like a zip bomb.`,
      );
    }
    if (entry.uncompressedSize >= limits.ratioCheckFrom && entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)) {
      throw new ToolError(
        'zip_bomb',
        `"${label}" contains "${entry.fileName}", which expands ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} times ` +
          `(${formatBytes(entry.uncompressedSize)}); it looks like a zip bomb.`,
      );
    }
  }
}

export interface ZipEntryInfo {
  name: string;
  isDirectory: boolean;
  uncompressedSize: number;
  compressedSize: number;
  /** Stored entries stay stored when the caller wants to keep the original method (Keynote). */
  wasCompressed: boolean;
  mtime: Date;
  raw: yauzl.Entry;
}

export class ZipArchive {
  private constructor(
    readonly label: string,
    readonly entries: readonly ZipEntryInfo[],
    private readonly zip: yauzl.ZipFile,
  ) {}

  /** Opens `path`, reading the central directory and charging every entry to `budget`. `label` names the file in errors. */
  static async open(path: string, label: string, budget: ZipBudget): Promise<ZipArchive> {
    let zip: yauzl.ZipFile;
    try {
      ({ zip } = await openZip(path, { autoClose: false, strictFileNames: false }));
    } catch (error) {
      throw invalidFile(label, error);
    }
    const entries: ZipEntryInfo[] = [];
    const seen = new Set<string>();
    try {
      for await (const entry of zip.eachEntry()) {
        budget.charge(label, entry);
        if (entry.isEncrypted()) {
          throw new ToolError('invalid_file', `"${label}" is password-protected; remove the password and try again.`);
        }
        const key = entry.fileName.toLowerCase();
        if (seen.has(key)) {
          throw new ToolError('invalid_file', `"${label}" is damaged: it lists "${entry.fileName}" twice.`);
        }
        seen.add(key);
        entries.push({
          name: entry.fileName,
          isDirectory: entry.fileName.endsWith('/'),
          uncompressedSize: entry.uncompressedSize,
          compressedSize: entry.compressedSize,
          wasCompressed: entry.isCompressed(),
          mtime: entry.getLastModDate(),
          raw: entry,
        });
      }
    } catch (error) {
      zip.close();
      if (error instanceof ToolError) throw error;
      throw invalidFile(label, error);
    }
    return new ZipArchive(label, entries, zip);
  }

  find(name: string): ZipEntryInfo | undefined {
    const wanted = name.toLowerCase();
    return this.entries.find((entry) => entry.name.toLowerCase() === wanted);
  }

  async openStream(entry: ZipEntryInfo): Promise<Readable> {
    try {
      const stream = await this.zip.openReadStreamPromise(entry.raw);
      return stream;
    } catch (error) {
      throw invalidFile(this.label, error, entry.name);
    }
  }

  async readBuffer(entry: ZipEntryInfo): Promise<Buffer> {
    const stream = await this.openStream(entry);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of stream) chunks.push(chunk as Buffer);
    } catch (error) {
      throw invalidFile(this.label, error, entry.name);
    }
    return Buffer.concat(chunks);
  }

  async readText(entry: ZipEntryInfo): Promise<string> {
    return (await this.readBuffer(entry)).toString('utf8');
  }

  async extractTo(entry: ZipEntryInfo, path: string): Promise<void> {
    const stream = await this.openStream(entry);
    try {
      await pipeline(stream, createWriteStream(path));
    } catch (error) {
      throw invalidFile(this.label, error, entry.name);
    }
  }

  close(): void {
    this.zip.close();
  }
}

function invalidFile(label: string, error: unknown, entryName?: string): ToolError {
  const detail = error instanceof Error ? error.message : String(error);
  const where = entryName ? ` (part "${entryName}")` : '';
  return new ToolError('invalid_file', `"${label}" is not a readable ZIP-based file${where}: ${detail}`);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${bytes} B`;
}
