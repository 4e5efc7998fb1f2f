/**
 * `POST /tools/inspect`'s reading of a file runs in a worker thread like a tool (worker/run-inspection.ts): it
 * streams its lines from there, and its time limit stops it, LibreOffice included.
 */
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionLine } from '../../main/engine/inspect/inspection';
import { runInspection } from '../../main/engine/worker/run-inspection';
import { ToolRunError } from '../../main/engine/worker/run-in-worker';
import { CORPUS_ROOT } from '../helpers/corpus';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-inspect-worker-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Live processes whose command line names `folder`. */
async function processesNaming(folder: string): Promise<number[]> {
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    const state = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    if (cmdline.includes(folder) && !state.slice(state.lastIndexOf(')') + 2).startsWith('Z')) found.push(Number(name));
  }
  return found;
}

describe('an inspection in a worker thread', () => {
  it('streams the outline and each page as lines, then the end', async () => {
    const deck = join(dir, 'show.pptx');
    await copyFile(join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx'), deck);
    const lines: InspectionLine[] = [];
    await runInspection({
      path: deck,
      params: { aspects: ['outline', 'thumbnails'], name: 'show.pptx', sha256: 'a'.repeat(64), cacheRoot: join(dir, 'cache') },
      signal: new AbortController().signal,
      onLine: (line) => lines.push(line),
    });
    expect(lines[0]).toMatchObject({ outline: { slides: [{ number: 1 }, { number: 2 }] } });
    // Pages are drawn side by side and sent as each is done: every page once, in whatever order they finish.
    const pages = lines.filter((line) => 'thumbnail' in line).map((line) => ('thumbnail' in line ? line.thumbnail.page : 0));
    expect(pages.sort((a, b) => a - b)).toEqual([1, 2]);
    expect(lines.at(-1)).toEqual({ end: { pages: 2, cached: false } });
  });

  it('draws one page large from the PDF its thumbnails kept, and refuses a page past the end', async () => {
    const deck = join(dir, 'large.pptx');
    await copyFile(join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx'), deck);
    // The same content as the first test's deck, so its cache entry (and the PDF in it) is what this reads.
    const params = { name: 'large.pptx', sha256: 'a'.repeat(64), cacheRoot: join(dir, 'cache') };
    const lines: InspectionLine[] = [];
    await runInspection({
      path: deck,
      params: { ...params, aspects: ['page'], page: { number: 2, longEdge: 1600 } },
      signal: new AbortController().signal,
      onLine: (line) => lines.push(line),
    });
    const [line] = lines;
    expect(line && 'page' in line && line.page.page).toBe(2);
    const page = line && 'page' in line ? line.page : null;
    expect(Math.max(page?.width ?? 0, page?.height ?? 0)).toBe(1600);
    const picture = await sharp(Buffer.from(page?.png ?? '', 'base64')).metadata();
    expect(Math.max(picture.width, picture.height)).toBe(1600);
    const pastTheEnd = await runInspection({
      path: deck,
      params: { ...params, aspects: ['page'], page: { number: 3, longEdge: 1600 } },
      signal: new AbortController().signal,
      onLine: () => undefined,
    }).catch((error: unknown) => error);
    expect(pastTheEnd).toBeInstanceOf(ToolRunError);
    expect(pastTheEnd).toMatchObject({ code: 'invalid_parameter' });
    expect(String((pastTheEnd as Error).message)).toContain('has 2 pages, not 3');
    // A file not drawn before is drawn first, then its page.
    const fresh: InspectionLine[] = [];
    await runInspection({
      path: deck,
      params: { ...params, sha256: 'c'.repeat(64), aspects: ['page'], page: { number: 1, longEdge: 800 } },
      signal: new AbortController().signal,
      onLine: (entry) => fresh.push(entry),
    });
    expect(fresh.map((entry) => ('page' in entry ? Math.max(entry.page.width, entry.page.height) : 0))).toEqual([800]);
  });

  it('is stopped by its time limit, with the LibreOffice it started', async () => {
    const deck = join(dir, 'slow.pptx');
    await copyFile(join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx'), deck);
    const cacheRoot = join(dir, 'slow-cache');
    const run = runInspection({
      path: deck,
      params: { aspects: ['thumbnails'], name: 'slow.pptx', sha256: 'b'.repeat(64), cacheRoot },
      signal: new AbortController().signal,
      onLine: () => undefined,
      timeoutMs: 300,
    });
    const error = await run.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ToolRunError);
    expect(error).toMatchObject({ kind: 'timeout' });
    await expect.poll(() => processesNaming(cacheRoot)).toEqual([]);
  });
});
