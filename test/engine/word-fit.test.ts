/**
 * The closed loop's word fit (revamp/word-fit.ts): a shape whose word the checker found broken across two lines
 * shrinks until its longest word fits its line, more at each round, never below the floor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FontMeasure } from '../../main/engine/lib/fonts/font-measure';
import { NS } from '../../main/engine/lib/pptx/ooxml-constants';
import { allElements, parseXml, type Element } from '../../main/engine/lib/pptx/xml-dom';
import type { ArrangeContext } from '../../main/engine/revamp/slide-arrange';
import { fitWords } from '../../main/engine/revamp/word-fit';
import { findDeckTemplate } from '../../shared/tools/deck-templates';

const fonts = findDeckTemplate('meadow')!.fonts;
let ctx: ArrangeContext;

beforeAll(async () => {
  const measure = await FontMeasure.load([fonts.heading, fonts.body], new AbortController().signal);
  ctx = { size: { cx: 9144000, cy: 6858000 }, measure, fonts, defaultSizes: [18] };
});

/** A slide with one label: `word` at 28 pt in a box `width` EMU wide (poi-45545_Comment's "Preparation"). */
function label(word: string, width: number): Element {
  return parseXml(
    `<p:sld xmlns:p="${NS.p}" xmlns:a="${NS.a}"><p:cSld><p:spTree><p:sp><p:nvSpPr><p:cNvPr id="7" name="Label"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
      `<p:spPr><a:xfrm><a:off x="2743200" y="3886200"/><a:ext cx="${width}" cy="519113"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
      `<p:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-US" sz="2800"><a:latin typeface="+mn-lt"/></a:rPr><a:t>${word}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
  ).documentElement!;
}

const size = (slide: Element): number =>
  Number(
    allElements(slide)
      .find((el) => el.localName === 'rPr')!
      .getAttribute('sz'),
  ) / 100;

describe('the word fit of the closed loop', () => {
  it('shrinks a flagged label until its word fits its line, more at a second round, never below 12 pt', () => {
    const once = label('Preparation', 1400000);
    expect(fitWords(once, new Map([['7', 1]]), ctx)).toEqual(['7']);
    const first = size(once);
    expect(first).toBeLessThan(28);
    expect(first).toBeGreaterThanOrEqual(12);
    const twice = label('Preparation', 1400000);
    fitWords(twice, new Map([['7', 2]]), ctx);
    expect(size(twice)).toBeLessThan(first);
    // A box far too narrow: the floor, not less.
    const narrow = label('Preparation', 300000);
    fitWords(narrow, new Map([['7', 1]]), ctx);
    expect(size(narrow)).toBe(12);
  });

  it('leaves a label that was not flagged, or whose word fits, as it is', () => {
    const wide = label('Preparation', 4000000);
    expect(fitWords(wide, new Map([['7', 1]]), ctx)).toEqual([]);
    expect(size(wide)).toBe(28);
    const unflagged = label('Preparation', 1400000);
    expect(fitWords(unflagged, new Map(), ctx)).toEqual([]);
    expect(size(unflagged)).toBe(28);
  });
});
