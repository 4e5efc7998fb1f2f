/**
 * ZIP bombs made on the spot, each small on disk: what every tool that reads a package must refuse before it
 * inflates anything (issue #18). Written with yazl directly, so the engine's own writer cannot soften them.
 */
import { writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import yazl from 'yazl';

export type BombKind = 'declared' | 'ratio' | 'entries' | 'nested';

export const BOMB_KINDS: readonly BombKind[] = ['declared', 'ratio', 'entries', 'nested'];

/** Entries the engine allows in one archive and the archives opened inside it (lib/zip/zip-budget.ts). */
const MAX_ENTRIES = 50_000;
const GB = 1024 ** 3;

async function zipBytes(fill: (zip: yazl.ZipFile) => void): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  fill(zip);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function zeros(bytes: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) {
        this.push(null);
        return;
      }
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(chunk.subarray(0, n));
    },
  });
}

/** What a deck's first entries look like, so a tool that sniffs the package before opening it sees an Office file. */
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/**
 * One entry declaring 10 GB (a ZIP64 size written over yazl's real one in the central directory) whose data is a
 * kilobyte: nothing but the directory says how large it is.
 */
async function declared(): Promise<Buffer> {
  const name = 'ppt/media/huge.bin';
  const bytes = await zipBytes((zip) => {
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    zip.addBuffer(Buffer.alloc(1024), name, { forceZip64Format: true });
  });
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = bytes.indexOf(signature); at >= 0; at = bytes.indexOf(signature, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) !== name) continue;
    const extraEnd = at + 46 + nameLength + bytes.readUInt16LE(at + 30);
    for (let field = at + 46 + nameLength; field + 4 <= extraEnd; field += 4 + bytes.readUInt16LE(field + 2)) {
      if (bytes.readUInt16LE(field) !== 0x0001) continue;
      // The ZIP64 field's first value is the uncompressed size.
      bytes.writeBigUInt64LE(BigInt(10 * GB), field + 4);
      return bytes;
    }
    throw new Error('yazl wrote no ZIP64 extra field');
  }
  throw new Error(`no central directory entry ${name}`);
}

/** 64 MB of zeros deflated to about 64 KB: an honest directory, a thousandfold expansion. */
function ratio(): Promise<Buffer> {
  return zipBytes((zip) => {
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    zip.addReadStream(zeros(64 * 1024 * 1024), 'ppt/media/zeros.bin', { compressionLevel: 9 });
  });
}

function manyEntries(count: number): Promise<Buffer> {
  return zipBytes((zip) => {
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    for (let i = 1; i < count; i++) zip.addBuffer(Buffer.alloc(0), `ppt/e/${i}`, { compress: false });
  });
}

export interface Bombs {
  /** Bytes of each bomb, to send under any name. */
  bytes: Record<BombKind, Buffer>;
}

/**
 * `nested`: an archive holding two archives of 30,000 entries each. Each alone is allowed; together they pass the
 * entry cap, which a tool that opens nested archives (file.compress) must count over both.
 */
export async function makeBombs(): Promise<Bombs> {
  const inner = await manyEntries(30_000);
  const nested = await zipBytes((zip) => {
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    zip.addBuffer(inner, 'ppt/embeddings/first.zip', { compress: false });
    zip.addBuffer(inner, 'ppt/embeddings/second.zip', { compress: false });
  });
  return {
    bytes: {
      declared: await declared(),
      ratio: await ratio(),
      entries: await manyEntries(MAX_ENTRIES + 1),
      nested,
    },
  };
}

export async function writeBomb(path: string, bombs: Bombs, kind: BombKind): Promise<void> {
  await writeFile(path, bombs.bytes[kind]);
}
