/**
 * pptx.join on real corpus decks, checked independently: the package checker, `unzip -t`, and LibreOffice rendering
 * both the inputs and the outputs (one soffice run) — page counts must add up and every page's text must appear
 * in upload order.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx/verify-package';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { type ToolOutput } from '../../main/engine/tools/tool';
import { contentTypeProblems, missingTargets, readZipEntries } from '../helpers/package-checks';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { CORPUS, mutateDeck, renderDecks, sldIdCount, unzipTest, zipEntries, zipText, type RenderedDeck } from './pptx-test-support';

const corpus = (name: string): string => join(CORPUS, name);

/** Varied decks: notes, comments, OLE, handout master, audio, video, SmartArt, charts with workbooks, 7 masters, a dangling relationship, no slides. */
const MANY = [
  'poi-SampleShow.pptx',
  'poi-45545_Comment.pptx',
  'poi-EmbeddedAudio.pptx',
  'poi-EmbeddedVideo.pptx',
  'poi-SmartArt.pptx',
  'poi-chart-picture-bg.pptx',
  'pp-shp-access-ole-object.pptx',
  'pp-prs-notes.pptx',
  'poi-themes.pptx',
  'pp-missing_rels_item.pptx',
  'pp-no-slides.pptx',
  'pp-cht-charts.pptx',
].map(corpus);
const WIDE = new Set(['poi-EmbeddedAudio.pptx', 'poi-EmbeddedVideo.pptx', 'poi-SmartArt.pptx', 'poi-chart-picture-bg.pptx']);
const LINK_URL = 'https://example.com/deckhand-link-check';

let scratch: string;
let linkDeck: string;
let many: ToolOutput;
let pair: ToolOutput;
let sizes: ToolOutput;
let rendered: Map<string, RenderedDeck>;

function notesCount(deck: string): number {
  return zipEntries(deck)
    .filter((n) => /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/.test(n))
    .filter((n) => zipText(deck, n).includes('/relationships/notesSlide"')).length;
}

/** pp-txt-font-typeface.pptx with its first run turned into an external hyperlink. */
async function makeLinkDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('pp-txt-font-typeface.pptx'), dest, (name, data) => {
    const text = data.toString('utf8');
    if (name === 'ppt/slides/slide1.xml') {
      return Buffer.from(
        text.replace(
          '<a:rPr lang="en-US" dirty="0" smtClean="0"/>',
          '<a:rPr lang="en-US" dirty="0" smtClean="0"><a:hlinkClick r:id="rIdLink"/></a:rPr>',
        ),
      );
    }
    if (name === 'ppt/slides/_rels/slide1.xml.rels') {
      return Buffer.from(
        text.replace(
          '</Relationships>',
          `<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${LINK_URL}" TargetMode="External"/></Relationships>`,
        ),
      );
    }
    return undefined;
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'deckhand-pptx-join-'));
  linkDeck = join(scratch, 'linked.pptx');
  await makeLinkDeck(linkDeck);
  many = (
    await runTool(
      join_,
      MANY.map((path) => ({ path })),
      {},
    )
  ).output;
  pair = (await runTool(join_, [{ path: corpus('pp-tbl-cell.pptx') }, { path: linkDeck }], { hiddens: [2] })).output;
  sizes = (await runTool(join_, [{ path: corpus('poi-chart-picture-bg.pptx') }, { path: corpus('pp-dml-fill.pptx') }], {})).output;
  const toRender = [
    ...MANY.filter((p) => sldIdCount(p) > 0),
    corpus('pp-tbl-cell.pptx'),
    linkDeck,
    corpus('pp-dml-fill.pptx'),
    many.path,
    pair.path,
    sizes.path,
  ];
  const decks = await renderDecks(toRender, scratch);
  rendered = new Map(toRender.map((p, i) => [p, decks[i] as RenderedDeck]));
}, 300_000);

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(scratch, { recursive: true, force: true });
});

const pagesOf = (path: string): RenderedDeck => {
  const deck = rendered.get(path);
  if (!deck) throw new Error(`not rendered: ${path}`);
  return deck;
};

