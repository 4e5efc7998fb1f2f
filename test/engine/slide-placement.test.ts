/**
 * Revamp's placement geometry (main/engine/revamp/slide-placement.ts) and the built-in layouts' areas: text and
 * pictures never share space, a long body takes room from the pictures before it shrinks or continues, visuals
 * are never enlarged, and on every layout the accent line lies between the title and everything else; and the gaps a
 * revamped list keeps between its points and sub-points.
 */
import { describe, expect, it } from 'vitest';
import { NS } from '../../main/engine/lib/pptx/ooxml-constants';
import { childElements, parseXml, type Element } from '../../main/engine/lib/pptx/xml-dom';
import { blankLinesToGaps } from '../../main/engine/revamp/body-fit';
import { gapFloors, gapKinds } from '../../main/engine/revamp/list-gaps';
import { fitInto, overlaps, placeContent, type TextFit } from '../../main/engine/revamp/slide-placement';
import { accentUnder, BODY_BOX, LAYOUTS, TITLE_BOX, type Box } from '../../main/engine/templates/layout-specs';
import type { MeasuredParagraph } from '../../main/engine/templates/text-layout';

const AREA = BODY_BOX;

/** A text that needs `area` EMU² at full size and may shrink to `min` (its needed area scales with scale²). */
function textNeeding(area: number, paragraphs = 10, min = 0.75): TextFit {
  const scaleIn = (width: number, height: number): number | null => {
    const room = width * height;
    if (room >= area) return 1;
    const scale = Math.sqrt(room / area);
    return scale >= min ? Math.floor(scale * 40) / 40 : null;
  };
  return { scaleIn, paragraphsIn: (width, height) => Math.max(1, Math.floor((paragraphs * width * height) / area)) };
}

const inside = (box: Box, area: Box): boolean =>
  box[0] >= area[0] - 1 && box[1] >= area[1] - 1 && box[0] + box[2] <= area[0] + area[2] + 1 && box[1] + box[3] <= area[1] + area[3] + 1;

describe('placing a slide’s content on a layout', () => {
  const picture: Box = [6500000, 2000000, 5000000, 3750000];

  it('puts a picture beside a long body, never over it, and gives the text what the picture does not need', () => {
    const text = { box: [838200, 1900000, 10515600, 4000000] as Box, fit: textNeeding(AREA[2] * AREA[3] * 0.55) };
    const placed = placeContent({ area: AREA, text, visuals: [picture] });
    expect(placed.text).toBeDefined();
    expect(placed.visuals).toBeDefined();
    expect(overlaps(placed.text!.box, placed.visuals!.box)).toBe(false);
    expect(inside(placed.text!.box, AREA)).toBe(true);
    expect(inside(placed.visuals!.box, AREA)).toBe(true);
    // The picture stays on the right, where it was; the text fits at full size.
    expect(placed.visuals!.box[0]).toBeGreaterThan(placed.text!.box[0] + placed.text!.box[2]);
    expect(placed.text!.scale).toBe(1);
    expect(placed.visuals!.scale).toBeLessThanOrEqual(1);
  });

  it('shrinks the picture rather than the text, then the text, then names what continues', () => {
    const roomy = placeContent({ area: AREA, text: { box: AREA, fit: textNeeding(AREA[2] * AREA[3] * 0.3) }, visuals: [picture] });
    const crowded = placeContent({ area: AREA, text: { box: AREA, fit: textNeeding(AREA[2] * AREA[3] * 0.75) }, visuals: [picture] });
    expect(crowded.text!.box[2]).toBeGreaterThan(roomy.text!.box[2]);
    expect(crowded.visuals!.box[2]).toBeLessThan(roomy.visuals!.box[2]);
    expect(overlaps(crowded.text!.box, crowded.visuals!.box)).toBe(false);
    const overflowing = placeContent({ area: AREA, text: { box: AREA, fit: textNeeding(AREA[2] * AREA[3] * 4, 15) }, visuals: [picture] });
    expect(overflowing.text!.scale).toBe(1);
    expect(overflowing.text!.keep).toBeGreaterThanOrEqual(1);
    expect(overflowing.text!.keep).toBeLessThan(15);
    expect(overlaps(overflowing.text!.box, overflowing.visuals!.box)).toBe(false);
  });

  it('stacks text over pictures that sat below it, keeping a wide row of shapes at full size', () => {
    const row: Box[] = [
      [1700000, 6100000, 1300000, 480000],
      [3500000, 6000000, 1300000, 570000],
      [5300000, 6100000, 1300000, 480000],
    ];
    const placed = placeContent({
      area: AREA,
      text: { box: [457200, 1600200, 8229600, 4400000], fit: textNeeding(AREA[2] * AREA[3] * 0.6) },
      visuals: row,
    });
    expect(placed.visuals!.scale).toBe(1);
    expect(placed.visuals!.box[1]).toBeGreaterThanOrEqual(placed.text!.box[1] + placed.text!.box[3]);
    expect(inside(placed.visuals!.box, AREA)).toBe(true);
  });

  it('fits a body of fifteen bullets with no pictures into the area or names the paragraphs that continue', () => {
    const fifteen = placeContent({ area: AREA, text: { box: AREA, fit: textNeeding(AREA[2] * AREA[3] * 1.9, 15) }, visuals: [] });
    expect(fifteen.text!.box).toEqual(AREA);
    expect(fifteen.text!.keep).toBe(7);
    const fits = placeContent({ area: AREA, text: { box: AREA, fit: textNeeding(AREA[2] * AREA[3] * 1.5, 15) }, visuals: [] });
    expect(fits.text!.keep).toBeNull();
    expect(fits.text!.scale).toBeGreaterThanOrEqual(0.75);
  });

  it('never enlarges a group, and leaves one that is already inside where it is', () => {
    const logo: Box = [2000000, 2500000, 800000, 600000];
    expect(fitInto(logo, AREA)).toEqual({ scale: 1, dx: 0, dy: 0, box: logo });
    const big = fitInto([0, 0, 20000000, 10000000], AREA);
    expect(big.scale).toBeLessThan(1);
    expect(inside(big.box, AREA)).toBe(true);
    const off = fitInto([11000000, 6000000, 2000000, 1000000], AREA);
    expect(off.scale).toBe(1);
    expect(inside(off.box, AREA)).toBe(true);
  });
});

