/**
 * Damaged legacy decks (issue #12, item 9): a .ppt whose slides LibreOffice cannot read converts to pages that show
 * only the master's background. Such a task must fail saying so, while every readable .ppt of the corpus converts.
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { CORPUS_ROOT } from '../helpers/corpus';

let dir: string;
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-damaged-ppt-'));
  engine = await startTestEngine({ testTools: false });
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('PPT → PDF of damaged .ppt files', () => {
  it('fails a .ppt whose slides were overwritten, instead of completing with background-only pages', async () => {
    const deck = await readFile(`${CORPUS_ROOT}/ppt/poi-45543.ppt`);
    // The middle half zeroed: the masters at the start survive, the slides' records do not.
    deck.fill(0, Math.floor(deck.length / 4), Math.floor((deck.length * 3) / 4));
    const damaged = join(dir, 'water-forum.ppt');
    await writeFile(damaged, deck);
    const { task } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: damaged }] });
    expect(task.status).toBe('failed');
    expect(task.error).toEqual({
      code: 'invalid_file',
      file: 'water-forum.ppt',
      message:
        "LibreOffice could read only the slide backgrounds of “water-forum.ppt”, none of its slides' content: the file is damaged. Open it in PowerPoint and save it again, or send an undamaged copy.",
    });
  });

  it('still converts every readable .ppt of the corpus', async () => {
    const decks = [
      ...readdirSync(`${CORPUS_ROOT}/ppt`).map((name) => `${CORPUS_ROOT}/ppt/${name}`),
      // POI calls it broken (an embedded package is), but its slide reads fine.
      `${CORPUS_ROOT}/broken/poi-badzip.ppt`,
    ];
    for (const deck of decks) {
      const { task } = await runTask(engine, { type: 'convertor.ppt2pdf', files: [{ path: deck }] });
      expect(task.status, `${deck}: ${JSON.stringify(task.error)}`).toBe('completed');
      expect(task.result?.pages).toBeGreaterThan(0);
    }
  });
});
