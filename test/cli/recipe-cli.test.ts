/**
 * Recipes through the `deckhand` command line on the real local engine: a 4-step chain on a legacy .ppt with every
 * intermediate looked at, a fan-out (slide pictures, each resized), recipes refused before anything runs, and the
 * engine left with no task behind.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FILE_NAME } from '../../main/engine/engine-address';
import type { RecipeRunState } from '../../shared/contract/recipes';
import { CORPUS_ROOT } from '../helpers/corpus';
import { runCli, shareEngine } from '../helpers/deckhand-cli';
import { startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { readZipEntries } from '../helpers/package-checks';

// These tests hold the recipe runner; the layout check its Translate step also runs (one more LibreOffice render, in
// the engine the CLI starts, which inherits this setting) is tested in translation-layout.test.ts.
process.env.DECKHAND_LAYOUT_CHECK = '0';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'deckhand-recipe-cli-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function slideTexts(parts: Map<string, Buffer>): string {
  return [...parts.entries()]
    .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .map(([, xml]) => [...xml.toString('utf8').matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]).join(' '))
    .join(' ');
}

function slideCount(parts: Map<string, Buffer>): number {
  return [...parts.keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

async function onlyFile(folder: string): Promise<string> {
  const names = await readdir(folder);
  expect(names).toHaveLength(1);
  return join(folder, names[0] ?? '');
}

describe('deckhand run on an engine it starts itself', () => {
  it('takes a .ppt through PPT to PPTX, Translate en→es, Embed fonts and Convert to PDF, each step as it should be', async () => {
    const data = join(work, 'own-engine');
    const recipe = join(work, 'four-steps.json');
    await writeFile(
      recipe,
      JSON.stringify({
        name: 'Legacy deck to a Spanish PDF',
        steps: [
          { type: 'convertor.ppt2pptx' },
          { type: 'translation', params: { from: 'en', to: 'es', provider: 'apertium' } },
          { type: 'pptx.embedFonts', params: { usedFonts: ['Roboto'] } },
          { type: 'convertor.ppt2pdf' },
        ],
      }),
    );
    const out = join(work, 'four-out');
    const steps = join(work, 'four-steps');
    const ran = await runCli([
      'run',
      recipe,
      join(CORPUS_ROOT, 'ppt/poi-SampleShow.ppt'),
      '-o',
      `${out}/`,
      '--save-steps',
      steps,
      '--data',
      data,
      '--json',
    ]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const state = JSON.parse(ran.stdout) as RecipeRunState;
    expect(state.files).toEqual([expect.objectContaining({ name: 'poi-SampleShow.ppt', status: 'ready', step: 4 })]);

    // Step 1: the legacy deck as a .pptx, its English slides intact.
    const pptx = await readZipEntries(await onlyFile(join(steps, '01-convertor.ppt2pptx')));
    expect(slideCount(pptx)).toBe(2);
    expect(slideTexts(pptx)).toContain('This is the second slide');
    // Step 2: the same slides in Spanish.
    const spanish = await readZipEntries(await onlyFile(join(steps, '02-translation')));
    expect(slideCount(spanish)).toBe(2);
    expect(slideTexts(spanish)).toMatch(/segundo/);
    expect(slideTexts(spanish)).not.toContain('This is the second slide');
    // Step 3: Roboto embedded in the deck.
    const embedded = await readZipEntries(await onlyFile(join(steps, '03-pptx.embedFonts')));
    expect([...embedded.keys()].some((name) => /^ppt\/fonts\/.+\.fntdata$/.test(name))).toBe(true);
    expect(embedded.get('ppt/presentation.xml')?.toString('utf8')).toMatch(/<p:embeddedFont>.*typeface="Roboto"/s);
    expect(slideTexts(embedded)).toMatch(/segundo/);
    // Step 4: a 2-page PDF of the Spanish deck, which is also the run's output.
    const pdfPath = await onlyFile(join(steps, '04-convertor.ppt2pdf'));
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m);
    expect(execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' })).toMatch(/segundo/);
    const output = await onlyFile(out);
    expect(state.files[0]?.outputs).toEqual([expect.objectContaining({ path: output })]);
    expect(await readFile(output)).toEqual(await readFile(pdfPath));

    // The engine it started is stopped again, and it left no task behind (intermediates and the output's task).
    expect(existsSync(join(data, ADDRESS_FILE_NAME))).toBe(false);
    const listed = await runCli(['tasks', 'list', '--json', '--data', data]);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({ tasks: [], total: 0 });
  });
});

describe('deckhand on an engine that already runs', () => {
  let engine: TestEngine;
  let unshare: () => Promise<void>;

  beforeAll(async () => {
    engine = await startTestEngine({ testTools: false });
    unshare = await shareEngine(engine);
  });
  afterAll(async () => {
    await unshare();
    await engine.close();
  });

  const engineTasks = async (): Promise<number> => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, { headers: { authorization: `Bearer ${engine.key}` } });
    return ((await response.json()) as unknown[]).length;
  };

  it('fans out: every slide picture of a deck is resized on its own', async () => {
    const recipe = join(work, 'pictures.json');
    await writeFile(
      recipe,
      JSON.stringify({
        name: 'Small slide pictures',
        steps: [
          { type: 'convertor.ppt2image', params: { resolution: 1080, format: 'png' } },
          { type: 'image.resize', params: { maxWidth: 320 } },
        ],
      }),
    );
    const out = join(work, 'pictures-out');
    const ran = await runCli(['run', recipe, join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx'), '-o', out, '--data', engine.dataDir]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const pictures = (await readdir(out)).sort();
    expect(pictures).toHaveLength(2);
    expect(ran.stdout.trim().split('\n').sort()).toEqual(pictures.map((name) => join(out, name)));
    for (const name of pictures) {
      const meta = await sharp(join(out, name)).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(320);
    }
    expect(await engineTasks()).toBe(0);
  });

  it('fans out and gathers: two decks split into single slides, then every slide merged back into one deck', async () => {
    const recipe = join(work, 'split-join.json');
    await writeFile(recipe, JSON.stringify({ name: 'Split and merge', steps: [{ type: 'pptx.split' }, { type: 'pptx.join' }] }));
    const output = join(work, 'all-slides.pptx');
    const inputs = ['poi-SampleShow.pptx', 'poi-table-with-theme.pptx'].map((name) => join(CORPUS_ROOT, 'pptx', name));
    const ran = await runCli(['run', recipe, ...inputs, '-o', output, '--data', engine.dataDir, '--json']);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const state = JSON.parse(ran.stdout) as RecipeRunState;
    // Both files went into the one merge: they share its output.
    expect(state.files.map((file) => [file.status, file.outputs.map((o) => o.path)])).toEqual([
      ['ready', [output]],
      ['ready', [output]],
    ]);
    expect(slideCount(await readZipEntries(output))).toBe(3);
    expect(await engineTasks()).toBe(0);
  });

  it('runs one tool on several files: deckhand image.resize *.png --param maxWidth=64 -o folder/', async () => {
    const out = join(work, 'resized');
    const inputs = ['poi-GaiaTestImg.png', 'poi-nature1.png'].map((name) => join(CORPUS_ROOT, 'images', name));
    const ran = await runCli(['image.resize', ...inputs, '--param', 'maxWidth=64', '-o', `${out}/`, '--data', engine.dataDir]);
    expect(ran.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['poi-GaiaTestImg-64w.png', 'poi-nature1-64w.png']);
    for (const name of await readdir(out)) expect((await sharp(join(out, name)).metadata()).width).toBe(64);
  });

  it('words a file the engine refused by its reason in the terminal’s language (LANG=de_DE.UTF-8)', async () => {
    // Text named .pptx: the engine refuses it at intake by what its content is (`content-mismatch`).
    const fake = join(work, 'fake.pptx');
    await writeFile(fake, 'This is a plain text file, not a deck.\n');
    const german = await runCli(['convertor.ppt2pdf', fake, '-o', join(work, 'never.pdf'), '--data', engine.dataDir], {
      LANG: 'de_DE.UTF-8',
    });
    expect(german.code).not.toBe(0);
    expect(german.stderr).toContain(
      'fake.pptx: fehlgeschlagen bei Schritt 1 (In PDF umwandeln): „fake.pptx“ ist eine .txt-Datei, keine .pptx-Datei. In PDF umwandeln nimmt Dateien vom Typ .ppt, .pptx, .odp oder .key.',
    );
    expect(german.stderr).not.toContain('is a plain text file');
    expect(await engineTasks()).toBe(0);
  });

  it('refuses a recipe before anything runs: not JSON, an unknown tool, wrong params, a step that cannot follow', async () => {
    const deck = join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx');
    const cases: [string, string, RegExp][] = [
      ['broken.json', '{"name": "x", "steps": [', /broken\.json is not valid JSON/],
      [
        'unknown.json',
        JSON.stringify({ name: 'x', steps: [{ type: 'file.compress' }, { type: 'pptx.fold' }] }),
        /Step 2: there is no tool “pptx\.fold”/,
      ],
      [
        'params.json',
        JSON.stringify({ name: 'x', steps: [{ type: 'convertor.ppt2pdf' }, { type: 'pptx.embedFonts', params: { usedFonts: [] } }] }),
        /Step 2 \(Embed fonts\): Invalid params for pptx\.embedFonts: params\.usedFonts must have at least 1 item/,
      ],
      [
        'chain.json',
        JSON.stringify({ name: 'x', steps: [{ type: 'convertor.ppt2pdf' }, { type: 'pptx.join' }] }),
        /Step 2 \(Merge decks\): Merge decks cannot follow Convert to PDF: it takes decks, the step before makes a PDF\./,
      ],
    ];
    for (const [name, text, message] of cases) {
      await writeFile(join(work, name), text);
      const ran = await runCli(['run', join(work, name), deck, '-o', join(work, 'never'), '--data', engine.dataDir]);
      expect(ran.stderr).toMatch(message);
      expect(ran.code).toBe(2);
    }
    // Under a German terminal the same refusal is German, tools named by their German titles (shared/i18n/recipes/).
    const german = await runCli(['run', join(work, 'chain.json'), deck, '-o', join(work, 'never'), '--data', engine.dataDir], {
      LANG: 'de_DE.UTF-8',
    });
    expect(german.stderr).toBe(
      'deckhand: Schritt 2 (Präsentationen zusammenführen): „Präsentationen zusammenführen“ kann nicht auf „In PDF umwandeln“ folgen: Es nimmt Präsentationen, der Schritt davor erzeugt ein PDF.\n',
    );
    expect(german.code).toBe(2);
    // `deckhand tools` names each tool by its German title too.
    const tools = await runCli(['tools', '--data', engine.dataDir], { LANG: 'de_DE.UTF-8' });
    expect(tools.stdout).toMatch(/^pptx\.join +Präsentationen zusammenführen$/m);
    expect(existsSync(join(work, 'never'))).toBe(false);
    expect(await engineTasks()).toBe(0);
  });

  it('says why a file failed, with the step, and exits 1', async () => {
    const broken = join(work, 'broken.pptx');
    await writeFile(broken, 'this is not a deck');
    const ran = await runCli(['run', 'Compress everything', broken, '-o', join(work, 'compressed'), '--data', engine.dataDir]);
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/^broken\.pptx: failed at step 1 \(Compress files\): .+/m);
  });
});