describe('pptx.join: many varied decks', () => {
  it('writes a package that passes the structural checks and unzip -t', async () => {
    const report = await verifyPackage(many.path);
    expect(report.problems).toEqual([]);
    unzipTest(many.path);
    const counts = MANY.map(sldIdCount);
    expect(report.slides).toBe(counts.reduce((a, b) => a + b, 0));
    expect(many.metadata).toMatchObject({ slides: report.slides, sourceSlides: counts });
    expect(many.preview).toEqual({ bytes: (await readFile(many.path)).length });
    expect(many.fileName).toBe('poi-SampleShow-merged.pptx');
  });

  it('shows every slide in LibreOffice, in upload order, with the same text', () => {
    const inputs = MANY.filter((p) => sldIdCount(p) > 0).map(pagesOf);
    const out = pagesOf(many.path);
    expect(out.pages).toBe(inputs.reduce((n, d) => n + d.pages, 0));
    expect(out.texts).toEqual(inputs.flatMap((d) => d.texts));
    // Every page has the first deck's 4:3 size, including those of the 16:9 decks.
    expect(new Set(out.sizes)).toEqual(new Set(['720x540']));
  });

  it('keeps media, charts with their workbooks, OLE objects, SmartArt drawings, comments and notes', () => {
    const entries = zipEntries(many.path);
    const count = (re: RegExp): number => entries.filter((n) => re.test(n)).length;
    expect(count(/^ppt\/media\/.*\.mp3$/)).toBe(1);
    expect(count(/^ppt\/media\/.*\.mp4$/)).toBe(1);
    expect(count(/^ppt\/charts\/chart\d+\.xml$/)).toBe(2);
    expect(count(/^ppt\/embeddings\/.*\.xlsx$/)).toBe(3);
    expect(count(/^ppt\/embeddings\/oleObject\d+\.bin$/)).toBeGreaterThanOrEqual(2);
    expect(count(/^ppt\/diagrams\/drawing\d+\.xml$/)).toBe(1);
    const inputComments = MANY.map((p) => zipEntries(p).filter((n) => /^ppt\/comments\/comment\d+\.xml$/.test(n)).length).reduce(
      (a, b) => a + b,
      0,
    );
    expect(inputComments).toBeGreaterThan(0);
    expect(count(/^ppt\/comments\/comment\d+\.xml$/)).toBe(inputComments);
    expect(count(/^ppt\/commentAuthors\.xml$/)).toBe(1);
    expect(count(/^ppt\/notesMasters\/notesMaster\d+\.xml$/)).toBe(1);
    // The handout master comes from the first deck only, and poi-SampleShow has none.
    expect(count(/^ppt\/handoutMasters\/handoutMaster\d+\.xml$/)).toBe(0);
    expect(count(/^ppt\/notesSlides\/notesSlide\d+\.xml$/)).toBe(MANY.map(notesCount).reduce((a, b) => a + b, 0));
    const presentation = zipText(many.path, 'ppt/presentation.xml');
    expect(presentation.match(/<p:notesMasterId /g)).toHaveLength(1);
    // The slide with SmartArt still points at its drawing cache, and the data part names that relationship.
    const smartArtRels = entries.find((n) => /^ppt\/slides\/_rels\//.test(n) && zipText(many.path, n).includes('/diagramDrawing"'));
    const drawingRelId = /Id="([^"]+)" Type="[^"]*\/diagramDrawing"/.exec(zipText(many.path, smartArtRels ?? ''))?.[1];
    const dataPart = entries.find((n) => /^ppt\/diagrams\/data\d+\.xml$/.test(n));
    expect(drawingRelId).toBeDefined();
    expect(zipText(many.path, dataPart ?? '')).toContain(`relId="${drawingRelId}"`);
  });

  it('reports the decks it scaled, and gives each source deck its own section', () => {
    const resized = (many.metadata?.resizedDecks as Array<{ file: string; scale: number }>).map((d) => d.file);
    expect(new Set(resized)).toEqual(new Set([...WIDE]));
    expect(many.metadata?.slideSize).toEqual({ cx: 9144000, cy: 6858000 });
    const presentation = zipText(many.path, 'ppt/presentation.xml');
    const sections = [...presentation.matchAll(/<p14:section name="([^"]*)"/g)].map((m) => m[1]);
    expect(sections).toEqual(MANY.filter((p) => sldIdCount(p) > 0).map((p) => basename(p, '.pptx')));
    expect(presentation).not.toMatch(/<p:sldSz cx="12192000"/);
  });
});

