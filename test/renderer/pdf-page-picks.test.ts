/**
 * The PDF panels' page grid as params (issue #31): Merge PDFs sends the kept pages in order only when the person
 * changed something; Organise sends the kept pages as a page list and each turned page under its quarter turn.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER, moveSlide, reconcile, toggleSlide, type SlideDeck } from '../../renderer/src/shared/page-order/slide-order';
import { compactPages, entryKey, mergePages, organizeParams, turnedBy } from '../../renderer/src/shared/pdf-pages/page-picks';

const a: SlideDeck = { key: 'a', name: 'a.pdf', slides: 3 };
const b: SlideDeck = { key: 'b', name: 'b.pdf', slides: 2 };

describe('pages picked on the PDF grid', () => {
  it('sends no pages for a plain merge, and the kept pages in order once one is moved or left out', () => {
    let order = reconcile(EMPTY_ORDER, [a, b]);
    expect(mergePages(order)).toBeUndefined();
    order = toggleSlide(order, 1);
    order = moveSlide(order, 3, 0);
    expect(mergePages(order)).toEqual([
      { file: 1, page: 1 },
      { file: 0, page: 1 },
      { file: 0, page: 3 },
      { file: 1, page: 2 },
    ]);
  });

  it('writes Organise’s order and turns as page lists by the pages’ own numbers', () => {
    let order = reconcile(EMPTY_ORDER, [{ key: 'p', name: 'p.pdf', slides: 6 }]);
    expect(organizeParams(order, {})).toEqual({});
    order = moveSlide(toggleSlide(order, 2), 5, 0);
    const turns = { [entryKey({ deck: 'p', slide: 2 })]: 90, [entryKey({ deck: 'p', slide: 6 })]: 270, 'p:3': 180 };
    // Page 3 is left out, so its turn is not sent.
    expect(organizeParams(order, turns)).toEqual({ order: '6,1-2,4-5', rotate90: '2', rotate270: '6' });
  });

  it('turns a quarter each way within 0–270 and compacts runs of pages', () => {
    expect([turnedBy(0, -90), turnedBy(270, 90), turnedBy(90, 90)]).toEqual([270, 0, 180]);
    expect(compactPages([1, 2, 3, 7, 5, 6])).toBe('1-3,7,5-6');
  });
});
