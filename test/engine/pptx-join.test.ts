/**
 * pptx.join on real corpus decks, checked independently: the package checker, `unzip -t`, and LibreOffice rendering
 * both the inputs and the outputs (one soffice run) — page counts must add up and every page's text must appear
 * in upload order.
 */
import { execFileSync } from 'node:child_process';
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/pptx/verify-package';
import { run as join_ } from '../../main/engine/tools/pptx-join';
import { run as split } from '../../main/engine/tools/pptx-split';
import { ToolError, type ToolOutput } from '../../main/engine/tools/tool';
import { contentTypeProblems, missingTargets, readZipEntries } from '../helpers/package-checks';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import {
  BROKEN,
  CORPUS,
  mutateDeck,
  renderDecks,
  sldIdCount,
  unzipTest,
  zipEntries,
  zipText,
  type RenderedDeck,
} from './pptx-test-support';

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
async function makeRichDeck(dest: string): Promise<void> {
  await mutateDeck(
    corpus('pp-txt-font-typeface.pptx'),
    dest,
    (name, data) => {
      const text = data.toString('utf8');
      if (name === 'ppt/presentation.xml') {
        return Buffer.from(
          text
            .replace('saveSubsetFonts="1"', 'saveSubsetFonts="1" embedTrueTypeFonts="1"')
            .replace(
              /(<p:notesSz [^>]*\/>)/,
              '$1<p:embeddedFontLst><p:embeddedFont><p:font typeface="Arial Black"/><p:regular r:id="rIdF1"/></p:embeddedFont>' +
                '<p:embeddedFont><p:font typeface="Unused Face"/><p:regular r:id="rIdF2"/></p:embeddedFont></p:embeddedFontLst>' +
                '<p:custShowLst><p:custShow name="Short" id="0"><p:sldLst><p:sld r:id="rId2"/></p:sldLst></p:custShow></p:custShowLst>',
            ),
        );
      }
      if (name === 'ppt/_rels/presentation.xml.rels') {
        const font = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/font';
        return Buffer.from(
          text.replace(
            '</Relationships>',
            `<Relationship Id="rIdF1" Type="${font}" Target="fonts/font1.fntdata"/><Relationship Id="rIdF2" Type="${font}" Target="fonts/font2.fntdata"/></Relationships>`,
          ),
        );
      }
      if (name === '[Content_Types].xml')
        return Buffer.from(text.replace('</Types>', '<Default Extension="fntdata" ContentType="application/x-fontdata"/></Types>'));
      if (name === 'ppt/viewProps.xml') {
        return Buffer.from(
          text.replace(
            '</p:slideViewPr>',
            '</p:slideViewPr><p:outlineViewPr><p:cViewPr><p:scale><a:sx n="33" d="100"/><a:sy n="33" d="100"/></p:scale><p:origin x="0" y="0"/></p:cViewPr><p:sldLst><p:sld r:id="rId1" collapse="1"/></p:sldLst></p:outlineViewPr>',
          ),
        );
      }
      if (name === 'ppt/presProps.xml')
        return Buffer.from(text.replace('<p:extLst>', '<p:showPr showNarration="1"><p:custShow id="0"/></p:showPr><p:extLst>'));
      return undefined;
    },
    {
      'ppt/fonts/font1.fntdata': Buffer.alloc(2048, 1),
      'ppt/fonts/font2.fntdata': Buffer.alloc(2048, 2),
      // PowerPoint gives viewProps its own relationships to the slides its outline list names.
      'ppt/_rels/viewProps.xml.rels':
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide1.xml"/></Relationships>',
    },
  );
}

