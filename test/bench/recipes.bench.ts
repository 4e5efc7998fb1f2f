/**
 * A 20-file batch through a 2-step recipe (Embed fonts, then Deck fonts to check them) on the local engine, against
 * the same two tools called one by one through the API (create, wait, download, upload the download to the next
 * tool, wait, download), both with 4 files in flight. Each deck carries ~6 MB of photos, so what the recipe saves is
 * the intermediate deck's round trip: it stays on the engine. Target: the recipe is not slower; faster is the aim.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConcurrencyLimit } from '../../main/core/recipes/concurrency-limit';
import { RecipeRun } from '../../main/core/recipes/recipe-run';
import { prepareRecipe } from '../../main/core/recipes/recipe-prepare';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { startEngine } from '../../main/engine/server';
import { buildPhotoDeck } from '../helpers/photo-deck';
import { BENCH_CACHE, bestOf, loadNote, seconds } from './bench-timing';

const FILES = 20;
const IN_FLIGHT = 4;
const DECK = join(BENCH_CACHE, 'recipes-photos-3x3000x2000.pptx');
const RECIPE = {
  name: 'Embed and check fonts',
  steps: [{ type: 'pptx.embedFonts', params: { usedFonts: ['Roboto'] } }, { type: 'pptx.getFontInfo' }],
};

async function photoDeck(): Promise<string> {
  if (existsSync(DECK)) return DECK;
  mkdirSync(BENCH_CACHE, { recursive: true });
  const partial = `${DECK}.partial.pptx`;
  await buildPhotoDeck(partial, {
    slides: Array.from({ length: 3 }, () => [{ width: 3000, height: 2000, inches: { w: 9, h: 6 } }]),
    seed: 7,
  });
  await copyFile(partial, DECK);
  await rm(partial, { force: true });
  return DECK;
}

/** The two tools one after the other for each file, through the public API only: every intermediate comes back here. */
async function oneByOne(client: ServiceClient, files: string[], out: string): Promise<void> {
  const limit = new ConcurrencyLimit(IN_FLIGHT);
  await Promise.all(
    files.map((file, index) =>
      limit.run(async () => {
        const first = await client.createTask({ type: 'pptx.embedFonts', params: { usedFonts: ['Roboto'] }, files: [{ path: file }] });
        const embedded = await client.followTask(first.id, () => undefined);
        const middle = join(out, `${index}-embedded.pptx`);
        await client.download(embedded, middle);
        const second = await client.createTask({ type: 'pptx.getFontInfo', files: [{ path: middle }] });
        const info = await client.followTask(second.id, () => undefined);
        await client.download(info, join(out, `${index}-fonts.json`));
        await Promise.all([client.deleteTask(first.id), client.deleteTask(second.id), rm(middle)]);
      }),
    ),
  );
}

async function recipe(client: ServiceClient, files: string[], out: string): Promise<void> {
  const inputs = await Promise.all(
    files.map(async (path) => ({ path, name: path.split('/').pop() ?? path, size: (await stat(path)).size })),
  );
  const prepared = await prepareRecipe(RECIPE, inputs, { tools: await client.getToolTypes() });
  const run = new RecipeRun({
    ...prepared,
    files: inputs,
    client,
    chaining: 'engine',
    outputDir: out,
    deleteSaved: true,
    concurrency: IN_FLIGHT,
  });
  const state = await run.start();
  await run.dispose();
  const failed = state.files.filter((file) => file.status !== 'ready');
  if (failed.length > 0) throw new Error(`the recipe failed: ${failed.map((file) => file.error?.message).join('; ')}`);
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const deck = await photoDeck();
  const scratch = await mkdtemp(join(tmpdir(), 'deckhand-bench-recipes-'));
  const engine = await startEngine({ dataDir: join(scratch, 'engine'), port: 0, ollamaUrl: null });
  try {
    const files = await Promise.all(
      Array.from({ length: FILES }, async (_, index) => {
        const copy = join(scratch, `deck-${String(index + 1).padStart(2, '0')}.pptx`);
        await copyFile(deck, copy);
        return copy;
      }),
    );
    const size = (await stat(deck)).size;
    log(`${FILES} decks of ${(size / 1e6).toFixed(1)} MB, ${IN_FLIGHT} in flight; ${loadNote()}`);
    const client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
    let round = 0;
    const fresh = async (): Promise<string> => mkdtemp(join(scratch, `out-${round++}-`));
    const best = await bestOf(
      2,
      async () => recipe(client, files, await fresh()),
      async () => oneByOne(client, files, await fresh()),
    );
    log(`recipe (intermediates stay on the engine): ${seconds(best.ours.wall)} wall, ${seconds(best.ours.cpu)} CPU here`);
    log(`one by one through the API:               ${seconds(best.reference.wall)} wall, ${seconds(best.reference.cpu)} CPU here`);
    log(
      `recipe / one by one: ${(best.ours.wall / best.reference.wall).toFixed(2)}× the time; ${((FILES * 2 * size) / 1e6).toFixed(0)} MB of intermediates not downloaded and uploaded again (target ≤ 1.00×)`,
    );
  } finally {
    await engine.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
