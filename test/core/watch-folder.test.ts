/**
 * Watch folders on the real local engine: files dropped in go through the recipe once each, a broken one is set
 * apart with a note, a restart processes nothing twice, and a folder that disappears pauses the watch until resumed.
 */
import { copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { WatchFolder } from '../../main/core/watch/watch-folder';
import type { WatchOutcome } from '../../main/core/watch/watch-folder';
import type { WatchFolderStatus } from '../../shared/contract/recipes';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';

let engine: TestEngine;
let work: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  work = await mkdtemp(join(tmpdir(), 'deckhand-watch-'));
});
afterAll(async () => {
  await engine.close();
  await rm(work, { recursive: true, force: true });
});

const recipe = { version: 1, name: 'Small pictures', steps: [{ type: 'image.resize', params: { maxWidth: 48 } }] };

function watcher(
  dir: string,
  out: string,
  outcomes: WatchOutcome[],
  statuses: WatchFolderStatus[] = [],
  extra: Partial<ConstructorParameters<typeof WatchFolder>[0]> = {},
): WatchFolder {
  const client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  return new WatchFolder({
    id: 'w1',
    dir,
    outputDir: out,
    recipe,
    backend: () => Promise.resolve({ client, chaining: 'engine', tools: () => client.getToolTypes() }),
    settleMs: 300,
    onOutcome: (outcome) => outcomes.push(outcome),
    onChange: (status) => statuses.push(status),
    ...extra,
  });
}

/** Drops a file in whole: written beside the folder, then renamed into it (as a finished download appears). */
async function drop(dir: string, name: string, from: string | Buffer): Promise<void> {
  const temp = join(work, `incoming-${name}`);
  if (typeof from === 'string') await copyFile(from, temp);
  else await writeFile(temp, from);
  await rename(temp, join(dir, name));
}

const of = <K extends WatchOutcome['kind']>(outcomes: WatchOutcome[], kind: K) =>
  outcomes.filter((outcome): outcome is Extract<WatchOutcome, { kind: K }> => outcome.kind === kind);

