/**
 * file.compress on a photo-heavy deck: 20 slides, each with a 4000×3000 camera-like JPEG shown at a fraction of that
 * (alternately full-slide and quarter-slide), cached in the system's temp folder (deckhand-bench/). Targets: ≥ 40 % smaller, worst SSIM ≥ 0.95.
 * Reference: the same deck repacked with `zip -9` (container recompression only, pictures untouched).
 * Then the three levels side by side (Best quality, Balanced, Smallest) on that deck and on the corpus's most
 * picture-heavy decks: Smallest must come out clearly below Balanced where pictures are shown smaller than they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../main/engine/tools/file-compress';
import { buildPhotoDeck, type PhotoSpec } from '../helpers/photo-deck';
import { BENCH_CACHE } from './bench-timing';
import { CORPUS_ROOT } from '../helpers/corpus';

const LEVELS = ['best', 'balanced', 'smallest'] as const;
const CORPUS_DECKS = ['pptx/poi-bug64693.pptx', 'pptx/pp-dml-fill.pptx', 'pptx/poi-chart-picture-bg.pptx', 'pptx/az-SlideMasters.pptx'];

const DECK = join(BENCH_CACHE, 'compress-photos-20x4000x3000.pptx');

async function photoDeck(): Promise<string> {
  if (existsSync(DECK)) return DECK;
  mkdirSync(BENCH_CACHE, { recursive: true });
  const slides: PhotoSpec[][] = Array.from({ length: 20 }, (_, i) =>
    i % 2 === 0
      ? [{ width: 4000, height: 3000, inches: { w: 9, h: 6.75 } }]
      : [{ width: 4000, height: 3000, inches: { w: 4.5, h: 3.375 } }],
  );
  const partial = `${DECK}.partial`;
  await buildPhotoDeck(partial, { slides, seed: 2024 });
  execFileSync('mv', [partial, DECK]);
  return DECK;
}

function zipNineReference(deck: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'deckhand-bench-zip-'));
  try {
    execFileSync('unzip', ['-q', deck, '-d', join(dir, 'x')]);
    execFileSync('zip', ['-q', '-9', '-r', '-X', join(dir, 'ref.pptx'), '.'], { cwd: join(dir, 'x') });
    return statSync(join(dir, 'ref.pptx')).size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const generated = performance.now();
  const deck = await photoDeck();
  const inputSize = statSync(deck).size;
  log(
    `input: 20 slides, 20 photos 4000×3000, ${(inputSize / 1e6).toFixed(1)} MB (ready in ${((performance.now() - generated) / 1000).toFixed(1)} s)`,
  );

  const workDir = mkdtempSync(join(tmpdir(), 'deckhand-bench-compress-'));
  try {
    const started = performance.now();
    const output = await run({
      inputs: [{ path: deck, name: 'photos.pptx', size: inputSize, mimeType: 'application/octet-stream' }],
      params: {},
      workDir,
      signal: new AbortController().signal,
      reportProgress: () => {},
    });
    const seconds = (performance.now() - started) / 1000;
    const meta = output.metadata as {
      outputSize: number;
      savedPercent: number;
      worstSsim: number | null;
      pictures: Record<string, number>;
    };
    log(
      `file.compress: ${(meta.outputSize / 1e6).toFixed(2)} MB, ${meta.savedPercent}% smaller (target ≥ 40%), ` +
        `worst SSIM ${meta.worstSsim?.toFixed(4) ?? 'n/a'} (target ≥ 0.95), ${seconds.toFixed(1)} s, pictures ${JSON.stringify(meta.pictures)}`,
    );
    for (const [label, path] of [['photo deck', deck], ...CORPUS_DECKS.map((name) => [name, join(CORPUS_ROOT, name)])] as const) {
      const size = statSync(path).size;
      const sizes: string[] = [];
      for (const preset of LEVELS) {
        const levelDir = mkdtempSync(join(workDir, `${preset}-`));
        const made = await run({
          inputs: [{ path, name: 'deck.pptx', size, mimeType: 'application/octet-stream' }],
          params: { preset },
          workDir: levelDir,
          signal: new AbortController().signal,
          reportProgress: () => {},
        });
        const outputSize = (made.metadata as { outputSize: number }).outputSize;
        sizes.push(`${preset} ${(outputSize / 1e3).toFixed(0)} KB (${(((size - outputSize) / size) * 100).toFixed(1)}%)`);
      }
      log(`levels on ${label} (${(size / 1e3).toFixed(0)} KB): ${sizes.join(', ')}`);
    }
    const refStarted = performance.now();
    const reference = zipNineReference(deck);
    log(
      `reference zip -9 repack: ${(reference / 1e6).toFixed(2)} MB, ${(((inputSize - reference) / inputSize) * 100).toFixed(1)}% smaller, ` +
        `${((performance.now() - refStarted) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
