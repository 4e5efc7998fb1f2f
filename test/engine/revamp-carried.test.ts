/**
 * Revamp keeps what a slide showed from its old layout and master — logos, a running heading, a row of buttons —
 * though it replaces the layouts and masters: checked in the XML, in LibreOffice renders (every word the source
 * page showed is on the output page) and by the layout checker, whose rules for a picture or words the source
 * showed and the output lacks, and for an empty slide, are shown to fire on a deck that lost them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayout, type LayoutIssue } from '../../main/engine/layout-check/check-layout';
import { run } from '../../main/engine/tools/revamp';
import { CORPUS_ROOT } from '../helpers/corpus';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { mutateDeck, renderDecks, zipText, type RenderedDeck } from './pptx-test-support';

/**
 * Decks whose layouts and masters draw content: logos (pictures), and a heading and menu buttons (text). In Sunrise's
 * Open Sans the Biology deck's heading took three lines and ran under its layout's oval (slides 22 and 28).
 */
const DECKS = [
  { name: 'az-SlideMasters.pptx', template: 'midnight' },
  { name: 'poi-keyframes.pptx', template: 'sunrise' },
] as const;

const source = (name: string): string => join(CORPUS_ROOT, 'pptx', name);
const outputs = new Map<string, { path: string; metadata: Record<string, unknown> }>();
let rendered: RenderedDeck[] = [];
let lost: LayoutIssue[] = [];

const pageWords = (pdf: string, page: number): string[] =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' })
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];

beforeAll(async () => {
  for (const { name, template } of DECKS) {
    const { output } = await runTool(run, [{ path: source(name) }], { template });
    outputs.set(name, { path: output.path, metadata: output.metadata as Record<string, unknown> });
  }
  rendered = await renderDecks([...DECKS.map(({ name }) => source(name)), ...DECKS.map(({ name }) => outputs.get(name)!.path)]);
  // The revamped logo deck as a Revamp that dropped them would leave it: no pictures, and its last slide emptied.
  const work = await mkdtemp(join(tmpdir(), 'deckhand-revamp-carried-'));
  const broken = join(work, 'lost.pptx');
  await mutateDeck(outputs.get('az-SlideMasters.pptx')!.path, broken, (entry, data) => {
    if (!/^ppt\/slides\/slide\d+\.xml$/.test(entry)) return undefined;
    let xml = data.toString('utf8').replace(/<p:pic>[\s\S]*?<\/p:pic>/g, '');
    if (entry.endsWith('slide3.xml')) xml = xml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, '');
    return Buffer.from(xml);
  });
  lost = (await checkLayout({ deck: broken, source: source('az-SlideMasters.pptx'), workDir: work, sameWords: true })).issues;
}, 400_000);
afterAll(cleanupWorkDirs);

