/**
 * Writes an OutputPackage through the engine's ZIP writer: `[Content_Types].xml` (regenerated from the final part
 * set) and `_rels/.rels` first, then every part followed by its .rels. Binary parts are opened lazily, one at a time,
 * and piped from the source ZIP entry into the output, so memory stays flat whatever the media size. XML is deflated
 * at zlib's default level, which costs a fraction of level 9 on the many XML parts of a deck and is what Office
 * writes.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { ZipWriter } from '../zip/zip-writer';
import { buildContentTypes } from './content-types';
import type { OutputPackage } from './output-package';
import { CONTENT_TYPES_ENTRY, partNameToEntryName, relsPartFor } from './part-names';
import { serializeRelationships } from './relationships';

export interface WriteOptions {
  signal?: AbortSignal;
  /** Called with (bytes of part content written, total) as the write progresses. */
  onProgress?: (done: number, total: number) => void;
}

export async function writePackage(pkg: OutputPackage, destPath: string, options: WriteOptions = {}): Promise<number> {
  const zip = new ZipWriter(destPath, { level: 6, ...(options.signal ? { signal: options.signal } : {}) });
  const total = pkg.contentBytes();
  let done = 0;
  const progress = (n: number): void => {
    done += n;
    options.onProgress?.(done, total);
  };
  const parts = pkg.list();
  zip.addBuffer(CONTENT_TYPES_ENTRY, buildContentTypes(parts), { compress: true });
  zip.addBuffer(partNameToEntryName('/_rels/.rels'), serializeRelationships(pkg.packageRels), { compress: true });
  for (const part of parts) {
    const entryName = partNameToEntryName(part.name);
    const body = part.body;
    if (body.kind === 'bytes') {
      zip.addBuffer(entryName, body.data, { compress: part.compress });
      progress(body.data.length);
    } else {
      const info = body.source.get(body.sourcePart);
      const open = async (): Promise<Transform> => {
        const stream = await body.source.openStream(body.sourcePart);
        const counted = new ProgressCounter(progress);
        // .pipe() does not forward errors: a damaged entry must fail the whole write, not stall it.
        stream.on('error', (error: Error) => counted.destroy(body.source.damaged(body.sourcePart, error)));
        return stream.pipe(counted);
      };
      zip.addLazyStream(entryName, open, {
        compress: part.compress,
        size: body.size,
        ...(info ? { known: { crc32: info.crc32, size: body.size } } : {}),
      });
    }
    if (part.rels.length > 0) {
      zip.addBuffer(partNameToEntryName(relsPartFor(part.name)), serializeRelationships(part.rels), { compress: true });
    }
  }
  return zip.finish();
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
