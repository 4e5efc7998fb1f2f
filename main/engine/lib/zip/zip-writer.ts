/**
 * Writing a ZIP file entry by entry with yazl, streaming to disk. Entries whose bytes are already compressed
 * (JPEG, PNG, MP4, nested ZIPs …) are stored; everything else is deflated at level 9.
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

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

export interface WriteOptions {
  mtime: Date;
  /** Default: deflate unless the name says the bytes are already compressed. */
  compress?: boolean;
}

export class ZipWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly done: Promise<void>;
  private failure: Error | undefined;

  constructor(readonly path: string) {
    const out = createWriteStream(path);
    this.zip.outputStream.pipe(out);
    // yazl reports a failing source stream (or a wrong entry size) as an 'error' on the ZipFile itself.
    this.zip.on('error', (error: Error) => {
      this.failure ??= error;
      out.destroy(error);
    });
    this.done = finished(out);
  }

  private options(name: string, opts: WriteOptions): Partial<yazl.Options> {
    const compress = opts.compress ?? !isAlreadyCompressed(name);
    return { mtime: opts.mtime, compress, compressionLevel: compress ? 9 : 0, forceDosTimestamp: true };
  }

  addBuffer(name: string, data: Buffer, opts: WriteOptions): void {
    this.zip.addBuffer(data, name, this.options(name, opts));
  }

  addFile(name: string, realPath: string, opts: WriteOptions): void {
    this.zip.addFile(realPath, name, this.options(name, opts));
  }

  addDirectory(name: string, mtime: Date): void {
    this.zip.addEmptyDirectory(name, { mtime, forceDosTimestamp: true });
  }

  /** `open` runs only when yazl reaches this entry, so at most one source stream is open at a time. */
  addLazyStream(name: string, open: () => Promise<Readable>, opts: WriteOptions): void {
    this.zip.addReadStreamLazy(name, this.options(name, opts), (callback) => {
      open().then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as unknown as Readable),
      );
    });
  }

  async finish(): Promise<void> {
    this.zip.end();
    try {
      await this.done;
    } catch (error) {
      throw this.failure ?? error;
    }
    if (this.failure) throw this.failure;
  }
}
