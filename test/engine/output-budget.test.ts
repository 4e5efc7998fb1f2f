/**
 * Output amplification (issue #12, item 2): a small deck whose parts expand a thousandfold, shown on every slide,
 * must split and merge into small results (compressible parts are stored deflated whatever their name), and a task
 * whose output outgrows its budget (ratio to the input) must stop with a clear message.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { buildMediaDeck } from '../helpers/media-deck';
import { unzipTest } from '../helpers/package-checks';

const MB = 1024 * 1024;
let dir: string;
let engine: TestEngine;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-output-budget-'));
  engine = await startTestEngine({ testTools: false });
});
afterAll(async () => {
  await engine?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every entry of a ZIP with its sizes, read from the central directory. */
async function entries(bytes: Buffer): Promise<{ name: string; compressed: number; size: number; data?: Buffer }[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out: { name: string; compressed: number; size: number; data?: Buffer }[] = [];
  for await (const entry of zip.eachEntry()) {
    let data: Buffer | undefined;
    if (entry.fileName.endsWith('.pptx')) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      data = Buffer.concat(chunks);
    }
    out.push({ name: entry.fileName, compressed: entry.compressedSize, size: entry.uncompressedSize, data });
  }
  zip.close();
  return out;
}

describe('a deck built to expand', () => {
  let deck: string;
  beforeAll(async () => {
    deck = join(dir, 'expanding.pptx');
    // Four 15 MB "pictures" of zeros (each deflates to ~15 KB, under the zip-bomb guard's ratio check) on 7 slides;
    // a different first byte each, so no two are the same part.
    await buildMediaDeck(deck, { slides: 7, media: Array.from({ length: 4 }, (_, i) => Buffer.alloc(15 * MB).fill(i + 1, 0, 1)) });
  });

  it('splits into small decks: the zero pictures stay deflated in every one', async () => {
    const input = statSync(deck).size;
    expect(input).toBeLessThan(1 * MB);
    const { task, output } = await runTask(engine, { type: 'pptx.split', files: [{ path: deck }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    // Stored, each slide's deck would carry 60 MB: 420 MB in all.
    expect(output?.length).toBeLessThan(5 * MB);
    const slides = await entries(output ?? Buffer.alloc(0));
    expect(slides).toHaveLength(7);
    for (const slide of slides) {
      const parts = await entries(slide.data ?? Buffer.alloc(0));
      const media = parts.filter((part) => part.name.startsWith('ppt/media/'));
      expect(media).toHaveLength(4);
      for (const part of media) expect(part.compressed, part.name).toBeLessThan(part.size / 100);
      const file = join(dir, slide.name);
      await writeFile(file, slide.data ?? Buffer.alloc(0));
      expect(unzipTest(file)).toMatch(/No errors detected/);
    }
  });

  it('merges into a small deck', async () => {
    const { task, output } = await runTask(engine, { type: 'pptx.join', files: [{ path: deck }, { path: deck, name: 'again.pptx' }] });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(output?.length).toBeLessThan(2 * MB);
  });
});

describe('the budget of a task', () => {
  it('stops a split whose incompressible output grows past its ratio to the input, and says why', async () => {
    const tight = await startTestEngine({
      testTools: false,
      limitsOverride: { workBudget: { ratio: 4, minBytes: MB } },
      budgetIntervalMs: 50,
    });
    try {
      const deck = join(dir, 'photos.pptx');
      // Two 2 MB pictures of noise on 12 slides: each slide's deck carries both, 48 MB from a 4 MB upload.
      await buildMediaDeck(deck, { slides: 12, media: [randomBytes(2 * MB), randomBytes(2 * MB)] });
      const { task } = await runTask(tight, { type: 'pptx.split', files: [{ path: deck }] });
      expect(task.status).toBe('failed');
      expect(task.error).toMatchObject({
        code: 'output_too_large',
        message: expect.stringMatching(
          /^Stopped: (this task wrote|the result is) (more|larger) than 16\.\d MB, the most the engine (lets|keeps for) a task with 4\.0 MB of input/,
        ) as unknown,
      });
      // The same deck under the default budget (50 ×) splits.
      const { task: fine } = await runTask(engine, { type: 'pptx.split', files: [{ path: deck }] });
      expect(fine.status).toBe('completed');
    } finally {
      await tight.close();
    }
  });
});
