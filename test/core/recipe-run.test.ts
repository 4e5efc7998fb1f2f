/**
 * The recipe runner in core on the real local engine, in the two ways intermediates travel: downloaded and uploaded
 * again (as on DeckFlow's cloud, which cannot name another task's result), with a split's ZIP unpacked here for the
 * fan-out; and cancelled halfway, then retried from where each file stopped.
 */
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTaskFeed } from '../../main/core/live-task-feed';
import { RecipeRun } from '../../main/core/recipes/recipe-run';
import { prepareRecipe } from '../../main/core/recipes/recipe-prepare';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';

let engine: TestEngine;
let client: ServiceClient;
let work: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  work = await mkdtemp(join(tmpdir(), 'deckhand-recipe-run-'));
});
afterAll(async () => {
  await engine.close();
  await rm(work, { recursive: true, force: true });
});

async function inputs(...paths: string[]) {
  return Promise.all(paths.map(async (path) => ({ path, name: path.split('/').pop() ?? path, size: (await stat(path)).size })));
}

async function engineTasks(): Promise<number> {
  return (await client.listTasks({ maxResults: 200 })).total;
}

describe('a recipe run', () => {
  it('works where results cannot be named (the cloud): each intermediate downloaded, a split’s ZIP unpacked here', async () => {
    const files = await inputs(join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'));
    const prepared = await prepareRecipe(
      { name: 'Fonts per slide', steps: [{ type: 'pptx.split' }, { type: 'pptx.getFontInfo' }] },
      files,
      {
        tools: await client.getToolTypes(),
      },
    );
    const out = join(work, 'transfer');
    const run = new RecipeRun({ ...prepared, files, client, chaining: 'transfer', outputDir: out, deleteSaved: true });
    const state = await run.start();
    await run.dispose();
    expect(state.files).toEqual([expect.objectContaining({ status: 'ready', step: 2 })]);
    const saved = (await readdir(out)).sort();
    expect(saved).toHaveLength(2);
    for (const name of saved) expect(name).toMatch(/\.json$/);
    const report = JSON.parse(await readFile(join(out, saved[0] ?? ''), 'utf8')) as unknown;
    expect(report).toBeTypeOf('object');
    expect(await engineTasks()).toBe(0);
  });

  it('cancels every file still in the chain, then a retry takes each from where it stopped to the end', async () => {
    const files = await inputs(join(CORPUS_ROOT, 'ppt/poi-SampleShow.ppt'), join(CORPUS_ROOT, 'ppt/poi-WithMaster.ppt'));
    const prepared = await prepareRecipe(
      { name: 'Legacy to PDF', steps: [{ type: 'convertor.ppt2pptx' }, { type: 'convertor.ppt2pdf' }] },
      files,
      { tools: await client.getToolTypes() },
    );
    const out = join(work, 'cancelled');
    const created: string[] = [];
    // Every step waits on one live feed of the engine's tasks (as the app's TaskCenter serves them), never a stream of its own.
    const feed = new LiveTaskFeed(client);
    const followed: string[] = [];
    const run = new RecipeRun({
      ...prepared,
      files,
      client,
      chaining: 'engine',
      follow: (taskId, onUpdate, signal) => {
        followed.push(taskId);
        return feed.follow(taskId, onUpdate, signal);
      },
      outputDir: out,
      deleteSaved: true,
      onTaskCreated: (id) => created.push(id),
    });
    const done = run.start();
    // Cancelled once the first task runs on the engine (LibreOffice takes a second or more for each step).
    await expect.poll(() => created.length).toBeGreaterThan(0);
    await run.cancel();
    const cancelled = await done;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.files.map((file) => file.status)).toEqual(['cancelled', 'cancelled']);
    // What was running is gone from the engine; only what a cancelled file holds for its retry may stay.
    expect(await engineTasks()).toBeLessThanOrEqual(2);

    expect(run.retry()).toBe(2);
    const retried = await run.settled();
    expect(retried.status).toBe('finished');
    expect(retried.files.map((file) => [file.status, file.step])).toEqual([
      ['ready', 2],
      ['ready', 2],
    ]);
    expect((await readdir(out)).sort()).toEqual(['poi-SampleShow.pdf', 'poi-WithMaster.pdf']);
    await run.dispose();
    feed.close();
    expect(await engineTasks()).toBe(0);
    // Each file's two steps (and the cancelled first tries) were followed there.
    expect(new Set(followed).size).toBeGreaterThanOrEqual(4);
    expect(followed).toEqual(expect.arrayContaining(created));
  });
});
