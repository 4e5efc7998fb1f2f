/**
 * Merge and the text styles of decks that follow the first (issue #19, item 11): second-level bullets must keep their
 * indentation. The test builds four decks whose level-2 paragraph defaults differ — in the masters' `p:bodyStyle`
 * and in `p:presentation/p:defaultTextStyle` — merges them, and checks that the paragraph properties reaching each
 * level-2 paragraph of the output equal the source's effective ones (resolved by pptx-effective-text.ts, the same
 * for both), then that LibreOffice sets those lines where it did in the source deck.
 *
 * - A, first (16:9): its defaults give level 2 no indentation at all, so text falling through to them sits flush left.
 * - B (4:3): PowerPoint's usual body style.
 * - C (4:3, larger, so scaled to 75 %, every slide hidden): a body style of its own (level 2 at 81 pt, hanging
 *   27 pt) and defaults of its own for a text box.
 * - D (4:3): a master whose body style leaves level 2's indentation to the presentation's defaults, which D sets.
 *   LibreOffice's importer fills a master's open levels with its own outline defaults rather than the presentation's,
 *   so D is checked by its effective properties, the way PowerPoint resolves them (ECMA-376 §19.3.1.13).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as merge } from '../../main/engine/tools/pptx-join';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { effectiveParagraphs, type EffectiveParagraph } from './pptx-effective-text';
import { comparePage, expectedBox, renderFidelity, type FidelityDeck } from './pptx-fidelity-support';
import { CORPUS, mutateDeck } from './pptx-test-support';

const C_SCALE = 0.75;
const MARKERS = {
  cBody: 'Accounts for ninety five percent',
  cBox: 'Boxed second level',
  dBody: 'Deferred revenue second level',
} as const;

let dir: string;
const decks: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
let merged: string;
let sourceSlides: number[];

const text = (data: Buffer): string => data.toString('utf8');
/** Replaces the first level-2 paragraph properties found after `marker` (the master's body style, or the defaults). */
function lvl2After(xml: string, marker: string, replacement: string): string {
  const at = xml.indexOf(marker);
  if (at < 0) throw new Error(`${marker} not found`);
  return xml.slice(0, at) + xml.slice(at).replace(/<a:lvl2pPr marL="\d+"(?: indent="-?\d+")?/, `<a:lvl2pPr${replacement}`);
}

const SECOND_LEVEL = (words: string): string => `<a:p><a:pPr lvl="1"/><a:r><a:rPr lang="en-GB" dirty="0"/><a:t>${words}</a:t></a:r></a:p>`;

/** poi-SampleShow's second slide has a body placeholder: a level-2 paragraph goes before its second paragraph. */
function withBodyLine(slide: string, words: string): string {
  return slide.replace(
    '<a:p><a:r><a:rPr lang="en-GB" dirty="0"/><a:t>They’re fun',
    `${SECOND_LEVEL(words)}<a:p><a:r><a:rPr lang="en-GB" dirty="0"/><a:t>They’re fun`,
  );
}

const TEXT_BOX =
  '<p:sp><p:nvSpPr><p:cNvPr id="901" name="TextBox 901"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
  '<p:spPr><a:xfrm><a:off x="457200" y="4572000"/><a:ext cx="6114800" cy="1371600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr>' +
  '<p:txBody><a:bodyPr wrap="square" rtlCol="0"/><a:lstStyle/>' +
  '<a:p><a:pPr><a:buFont typeface="Arial"/><a:buChar char="•"/></a:pPr><a:r><a:rPr lang="en-US" dirty="0"/><a:t>Boxed first level</a:t></a:r></a:p>' +
  `<a:p><a:pPr lvl="1"><a:buFont typeface="Arial"/><a:buChar char="•"/></a:pPr><a:r><a:rPr lang="en-US" dirty="0"/><a:t>${MARKERS.cBox}</a:t></a:r></a:p></p:txBody></p:sp>`;

async function buildDecks(): Promise<void> {
  decks.a = join(dir, 'a-first.pptx');
  await mutateDeck(join(CORPUS, 'poi-table-with-theme.pptx'), decks.a, (name, data) =>
    name === 'ppt/presentation.xml' ? Buffer.from(lvl2After(text(data), '<p:defaultTextStyle>', '')) : undefined,
  );
  decks.b = join(CORPUS, 'pp-tbl-cell.pptx');
  decks.c = join(dir, 'c-hidden.pptx');
  await mutateDeck(join(CORPUS, 'poi-SampleShow.pptx'), decks.c, (name, data) => {
    if (name === 'ppt/presentation.xml')
      return Buffer.from(
        lvl2After(text(data), '<p:defaultTextStyle>', ' marL="742950" indent="-285750"').replace(
          /<p:sldSz[^>]*>/,
          '<p:sldSz cx="12192000" cy="9144000"/>',
        ),
      );
    if (name === 'ppt/slideMasters/slideMaster1.xml')
      return Buffer.from(lvl2After(text(data), '<p:bodyStyle>', ' marL="1028700" indent="-342900"'));
    if (name === 'ppt/slides/slide1.xml')
      return Buffer.from(text(data).replace('<p:sld ', '<p:sld show="0" ').replace('</p:spTree>', `${TEXT_BOX}</p:spTree>`));
    if (name === 'ppt/slides/slide2.xml')
      return Buffer.from(withBodyLine(text(data), MARKERS.cBody).replace('<p:sld ', '<p:sld show="0" '));
    return undefined;
  });
  decks.d = join(dir, 'd-defaults.pptx');
  await mutateDeck(join(CORPUS, 'poi-SampleShow.pptx'), decks.d, (name, data) => {
    if (name === 'ppt/presentation.xml')
      return Buffer.from(lvl2After(text(data), '<p:defaultTextStyle>', ' marL="742950" indent="-285750"'));
    if (name === 'ppt/slideMasters/slideMaster1.xml') return Buffer.from(lvl2After(text(data), '<p:bodyStyle>', ''));
    if (name === 'ppt/slides/slide2.xml') return Buffer.from(withBodyLine(text(data), MARKERS.dBody));
    return undefined;
  });
}

