/**
 * The renderer's wording rules on messages the engine really sends: each is made here by the engine's own code from
 * a bad file the test builds (a truncated deck, an entry packed with an unknown method, zip bombs, a legacy file for
 * Compress, a picture given as an HTML slide), so a change of the engine's wording shows here. What stays in the
 * sentence, what goes behind "Details", which failures get "Try again", and how merges are named. Pure functions;
 * the Chromium tests check the same rules on screen.
 */
import { copyFile, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipReader } from '../../main/engine/lib/zip/zip-reader';
import { run as compress } from '../../main/engine/tools/file-compress';
import { run as buildPlayer } from '../../main/engine/tools/html-player';
import { mergeTaskName } from '../../renderer/src/features/merge/merge-name';
import { errorAdvice, inputNamedIn, retryCanHelp } from '../../renderer/src/shared/error-advice';
import { shortenLongWords, splitTechnicalDetails } from '../../renderer/src/shared/error-text';
import { CORPUS_ROOT } from '../helpers/corpus';
import { makeBombs, writeBomb } from '../helpers/zip-bombs';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

let dir: string;
/** A real deck cut in half: not a ZIP any more. */
let truncated: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-renderer-messages-'));
  truncated = join(dir, 'data.pptx');
  await copyFile(join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'), truncated);
  await truncate(truncated, Math.floor((await readFile(truncated)).length / 2));
  await writeFile(join(dir, 'first.html'), '<!DOCTYPE html><title>first</title><p>First slide</p>');
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

/** The message of the error `work` fails with (it must fail). */
async function messageOf(work: () => Promise<unknown>): Promise<string> {
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message;
}

const openZip = (path: string, label: string): Promise<string> => messageOf(async () => (await ZipReader.open(path, label)).close());

/** A ZIP of one stored entry whose directory says it is packed with compression method 12 (bzip2). */
function zipWithMethod12(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(12, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(12, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const directoryAt = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe('failure messages', () => {
  it('moves a library’s parenthetical detail out of the sentence and keeps the whole message', async () => {
    const damaged = await openZip(truncated, 'data.pptx');
    expect(damaged).toMatch(/^data\.pptx: is a damaged or truncated ZIP package \(.+\)$/);
    expect(splitTechnicalDetails(damaged)).toEqual({ summary: 'data.pptx: is a damaged or truncated ZIP package.', full: damaged });

    const packed = join(dir, 'packed.pptx');
    await writeFile(packed, zipWithMethod12('ppt/presentation.xml', Buffer.from('<p/>')));
    const method = await openZip(packed, 'packed.pptx');
    expect(method).toBe('packed.pptx: the entry ppt/presentation.xml uses an unsupported compression method (12)');
    expect(splitTechnicalDetails(method)).toEqual({
      summary: 'packed.pptx: the entry ppt/presentation.xml uses an unsupported compression method.',
      full: method,
    });
  });

  it('leaves plain-language asides in the sentence', async () => {
    const bombs = await makeBombs();
    const messages: string[] = [];
    for (const kind of ['declared', 'ratio', 'entries'] as const) {
      const bomb = join(dir, `${kind}.pptx`);
      await writeBomb(bomb, bombs, kind);
      messages.push(await openZip(bomb, 'deck.pptx'));
    }
    expect(messages.some((message) => /\(to \d+ MB\); it looks like a zip bomb\.$/.test(message))).toBe(true);
    const picture = join(CORPUS_ROOT, 'images/poi-nature1.jpg');
    messages.push(
      await messageOf(() =>
        runTool(buildPlayer, [{ path: join(dir, 'first.html') }, { path: picture, name: 'page.html' }], { contents: [{}, {}] }),
      ),
    );
    expect(messages.at(-1)).toBe('“page.html” (slide 2) is not an HTML file.');
    messages.push(
      await messageOf(() =>
        runTool(
          compress,
          [{ path: join(CORPUS_ROOT, 'broken/poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt'), name: 'old.ppt' }],
          {},
        ),
      ),
    );
    for (const message of messages) expect(splitTechnicalDetails(message)).toEqual({ summary: message, full: null });
  });

  it('shortens long file names in the middle for narrow places', async () => {
    const name = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx';
    const { summary } = splitTechnicalDetails(await openZip(join(CORPUS_ROOT, 'broken', name), name));
    expect(shortenLongWords(summary)).toBe('poi-clusterfuz…04992.pptx: is a damaged or truncated ZIP package.');
    expect(shortenLongWords('short.pptx: fine as it is.')).toBe('short.pptx: fine as it is.');
  });
});

describe('what to do after a failure', () => {
  it('offers Try again only where the same files may pass a second time', () => {
    for (const code of ['invalid_file', 'invalid_parameter', 'file_size_exceeded', 'zip_bomb', 'unsupported_format']) {
      expect(retryCanHelp(code), code).toBe(false);
    }
    for (const code of ['network_error', 'disconnected', 'internal_error', 'timeout', 'interrupted', 'rate_limited']) {
      expect(retryCanHelp(code), code).toBe(true);
    }
  });

  it('names the file to remove or replace, the longest submitted name that the message quotes', async () => {
    const names = ['a.pptx', 'data.pptx', 'other.pptx'];
    expect(inputNamedIn(await openZip(truncated, 'data.pptx'), names)).toBe('data.pptx');
    expect(inputNamedIn('Something else broke', names)).toBeUndefined();
    expect(errorAdvice('invalid_file', { fileName: 'data.pptx', redo: 'merge again' })).toBe(
      'Remove or replace “data.pptx”, then merge again.',
    );
    expect(errorAdvice('file_size_exceeded', { fileName: 'big.pptx', redo: 'merge again' })).toBe(
      'Replace “big.pptx” with a smaller file (or split it first), then merge again.',
    );
    // Files still in the list (a refused submission): the old advice, which says to try again.
    expect(errorAdvice('file_size_exceeded')).toBe('Use smaller files, or split the deck first, then try again.');
  });
});

describe('merge names', () => {
  it('names a merge after its first deck and how many more', () => {
    expect(mergeTaskName([{ name: 'a.pptx' }, { name: 'b.pptx' }])).toBe('a.pptx + 1 more');
    expect(mergeTaskName([{ name: 'a.pptx' }, { name: 'b.pptx' }, { name: 'c.pptx' }, { name: 'd.pptx' }])).toBe('a.pptx + 3 more');
    expect(mergeTaskName([{ name: 'a.pptx' }])).toBe('a.pptx');
    expect(mergeTaskName([])).toBeUndefined();
    // The engine keeps 255 characters of a name: a very long first name is cut so "+ N more" survives.
    const long = mergeTaskName([{ name: `${'x'.repeat(300)}.pptx` }, { name: 'b.pptx' }]) ?? '';
    expect(long.length).toBeLessThanOrEqual(255);
    expect(long.endsWith('… + 1 more')).toBe(true);
  });
});
