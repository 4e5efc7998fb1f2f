/**
 * Translated text fitted so that LibreOffice (the app's previews, Convert to PDF, thumbnails) and PowerPoint show the
 * same: built shapes that used to fail (a `wrap="none"` two-line title with explicit breaks and no autofit, a title at
 * 20 pt in a one-line box, a body growing towards the source line below it, a diagram of eight small boxes) are
 * translated en→es with Apertium through the tool, its layout check included, then read back from the XML (what
 * PowerPoint applies: written sizes, no autofit where there was none) and from LibreOffice's render (sizes and
 * positions of the lines in the PDF). One render of the output per file (the source's is the tool's own).
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutIssue } from '../../main/engine/layout-check/check-layout';
import { readDeckLayout, type DeckLayout } from '../../main/engine/layout-check/deck-layout';
import type { DeckShape } from '../../main/engine/layout-check/deck-shapes';
import { run } from '../../main/engine/tools/translation';
import { group, textBox, writeLayoutDeck } from '../helpers/layout-deck';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { zipText } from './pptx-test-support';

const DIAGRAM = [
  'Part-time enrollment',
  'Full-time students',
  'Online courses',
  'Evening classes',
  'Summer programs',
  'Graduate students',
  'Transfer students',
  'International students',
];

const BULLETS = [
  'The team reviewed the quarterly results with the finance department',
  'Customers asked for a simpler way to share their presentations',
  'We will hire two engineers to work on the new translation features',
  'Every region reported better sales than last year',
  'Training sessions for new staff start in the first week of the month',
  'Our support team answered most questions within one working day',
];

const NOTES = ['Source: annual customer survey of the company', 'Sales figures: finance department', 'All numbers are preliminary'];

interface Metadata {
  layoutIssues?: LayoutIssue[];
  layoutCheck?: string;
  unfitShapes?: { slide: number | null; shape: string; excerpt: string; detail: string }[];
}

let dir: string;
let source: string;
let out: string;
let metadata: Metadata;
let rendered: DeckLayout;

function slideXml(n: number): string {
  return zipText(out, `ppt/slides/slide${n}.xml`);
}

/** The `p:sp` of a shape by its id. */
function shapeXml(xml: string, id: number): string {
  return new RegExp(`<p:sp>(?:(?!</p:sp>).)*?<p:cNvPr id="${id}"(?:(?!</p:sp>).)*</p:sp>`, 's').exec(xml)?.[0] ?? '';
}

function runSizes(xml: string): number[] {
  return [...xml.matchAll(/<a:rPr[^>]* sz="(\d+)"/g)].map((m) => Number(m[1]) / 100);
}

/** What LibreOffice drew for a shape: its box and its lines (sizes and boxes, points from the top left). */
function drawn(
  slide: number,
  id: number,
): { shape: DeckShape; lines: { size: number; box: { x: number; y: number; w: number; h: number } }[] } {
  const page = rendered.slides[slide - 1]!;
  const shape = page.shapes.shapes.find((s) => s.id === String(id))!;
  const lines = page.owned.filter((owned) => owned.owner === shape).map((owned) => owned.line);
  return { shape, lines };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'translation-fit-render-'));
  source = join(dir, 'built.pptx');
  const boxes = DIAGRAM.map((text, i) =>
    textBox({
      id: 11 + i,
      x: 60 + (i % 4) * 155,
      y: 150 + Math.floor(i / 4) * 110,
      w: 110,
      h: 52,
      size: 14,
      fill: 'DDEBF7',
      anchor: 'ctr',
      align: 'ctr',
      paragraphs: [text],
    }),
  ).join('');
  await writeLayoutDeck(source, [
    // 1: a two-line title set by explicit breaks, no wrapping, no autofit, sized to its English lines.
    textBox({
      id: 2,
      x: 150,
      y: 40,
      w: 420,
      h: 90,
      size: 32,
      title: true,
      noWrap: true,
      breaks: true,
      align: 'ctr',
      anchor: 'ctr',
      paragraphs: ['Results of the survey', 'and our plans for the next year'],
    }) + textBox({ id: 3, x: 60, y: 150, w: 600, h: 200, size: 20, paragraphs: BULLETS.slice(0, 3) }),
    // 2: a 20 pt title in a box one line high, the body just below it.
    textBox({ id: 2, x: 60, y: 24, w: 260, h: 32, size: 20, title: true, paragraphs: ['Survey results by region'] }) +
      textBox({ id: 3, x: 60, y: 62, w: 600, h: 200, size: 18, paragraphs: BULLETS.slice(3) }),
    // 3: a full body with the source line right below it.
    textBox({ id: 2, x: 60, y: 30, w: 600, h: 50, size: 32, title: true, paragraphs: ['What we learned'] }) +
      textBox({ id: 3, x: 60, y: 95, w: 600, h: 260, size: 22, paragraphs: BULLETS }) +
      textBox({ id: 4, x: 60, y: 360, w: 600, h: 26, size: 12, paragraphs: ['Source: annual customer survey of the company'] }),
    // 4: a diagram of eight small boxes.
    textBox({ id: 2, x: 60, y: 30, w: 600, h: 50, size: 32, title: true, paragraphs: ['Who takes our courses'] }) +
      group(10, { x: 60, y: 150, w: 575, h: 162 }, boxes),
    // 5: the notes below the body are set from the bottom of a short box: their text rises above its frame.
    textBox({ id: 2, x: 60, y: 30, w: 600, h: 50, size: 32, title: true, paragraphs: ['What we learned'] }) +
      textBox({ id: 3, x: 60, y: 95, w: 600, h: 200, size: 20, paragraphs: BULLETS }) +
      textBox({ id: 4, x: 60, y: 360, w: 600, h: 20, size: 12, anchor: 'b', paragraphs: NOTES }),
    // 6: an arrow, whose text area (its shaft) is narrower and lower than its frame: only the render shows it.
    textBox({ id: 2, x: 60, y: 30, w: 600, h: 50, size: 32, title: true, paragraphs: ['Next steps'] }) +
      textBox({
        id: 3,
        x: 60,
        y: 150,
        w: 230,
        h: 70,
        size: 20,
        geometry: 'stripedRightArrow',
        fill: '92D050',
        outline: '2E7D32',
        anchor: 'ctr',
        align: 'ctr',
        paragraphs: ['Loading the results'],
      }),
  ]);
  const result = await runTool(run, [{ path: source, name: 'built.pptx' }], { from: 'en', to: 'es' });
  out = join(dir, 'built.es.pptx');
  await copyFile(result.output.path, out);
  metadata = result.output.metadata as Metadata;
  rendered = await readDeckLayout(out, { workDir: dir, label: 'built.es.pptx', floorPt: 10 });
});

afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

describe('translated text fitted for every renderer', () => {
  it('is flagged by nothing and reports nothing as unfit', () => {
    expect(metadata.layoutCheck).toBeUndefined();
    expect(metadata.layoutIssues).toEqual([]);
    expect(metadata.unfitShapes).toEqual([]);
  });

  it('adds no autofit to shapes that had none, and writes the smaller sizes into the runs', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(slideXml(n), `slide ${n}`).not.toMatch(/normAutofit/);
    const title = shapeXml(slideXml(1), 2);
    for (const size of runSizes(title)) expect(size).toBeGreaterThanOrEqual(0.7 * 32 - 0.01);
    const small = shapeXml(slideXml(2), 2);
    expect(Math.min(...runSizes(small))).toBeLessThan(20);
    expect(Math.min(...runSizes(small))).toBeGreaterThanOrEqual(14 - 0.01);
  });

  it('keeps the no-wrap title at 70 % or more in LibreOffice, inside the slide, its breaks kept', () => {
    const { shape, lines } = drawn(1, 2);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line.size).toBeGreaterThanOrEqual(0.7 * 32 - 0.3);
      expect(line.box.x).toBeGreaterThanOrEqual(0);
      expect(line.box.x + line.box.w).toBeLessThanOrEqual(720);
    }
    expect(shapeXml(slideXml(1), 2)).toMatch(/<a:br>/);
    // The title ends above the body.
    const body = drawn(1, 3);
    expect(Math.max(...lines.map((l) => l.box.y + l.box.h))).toBeLessThanOrEqual(Math.min(...body.lines.map((l) => l.box.y)));
    expect(shape.box).not.toBeNull();
  });

  it('shrinks the 20 pt title to no less than 14 pt in the render, clear of the body', () => {
    const { lines } = drawn(2, 2);
    const body = drawn(2, 3);
    for (const line of lines) expect(line.size).toBeGreaterThanOrEqual(14 - 0.3);
    expect(Math.max(...lines.map((l) => l.box.y + l.box.h))).toBeLessThanOrEqual(Math.min(...body.lines.map((l) => l.box.y)) + 1);
  });

  it('keeps the growing body above the source line, at 10 pt or more', () => {
    const body = drawn(3, 3);
    const note = drawn(3, 4);
    expect(note.lines.length).toBeGreaterThan(0);
    const noteTop = Math.min(...note.lines.map((l) => l.box.y));
    expect(Math.max(...body.lines.map((l) => l.box.y + l.box.h))).toBeLessThanOrEqual(noteTop);
    for (const line of body.lines) expect(line.size).toBeGreaterThanOrEqual(10 - 0.3);
  });

  it('keeps the body clear of text the render shows above its own frame', () => {
    const body = drawn(5, 3);
    const note = drawn(5, 4);
    expect(note.lines).toHaveLength(3);
    const noteTop = Math.min(...note.lines.map((l) => l.box.y));
    // The notes' first line sits well above their frame (which begins at 360 pt): the XML alone would let the body grow there.
    expect(noteTop).toBeLessThan(345);
    expect(Math.max(...body.lines.map((l) => l.box.y + l.box.h))).toBeLessThanOrEqual(noteTop);
  });

  it('fits the arrow’s text to its shaft from what the render showed (the first fit left it crossing the outline)', () => {
    const { lines } = drawn(6, 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.size).toBeGreaterThanOrEqual(10);
    expect(lines[0]!.size).toBeLessThan(20);
    // The first fit alone trusts the frame and leaves the size; the refit wrote a smaller one into the run.
    expect(Math.max(...runSizes(shapeXml(slideXml(6), 3)))).toBeLessThan(20);
  });

  it('fits each diagram box’s text in its own box, all eight at one size', () => {
    const sizes = new Set<number>();
    for (let i = 0; i < DIAGRAM.length; i++) {
      const { shape, lines } = drawn(4, 11 + i);
      expect(lines.length, DIAGRAM[i]).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.box.x).toBeGreaterThanOrEqual(shape.box!.x - 1);
        expect(line.box.x + line.box.w).toBeLessThanOrEqual(shape.box!.x + shape.box!.w + 1);
        expect(line.box.y).toBeGreaterThanOrEqual(shape.box!.y - 1);
        expect(line.box.y + line.box.h).toBeLessThanOrEqual(shape.box!.y + shape.box!.h + 1);
        sizes.add(Math.round(line.size * 2) / 2);
      }
    }
    expect([...sizes]).toHaveLength(1);
    expect([...sizes][0]).toBeGreaterThanOrEqual(10);
    const xml = slideXml(4);
    expect(new Set(DIAGRAM.map((_, i) => runSizes(shapeXml(xml, 11 + i)).join(','))).size).toBe(1);
  });
});
