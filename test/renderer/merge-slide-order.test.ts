import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORDER,
  isWholeDeckMerge,
  moveSlide,
  reconcile,
  resetOrder,
  slidesParam,
  toggleSlide,
  type SlideDeck,
} from '../../renderer/src/shared/page-order/slide-order';

const a: SlideDeck = { key: 'a', name: 'a.pptx', slides: 3 };
const b: SlideDeck = { key: 'b', name: 'b.pptx', slides: 2 };
const c: SlideDeck = { key: 'c', name: 'c.pptx', slides: 2 };
const labels = (order: ReturnType<typeof reconcile>): string[] => order.slides.map((e) => `${e.deck}${e.slide}${e.included ? '' : '-'}`);

describe('the merge panel’s slide order', () => {
  it('unfolds added decks in deck order, and sends no slides param for a plain merge', () => {
    const order = reconcile(EMPTY_ORDER, [a, b]);
    expect(labels(order)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(isWholeDeckMerge(order)).toBe(true);
    expect(reconcile(order, [a, b])).toBe(order);
  });

  it('leaves slides out and moves one across decks; the param lists the rest by upload index', () => {
    let order = reconcile(EMPTY_ORDER, [a, b, c]);
    order = toggleSlide(order, 1);
    order = moveSlide(order, 6, 0);
    expect(labels(order)).toEqual(['c2', 'a1', 'a2-', 'a3', 'b1', 'b2', 'c1']);
    expect(isWholeDeckMerge(order)).toBe(false);
    expect(slidesParam(order)).toEqual([
      { file: 2, slide: 2 },
      { file: 0, slide: 1 },
      { file: 0, slide: 3 },
      { file: 1, slide: 1 },
      { file: 1, slide: 2 },
      { file: 2, slide: 1 },
    ]);
    expect(labels(resetOrder(order))).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'c2']);
  });

  it('moves a deck’s slides as one block when the deck moves, keeping slides moved on their own in place', () => {
    let order = reconcile(EMPTY_ORDER, [a, b, c]);
    order = moveSlide(order, 6, 0);
    order = toggleSlide(order, 2);
    // b moves before a in the deck list.
    const moved = reconcile(order, [b, a, c]);
    expect(labels(moved)).toEqual(['c2', 'b1', 'b2', 'a1', 'a2-', 'a3', 'c1']);
    expect(slidesParam(moved)[0]).toEqual({ file: 2, slide: 2 });
    expect(slidesParam(moved)[1]).toEqual({ file: 0, slide: 1 });
  });

  it('drops a removed deck’s slides and appends a new deck as a block', () => {
    const order = reconcile(EMPTY_ORDER, [a, b]);
    expect(labels(reconcile(order, [b]))).toEqual(['b1', 'b2']);
    expect(labels(reconcile(order, [a, b, c]))).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'c2']);
  });
});