describe('a watch folder', () => {
  it('processes 5 files once each (4 outputs, 1 failure set apart with a note), and nothing twice after a restart', async () => {
    const dir = join(work, 'inbox');
    const out = join(work, 'outbox');
    await mkdir(dir);
    const outcomes: WatchOutcome[] = [];
    const first = watcher(dir, out, outcomes);
    await first.start();
    expect(of(outcomes, 'caught-up')).toEqual([{ kind: 'caught-up', queued: 0 }]);

    const pictures = ['poi-GaiaTestImg.png', 'poi-nature1.png', 'poi-nature1.jpg', 'poi-clock.jpg'];
    for (const name of pictures) await drop(dir, name, join(CORPUS_ROOT, 'images', name));
    await drop(dir, 'broken.png', Buffer.from('not a picture at all'));
    await expect.poll(() => of(outcomes, 'done').length + of(outcomes, 'failed').length).toBe(5);
    await first.stop();

    expect(
      of(outcomes, 'done')
        .map((outcome) => outcome.name)
        .sort(),
    ).toEqual([...pictures].sort());
    const made = (await readdir(out)).filter((name) => !name.startsWith('.') && name !== 'failed').sort();
    expect(made).toHaveLength(4);
    for (const name of made) expect((await sharp(join(out, name)).metadata()).width).toBe(48);
    const [failure] = of(outcomes, 'failed');
    expect(failure).toMatchObject({ name: 'broken.png', note: join(out, 'failed', 'broken.png.error.txt') });
    expect((await readdir(join(out, 'failed'))).sort()).toEqual(['broken.png', 'broken.png.error.txt']);
    expect(await readFile(join(out, 'failed', 'broken.png.error.txt'), 'utf8')).toContain(
      `Why: At step 1 (Resize images): ${failure?.reason}`,
    );
    // The originals are left as they were.
    expect((await readdir(dir)).sort()).toEqual([...pictures, 'broken.png'].sort());
    expect(await readFile(join(dir, 'poi-clock.jpg'))).toEqual(await readFile(join(CORPUS_ROOT, 'images/poi-clock.jpg')));

    // A restart sees every file again, and processes none of them: the ledger knows them all.
    const again: WatchOutcome[] = [];
    const second = watcher(dir, out, again);
    await second.start();
    await expect.poll(() => of(again, 'skipped').length).toBe(5);
    // It still takes new files: one more picture comes out, and only that one.
    await drop(dir, 'poi-abstract2.jpg', join(CORPUS_ROOT, 'images/poi-abstract2.jpg'));
    await expect.poll(() => of(again, 'done').map((outcome) => outcome.name)).toEqual(['poi-abstract2.jpg']);
    await second.stop();
    expect(of(again, 'failed')).toEqual([]);
    expect((await readdir(out)).filter((name) => !name.startsWith('.') && name !== 'failed')).toHaveLength(5);
    expect(await readdir(join(out, 'failed'))).toHaveLength(2);
  });

  it('pauses with the reason when its folder disappears, and catches up once resumed', async () => {
    const dir = join(work, 'moving');
    const out = join(work, 'moving-out');
    await mkdir(dir);
    const outcomes: WatchOutcome[] = [];
    const statuses: WatchFolderStatus[] = [];
    const watch = watcher(dir, out, outcomes, statuses);
    await watch.start();
    await rm(dir, { recursive: true });
    await expect.poll(() => watch.status()).toMatchObject({ state: 'paused', reason: expect.stringMatching(/is gone/) as unknown });
    expect(of(outcomes, 'paused')).toHaveLength(1);

    // Resumed while still gone: paused again, saying so.
    await watch.resume();
    expect(watch.status()).toMatchObject({ state: 'paused', reason: expect.stringMatching(/is not there/) as unknown });

    // Back, with a file that arrived meanwhile: resuming catches it up.
    await mkdir(dir);
    await drop(dir, 'poi-nature1.png', join(CORPUS_ROOT, 'images/poi-nature1.png'));
    await watch.resume();
    await expect.poll(() => of(outcomes, 'done').map((outcome) => outcome.name)).toEqual(['poi-nature1.png']);
    expect(watch.status()).toMatchObject({ state: 'watching', done: 1, failed: 0 });
    await watch.stop();
    expect(statuses.some((status) => status.state === 'paused')).toBe(true);
  });

  it('refuses an output folder that is the watch folder under another name (a symlink): no outputs of outputs', async () => {
    const dir = join(work, 'loop-in');
    await mkdir(dir);
    const out = join(work, 'loop-out');
    await symlink(dir, out);
    const statuses: WatchFolderStatus[] = [];
    const watch = watcher(dir, out, [], statuses);
    await watch.start();
    await drop(dir, 'a.png', join(CORPUS_ROOT, 'images', 'poi-clock.jpg'));
    expect(watch.status()).toMatchObject({ state: 'paused', reason: expect.stringContaining('is the watch folder itself') as unknown });
    await watch.stop();
    expect(await readdir(dir)).toEqual(['a.png']);
    // The reason in the app's language (core's words, shared/i18n/recipes/library-watch-messages.ts).
    const german = watcher(dir, dir, [], [], { id: 'w-de', ledgerPath: join(work, 'de-ledger.json'), words: () => catalogWording('de') });
    await german.start();
    expect(german.status()).toMatchObject({ state: 'paused', reason: 'Der Ausgabeordner darf nicht der überwachte Ordner selbst sein.' });
    await german.stop();
    const missing = join(work, 'not-here');
    const french = watcher(missing, out, [], [], {
      id: 'w-fr',
      ledgerPath: join(work, 'fr-ledger.json'),
      words: () => catalogWording('fr'),
    });
    await french.start();
    expect(french.status()).toMatchObject({ state: 'paused', reason: `Le dossier surveillé ${missing} n’existe pas.` });
    await french.stop();
  });

  it('leaves alone a link to a file outside the folder, copies no refused file larger than a tool takes, and clears a stale failure', async () => {
    const dir = join(work, 'guarded');
    const out = join(work, 'guarded-out');
    await mkdir(dir);
    const secret = join(work, 'secret-outside');
    await writeFile(secret, 'root:x:0:0:root:/root:/bin/bash\n');
    await symlink(secret, join(dir, 'passwd.png'));
    const outcomes: WatchOutcome[] = [];
    const watch = watcher(dir, out, outcomes, [], { maxSetApartBytes: 1000 });
    await watch.start();
    await expect.poll(() => of(outcomes, 'skipped').map((outcome) => outcome.name)).toContain('passwd.png');

    // Refused and larger than the cap: noted, not copied.
    await drop(dir, 'big.png', Buffer.alloc(5000, 7));
    await expect.poll(() => of(outcomes, 'failed').map((outcome) => outcome.name)).toContain('big.png');
    const failed = await readdir(join(out, 'failed'));
    expect(failed).toEqual(['big.png.error.txt']);
    expect(await readFile(join(out, 'failed', 'big.png.error.txt'), 'utf8')).toContain('not copied here');

    // The same name again, whole this time: done, and the old failure's note goes.
    await drop(dir, 'big.png', join(CORPUS_ROOT, 'images', 'poi-clock.jpg'));
    await expect.poll(() => of(outcomes, 'done').map((outcome) => outcome.name)).toContain('big.png');
    expect(await readdir(join(out, 'failed'))).toEqual([]);
    await watch.stop();
    expect(of(outcomes, 'failed').map((outcome) => outcome.name)).not.toContain('passwd.png');
  });
});
