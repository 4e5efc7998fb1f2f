/**
 * The layout checker on decks built with known problems (each must be flagged, on its slide) and on clean ones
 * (nothing may be flagged), rendered by the real LibreOffice.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayout, type LayoutIssue } from '../../main/engine/layout-check/check-layout';
import { CORPUS_ROOT } from '../helpers/corpus';
import { LAYOUT_FINDINGS } from '../../shared/contract/layout-findings';
import { createTranslators } from '../../shared/i18n/icu-translator';
import { layoutFindings } from '../../renderer/src/i18n/messages/panels/layout-findings';
import { line, PALE_SLIDE, picture, table, textBox, writeLayoutDeck } from '../helpers/layout-deck';

let dir: string;

const BODY = ['Sales grew in every region this year', 'The new plant opened in March', 'Costs stayed flat'];
const title = (size: number): string =>
  textBox({ id: 2, x: 40, y: 30, w: 640, h: 70, size, title: true, paragraphs: ['Quarterly results'] });
const cleanSlide = (titleSize = 40): string =>
  title(titleSize) +
  textBox({ id: 3, x: 40, y: 120, w: 400, h: 200, size: 20, paragraphs: BODY }) +
  picture(4, { x: 470, y: 130, w: 200, h: 150 });

function kinds(issues: LayoutIssue[], slide: number): string[] {
  return issues.filter((issue) => issue.slide === slide).map((issue) => issue.kind);
}

const english = createTranslators(layoutFindings)('en');

/** Each issue carries a code of the shared table with exactly its params, and the window's English is the engine's. */
function expectCoded(issues: readonly LayoutIssue[]): void {
  for (const issue of issues) {
    expect(Object.keys(issue.params).sort(), issue.code).toEqual([...LAYOUT_FINDINGS[issue.code]].sort());
    expect(english(`finding.${issue.code}`, issue.params).replace(/’/g, "'"), issue.code).toBe(issue.detail);
  }
}

