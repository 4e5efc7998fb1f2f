/**
 * yazl computes every entry's CRC-32 with buffer-crc32, a JavaScript table loop (~100 MB/s here): on a 500 MB merge
 * that is most of the time. Node ≥ 20.15 has zlib.crc32 (native, several GB/s) with the same result, so yazl's copy
 * of buffer-crc32 is pointed at it. yazl looks `unsigned` up on each call, so replacing the property is enough.
 * Without zlib.crc32 (or if buffer-crc32 cannot be found) nothing changes and yazl stays correct, only slower.
 */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

interface BufferCrc32 {
  unsigned(buffer: Buffer | string, partial?: Buffer | number): number;
}

let installed = false;

export function useNativeCrc32ForYazl(): void {
  if (installed || typeof zlib.crc32 !== 'function') return;
  installed = true;
  try {
    const fromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'));
    const crc = fromYazl('buffer-crc32') as BufferCrc32;
    const original = crc.unsigned.bind(crc);
    crc.unsigned = (buffer, partial) =>
      Buffer.isBuffer(buffer) && (partial === undefined || typeof partial === 'number')
        ? zlib.crc32(buffer, partial ?? 0)
        : original(buffer, partial);
  } catch {
    // Not resolvable in this layout: keep the JavaScript implementation.
  }
}
