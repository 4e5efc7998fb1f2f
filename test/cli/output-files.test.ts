/**
 * The command line never writes over a file the person did not give up (issue #33, item 1): an `-o FILE` that exists
 * is refused before anything runs unless --overwrite says otherwise, never one of the inputs, outputs put in a folder
 * take the next free name, and the final name is created exclusively, so a file that appears under it meanwhile
 * survives too. `main()` runs in this process against a shared test engine (the same code the `deckhand` binary runs).
 */
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../main/cli/cli-main';
import { placeFile } from '../../main/core/service-client/place-file';
import { CORPUS_ROOT } from '../helpers/corpus';
import { shareEngine } from '../helpers/deckhand-cli';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';
import { readZipEntries } from '../helpers/package-checks';

const A = join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx');
const B = join(CORPUS_ROOT, 'pptx/poi-table-with-theme.pptx');
const C = join(CORPUS_ROOT, 'pptx/pp-sld-slides.pptx');

let engine: TestEngine;
let unshare: () => Promise<void>;
let work: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  unshare = await shareEngine(engine);
  work = await mkdtemp(join(tmpdir(), 'deckhand-cli-out-'));
});
afterAll(async () => {
  await unshare?.();
  await engine?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** `deckhand …` in this process: its exit status and what it printed. */
async function deckhand(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const capture = (): { stream: NodeJS.WriteStream; text: () => string } => {
    const stream = new PassThrough();
    let text = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
  };
  const out = capture();
  const err = capture();
  const code = await main([...args, '--data', engine.dataDir], { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

async function slides(deck: string): Promise<number> {
  return [...(await readZipEntries(deck)).keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

async function taskCount(): Promise<number> {
  const response = await fetch(`${engine.baseUrl}/tools/tasks`, { headers: authHeaders(engine.key) });
  return Number(response.headers.get('x-content-record-total'));
}

describe('deckhand writes only where it may', () => {
  it('refuses an -o FILE that exists before anything runs, and replaces it with --overwrite', async () => {
    const abc = join(work, 'abc.pptx');
    const first = await deckhand('pptx.join', A, B, C, '-o', abc);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const three = await slides(abc);

    const tasksBefore = await taskCount();
    const again = await deckhand('pptx.join', A, B, '-o', abc);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(abc);
    expect(again.stderr).toContain('--overwrite');
    expect(await slides(abc)).toBe(three);
    expect(await taskCount()).toBe(tasksBefore);

    const replaced = await deckhand('pptx.join', A, B, '-o', abc, '--overwrite');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout.trim()).toBe(abc);
    expect(await slides(abc)).toBeLessThan(three);
  });

  it('never writes over one of its inputs, --overwrite or not', async () => {
    const input = join(work, 'input.pptx');
    await copyFile(A, input);
    const before = await readFile(input);
    const refused = await deckhand('pptx.join', input, B, '-o', input, '--overwrite');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('one of the files to work on');
    expect((await readFile(input)).equals(before)).toBe(true);
  });

  it('puts outputs in a folder under the next free name, and says the name it wrote', async () => {
    const folder = join(work, 'folder');
    await mkdir(folder);
    await writeFile(join(folder, 'poi-SampleShow-compressed.pptx'), 'there first');
    const ran = await deckhand('file.compress', A, '-o', `${folder}/`);
    expect(ran.code).toBe(0);
    expect(ran.stdout.trim()).toBe(join(folder, 'poi-SampleShow-compressed (2).pptx'));
    expect(await readFile(join(folder, 'poi-SampleShow-compressed.pptx'), 'utf8')).toBe('there first');
    expect((await readdir(folder)).sort()).toEqual(['poi-SampleShow-compressed (2).pptx', 'poi-SampleShow-compressed.pptx']);
  });
});

describe('placing a finished file', () => {
  it('creates the final name exclusively: a file that appeared under it survives, or the next free name is taken', async () => {
    const dir = join(work, 'place');
    await mkdir(dir);
    const dest = join(dir, 'deck.pptx');
    await writeFile(dest, 'appeared meanwhile');
    await writeFile(join(dir, 'temp-1'), 'new');
    await expect(placeFile(join(dir, 'temp-1'), dest, 'fail')).rejects.toMatchObject({ code: 'file_exists' });
    expect(await readFile(dest, 'utf8')).toBe('appeared meanwhile');
    expect(await placeFile(join(dir, 'temp-1'), dest, 'number')).toBe(join(dir, 'deck (2).pptx'));
    expect(await readFile(join(dir, 'deck (2).pptx'), 'utf8')).toBe('new');
    expect((await readdir(dir)).sort()).toEqual(['deck (2).pptx', 'deck.pptx']);
    await writeFile(join(dir, 'temp-2'), 'chosen');
    expect(await placeFile(join(dir, 'temp-2'), dest, 'replace')).toBe(dest);
    expect(await readFile(dest, 'utf8')).toBe('chosen');
  });
});
