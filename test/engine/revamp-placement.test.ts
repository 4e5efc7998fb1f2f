/**
 * Revamp placing content on the design's layouts, on built decks: a picture beside a body of bullets ends up beside
 * it, never over it; a body that sat right under its title starts below the design's accent line; fifteen bullets
 * continue on an inserted slide, every run kept in order; and the layout checker, comparing with the source, finds
 * nothing wrong on the result.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPackage } from '../../main/engine/lib/pptx';
import { run } from '../../main/engine/tools/revamp';
import { picture, textBox, writeLayoutDeck, type Rect } from '../helpers/layout-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { zipText } from './pptx-test-support';

const EMU = 12700;
type Box = [number, number, number, number];

function body(id: number, r: Rect, paragraphs: string[], size: number, idx = 1, pPr = ''): string {
  const box = `<a:xfrm><a:off x="${r.x * EMU}" y="${r.y * EMU}"/><a:ext cx="${r.w * EMU}" cy="${r.h * EMU}"/></a:xfrm>`;
  const text = paragraphs
    .map((p) => `<a:p>${pPr}<a:r><a:rPr lang="en-US" sz="${size * 100}" dirty="0"/><a:t>${p}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Content ${id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph idx="${idx}"/></p:nvPr></p:nvSpPr>` +
    `<p:spPr>${box}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>${text}</p:txBody></p:sp>`
  );
}

const BULLETS = [
  'Revenue grew in every region we serve',
  'Two new offices opened in the north',
  'Customer churn fell to its lowest level',
  'The mobile app reached a million users',
];
const FIFTEEN = Array.from(
  { length: 15 },
  (_, i) => `Point number ${i + 1} of a long list of things we did this year, each worth a line of its own`,
);

const SLIDES = [
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Quarterly highlights'], size: 32 }) +
    body(3, { x: 36, y: 100, w: 360, h: 400 }, BULLETS, 24) +
    picture(4, { x: 420, y: 120, w: 260, h: 195 }),
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Everything we shipped'], size: 32 }) +
    body(3, { x: 36, y: 100, w: 648, h: 420 }, FIFTEEN, 24),
  textBox({ id: 2, x: 36, y: 10, w: 648, h: 50, title: true, paragraphs: ['A title with its text right under it'], size: 32 }) +
    // Two sentences written without bullets: a body to grow, not two points for cards (list-family.ts).
    body(
      3,
      { x: 36, y: 62, w: 648, h: 200 },
      ['The first line sat just below the title', 'The second one too'],
      24,
      1,
      '<a:pPr><a:buNone/></a:pPr>',
    ),
  // A small box right under the title: a subhead, not a second column.
  textBox({ id: 2, x: 36, y: 20, w: 648, h: 60, title: true, paragraphs: ['Where we grew'], size: 32 }) +
    body(3, { x: 36, y: 84, w: 648, h: 36 }, ['Fiscal year 2025, all regions'], 20, 2) +
    body(4, { x: 36, y: 130, w: 648, h: 380 }, BULLETS, 24),
];

let dir: string;
let output: { path: string; metadata: Record<string, unknown> };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-revamp-placement-'));
  const source = join(dir, 'built.pptx');
  await writeLayoutDeck(source, SLIDES);
  const result = await runTool(run, [{ path: source }], { template: 'classic' });
  output = { path: result.output.path, metadata: result.output.metadata as Record<string, unknown> };
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

const boxIn = (shape: string | undefined): Box | null => {
  const m = shape ? /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(shape) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : null;
};
const shapes = (xml: string, pattern: RegExp): string[] =>
  [...xml.matchAll(/<p:(sp|pic)>[\s\S]*?<\/p:\1>/g)].map((m) => m[0]).filter((s) => pattern.test(s));
const texts = (xml: string): string[] => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]!);
const disjoint = (a: Box, b: Box): boolean => a[0] + a[2] <= b[0] || b[0] + b[2] <= a[0] || a[1] + a[3] <= b[1] || b[1] + b[3] <= a[1];

describe('revamp places content on the design’s layouts', () => {
  it('writes a valid deck in which the layout checker finds nothing wrong', async () => {
    expect((await verifyPackage(output.path)).problems).toEqual([]);
    expect(output.metadata).toMatchObject({ slides: 7, continuationSlides: 3, layoutIssues: [] });
    expect(output.metadata).not.toHaveProperty('fitProblems');
  });

  it('puts the picture beside the bullets, never over them', () => {
    const xml = zipText(output.path, 'ppt/slides/slide1.xml');
    const text = boxIn(shapes(xml, /<p:ph idx="1"\/>/)[0]);
    const pic = boxIn(shapes(xml, /<p:blipFill>/)[0]);
    expect(text).not.toBeNull();
    expect(pic).not.toBeNull();
    expect(disjoint(text!, pic!)).toBe(true);
    expect(pic![0]).toBeGreaterThan(text![0]);
    expect(texts(xml)).toEqual(['Quarterly highlights', ...BULLETS]);
  });

  it('continues fifteen long bullets on inserted slides, shared evenly, every run in order, under the same title', () => {
    const rels = zipText(output.path, 'ppt/_rels/presentation.xml.rels');
    const slides = [...zipText(output.path, 'ppt/presentation.xml').matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map(
      (m) => new RegExp(`<Relationship [^>]*Id="${m[1]}"[^>]*Target="slides/([^"]+)"`).exec(rels)?.[1],
    );
    expect(slides).toEqual(['slide1.xml', 'slide2.xml', 'slide5.xml', 'slide6.xml', 'slide7.xml', 'slide3.xml', 'slide4.xml']);
    const parts = ['slide2.xml', 'slide5.xml', 'slide6.xml', 'slide7.xml'].map((name) => texts(zipText(output.path, `ppt/slides/${name}`)));
    expect(parts.map((part) => part.slice(0, 2).join(''))).toEqual([
      `Everything we shipped${FIFTEEN[0]}`,
      `Everything we shipped (cont.)`,
      `Everything we shipped (cont.)`,
      `Everything we shipped (cont.)`,
    ]);
    expect(parts.flatMap((part) => part.filter((t) => t.startsWith('Point')))).toEqual(FIFTEEN);
    // Four two-line points a slide at full size with space between them (list-gaps.ts), not five crammed.
    expect(parts.map((part) => part.filter((t) => t.startsWith('Point')).length)).toEqual([4, 4, 4, 3]);
  });

  it('anchors the title on the accent line and starts the body below it', () => {
    const xml = zipText(output.path, 'ppt/slides/slide3.xml');
    // Both take the layout's boxes: the title's bottom is the accent's, the body starts under it.
    expect(boxIn(shapes(xml, /type="title"/)[0])).toBeNull();
    expect(boxIn(shapes(xml, /<p:ph idx="1"\/>/)[0])).toBeNull();
    expect(shapes(xml, /type="title"/)[0]).not.toMatch(/anchor="/);
    // Two short lines do not sit small in a corner: they grow to the largest body size, 28 pt.
    const sizes = [...shapes(xml, /<p:ph idx="1"\/>/)[0]!.matchAll(/<a:rPr [^>]*sz="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes).toEqual([2800, 2800]);
    // …and spread down the area: the second has space before it (body-spread.ts), up to ¾ of a 28 pt line.
    const spaces = [...shapes(xml, /<p:ph idx="1"\/>/)[0]!.matchAll(/<a:spcBef><a:spcPts val="(\d+)"/g)].map((m) => Number(m[1]));
    expect(spaces).toHaveLength(1);
    expect(spaces[0]).toBeGreaterThan(1000);
    expect(spaces[0]).toBeLessThanOrEqual(2100);
  });

  it('takes a small box under the title for a subhead across the slide, with the body below it', () => {
    const xml = zipText(output.path, 'ppt/slides/slide4.xml');
    const subhead = shapes(xml, /Fiscal year 2025/)[0];
    expect(subhead).toMatch(/txBox="1"/);
    expect(subhead).not.toMatch(/<p:ph/);
    const top = boxIn(subhead)!;
    const main = boxIn(shapes(xml, /<p:ph idx="1"\/>/)[0])!;
    expect(main).not.toBeNull();
    expect(main[1]).toBeGreaterThanOrEqual(top[1] + top[3]);
    // Not a column beside the body: as wide as it.
    expect(top[2]).toBe(main[2]);
    const layout = zipText(output.path, 'ppt/slides/_rels/slide4.xml.rels');
    expect(layout).toMatch(/slideLayout3\.xml/);
    expect(texts(xml)).toEqual(['Where we grew', 'Fiscal year 2025, all regions', ...BULLETS]);
  });
});