function coded(issues: readonly LayoutIssue[], slide: number): { code: string; params: LayoutIssue['params'] }[] {
  return issues.filter((issue) => issue.slide === slide).map(({ code, params }) => ({ code, params }));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'layout-check-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('layout checker', () => {
  it('flags each known problem on its slide', async () => {
    const deck = join(dir, 'problems.pptx');
    await writeLayoutDeck(deck, [
      // 1: text that runs far out of the bottom of its box
      textBox({ id: 2, x: 40, y: 40, w: 300, h: 40, size: 20, paragraphs: ['One', 'Two', 'Three', 'Four', 'Five', 'Six'] }),
      // 2: two text boxes on top of each other
      textBox({ id: 2, x: 40, y: 40, w: 400, h: 60, size: 24, paragraphs: ['The first box says this'] }) +
        textBox({ id: 3, x: 60, y: 45, w: 400, h: 60, size: 24, paragraphs: ['The second box says that'] }),
      // 3: a picture drawn over text
      textBox({ id: 2, x: 40, y: 40, w: 400, h: 60, size: 24, paragraphs: ['Hidden under the picture'] }) +
        picture(3, { x: 100, y: 30, w: 200, h: 100 }),
      // 4: a line of the design through the text
      textBox({ id: 2, x: 40, y: 40, w: 500, h: 60, size: 28, paragraphs: ['A rule runs through this line'] }) +
        line(3, 20, 60, 600, 60, 2),
      // 5: text off the right edge of the slide
      textBox({ id: 2, x: 600, y: 40, w: 300, h: 60, size: 24, paragraphs: ['Beyond the edge'] }),
      // 6: body text below the readable floor
      textBox({ id: 2, x: 40, y: 40, w: 400, h: 60, size: 7, paragraphs: ['Tiny print nobody can read'] }),
      // 7: clean
      cleanSlide(),
      // 8: its only text in the top margin: the content area shows nothing
      textBox({ id: 2, x: 40, y: 0, w: 400, h: 22, size: 12, paragraphs: ['Only a running head up here'] }),
      // 9: a word wider than its box, which the renderer breaks inside the word
      cleanSlide() + textBox({ id: 5, x: 40, y: 340, w: 110, h: 80, size: 28, autofit: 'grow', paragraphs: ['Preparation'] }),
      // 10: pale grey on a pale panel (1.5:1), beside dark text on the page (read well)
      PALE_SLIDE,
    ]);
    const report = await checkLayout({ deck, workDir: dir });
    expect(report.slides).toBe(10);
    expect(report.rendered).toBe(10);
    expect(report.issues.filter((issue) => issue.slide === 8)).toEqual([
      expect.objectContaining({ kind: 'missing', excerpt: 'an empty slide' }),
    ]);
    expect(kinds(report.issues, 1)).toContain('overflow');
    expect(kinds(report.issues, 2)).toContain('collision');
    expect(kinds(report.issues, 3)).toContain('covered');
    expect(kinds(report.issues, 4)).toContain('line-through');
    expect(kinds(report.issues, 5)).toContain('off-slide');
    expect(kinds(report.issues, 6)).toContain('small-text');
    expect(kinds(report.issues, 7)).toEqual([]);
    const broken = report.issues.filter((issue) => issue.slide === 9);
    expect(broken.map((issue) => [issue.kind, issue.excerpt])).toEqual([['word-broken', 'Preparation']]);
    expect(broken[0]?.detail).toMatch(/“Preparation” is broken/);
    const covered = report.issues.find((issue) => issue.kind === 'covered');
    expect(covered?.excerpt).toContain('Hidden under');
    expect(covered?.detail).toMatch(/picture/);
    expectCoded(report.issues);
    const past = coded(report.issues, 1).find((issue) => issue.code === 'text-past-box');
    expect(past?.params.side).toBe('below');
    expect(past?.params.pt).toBeGreaterThan(2);
    expect(coded(report.issues, 2).find((issue) => issue.code === 'text-overlaps')?.params.other).toMatch(/^The (first|second) box/);
    expect(coded(report.issues, 3)).toContainEqual({ code: 'text-covered', params: { cover: 'picture' } });
    expect(coded(report.issues, 4)).toContainEqual({ code: 'line-crosses-text', params: { direction: 'horizontal' } });
    expect(coded(report.issues, 5).map((issue) => issue.code)).toEqual(expect.arrayContaining(['box-cut-at-edge']));
    expect(coded(report.issues, 5).every((issue) => issue.params.side === 'right')).toBe(true);
    const small = coded(report.issues, 6).find((issue) => issue.code === 'text-below-floor');
    expect(small?.params.pt).toBeLessThan(Number(small?.params.floorPt));
    expect(coded(report.issues, 8)).toEqual([{ code: 'nothing-drawn', params: {} }]);
    // Only the pale text, measured on the render (its panel's gradient is in no colour of the XML's theme).
    const faint = report.issues.filter((issue) => issue.slide === 10);
    expect(faint.map((issue) => [issue.kind, issue.excerpt])).toEqual([['low-contrast', 'Pale words on a pale panel']]);
    expect(faint[0]?.params.needed).toBe(3);
    expect(Number(faint[0]?.params.ratio)).toBeLessThan(2);
    expect(report.issues.filter((issue) => issue.kind === 'low-contrast' && issue.slide !== 10)).toEqual([]);
  });

  it('compares with the source: a shrunk title, lost content, a shrunk or pushed-off picture, and nothing the source already had', async () => {
    const source = join(dir, 'source.pptx');
    const output = join(dir, 'output.pptx');
    const tiny = textBox({ id: 5, x: 40, y: 480, w: 400, h: 30, size: 8, paragraphs: ['Source: annual report'] });
    const body = textBox({ id: 3, x: 40, y: 120, w: 400, h: 200, size: 20, paragraphs: BODY });
    const rows = [
      ['Region', 'Sales', 'Growth'],
      ['North', '120', '4 %'],
      ['South', '98', '7 %'],
      ['East', '77', '2 %'],
    ];
    await writeLayoutDeck(source, [
      cleanSlide(40) + tiny,
      cleanSlide(40),
      cleanSlide(40),
      cleanSlide(40),
      cleanSlide(40),
      // A table filling the slide is its content, not a backdrop: drawn at a fifth of its area it is shrunk.
      table(3, { x: 10, y: 10, w: 700, h: 500 }, rows, 20),
    ]);
    await writeLayoutDeck(output, [
      cleanSlide(40) + tiny,
      cleanSlide(20),
      title(40) + body,
      // The picture at a third of its width and height, then pushed past the right edge.
      title(40) + body + picture(4, { x: 470, y: 130, w: 66, h: 50 }),
      title(40) + body + picture(4, { x: 620, y: 130, w: 200, h: 150 }),
      table(3, { x: 200, y: 150, w: 320, h: 220 }, rows, 20),
    ]);
    const report = await checkLayout({ deck: output, source, workDir: dir });
    // The 8 pt footnote was as small in the source.
    expect(kinds(report.issues, 1)).toEqual([]);
    expect(kinds(report.issues, 2)).toEqual(['title-shrunk']);
    expect(report.issues.find((issue) => issue.slide === 2)?.detail).toMatch(/50 %/);
    expect(kinds(report.issues, 3)).toEqual(['missing']);
    expect(report.issues.find((issue) => issue.slide === 3)?.excerpt).toBe('1 picture');
    expect(kinds(report.issues, 4)).toEqual(['picture-shrunk']);
    expect(report.issues.find((issue) => issue.slide === 4)?.detail).toMatch(/11 %/);
    expect(kinds(report.issues, 5)).toEqual(['off-slide']);
    expect(kinds(report.issues, 6)).toEqual(['picture-shrunk']);
    expectCoded(report.issues);
    expect(coded(report.issues, 2)).toEqual([{ code: 'title-shrunk', params: { pt: 20, percent: 50, sourcePt: 40 } }]);
    expect(coded(report.issues, 3)).toEqual([{ code: 'content-lost', params: { what: 'picture', had: 1, has: 0 } }]);
    expect(coded(report.issues, 4)).toEqual([{ code: 'visual-shrunk', params: { percent: 11 } }]);
    expect(coded(report.issues, 5)).toEqual([{ code: 'shape-off-slide', params: {} }]);
  });

  it('flags nothing on clean decks: text, a table, and a corpus deck against itself', async () => {
    const deck = join(dir, 'clean.pptx');
    await writeLayoutDeck(deck, [
      // Words wrapped between them in a narrow box, and a hyphenated word broken at its hyphen: no word is broken.
      cleanSlide() +
        textBox({ id: 5, x: 40, y: 340, w: 120, h: 120, size: 20, autofit: 'grow', paragraphs: ['Plan then build', 'well-known'] }),
      title(36) +
        table(
          3,
          { x: 40, y: 130, w: 640, h: 120 },
          [
            ['Region', 'Sales', 'Growth'],
            ['North', '120', '4 %'],
            ['South', '98', '7 %'],
          ],
          18,
        ),
    ]);
    expect((await checkLayout({ deck, workDir: dir })).issues).toEqual([]);
    const corpus = join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx');
    // Its one finding is real: light green italics on the white page, 1.8:1.
    const sample = (await checkLayout({ deck: corpus, workDir: dir })).issues;
    expect(sample.map((issue) => [issue.kind, issue.excerpt])).toEqual([['low-contrast', 'This bit is in italic green']]);
    const themes = join(CORPUS_ROOT, 'pptx', 'poi-themes.pptx');
    expect((await checkLayout({ deck: themes, source: themes, workDir: dir })).issues).toEqual([]);
  });
});
