/**
 * "Extract to folder…" unpacks an untrusted ZIP: crafted archives (a `../` entry, an absolute path, a backslash
 * path, lying sizes, too many or too big entries) must write nothing outside — and, for a refused archive, nothing
 * at all — while a sound split result comes out as its decks, flat, in a new folder that never replaces another.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { extractSlideDecks } from '../../main/core/slide-decks-extract';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'deckhand-extract-test-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

interface Entry {
  name: string;
  content: Buffer;
  compress?: boolean;
}

async function zipOf(entries: Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(entry.content, entry.name, { compress: entry.compress ?? false });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** yazl refuses unsafe names, so a crafted archive is written with a same-length stand-in, then patched byte for byte. */
function patchName(zip: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(from)).toBe(Buffer.byteLength(to));
  const patched = Buffer.from(zip);
  let at = patched.indexOf(from);
  let count = 0;
  while (at >= 0) {
    patched.write(to, at);
    count += 1;
    at = patched.indexOf(from, at + 1);
  }
  // The local header and the central directory both carry the name.
  expect(count).toBe(2);
  return patched;
}

/** Rewrites the declared uncompressed size of the entry named `name` in the central directory. */
function patchCentralSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (
    let at = patched.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    at >= 0;
    at = patched.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
  ) {
    const nameLength = patched.readUInt16LE(at + 28);
    if (patched.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      patched.writeUInt32LE(size, at + 24);
      return patched;
    }
  }
  throw new Error(`no central directory entry ${name}`);
}

async function fixture(name: string, zip: Buffer): Promise<{ zipPath: string; parent: string }> {
  const dir = await mkdtemp(path.join(work, `${name}-`));
  const parent = path.join(dir, 'chosen');
  await mkdir(parent);
  const zipPath = path.join(dir, 'result.zip');
  await writeFile(zipPath, zip);
  return { zipPath, parent };
}

const deck = (text: string) => Buffer.from(`PK-not-really-a-deck ${text}`);