describe('revamp keeps what the old layouts and masters showed', () => {
  it('puts the layouts’ logos on the revamped slides', () => {
    const path = outputs.get('az-SlideMasters.pptx')!.path;
    // Each slide of the source shows one or two small logos from its layout (and none of its own).
    const expected = [1, 2, 1];
    expected.forEach((logos, i) => {
      const slide = zipText(path, `ppt/slides/slide${i + 1}.xml`);
      expect(slide.match(/<p:pic>/g)?.length ?? 0, `slide ${i + 1}`).toBeGreaterThanOrEqual(logos);
      for (const id of [...slide.matchAll(/r:embed="([^"]+)"/g)].map((m) => m[1]!)) {
        expect(zipText(path, `ppt/slides/_rels/slide${i + 1}.xml.rels`)).toContain(`Id="${id}"`);
      }
    });
  });

  it('shows every word the source pages showed, the running heading and buttons included', () => {
    for (const [i, { name }] of DECKS.entries()) {
      const before = rendered[i]!;
      const after = rendered[DECKS.length + i]!;
      expect(after.pages, name).toBe(before.pages);
      let checked = 0;
      for (let page = 1; page <= before.pages; page++) {
        // pdftotext may run two shapes' words together in one render ("Profil" + "Proses"): such a word counts
        // when both its parts are on the other page.
        const shown = pageWords(after.pdf, page).join(' ');
        const there = (word: string): boolean =>
          shown.includes(word) ||
          [...word].some((_, k) => k >= 3 && k <= word.length - 3 && shown.includes(word.slice(0, k)) && shown.includes(word.slice(k)));
        const missing = pageWords(before.pdf, page).filter((word) => !there(word));
        expect(missing, `${name} page ${page}`).toEqual([]);
        checked += pageWords(before.pdf, page).length;
      }
      expect(checked, name).toBeGreaterThan(5);
    }
    // The heading every page of the Biology deck shows comes from its master, not from the slides.
    const page = execFileSync('pdftotext', ['-f', '5', '-l', '5', rendered[DECKS.length + 1]!.pdf, '-'], { encoding: 'utf8' });
    expect(page.replace(/\s+/g, ' ')).toMatch(/PERTUMBUHAN DAN PERKEMBANGAN PADA TUMBUHAN/);
    expect(page).toMatch(/Menu[\s\S]*Simulasi/);
  });

  it('reports no missing content on them', () => {
    for (const { name } of DECKS) {
      const issues = (outputs.get(name)!.metadata.layoutIssues ?? []) as LayoutIssue[];
      expect(
        issues.filter((issue) => issue.kind === 'missing'),
        name,
      ).toEqual([]);
    }
  });

  it('fits text clear of what the old layout drew where it ran onto it, until the checker flags nothing', () => {
    const { metadata, path } = outputs.get('poi-keyframes.pptx')!;
    expect(metadata.layoutIssues).toEqual([]);
    // Laid out as they were, the heading still ran under the oval: those slides had their text fitted clear.
    expect(metadata.slidesTextFittedClear).toEqual(expect.arrayContaining([22, 28]));
    // A shape's XML, from its name to its end, and its frame (EMU).
    const shapeXml = (xml: string, name: string): string => {
      const at = xml.indexOf(`name="${name}"`);
      return xml.slice(at, xml.indexOf('</p:sp>', at));
    };
    const frame = (shape: string): number[] =>
      /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape)!.slice(1).map(Number);
    for (const slide of [22, 28]) {
      const xml = zipText(path, `ppt/slides/slide${slide}.xml`);
      const heading = shapeXml(xml, 'Rectangle 56');
      const [, headingTop, , headingHeight] = frame(heading);
      expect(headingTop! + headingHeight!, `slide ${slide}`).toBeLessThanOrEqual(frame(shapeXml(xml, 'Oval 57'))[1]!);
      // It no longer grows with its text (in PowerPoint either).
      expect(heading, `slide ${slide}`).not.toContain('<a:spAutoFit/>');
    }
  });

  it('has the layout checker flag a deck that lost them: the pictures, the words and the emptied slide', () => {
    const missing = lost.filter((issue) => issue.kind === 'missing');
    expect(missing.find((issue) => issue.slide === 1)?.excerpt).toBe('1 picture');
    expect(missing.find((issue) => issue.slide === 2)?.excerpt).toBe('2 pictures');
    expect(missing.some((issue) => issue.slide === 3 && issue.excerpt === 'an empty slide')).toBe(true);
    expect(missing.find((issue) => issue.slide === 3 && /words?/.test(issue.detail))?.excerpt).toMatch(/modifyme/);
    // The window words them by code (shared/contract/layout-findings.ts).
    for (const [slide, count] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const pictures = missing.find((issue) => issue.slide === slide)!;
      expect(['content-lost', 'pictures-lost']).toContain(pictures.code);
      expect(Number(pictures.params.had) - Number(pictures.params.has)).toBe(count);
    }
    const codes = missing.filter((issue) => issue.slide === 3).map((issue) => issue.code);
    expect(codes).toEqual(expect.arrayContaining(['slide-empty', 'words-lost']));
    expect(missing.find((issue) => issue.code === 'words-lost')?.params.count).toBeGreaterThan(0);
  });
});