describe('pptx.join: presentation-level parts', () => {
  it('keeps used embedded fonts once, remaps custom shows, drops the outline list', async () => {
    const rich = join(scratch, 'rich.pptx');
    await makeRichDeck(rich);
    expect((await verifyPackage(rich)).problems).toEqual([]);
    const { output } = await runTool(join_, [{ path: rich }, { path: corpus('pp-sld-slides.pptx') }, { path: rich }], {});
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    const presentation = zipText(output.path, 'ppt/presentation.xml');
    expect([...presentation.matchAll(/<p:font typeface="([^"]+)"/g)].map((m) => m[1])).toEqual(['Arial Black']);
    expect(presentation).toContain('embedTrueTypeFonts="1"');
    expect(zipEntries(output.path).filter((n) => n.endsWith('.fntdata'))).toHaveLength(1);
    expect(zipText(output.path, '[Content_Types].xml')).toContain('<Default Extension="fntdata" ContentType="application/x-fontdata"/>');
    const rels = zipText(output.path, 'ppt/_rels/presentation.xml.rels');
    const showSlides = [...presentation.matchAll(/<p:sld r:id="([^"]+)"\/>/g)].map(
      (m) => new RegExp(`Id="${m[1]}"[^>]*Target="([^"]+)"`).exec(rels)?.[1],
    );
    expect(showSlides).toEqual(['slides/slide1.xml']);
    expect(zipText(output.path, 'ppt/viewProps.xml')).not.toContain('<p:sldLst');
    expect(zipText(output.path, 'ppt/presProps.xml')).toContain('<p:custShow id="0"/>');

    const { output: parts } = await runTool(split, [{ path: rich }], {});
    const dir = await mkdtemp(join(scratch, 'rich-split-'));
    execFileSync('unzip', ['-q', parts.path, '-d', dir]);
    const single = join(dir, 'rich-slide-1.pptx');
    expect((await verifyPackage(single)).problems).toEqual([]);
    const singlePresentation = zipText(single, 'ppt/presentation.xml');
    expect(singlePresentation).not.toContain('custShow');
    expect([...singlePresentation.matchAll(/<p:font typeface="([^"]+)"/g)].map((m) => m[1])).toEqual(['Arial Black']);
    expect(zipText(single, 'ppt/presProps.xml')).not.toContain('custShow');
    expect(zipText(single, 'ppt/viewProps.xml')).not.toContain('<p:sldLst');
  });

  it('reuses a master only when it is truly identical, down to its pictures', async () => {
    const aptia = corpus('poi-aptia.pptx');
    const twin = (await runTool(join_, [{ path: aptia }, { path: aptia }], {})).output;
    const masters = (deck: string): number => zipEntries(deck).filter((n) => /^ppt\/slideMasters\/slideMaster\d+\.xml$/.test(n)).length;
    const layouts = (deck: string): number => zipEntries(deck).filter((n) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(n)).length;
    expect(masters(twin.path)).toBe(1);
    expect(layouts(twin.path)).toBe(layouts(aptia));

    // The same deck whose master background picture differs by one byte: its master must be copied, not shared.
    const repainted = join(scratch, 'repainted.pptx');
    await mutateDeck(aptia, repainted, (name, data) => {
      if (name !== 'ppt/media/image1.jpeg') return undefined;
      const copy = Buffer.from(data);
      const middle = Math.floor(copy.length / 2);
      copy[middle] = (copy[middle] as number) ^ 0xff;
      return copy;
    });
    const different = (await runTool(join_, [{ path: aptia }, { path: repainted }], {})).output;
    expect((await verifyPackage(different.path)).problems).toEqual([]);
    expect(masters(different.path)).toBe(2);
    expect(layouts(different.path)).toBe(2 * layouts(aptia));
    const ids = [...zipText(different.path, 'ppt/presentation.xml').matchAll(/<p:sldMasterId id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.every((id) => id >= 2147483648)).toBe(true);
  });

  it('rebuilds sections from the decks, and updates app.xml', async () => {
    const { output } = await runTool(join_, [{ path: corpus('pp-sld-slides.pptx') }, { path: corpus('poi-bug64693.pptx') }], {});
    const presentation = zipText(output.path, 'ppt/presentation.xml');
    const sections = [
      ...presentation.matchAll(/<p14:section name="([^"]*)" id="\{[0-9A-F-]{36}\}"><p14:sldIdLst>(.*?)<\/p14:sldIdLst>/g),
    ].map((m) => [m[1], m[2]]);
    expect(sections).toEqual([
      ['pp-sld-slides', '<p14:sldId id="256"/><p14:sldId id="257"/><p14:sldId id="258"/>'],
      ['章节页', '<p14:sldId id="259"/>'],
    ]);
    const app = zipText(output.path, 'docProps/app.xml');
    expect(app).toContain('<Slides>4</Slides>');
    expect(app).toContain('<HiddenSlides>0</HiddenSlides>');
    const titles = /<TitlesOfParts><vt:vector size="(\d+)"/.exec(app);
    const headingCounts = [...app.matchAll(/<vt:i4>(\d+)<\/vt:i4>/g)].map((m) => Number(m[1]));
    expect(Number(titles?.[1])).toBe(headingCounts.reduce((a, b) => a + b, 0));
  });
});

describe('pptx.join: bad input', () => {
  const failure = async (files: string[], params: { hiddens?: number[] } = {}): Promise<ToolError> => {
    try {
      await runTool(
        join_,
        files.map((path) => ({ path })),
        params,
      );
    } catch (error) {
      if (error instanceof ToolError) return error;
      throw error;
    }
    throw new Error('the merge did not fail');
  };

  it.each([
    'poi-badzip.ppt',
    'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx',
    'poi-clusterfuzz-testcase-minimized-POIFuzzer-5429732352851968.ppt',
    'poi-clusterfuzz-testcase-minimized-POIXSLFFuzzer-5463285576892416.pptx',
  ])('refuses broken %s with invalid_file naming it', async (name) => {
    const error = await failure([corpus('pp-sld-slides.pptx'), join(BROKEN, name)]);
    expect(error.code).toBe('invalid_file');
    expect(error.message.startsWith(`${name}: `)).toBe(true);
  });

  it('refuses a truncated deck, a damaged slide and an absurdly large part', async () => {
    const truncated = join(scratch, 'truncated.pptx');
    const whole = await readFile(corpus('pp-sld-slides.pptx'));
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect((await failure([truncated, corpus('pp-tbl-cell.pptx')])).message).toMatch(/^truncated\.pptx: /);

    const damaged = join(scratch, 'damaged.pptx');
    await mutateDeck(corpus('pp-sld-slides.pptx'), damaged, (name) =>
      name === 'ppt/slides/slide2.xml' ? Buffer.from('<p:sld><oops') : undefined,
    );
    const bad = await failure([corpus('pp-tbl-cell.pptx'), damaged]);
    expect(bad.code).toBe('invalid_file');
    expect(bad.message).toMatch(/^damaged\.pptx: ppt\/slides\/slide2\.xml is not well-formed XML/);

    const bloated = join(scratch, 'bloated.pptx');
    await mutateDeck(corpus('pp-sld-slides.pptx'), bloated, (name, data) =>
      name === 'ppt/slides/slide1.xml' ? Buffer.concat([data, Buffer.alloc(70 * 1024 * 1024, 0x20)]) : undefined,
    );
    expect((await failure([bloated, corpus('pp-tbl-cell.pptx')])).message).toMatch(/^bloated\.pptx: .*too large/);

    // One flipped byte inside the stored video: the ZIP directory still looks fine, only the checksum tells.
    const flipped = join(scratch, 'flipped.pptx');
    const video = Buffer.from(await readFile(corpus('poi-EmbeddedVideo.pptx')));
    const ftyp = video.indexOf('ftyp');
    expect(ftyp).toBeGreaterThan(0);
    video[ftyp + 5000] = (video[ftyp + 5000] as number) ^ 0xff;
    await writeFile(flipped, video);
    const corrupt = await failure([corpus('pp-sld-slides.pptx'), flipped]);
    expect(corrupt.code).toBe('invalid_file');
    expect(corrupt.message).toMatch(/^flipped\.pptx: the part \/ppt\/media\/media1\.mp4 cannot be read \(its checksum does not match\)/);
  });

  it('stops when its signal is aborted', async () => {
    const files = [{ path: corpus('poi-keyframes.pptx') }, { path: corpus('poi-aptia.pptx') }];
    await expect(runTool(join_, files, {}, { signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    const controller = new AbortController();
    const running = runTool(join_, files, {}, { signal: controller.signal, onProgress: (p) => p >= 10 && controller.abort() });
    await expect(running).rejects.toThrow(/abort/i);
  });

  it('refuses a single deck, decks without slides, and hiddens beyond the merged deck', async () => {
    expect((await failure([corpus('pp-sld-slides.pptx')])).code).toBe('invalid_parameter');
    const empty = await failure([corpus('pp-no-slides.pptx'), corpus('pp-minimal.pptx')]);
    expect(empty.code).toBe('invalid_file');
    expect(empty.message).toMatch(/no(ne of the decks has any)? slides/i);
    const hidden = await failure([corpus('pp-sld-slides.pptx'), corpus('pp-tbl-cell.pptx')], { hiddens: [7] });
    expect(hidden.code).toBe('invalid_parameter');
    expect(hidden.message).toContain('7');
    expect(hidden.message).toContain('6 slides');
  });
});