describe('the built-in layouts', () => {
  it('draw the accent line under the title box and above everything else on the slide', () => {
    for (const layout of LAYOUTS.filter((spec) => spec.accent)) {
      const title = layout.placeholders.find((placeholder) => placeholder.type === 'title')!;
      const accent = layout.accent!;
      expect(accent, layout.key).toEqual(accentUnder(title.box));
      expect(accent[1], layout.key).toBeGreaterThanOrEqual(title.box[1] + title.box[3]);
      for (const placeholder of layout.placeholders.filter((p) => p !== title)) {
        const [x, y, cx] = placeholder.box;
        const beside = x >= accent[0] + accent[2] || x + cx <= accent[0];
        expect(beside || y >= accent[1] + accent[3] + 50000, `${layout.key} ${placeholder.name}`).toBe(true);
      }
      // Titles sit on the line: anchored to their box's bottom.
      expect(title.style?.anchor, layout.key).toBe('b');
    }
    expect(BODY_BOX[1]).toBeGreaterThan(accentUnder(TITLE_BOX)[1] + accentUnder(TITLE_BOX)[3]);
  });

  it('keep every placeholder on the slide and text placeholders apart', () => {
    for (const layout of LAYOUTS) {
      for (const placeholder of layout.placeholders)
        expect(inside(placeholder.box, [0, 0, 12192000, 6858000]), placeholder.name).toBe(true);
      const text = layout.placeholders.filter((p) => p.type !== 'pic');
      for (const [i, a] of text.entries())
        for (const b of text.slice(i + 1)) expect(overlaps(a.box, b.box), `${layout.key}: ${a.name} / ${b.name}`).toBe(false);
    }
  });
});

describe('the gaps a revamped list keeps between its items (list-gaps.ts)', () => {
  const para = (text: string, level = 0, sizePt = 24): MeasuredParagraph => ({
    runs: [{ text, font: { family: 'Carlito' }, sizePt }],
    level,
  });

  it('takes the sub-points under a lead-in for the points, close under it and spaced from each other', () => {
    const list = [para('The common issues are:'), para('apprentice conditions', 1), para('annual leave', 1), para('public holidays', 1)];
    expect(gapKinds(list)).toEqual([null, 'sub', 'point', 'point']);
    // 0.4 of a 24 pt line before a point, 0.2 before the lead-in's first sub-point; with the type at 80 %, 80 % of it.
    expect(gapFloors(list, 1).map((gap) => Math.round(gap * 100) / 100)).toEqual([0, 5.76, 11.52, 11.52]);
    expect(gapFloors(list, 0.8)[2]).toBeCloseTo(9.216, 3);
  });

  it('spaces points more than their sub-points, a list written at one deeper level as points, and asks nothing around an empty line', () => {
    expect(gapKinds([para('A'), para('a1', 1), para('a2', 1), para('B'), para('b1', 1)])).toEqual([null, 'sub', 'sub', 'point', 'sub']);
    expect(gapKinds([para('One', 1), para('Two', 1), para('Three', 1)])).toEqual([null, 'point', 'point']);
    expect(gapKinds([para('2008-09'), para(''), para('2012-13'), para('2014-15')])).toEqual([null, null, null, 'point']);
  });
});

describe('blank lines between list items (body-fit.ts)', () => {
  const body = (items: readonly string[]): Element => {
    const paragraphs = items.map((text) =>
      text ? `<a:p><a:r><a:rPr lang="en-AU"/><a:t>${text}</a:t></a:r></a:p>` : '<a:p><a:endParaRPr lang="en-AU"/></a:p>',
    );
    return parseXml(`<p:txBody xmlns:p="${NS.p}" xmlns:a="${NS.a}"><a:bodyPr/>${paragraphs.join('')}</p:txBody>`).documentElement!;
  };
  const texts = (txBody: Element): string[] =>
    childElements(txBody)
      .filter((el) => el.localName === 'p')
      .map((p) => p.textContent ?? '');

  it('go when one stands between every two of three or more items, so the list’s own gaps space it and its type can grow', () => {
    const list = body(['Stage 1', '', 'Stage 2', '', 'Stage 3', '', 'Stage 4', '']);
    blankLinesToGaps(list);
    // The trailing blank is not between items: it stays (fitting ignores it).
    expect(texts(list)).toEqual(['Stage 1', 'Stage 2', 'Stage 3', 'Stage 4', '']);
  });

  it('stay where they group items, or where only two items are double-spaced', () => {
    for (const items of [
      ['A', 'B', '', 'C', 'D'],
      ['A', '', 'B', '', '', 'C'],
      ['A', '', 'B'],
    ]) {
      const list = body(items);
      blankLinesToGaps(list);
      expect(texts(list)).toEqual(items);
    }
  });
});
