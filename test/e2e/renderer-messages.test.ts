/**
 * The window's wording rules on failures the engine really makes: each is made here by the engine's own code from a
 * bad file the test builds (a truncated deck, an entry packed with an unknown method, zip bombs, a picture given as an
 * HTML slide), so a change in what the engine says shows here. The input a failure concerns is its `file` field, a
 * library's words its `detail`; the sentence and advice a person reads come from the code in their language, the same
 * through the window's i18next and main's formatter; which failures get "Try again" is the union's fact; and how
 * merges are named. Pure functions; the Chromium tests check the same rules on screen.
 */
import { copyFile, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipReader } from '../../main/engine/lib/zip/zip-reader';
import { run as buildPlayer } from '../../main/engine/tools/html-player';
import { mergeTaskName } from '../../renderer/src/features/merge/merge-name';
import { retryCanHelp } from '../../renderer/src/shared/error-advice';
import { shortenLongWords } from '../../renderer/src/shared/error-text';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { formatFailure } from '../../shared/i18n/errors/failure-words';
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

/** The error `work` fails with (it must fail with a ToolError). */
async function failureOf(work: () => Promise<unknown>): Promise<ToolError> {
  const error = await work().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

const openZip = (path: string, label: string): Promise<ToolError> => failureOf(async () => (await ZipReader.open(path, label)).close());

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

describe('failures the engine makes', () => {
  it('name the input in `file` and keep a library’s words in `detail`, out of the sentence a person reads', async () => {
    const damaged = await openZip(truncated, 'data.pptx');
    expect(damaged.code).toBe('invalid_file');
    expect(damaged.file).toBe('data.pptx');
    // The engine's English sentence still says it all, for logs and Details.
    expect(damaged.message).toMatch(/^data\.pptx: is a damaged or truncated ZIP package \(.+\)$/);
    expect(damaged.detail).toBeTruthy();
    expect(damaged.message).toContain(damaged.detail);
    const words = formatFailure('en', damaged, { taskType: 'pptx.join' });
    expect(words).toEqual({
      text: '“data.pptx” is damaged or is not the kind of file it claims to be.',
      advice: 'Remove or replace “data.pptx”, then merge again.',
    });
    expect(words.text).not.toContain(damaged.detail);

    const packed = join(dir, 'packed.pptx');
    await writeFile(packed, zipWithMethod12('ppt/presentation.xml', Buffer.from('<p/>')));
    const method = await openZip(packed, 'packed.pptx');
    expect(method.message).toBe('packed.pptx: the entry ppt/presentation.xml uses an unsupported compression method (12)');
    expect(method.file).toBe('packed.pptx');
  });

  it('name the file in zip bombs, in the person’s language', async () => {
    const bombs = await makeBombs();
    for (const kind of ['declared', 'ratio', 'entries'] as const) {
      const bomb = join(dir, `${kind}.pptx`);
      await writeBomb(bomb, bombs, kind);
      const failure = await openZip(bomb, 'deck.pptx');
      expect([kind, failure.code, failure.file]).toEqual([kind, 'zip_bomb', 'deck.pptx']);
      expect(formatFailure('es', failure).text).toBe(
        '«deck.pptx» se descomprime en muchos más datos de los que contiene, así que Deckhand no lo abrió.',
      );
    }
    const picture = join(CORPUS_ROOT, 'images/poi-nature1.jpg');
    const notHtml = await failureOf(() =>
      runTool(buildPlayer, [{ path: join(dir, 'first.html') }, { path: picture, name: 'page.html' }], { contents: [{}, {}] }),
    );
    expect(notHtml.message).toBe('“page.html” (slide 2) is not an HTML file.');
    expect(notHtml.code).toBe('invalid_file');
    // Named by its slide only: the task runner, which knows the inputs, sets `file` (queue/failure-input.ts).
    expect(notHtml.file).toBeUndefined();
  });

  it('shortens long file names in the middle for narrow places', () => {
    const name = 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx';
    const { text } = formatFailure('en', { code: 'invalid_file', file: name });
    expect(shortenLongWords(text)).toBe('“poi-clusterfu…04992.pptx” is damaged or is not the kind of file it claims to be.');
    expect(shortenLongWords('short.pptx: fine as it is.')).toBe('short.pptx: fine as it is.');
  });
});

describe('what to do after a failure', () => {
  it('offers Try again only where the union says the same files may pass a second time', () => {
    for (const code of ['invalid_file', 'invalid_parameter', 'file_size_exceeded', 'zip_bomb', 'unsupported_format', 'timeout']) {
      expect(retryCanHelp(code), code).toBe(false);
    }
    for (const code of ['network_error', 'disconnected', 'internal_error', 'interrupted', 'rate_limited', 'task_failed']) {
      expect(retryCanHelp(code), code).toBe(true);
    }
    // A code from an engine newer than this app: an internal error, which a retry may pass.
    expect(retryCanHelp('brand_new_code')).toBe(true);
  });

  it('names the file to remove or replace from the failure’s `file`, in the person’s language', () => {
    const merge = { taskType: 'pptx.join' };
    expect(formatFailure('en', { code: 'file_size_exceeded', file: 'big.pptx' }, merge).advice).toBe(
      'Replace “big.pptx” with a smaller file (or split it first), then merge again.',
    );
    // The engine's intake refuses a file of the wrong kind as invalid_parameter, naming it: the file is what to replace.
    expect(formatFailure('en', { code: 'invalid_parameter', file: 'renamed.pptx' }, merge).advice).toBe(
      'Remove or replace “renamed.pptx”, then merge again.',
    );
    expect(formatFailure('de', { code: 'invalid_file', file: 'a.pptx' }, merge).advice).toBe(
      'Entfernen oder ersetzen Sie „a.pptx“, und führen Sie sie erneut zusammen.',
    );
    expect(formatFailure('fr', { code: 'invalid_file', file: 'a.pptx' }, { taskType: 'pdf.split' }).advice).toBe(
      'Retirez ou remplacez « a.pptx », puis recommencez.',
    );
    // A size a video's length cannot meet: the file is fine, the size is what changes, and retrying as is cannot help.
    expect(formatFailure('en', { code: 'target_too_small', file: 'talk.mp4' }).advice).toBe(
      'Ask for a larger size (the details name the smallest possible), then try again.',
    );
    expect(retryCanHelp('target_too_small')).toBe(false);
    // Files still in the list (a refused submission naming none): the advice for the code, which says to try again.
    expect(formatFailure('en', { code: 'file_size_exceeded' }).advice).toBe('Use smaller files, or split the deck first, then try again.');
  });

  it('counts seconds in each language’s plural forms, and speaks of the backend in use', () => {
    expect(formatFailure('en', { code: 'rate_limited', retryAfterSeconds: 2.2 }).advice).toBe('Wait 3 seconds, then try again.');
    expect(formatFailure('en', { code: 'rate_limited' }).advice).toBe('Wait a minute, then try again.');
    expect(formatFailure('es', { code: 'rate_limited', retryAfterSeconds: 1 }).advice).toBe('Espere 1 segundo y vuelva a intentarlo.');
    expect(formatFailure('fr', { code: 'rate_limited', retryAfterSeconds: 1 }).advice).toBe('Patientez 1 seconde, puis réessayez.');
    expect(formatFailure('ar', { code: 'rate_limited', retryAfterSeconds: 2 }).advice).toBe('انتظر ثانيتين، ثم حاول مرة أخرى.');
    expect(formatFailure('ar', { code: 'rate_limited', retryAfterSeconds: 11 }).advice).toBe('انتظر 11 ثانية، ثم حاول مرة أخرى.');
    expect(formatFailure('en', { code: 'network_error' }, { backend: 'server' }).text).toBe('Deckhand cannot reach the Deckhand server.');
    expect(formatFailure('de', { code: 'network_error' }, { backend: 'cloud' }).text).toBe('Deckhand erreicht die DeckFlow-Cloud nicht.');
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
