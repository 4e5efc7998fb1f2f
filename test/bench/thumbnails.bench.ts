/**
 * Slide thumbnails (issue #21): `POST /tools/inspect?aspects=thumbnails` on a 50-slide deck against
 * `soffice --convert-to pdf` + `pdftoppm -r 30` run by hand.
 *
 * Targets: every thumbnail within 1.5× of the hand-run pair; the first one within 25 % of that time; a second request
 * for the same deck (the cache) in under 100 ms. The engine runs as the app runs it, with a LibreOffice started in
 * advance; by hand, LibreOffice starts when asked.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inspectThumbnails } from '../../main/core/service-client/engine-extras';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { run as join } from '../../main/engine/tools/pptx-join';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import { loadNote, seconds } from './bench-timing';

const exec = promisify(execFile);
const SLIDES = 50;

/** Five copies of a 10-slide deck of varied themes, merged into one deck by the engine's own join. */
async function fiftySlideDeck(scratch: string): Promise<string> {
  const source = `${CORPUS_ROOT}/pptx/poi-themes.pptx`;
  const size = (await stat(source)).size;
  const inputs = await Promise.all(
    Array.from({ length: SLIDES / 10 }, async (_, i) => {
      const copy = path.join(scratch, `part-${i}.pptx`);
      await copyFile(source, copy);
      return { path: copy, name: `part-${i}.pptx`, size, mimeType: 'application/octet-stream' };
    }),
  );
  const workDir = path.join(scratch, 'join');
  await mkdir(workDir);
  const output = await join({ inputs, params: {}, workDir, signal: new AbortController().signal, reportProgress: () => {} });
  const deck = path.join(scratch, 'fifty.pptx');
  await copyFile(output.path, deck);
  return deck;
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'deckhand-bench-thumbs-'));
  // As the app runs it: a LibreOffice started in advance draws the first slide (lib/office/office-standby.ts).
  const engine = await startTestEngine({ warmOffice: true });
  try {
    const deck = await fiftySlideDeck(scratch);
    const client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
    log(loadNote());

    const byHand = async (round: number): Promise<number> => {
      const dir = path.join(scratch, `by-hand-${round}`);
      const started = performance.now();
      await exec(
        'soffice',
        [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, deck],
        { timeout: 600_000 },
      );
      await exec('pdftoppm', ['-png', '-r', '30', path.join(dir, 'fifty.pdf'), path.join(dir, 'page')]);
      const wall = performance.now() - started;
      const pages = (await readdir(dir)).filter((f) => f.endsWith('.png')).length;
      if (pages !== SLIDES) throw new Error(`pdftoppm wrote ${pages} pages, not ${SLIDES}`);
      return wall;
    };
    const ours = async (): Promise<{ first: number; all: number; cached: boolean }> => {
      const started = performance.now();
      let first = 0;
      const outcome = await inspectThumbnails(
        client,
        { path: deck, name: 'fifty.pptx' },
        { onPages: () => undefined, onThumbnail: () => (first ||= performance.now() - started) },
      );
      if (outcome.pages !== SLIDES) throw new Error(`the engine drew ${outcome.pages} pages, not ${SLIDES}`);
      return { first, all: performance.now() - started, cached: outcome.cached };
    };

    let reference = Infinity;
    let drawn = { first: Infinity, all: Infinity };
    for (let round = 0; round < 2; round++) {
      reference = Math.min(reference, await byHand(round));
      // Each round draws afresh: the cache is emptied first.
      await rm(path.join(engine.dataDir, 'thumbnails'), { recursive: true, force: true });
      const run = await ours();
      if (run.cached) throw new Error('the first request was served from the cache');
      if (run.all < drawn.all) drawn = run;
    }
    let cachedBest = Infinity;
    for (let round = 0; round < 5; round++) {
      const run = await ours();
      if (!run.cached) throw new Error('the second request was not served from the cache');
      cachedBest = Math.min(cachedBest, run.all);
    }
    log(
      `thumbnails (${SLIDES}-slide deck, 320 px PNG): all ${seconds(drawn.all)}, soffice + pdftoppm -r 30 by hand ${seconds(reference)}, ` +
        `ratio ${(drawn.all / reference).toFixed(2)} (target ≤ 1.5)`,
    );
    log(`  first thumbnail after ${seconds(drawn.first)}, ${((drawn.first / reference) * 100).toFixed(0)} % of by hand (target ≤ 25 %)`);
    log(`  second request (cache): ${cachedBest.toFixed(0)} ms (target < 100 ms)`);
  } finally {
    await engine.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
