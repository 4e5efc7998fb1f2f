/**
 * Writes an OutputPackage with yazl: `[Content_Types].xml` (regenerated from the final part set) and `_rels/.rels`
 * first, then every part followed by its .rels. Binary parts are opened lazily, one at a time, and piped from the
 * source ZIP entry into the output, so memory stays flat whatever the media size.
 */
import { createWriteStream } from 'node:fs';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { buildContentTypes } from './content-types';
import { useNativeCrc32ForYazl } from '../zip/native-crc32';
import type { OutputPackage } from './output-package';
import { CONTENT_TYPES_ENTRY, partNameToEntryName, relsPartFor } from './part-names';
import { serializeRelationships } from './relationships';

export interface WriteOptions {
  signal?: AbortSignal;
  /** Called with (bytes of part content written, total) as the write progresses. */
  onProgress?: (done: number, total: number) => void;
}

/** A fixed timestamp keeps output bytes reproducible for the same inputs. */
const MTIME = new Date(Date.UTC(2020, 0, 1));

export async function writePackage(pkg: OutputPackage, destPath: string, options: WriteOptions = {}): Promise<number> {
  useNativeCrc32ForYazl();
  const zip = new yazl.ZipFile();
  const total = pkg.contentBytes();
  let done = 0;
  const progress = (n: number): void => {
    done += n;
    options.onProgress?.(done, total);
  };
  const parts = pkg.list();
  zip.addBuffer(buildContentTypes(parts), CONTENT_TYPES_ENTRY, { mtime: MTIME });
  zip.addBuffer(serializeRelationships(pkg.packageRels), partNameToEntryName('/_rels/.rels'), { mtime: MTIME });
  for (const part of parts) {
    const entryName = partNameToEntryName(part.name);
    const opts = { mtime: MTIME, compress: part.compress };
    const body = part.body;
    if (body.kind === 'bytes') {
      zip.addBuffer(body.data, entryName, opts);
      progress(body.data.length);
    } else {
      const info = body.source.get(body.sourcePart);
      zip.addReadStreamLazy(entryName, { ...opts, size: body.size }, (cb) => {
        if (options.signal?.aborted) {
          cb(new Error('aborted'), undefined as never);
          return;
        }
        body.source.openStream(body.sourcePart).then(
          (stream) => {
            // .pipe() does not forward errors: a damaged entry must fail the whole write, not stall it.
            stream.on('error', (error: Error) => zip.emit('error', body.source.damaged(body.sourcePart, error)));
            cb(null, stream.pipe(new ProgressCounter(progress)));
          },
          (error: unknown) => cb(error instanceof Error ? error : new Error(String(error)), undefined as never),
        );
      });
      if (!part.compress && info) declareStoredEntry(zip, info.crc32, body.size);
    }
    if (part.rels.length > 0) {
      zip.addBuffer(serializeRelationships(part.rels), partNameToEntryName(relsPartFor(part.name)), { mtime: MTIME });
    }
  }
  zip.end();
  const output = createWriteStream(destPath);
  const failed = new Promise<never>((_, reject) =>
    zip.on('error', (error: Error) => {
      (zip.outputStream as Readable).destroy();
      output.destroy();
      reject(error);
    }),
  );
  const piped = pipeline(zip.outputStream, output, { signal: options.signal });
  piped.catch(() => undefined);
  failed.catch(() => undefined);
  await Promise.race([piped, failed]);
  return output.bytesWritten;
}

interface YazlEntryInternals {
  crc32: number | null;
  uncompressedSize: number | null;
  compressedSize: number | null;
  crcAndFileSizeKnown: boolean;
  compressionLevel: number;
}

/**
 * A streamed entry makes yazl write a data descriptor (general purpose bit 3). For a stored entry we already know
 * the CRC and size from the source directory (and the reader checks the bytes against both), so we tell yazl, which
 * then writes them in the local header and no descriptor — like addBuffer() does. Streaming readers that refuse
 * stored entries with descriptors (Java's ZipInputStream, commons-compress by default) can then read every entry.
 * This sets fields of yazl 3.3's Entry; it must run before yazl writes the entry's local header, which cannot
 * happen during writePackage's synchronous loop (the first entry, [Content_Types].xml, is still being deflated).
 */
function declareStoredEntry(zip: yazl.ZipFile, crc32: number, size: number): void {
  const entries = (zip as unknown as { entries?: YazlEntryInternals[] }).entries;
  const entry = entries?.[entries.length - 1];
  if (!entry || entry.compressionLevel !== 0 || entry.crcAndFileSizeKnown !== false || size >= 0xffffffff) return;
  entry.crc32 = crc32 >>> 0;
  entry.uncompressedSize = size;
  entry.compressedSize = size;
  entry.crcAndFileSizeKnown = true;
}

class ProgressCounter extends Transform {
  constructor(private readonly report: (n: number) => void) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.report(chunk.length);
    cb(null, chunk);
  }
}
