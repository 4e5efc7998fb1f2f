/**
 * pptx.split on real corpus decks: a ZIP of single-slide decks, each checked by the package checker, and all rendered
 * with LibreOffice in one run — one page each, showing the text of the same page of the original.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx/verify-package';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { run as split } from '../../main/engine/tools/pptx-split';
import { type ToolOutput } from '../../main/engine/tools/tool';
import { ToolError } from '../../main/engine/lib/errors/tool-error';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';
import { BROKEN, CORPUS, mutateDeck, renderDecks, unzipTest, zipEntries, zipText, type RenderedDeck } from './pptx-test-support';
import { CORPUS_ROOT } from '../helpers/corpus';

const corpus = (name: string): string => join(CORPUS, name);

let scratch: string;
let aptia: { output: ToolOutput; files: string[] };
let themes: { output: ToolOutput; files: string[] };
let rendered: Map<string, RenderedDeck>;

async function splitDeck(
  path: string,
  params: { indexes?: number[] } = {},
  name?: string,
): Promise<{ output: ToolOutput; files: string[] }> {
  const { output } = await runTool(split, [{ path, name }], params);
  const dir = await mkdtemp(join(scratch, 'unzipped-'));
  unzipTest(output.path);
  execFileSync('unzip', ['-q', output.path, '-d', dir]);
  expect(zipEntries(output.path)).toEqual(output.metadata?.files);
  return { output, files: (output.metadata?.files as string[]).map((f) => join(dir, f)) };
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-pptx-split-'));
  aptia = await splitDeck(corpus('poi-aptia.pptx'));
  themes = await splitDeck(corpus('poi-themes.pptx'));
  const toRender = [corpus('poi-aptia.pptx'), ...aptia.files, corpus('poi-themes.pptx'), ...themes.files];
  const decks = await renderDecks(toRender, scratch);
  rendered = new Map(toRender.map((p, i) => [p, decks[i] as RenderedDeck]));
}, 300_000);

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

describe('pptx.split', () => {
  it('makes one valid single-slide deck per slide, named in slide order', async () => {
    expect(aptia.output.metadata).toMatchObject({ slides: 9 });
    expect(aptia.output.preview).toEqual({ fileNumber: 9 });
    expect(aptia.output.fileName).toBe('poi-aptia-slides.zip');
    expect(aptia.files.map((f) => f.split('/').pop())).toEqual(Array.from({ length: 9 }, (_, i) => `poi-aptia-slide-${i + 1}.pptx`));
    expect(themes.files.map((f) => f.split('/').pop())[0]).toBe('poi-themes-slide-01.pptx');
    for (const file of [...aptia.files, ...themes.files]) {
      const report = await verifyPackage(file);
      expect(report.problems, file).toEqual([]);
      expect(report.warnings, file).toEqual([]);
      expect(report.slides, file).toBe(1);
    }
  });

  it('gives each output exactly one page in LibreOffice, the same page as in the original', () => {
    for (const [source, outputs] of [
      [corpus('poi-aptia.pptx'), aptia.files],
      [corpus('poi-themes.pptx'), themes.files],
    ] as const) {
      const original = rendered.get(source) as RenderedDeck;
      expect(original.pages).toBe(outputs.length);
      outputs.forEach((file, i) => {
        const page = rendered.get(file) as RenderedDeck;
        expect(page.pages, file).toBe(1);
        expect(page.texts[0], file).toBe(original.texts[i]);
        expect(page.sizes[0]).toBe(original.sizes[i]);
      });
    }
  });

  it('keeps only the master and layout the slide uses, and notes only where the slide has them', () => {
    for (const file of themes.files) {
      const entries = zipEntries(file);
      expect(
        entries.filter((n) => /^ppt\/slideMasters\/slideMaster\d+\.xml$/.test(n)),
        file,
      ).toHaveLength(1);
      expect(
        entries.filter((n) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(n)),
        file,
      ).toHaveLength(1);
      expect(zipText(file, 'ppt/slideMasters/slideMaster1.xml').match(/<p:sldLayoutId /g)).toHaveLength(1);
    }
    // poi-themes has seven masters: the outputs between them use several different ones.
    const masters = new Set(themes.files.map((f) => zipText(f, 'ppt/slideMasters/slideMaster1.xml')));
    expect(masters.size).toBeGreaterThan(3);
    for (const file of aptia.files) {
      const entries = zipEntries(file);
      const hasNotes = entries.some((n) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(n));
      expect(
        entries.filter((n) => n.startsWith('ppt/notesMasters/') && n.endsWith('.xml')),
        file,
      ).toHaveLength(hasNotes ? 1 : 0);
      expect(zipText(file, 'docProps/app.xml')).toContain('<Slides>1</Slides>');
    }
    expect(aptia.files.some((f) => zipEntries(f).some((n) => n.startsWith('ppt/notesSlides/')))).toBe(true);
  });

  it('keeps each slide’s own media and nothing other slides used, so outputs are small', async () => {
    // Four one-slide decks with different media merged into one, then split again.
    const parts = ['poi-EmbeddedAudio.pptx', 'poi-EmbeddedVideo.pptx', 'poi-chart-picture-bg.pptx', 'pp-shp-movie-props.pptx'].map(corpus);
    const merged = (
      await runTool(
        join_,
        parts.map((path) => ({ path })),
        {},
      )
    ).output;
    const { files } = await splitDeck(merged.path, {}, 'media.pptx');
    expect(files).toHaveLength(4);
    const mergedSize = (await stat(merged.path)).size;
    const media = (file: string): string[] => zipEntries(file).filter((n) => /^ppt\/(media|embeddings)\//.test(n));
    for (const file of files) {
      expect((await verifyPackage(file)).problems).toEqual([]);
      expect((await stat(file)).size, file).toBeLessThan(0.6 * mergedSize);
    }
    expect(media(files[0] as string).some((n) => n.endsWith('.mp3'))).toBe(true);
    expect(media(files[0] as string).some((n) => n.endsWith('.mp4'))).toBe(false);
    expect(media(files[1] as string).some((n) => n.endsWith('.mp4'))).toBe(true);
    expect(media(files[2] as string).some((n) => n.endsWith('.xlsx'))).toBe(true);
    expect(media(files[3] as string).some((n) => n.endsWith('.mp3'))).toBe(false);
    // The media parts are the original bytes.
    const original = zipEntries(corpus('poi-EmbeddedVideo.pptx')).find((n) => n.endsWith('.mp4')) as string;
    const copied = media(files[1] as string).find((n) => n.endsWith('.mp4')) as string;
    expect(execFileSync('unzip', ['-p', files[1] as string, copied])).toEqual(
      execFileSync('unzip', ['-p', corpus('poi-EmbeddedVideo.pptx'), original]),
    );
  });

  it('extracts only the chosen slides, drops jumps to slides left behind, and unhides', async () => {
    const picked = await splitDeck(corpus('poi-aptia.pptx'), { indexes: [3, 1, 3] });
    expect(picked.output.metadata).toMatchObject({ slides: 2, files: ['poi-aptia-slide-1.pptx', 'poi-aptia-slide-3.pptx'] });
    // The per-slide facts DeckFlow's SDK dialect serves (one download per slide) name the same files.
    const slideFiles = (picked.output.metadata?.slideFiles ?? []) as Array<{ name: string; bytes: number }>;
    expect(slideFiles.map((slide) => slide.name)).toEqual(['poi-aptia-slide-1.pptx', 'poi-aptia-slide-3.pptx']);

    const jumps = await splitDeck(corpus('poi-keyframes.pptx'), { indexes: [6] });
    const file = jumps.files[0] as string;
    expect(file.endsWith('poi-keyframes-slide-06.pptx')).toBe(true);
    expect((await verifyPackage(file)).problems).toEqual([]);
    expect(zipText(corpus('poi-keyframes.pptx'), 'ppt/slides/slide6.xml')).toContain('hlinksldjump');
    expect(zipText(file, 'ppt/slides/slide1.xml')).not.toContain('hlinksldjump');
    expect(zipText(file, 'ppt/slides/_rels/slide1.xml.rels')).not.toMatch(/\/slide"/);
    expect(zipText(file, 'ppt/presentation.xml')).not.toContain('sectionLst');

    const hiddenDeck = join(scratch, 'hidden.pptx');
    await mutateDeck(corpus('pp-sld-slides.pptx'), hiddenDeck, (name, data) =>
      name === 'ppt/slides/slide2.xml' ? Buffer.from(data.toString('utf8').replace('<p:sld ', '<p:sld show="0" ')) : undefined,
    );
    const unhidden = await splitDeck(hiddenDeck, { indexes: [2] });
    expect(zipText(hiddenDeck, 'ppt/slides/slide2.xml')).toContain('show="0"');
    expect(zipText(unhidden.files[0] as string, 'ppt/slides/slide1.xml')).not.toContain('show="0"');
  });

  it('refuses a deck without slides and indexes beyond the deck', async () => {
    const failure = async (path: string, params: { indexes?: number[] }): Promise<ToolError> => {
      try {
        await runTool(split, [{ path }], params);
      } catch (error) {
        if (error instanceof ToolError) return error;
        throw error;
      }
      throw new Error('the split did not fail');
    };
    const empty = await failure(corpus('pp-no-slides.pptx'), {});
    expect(empty.code).toBe('invalid_file');
    expect(empty.message).toBe('pp-no-slides.pptx: the deck has no slides, so there is nothing to split');
    const beyond = await failure(corpus('poi-aptia.pptx'), { indexes: [2, 10] });
    expect(beyond.code).toBe('invalid_parameter');
    expect(beyond.message).toBe('indexes: slide 10 does not exist; poi-aptia.pptx has 9 slides');
    const broken = await failure(`${CORPUS_ROOT}/broken/poi-badzip.ppt`, {});
    expect(broken.code).toBe('invalid_file');
    expect((await readFile(corpus('poi-aptia.pptx'))).length).toBeGreaterThan(0);
  });

  it.each(readdirSync(BROKEN))('refuses the broken corpus file %s with invalid_file naming it', async (name) => {
    await expectToolError(runTool(split, [{ path: join(BROKEN, name) }], {}), 'invalid_file', new RegExp(name.replace(/\./g, '\\.')));
  });
});