function paragraph(paragraphs: EffectiveParagraph[], words: string): EffectiveParagraph {
  const found = paragraphs.find((p) => p.text === words);
  if (!found) throw new Error(`no paragraph “${words}”`);
  return found;
}

/** marL and indent in EMU, 0 where nothing sets them (PowerPoint's default). */
function indentation(p: EffectiveParagraph): { marL: number; indent: number } {
  return { marL: Number(p.props.marL ?? 0), indent: Number(p.props.indent ?? 0) };
}

/** The left edge (points) of the first word of `words` on a PDF page, from poppler's word boxes. */
function wordLeft(pdf: string, page: number, words: string): number {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' });
  const first = words.split(' ')[0] as string;
  const second = words.split(' ')[1] as string;
  const boxes = [...html.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({ x: Number(m[1]), word: m[2] as string }));
  const at = boxes.findIndex((box, i) => box.word === first && boxes[i + 1]?.word === second);
  if (at < 0) throw new Error(`“${words}” is not on page ${page} of ${pdf}`);
  return (boxes[at] as { x: number }).x;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-merge-text-styles-'));
  await buildDecks();
  const { output } = await runTool(
    merge,
    [decks.a, decks.b, decks.c, decks.d].map((path) => ({ path })),
    {},
  );
  merged = output.path;
  sourceSlides = (output.metadata as { sourceSlides: number[] }).sourceSlides;
  const resized = (output.metadata as { resizedDecks: Array<{ file: string; scale: number }> }).resizedDecks;
  expect(resized.find((deck) => deck.file === 'c-hidden.pptx')?.scale).toBe(C_SCALE);
});

afterAll(async () => {
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('merge: level-2 paragraphs of later decks', () => {
  it('reach the output with the indentation they had in their own deck', () => {
    const output = effectiveParagraphs(merged);
    const cases: Array<{ deck: string; words: string; scale: number }> = [
      { deck: decks.c, words: MARKERS.cBody, scale: C_SCALE },
      { deck: decks.c, words: MARKERS.cBox, scale: C_SCALE },
      { deck: decks.d, words: MARKERS.dBody, scale: 1 },
    ];
    for (const { deck, words, scale } of cases) {
      const source = indentation(paragraph(effectiveParagraphs(deck), words));
      // The control: each source line is indented, and the first deck's defaults would put it flush left.
      expect(source.marL, words).toBeGreaterThan(0);
      expect(source.indent, words).toBeLessThan(0);
      const out = paragraph(output, words);
      expect(out.lvl).toBe(1);
      const got = indentation(out);
      expect(Math.abs(got.marL - source.marL * scale), `${words}: marL ${got.marL}, source ${source.marL} × ${scale}`).toBeLessThanOrEqual(
        1,
      );
      expect(
        Math.abs(got.indent - source.indent * scale),
        `${words}: indent ${got.indent}, source ${source.indent} × ${scale}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('are set by LibreOffice where they were in the source deck', { timeout: 900_000 }, async () => {
    const [source, output] = (await renderFidelity([decks.c, merged], join(dir, 'render'))) as [FidelityDeck, FidelityDeck];
    const first = (sourceSlides[0] ?? 0) + (sourceSlides[1] ?? 0);
    for (const [i, page] of source.pages.entries()) {
      const out = output.pages[first + i];
      if (!out) throw new Error(`the merged deck has no page ${first + i + 1}`);
      const match = await comparePage(page, out);
      expect(match.ssim, `slide ${i + 1} of C`).toBeGreaterThanOrEqual(0.93);
      expect(match.missing).toEqual([]);
    }
    for (const [slide, words] of [
      [1, MARKERS.cBox],
      [2, MARKERS.cBody],
    ] as const) {
      const page = source.pages[slide - 1];
      const out = output.pages[first + slide - 1];
      if (!page || !out) throw new Error('pages missing');
      const box = expectedBox(page, out, 'scale');
      const expected = box.left + wordLeft(source.pdf, slide, words) * (box.width / page.width);
      // A re-rounded font size at 75 % moves a word by a point or two; a lost indentation moves it by 20 pt and more.
      expect(Math.abs(wordLeft(output.pdf, first + slide, words) - expected), words).toBeLessThanOrEqual(3);
    }
  });
});
