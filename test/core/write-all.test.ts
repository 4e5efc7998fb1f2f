/**
 * The loopback download writes each buffer with `writeAll`: a disk that takes fewer bytes than asked (as a filling disk
 * does before ENOSPC) must get the rest written after, and one that takes none must fail as a full disk — never a file
 * that passes for complete with a hole in it (issue #33, full disk).
 */
import { closeSync, openSync, readFileSync, write } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAll } from '../../main/core/service-client/write-all';
import type { WriteAt } from '../../main/core/service-client/write-all';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'deckhand-write-all-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A real `fs.write` that takes at most `cap` bytes per call, and nothing once `budget` bytes are written. */
function stingyDisk(cap: number, budget: number): { writeAt: WriteAt; calls: number[] } {
  const calls: number[] = [];
  let left = budget;
  const writeAt: WriteAt = (fd, buffer, offset, length, position, callback) => {
    const take = Math.min(length, cap, left);
    calls.push(take);
    if (take === 0) return callback(null, 0);
    write(fd, buffer, offset, take, position, (error, written) => {
      left -= written;
      callback(error, written);
    });
  };
  return { writeAt, calls };
}

function writeAllAsync(file: string, bytes: Buffer, position: number, writeAt: WriteAt): Promise<void> {
  const fd = openSync(file, 'w');
  return new Promise<void>((resolve, reject) => {
    writeAll(fd, bytes, 0, bytes.length, position, (error) => (error ? reject(error) : resolve()), writeAt);
  }).finally(() => closeSync(fd));
}

describe('writeAll', () => {
  it('writes the rest after short writes, at the right offsets', async () => {
    const file = path.join(dir, 'short.bin');
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const disk = stingyDisk(97, Infinity);
    await writeAllAsync(file, bytes, 0, disk.writeAt);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(disk.calls.length).toBe(Math.ceil(1000 / 97));
  });

  it('fails with ENOSPC when the disk takes nothing more, having written what it took', async () => {
    const file = path.join(dir, 'full.bin');
    const bytes = Buffer.alloc(1000, 7);
    const disk = stingyDisk(300, 650);
    await expect(writeAllAsync(file, bytes, 0, disk.writeAt)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(file).length).toBe(650);
    expect(disk.calls).toEqual([300, 300, 50, 0]);
  });
});