describe('pptx.join: options, links and sizes', () => {
  it('writes outputs whose every relationship target exists, by the engine checker and an independent zip reader', async () => {
    for (const output of [many, pair, sizes]) {
      const report = await verifyPackage(output.path);
      expect(report.problems, output.fileName).toEqual([]);
      unzipTest(output.path);
      const parts = await readZipEntries(output.path);
      expect(missingTargets(parts), output.fileName).toEqual([]);
      expect(contentTypeProblems(parts), output.fileName).toEqual([]);
    }
    expect((await verifyPackage(pair.path)).slides).toBe(sldIdCount(corpus('pp-tbl-cell.pptx')) + sldIdCount(linkDeck));
    expect((await verifyPackage(sizes.path)).slides).toBe(3);
  });

  it('hides the slides named in hiddens, and LibreOffice leaves them out', () => {
    expect(zipText(pair.path, 'ppt/slides/slide2.xml')).toMatch(/<p:sld [^>]*show="0"/);
    expect(zipText(pair.path, 'ppt/slides/slide1.xml')).not.toMatch(/show="0"/);
    expect(pair.metadata).toMatchObject({ slides: 4, hiddenSlides: 1 });
    const expected = [...pagesOf(corpus('pp-tbl-cell.pptx')).texts, ...pagesOf(linkDeck).texts];
    expected.splice(1, 1);
    expect(pagesOf(pair.path).texts).toEqual(expected);
  });

  it('keeps an external hyperlink as an external relationship, and LibreOffice exports it', async () => {
    const rels = zipText(pair.path, 'ppt/slides/_rels/slide4.xml.rels');
    const rel = /<Relationship Id="([^"]+)" Type="[^"]*\/hyperlink" Target="([^"]+)" TargetMode="External"\/>/.exec(rels);
    expect(rel?.[2]).toBe(LINK_URL);
    expect(zipText(pair.path, 'ppt/slides/slide4.xml')).toContain(`<a:hlinkClick r:id="${rel?.[1]}"/>`);
    expect((await readFile(pagesOf(pair.path).pdf)).toString('latin1')).toContain(LINK_URL);
  });

  it('fits a 4:3 deck into a 16:9 first deck, centred, at the first deck’s size', () => {
    const out = pagesOf(sizes.path);
    expect(out.pages).toBe(3);
    expect(new Set(out.sizes)).toEqual(new Set(['960x540']));
    expect(out.texts).toEqual([...pagesOf(corpus('poi-chart-picture-bg.pptx')).texts, ...pagesOf(corpus('pp-dml-fill.pptx')).texts]);
    // Same height, so the factor is 1: every top-level shape moves right by (12192000 − 9144000) / 2.
    const offsets = (xml: string): number[] => [...xml.matchAll(/<p:spPr><a:xfrm><a:off x="(-?\d+)"/g)].map((m) => Number(m[1]));
    const before = offsets(zipText(corpus('pp-dml-fill.pptx'), 'ppt/slides/slide1.xml'));
    expect(before.length).toBeGreaterThan(0);
    expect(offsets(zipText(sizes.path, 'ppt/slides/slide2.xml'))).toEqual(before.map((x) => x + 1524000));
    expect(sizes.metadata?.autoResize).toBe(true);
    expect(sizes.metadata?.resizedDecks).toEqual([
      {
        file: 'pp-dml-fill.pptx',
        index: 2,
        slideSize: { cx: 9144000, cy: 6858000 },
        fit: 'scaled',
        scale: 1,
        box: { x: 1524000, y: 0, cx: 9144000, cy: 6858000 },
      },
    ]);
  });

  it('remaps slide jumps to the merged slides', async () => {
    const { output } = await runTool(join_, [{ path: corpus('pp-sld-slides.pptx') }, { path: corpus('poi-keyframes.pptx') }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    const source = corpus('poi-keyframes.pptx');
    // Source: slide part → position, from presentation.xml's list and its relationships.
    const presRels = zipText(source, 'ppt/_rels/presentation.xml.rels');
    const partOf = new Map([...presRels.matchAll(/Id="(rId\d+)"[^>]*\/slide" Target="slides\/(slide\d+\.xml)"/g)].map((m) => [m[1], m[2]]));
    const order = [...zipText(source, 'ppt/presentation.xml').matchAll(/<p:sldId id="\d+" r:id="(rId\d+)"\/>/g)].map((m) =>
      partOf.get(m[1] as string),
    );
    let jumps = 0;
    order.forEach((part, i) => {
      const srcTargets = [...zipText(source, `ppt/slides/_rels/${part}.rels`).matchAll(/\/slide" Target="(slide\d+\.xml)"/g)].map((m) =>
        order.indexOf(m[1]),
      );
      const outTargets = [
        ...zipText(output.path, `ppt/slides/_rels/slide${i + 4}.xml.rels`).matchAll(/\/slide" Target="slide(\d+)\.xml"/g),
      ].map((m) => Number(m[1]) - 4);
      expect(outTargets.sort()).toEqual(srcTargets.sort());
      jumps += srcTargets.length;
    });
    expect(jumps).toBeGreaterThan(10);
    const count = (deck: string, n: number): number =>
      Array.from({ length: n }, (_, i) => zipText(deck, `ppt/slides/slide${i + 1}.xml`).split('hlinksldjump').length - 1).reduce(
        (a, b) => a + b,
        0,
      );
    expect(count(output.path, 31)).toBe(count(source, 28));
  });

  it('shares identical media and masters when a deck is merged with itself, keeping ids unique', async () => {
    const video = corpus('poi-EmbeddedVideo.pptx');
    const { output } = await runTool(join_, [{ path: video }, { path: video }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    const entries = zipEntries(output.path);
    expect(entries.filter((n) => n.endsWith('.mp4'))).toHaveLength(1);
    expect(entries.filter((n) => /^ppt\/slideMasters\/slideMaster\d+\.xml$/.test(n))).toHaveLength(1);
    const creationIds = [1, 2].map((n) => /<p14:creationId [^>]*val="(\d+)"/.exec(zipText(output.path, `ppt/slides/slide${n}.xml`))?.[1]);
    expect(creationIds[0]).toBeDefined();
    expect(creationIds[0]).not.toBe(creationIds[1]);
    expect((await readFile(output.path)).length).toBeLessThan(1.2 * (await readFile(video)).length);
  });
});

/** pp-txt-font-typeface.pptx plus an embedded font it uses and one it does not, a custom show, an outline list and a show setting naming the custom show. */
