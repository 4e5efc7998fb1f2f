/**
 * The names at the top of an OLE2 compound file ([MS-CFB]): what tells a PowerPoint 97 deck (`PowerPoint Document`)
 * from a Word 97 document (`WordDocument`), an Excel workbook or a password-protected OOXML file (`EncryptedPackage`).
 * Only the header, the FAT sectors the directory needs and the directory itself are read, each bounded, so a file of
 * any size costs a few reads.
 */
import type { FileHandle } from 'node:fs/promises';

export const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;
/** Sector numbers at or above this are markers (end of chain, free, FAT, DIFAT), never a sector. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;
/** A directory this long holds thousands of embedded objects; beyond it the file is refused as damaged. */
const MAX_DIRECTORY_ENTRIES = 65_536;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;

export class CompoundFileError extends Error {}

interface Header {
  sectorBytes: number;
  firstDirectorySector: number;
  firstDifatSector: number;
  difatSectors: number;
  headerDifat: number[];
}

function parseHeader(head: Buffer): Header {
  if (head.length < HEADER_BYTES || !head.subarray(0, 8).equals(OLE2_SIGNATURE)) throw new CompoundFileError('no OLE2 header');
  const shift = head.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) throw new CompoundFileError(`sector shift ${shift}`);
  const headerDifat: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) headerDifat.push(head.readUInt32LE(0x4c + i * 4));
  return {
    sectorBytes: 1 << shift,
    firstDirectorySector: head.readUInt32LE(0x30),
    firstDifatSector: head.readUInt32LE(0x44),
    difatSectors: head.readUInt32LE(0x48),
    headerDifat,
  };
}

/** Reads sectors of one file, each checked to lie inside it. */
class SectorReader {
  private readonly fatCache = new Map<number, Buffer>();
  private fatSectors: number[] | undefined;

  constructor(
    private readonly handle: FileHandle,
    private readonly fileBytes: number,
    private readonly header: Header,
  ) {}

  get sectorCount(): number {
    return Math.floor(this.fileBytes / this.header.sectorBytes);
  }

  async sector(n: number): Promise<Buffer> {
    if (n > MAX_REGULAR_SECTOR || n + 1 > this.sectorCount) throw new CompoundFileError(`sector ${n} is outside the file`);
    const buffer = Buffer.alloc(this.header.sectorBytes);
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, (n + 1) * this.header.sectorBytes);
    if (bytesRead < buffer.length) throw new CompoundFileError(`sector ${n} is cut short`);
    return buffer;
  }

  /** The FAT's own sectors, from the header's DIFAT and the DIFAT chain after it. */
  private async fatSectorList(): Promise<number[]> {
    if (this.fatSectors) return this.fatSectors;
    const list = this.header.headerDifat.filter((n) => n <= MAX_REGULAR_SECTOR);
    const perSector = this.header.sectorBytes / 4 - 1;
    const seen = new Set<number>();
    let next = this.header.firstDifatSector;
    for (let i = 0; i < this.header.difatSectors && next <= MAX_REGULAR_SECTOR; i++) {
      if (seen.has(next)) throw new CompoundFileError('the DIFAT chain loops');
      seen.add(next);
      const data = await this.sector(next);
      for (let j = 0; j < perSector; j++) {
        const entry = data.readUInt32LE(j * 4);
        if (entry <= MAX_REGULAR_SECTOR) list.push(entry);
      }
      next = data.readUInt32LE(perSector * 4);
    }
    this.fatSectors = list;
    return list;
  }

  /** The sector after `n` in its chain. */
  async next(n: number): Promise<number> {
    const perSector = this.header.sectorBytes / 4;
    const index = Math.floor(n / perSector);
    let fat = this.fatCache.get(index);
    if (!fat) {
      const where = (await this.fatSectorList())[index];
      if (where === undefined) throw new CompoundFileError(`sector ${n} has no FAT entry`);
      fat = await this.sector(where);
      this.fatCache.set(index, fat);
    }
    return fat.readUInt32LE((n % perSector) * 4);
  }
}

export interface DirectoryEntry {
  name: string;
  type: 'storage' | 'stream' | 'other';
}

async function readDirectory(reader: SectorReader, header: Header): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const seen = new Set<number>();
  const maxSectors = Math.ceil((MAX_DIRECTORY_ENTRIES * DIRECTORY_ENTRY_BYTES) / header.sectorBytes);
  for (let n = header.firstDirectorySector; n <= MAX_REGULAR_SECTOR; n = await reader.next(n)) {
    if (seen.has(n)) throw new CompoundFileError('the directory chain loops');
    if (seen.size >= maxSectors) throw new CompoundFileError('the directory is too long');
    seen.add(n);
    chunks.push(await reader.sector(n));
  }
  if (chunks.length === 0) throw new CompoundFileError('there is no directory');
  return Buffer.concat(chunks);
}

function entryAt(directory: Buffer, index: number): { name: string; type: number; left: number; right: number; child: number } {
  const at = index * DIRECTORY_ENTRY_BYTES;
  if (at + DIRECTORY_ENTRY_BYTES > directory.length) throw new CompoundFileError(`directory entry ${index} is missing`);
  const nameBytes = Math.min(64, directory.readUInt16LE(at + 0x40));
  const name = directory.subarray(at, at + Math.max(0, nameBytes - 2)).toString('utf16le');
  return {
    name,
    type: directory[at + 0x42] ?? 0,
    left: directory.readUInt32LE(at + 0x44),
    right: directory.readUInt32LE(at + 0x48),
    child: directory.readUInt32LE(at + 0x4c),
  };
}

/**
 * The streams and storages directly inside the root storage of the compound file open in `handle` (`fileBytes`
 * long). Throws CompoundFileError when the structure is damaged.
 */
export async function readTopLevelEntries(handle: FileHandle, fileBytes: number): Promise<DirectoryEntry[]> {
  const head = Buffer.alloc(HEADER_BYTES);
  await handle.read(head, 0, HEADER_BYTES, 0);
  const header = parseHeader(head);
  const reader = new SectorReader(handle, fileBytes, header);
  const directory = await readDirectory(reader, header);
  const root = entryAt(directory, 0);
  const entries: DirectoryEntry[] = [];
  // The children of a storage form a tree through their left and right siblings.
  const pending = [root.child];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const index = pending.pop()!;
    if (index === NO_STREAM) continue;
    if (seen.has(index)) throw new CompoundFileError('the directory tree loops');
    seen.add(index);
    const entry = entryAt(directory, index);
    const type = entry.type === TYPE_STREAM ? 'stream' : entry.type === TYPE_STORAGE ? 'storage' : 'other';
    entries.push({ name: entry.name, type });
    pending.push(entry.left, entry.right);
  }
  return entries;
}
