import { write } from 'node:fs';

/** `fs.write`'s callback form, injectable so the short-write path can be driven in a test. */
export type WriteAt = (
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
  callback: (error: NodeJS.ErrnoException | null, written: number) => void,
) => void;

/**
 * `fs.write` until every byte is written: a write may take fewer bytes than asked (a disk filling up does that before
 * it refuses with ENOSPC), and the rest must not be dropped silently. A write that takes nothing is a full disk.
 */
export function writeAll(
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
  done: (error: NodeJS.ErrnoException | null) => void,
  writeAt: WriteAt = write,
): void {
  writeAt(fd, buffer, offset, length, position, (error, written) => {
    if (error) return done(error);
    if (written === length) return done(null);
    if (written <= 0) return done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    writeAll(fd, buffer, offset + written, length - written, position + written, done, writeAt);
  });
}