describe('extractSlideDecks', () => {
  it('writes only the decks, flat, into a new folder named after the deck; a second run takes a new name', async () => {
    const zip = await zipOf([
      { name: 'talk-slide-1.pptx', content: deck('one') },
      { name: 'talk-slide-2.pptx', content: deck('two'), compress: true },
      { name: 'readme.txt', content: Buffer.from('not a deck') },
      { name: 'nested/talk-slide-3.pptx', content: deck('three') },
      { name: 'other/talk-slide-1.pptx', content: deck('one again') },
    ]);
    const { zipPath, parent } = await fixture('sound', zip);
    const first = await extractSlideDecks(zipPath, parent, 'talk-slides');
    expect(first.folder).toBe(path.join(parent, 'talk-slides'));
    expect(first.files).toEqual(['talk-slide-1.pptx', 'talk-slide-2.pptx', 'talk-slide-3.pptx', 'talk-slide-1 (2).pptx']);
    expect((await readdir(first.folder)).sort()).toEqual([
      'talk-slide-1 (2).pptx',
      'talk-slide-1.pptx',
      'talk-slide-2.pptx',
      'talk-slide-3.pptx',
    ]);
    expect(await readFile(path.join(first.folder, 'talk-slide-2.pptx'), 'utf8')).toBe(deck('two').toString());
    expect(await readFile(path.join(first.folder, 'talk-slide-1 (2).pptx'), 'utf8')).toBe(deck('one again').toString());
    expect(await readdir(parent)).toEqual(['talk-slides']);

    const second = await extractSlideDecks(zipPath, parent, 'talk-slides');
    expect(second.folder).toBe(path.join(parent, 'talk-slides (2)'));
    expect(await readFile(path.join(first.folder, 'talk-slide-1.pptx'), 'utf8')).toBe(deck('one').toString());
  });

  it('refuses a ZIP with a ../ entry whole: nothing is written, inside or outside', async () => {
    const zip = patchName(
      await zipOf([
        { name: 'ok-slide-1.pptx', content: deck('fine') },
        { name: 'xx/evil.pptx', content: deck('escaped') },
      ]),
      'xx/evil',
      '../evil',
    );
    const { zipPath, parent } = await fixture('dotdot', zip);
    await expect(extractSlideDecks(zipPath, parent, 'deck-slides')).rejects.toMatchObject({
      code: 'unsafe_archive',
      message: 'The result holds “../evil.pptx”, a path outside the folder it would be unpacked into. Nothing was extracted.',
    });
    expect(await readdir(parent)).toEqual([]);
    expect(existsSync(path.join(path.dirname(parent), 'evil.pptx'))).toBe(false);
  });

  it('refuses absolute, drive and backslash paths', async () => {
    for (const [stand, crafted] of [
      ['Xtmp/evil.pptx', '/tmp/evil.pptx'],
      ['XX/evil.pptx', 'C:/evil.pptx'],
      ['aa/bb/evil.pptx', '..\\..\\evil.pptx'],
    ] as const) {
      const zip = patchName(await zipOf([{ name: stand, content: deck('x') }]), stand, crafted);
      const { zipPath, parent } = await fixture('absolute', zip);
      await expect(extractSlideDecks(zipPath, parent, 'deck-slides'), crafted).rejects.toMatchObject({ code: 'unsafe_archive' });
      expect(await readdir(parent)).toEqual([]);
    }
  });

  it('bounds the number of entries and their declared sizes', async () => {
    const three = await zipOf([1, 2, 3].map((n) => ({ name: `s-${n}.pptx`, content: deck(String(n)) })));
    const many = await fixture('many', three);
    await expect(
      extractSlideDecks(many.zipPath, many.parent, 's', { maxEntries: 2, maxEntryBytes: 1e6, maxTotalBytes: 1e9 }),
    ).rejects.toMatchObject({
      code: 'unsafe_archive',
      message: 'The result holds more than 2 files. Nothing was extracted.',
    });
    await expect(
      extractSlideDecks(many.zipPath, many.parent, 's', { maxEntries: 10, maxEntryBytes: 10, maxTotalBytes: 1e9 }),
    ).rejects.toMatchObject({
      code: 'unsafe_archive',
    });
    const oneEntry = deck('1').length;
    await expect(
      extractSlideDecks(many.zipPath, many.parent, 's', { maxEntries: 10, maxEntryBytes: 1e6, maxTotalBytes: oneEntry * 2 }),
    ).rejects.toMatchObject({ code: 'unsafe_archive' });
    expect(await readdir(many.parent)).toEqual([]);
  });

  it('an entry that inflates past its declared size is stopped, and the partial folder removed', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x41);
    const zip = patchCentralSize(
      await zipOf([
        { name: 'b-1.pptx', content: deck('fine') },
        { name: 'b-2.pptx', content: big, compress: true },
      ]),
      'b-2.pptx',
      1000,
    );
    const { zipPath, parent } = await fixture('bomb', zip);
    await expect(extractSlideDecks(zipPath, parent, 'b-slides')).rejects.toMatchObject({
      code: 'unsafe_archive',
      message: expect.stringMatching(/^“b-2\.pptx” in the result is damaged \(.+\)\. Nothing was extracted\.$/) as unknown,
    });
    expect(await readdir(parent)).toEqual([]);
  });

  it('a ZIP without decks, or no ZIP at all, is refused with the reason', async () => {
    const empty = await fixture('nodecks', await zipOf([{ name: 'notes.txt', content: Buffer.from('x') }]));
    await expect(extractSlideDecks(empty.zipPath, empty.parent, 'x')).rejects.toMatchObject({
      message: 'The result holds no slide decks. Nothing was extracted.',
    });
    const junk = await fixture('junk', Buffer.from('this is not a zip file at all, only text'));
    await expect(extractSlideDecks(junk.zipPath, junk.parent, 'x')).rejects.toMatchObject({
      code: 'unsafe_archive',
      message: expect.stringMatching(/^The result is not a ZIP archive Deckhand can read/) as unknown,
    });
    expect(await readdir(junk.parent)).toEqual([]);
  });

  it('the extracted decks of a sound ZIP pass unzip -t like the archive did', async () => {
    const inner = await zipOf([{ name: '[Content_Types].xml', content: Buffer.from('<Types/>'), compress: true }]);
    const { zipPath, parent } = await fixture('inner', await zipOf([{ name: 'real-slide-1.pptx', content: inner }]));
    execFileSync('unzip', ['-tq', zipPath]);
    const { folder } = await extractSlideDecks(zipPath, parent, 'real-slides');
    execFileSync('unzip', ['-tq', path.join(folder, 'real-slide-1.pptx')]);
  });
});
