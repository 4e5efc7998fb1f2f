/**
 * Writes an edited package: changed parts from memory, the rest streamed from the source entry by entry (inflated
 * by the reader, deflated again at zlib's default level, which costs a fraction of level 9 on the many XML parts
 * of a deck and is what Office writes). Already-compressed media stay stored. CRCs use Node's native crc32.
 */
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { useNativeCrc32ForYazl } from './native-crc32';

const MTIME = new Date(Date.UTC(2020, 0, 1));

export type ZipItem =
  { name: string; kind: 'bytes'; data: Buffer } | { name: string; kind: 'stream'; open: () => Promise<Readable>; compress: boolean };

export async function writeZip(path: string, items: Iterable<ZipItem>): Promise<void> {
  useNativeCrc32ForYazl();
  const zip = new yazl.ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  failed.catch(() => undefined);
  for (const item of items) {
    if (item.kind === 'bytes') {
      zip.addBuffer(item.data, item.name, { mtime: MTIME });
      continue;
    }
    zip.addReadStreamLazy(item.name, { mtime: MTIME, compress: item.compress }, (callback) => {
      item.open().then(
        (stream) => {
          stream.on('error', (error: Error) => zip.emit('error', error));
          callback(null, stream);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  await Promise.race([pipeline(zip.outputStream, createWriteStream(path)), failed]);
}
