/**
 * Convert to PDF and hidden slides: a deck built here with slides 2 and 4 of 4 hidden becomes 2 pages and says that 2
 * hidden slides (2 and 4) were left out; with `includeHidden` it becomes 4 pages holding every slide's text. The same
 * deck as ODP (converted by LibreOffice directly) is counted too, and the param goes through the engine's HTTP intake.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/engine/tools/ppt2pdf';
import { odfHiddenSlides } from '../../main/engine/lib/office/hidden-slides';
import { CORPUS_ROOT } from '../helpers/corpus';
import { postTask, runTask, startTestEngine } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { sofficeConvert } from '../helpers/soffice';
import { slideXml } from '../helpers/text-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { run as pictures } from '../../main/engine/tools/ppt2image';
import { mutateDeck, zipText } from './pptx-test-support';

const SLIDES = 4;
const HIDDEN = [2, 4];
let dir: string;
let deck: string;
let engine: TestEngine | undefined;

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pdfPages(file: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}

/** A deck of SLIDES slides, "Marker slide N" on each, the HIDDEN ones with `show="0"` (the corpus deck's slides, rewritten). */
async function buildDeck(dest: string): Promise<void> {
  const base = join(CORPUS_ROOT, 'pptx', 'pp-sld-slides.pptx');
  const slide = (n: number): string => {
    const xml = slideXml([{ size: 32, paragraphs: [[{ text: `Marker slide ${n}` }]] }], []);
    return HIDDEN.includes(n) ? xml.replace('<p:sld ', '<p:sld show="0" ') : xml;
  };
  // The corpus deck has 3 slides; the 4th is slide 3's part again, listed in the presentation and its content types.
  const extra = {
    'ppt/slides/slide4.xml': slide(4),
    'ppt/slides/_rels/slide4.xml.rels': zipText(base, 'ppt/slides/_rels/slide3.xml.rels'),
  };
  const append = (data: Buffer, end: string, xml: string): Buffer => Buffer.from(data.toString('utf8').replace(end, `${xml}${end}`));
  await mutateDeck(
    base,
    dest,
    (name, data) => {
      const match = /^ppt\/slides\/slide(\d)\.xml$/.exec(name);
      if (match) return Buffer.from(slide(Number(match[1])));
      if (name === '[Content_Types].xml')
        return append(
          data,
          '</Types>',
          '<Override PartName="/ppt/slides/slide4.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>',
        );
      if (name === 'ppt/_rels/presentation.xml.rels')
        return append(
          data,
          '</Relationships>',
          '<Relationship Id="rIdSlide4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide4.xml"/>',
        );
      if (name === 'ppt/presentation.xml') return append(data, '</p:sldIdLst>', '<p:sldId id="999" r:id="rIdSlide4"/>');
      return undefined;
    },
    extra,
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-ppt2pdf-hidden-'));
  deck = join(dir, 'hidden.pptx');
  await buildDeck(deck);
  // The built deck as LibreOffice itself sees it: 4 slides, 2 of them hidden (the control for what follows).
  await sofficeConvert([deck], { outDir: join(dir, 'direct'), profile: join(dir, 'direct-profile') });
  expect(pdfPages(join(dir, 'direct', 'hidden.pdf'))).toBe(SLIDES - HIDDEN.length);
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('convertor.ppt2pdf and hidden slides', () => {
  it('leaves hidden slides out and says which; includeHidden puts every slide in', async () => {
    const { output } = await runTool(run, [{ path: deck, name: 'Hidden.pptx' }], { includeHidden: false });
    expect(pdfPages(output.path)).toBe(2);
    expect(output.metadata).toMatchObject({ pages: 2, includeHidden: false, hiddenSlides: 2, hiddenSlideNumbers: HIDDEN });
    const shown = pdfText(output.path);
    expect(shown).toContain('Marker slide 1');
    expect(shown).not.toContain('Marker slide 2');

    const all = await runTool(run, [{ path: deck, name: 'Hidden.pptx' }], { includeHidden: true });
    expect(pdfPages(all.output.path)).toBe(SLIDES);
    expect(all.output.metadata).toMatchObject({ pages: SLIDES, includeHidden: true, hiddenSlides: 2, hiddenSlideNumbers: HIDDEN });
    const text = pdfText(all.output.path);
    for (let n = 1; n <= SLIDES; n++) expect(text).toContain(`Marker slide ${n}`);
    // In deck order: the hidden slides sit where they are in the deck.
    expect(text.indexOf('Marker slide 2')).toBeLessThan(text.indexOf('Marker slide 3'));
  });

  it('counts the hidden slides of an ODP', async () => {
    await sofficeConvert([deck], { outDir: join(dir, 'odp'), profile: join(dir, 'odp-profile'), target: 'odp' });
    const odp = join(dir, 'odp', 'hidden.odp');
    const { output } = await runTool(run, [{ path: odp }], {});
    expect(output.metadata).toMatchObject({ pages: 2, includeHidden: false, hiddenSlides: 2, hiddenSlideNumbers: HIDDEN });
  });

  it('reads ODF page styles, whatever their order', () => {
    const content =
      '<office:automatic-styles><style:style style:name="dp0" style:family="drawing-page"/><style:style style:family="drawing-page" style:name="dp9"><style:drawing-page-properties presentation:visibility="hidden"/></style:style>' +
      '<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="visible"/></style:style></office:automatic-styles>' +
      '<draw:page draw:name="a" draw:style-name="dp1"><presentation:notes draw:style-name="dp9"><draw:page-thumbnail draw:style-name="dp9"/></presentation:notes></draw:page>' +
      '<draw:page draw:style-name="dp9" draw:name="b"></draw:page><draw:page draw:name="c"/>';
    expect(odfHiddenSlides(content)).toEqual([2]);
  });

  it('takes includeHidden through the engine and refuses a param it does not know', async () => {
    engine = await startTestEngine({ testTools: false });
    const { task } = await runTask(engine, {
      type: 'convertor.ppt2pdf',
      params: { includeHidden: true },
      files: [{ path: deck, name: 'hidden.pptx' }],
    });
    expect(task).toMatchObject({ status: 'completed', result: { pages: SLIDES, includeHidden: true, hiddenSlides: 2 } });
    const refused = await postTask(engine.baseUrl, engine.key, {
      type: 'convertor.ppt2pdf',
      params: { includeHidden: 'yes' },
      files: [{ path: deck, name: 'hidden.pptx' }],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/includeHidden/);
  });

  it('says every slide is hidden, not that the deck is damaged, and offers Include hidden slides; slide pictures too', async () => {
    const allHidden = join(dir, 'all-hidden.pptx');
    await mutateDeck(deck, allHidden, (name, data) =>
      /^ppt\/slides\/slide\d\.xml$/.test(name) && !data.toString('utf8').includes('show="0"')
        ? Buffer.from(data.toString('utf8').replace('<p:sld ', '<p:sld show="0" '))
        : undefined,
    );
    await expect(runTool(run, [{ path: allHidden, name: 'All hidden.pptx' }], {})).rejects.toMatchObject({
      code: 'all_slides_hidden',
      message: expect.stringMatching(/Every slide of “All hidden\.pptx” is hidden.*turn on Include hidden slides/) as unknown,
    });
    const { output } = await runTool(run, [{ path: allHidden, name: 'All hidden.pptx' }], { includeHidden: true });
    expect(pdfPages(output.path)).toBe(SLIDES);
    await expect(
      runTool(pictures, [{ path: allHidden, name: 'All hidden.pptx' }], { format: 'png', resolution: 1080 }),
    ).rejects.toMatchObject({
      code: 'all_slides_hidden',
    });
  });
});
