import { describe, expect, it } from 'vitest';
import { INITIAL_SPLIT_OPTIONS, plannedDecks, splitParams, type SplitOptions } from '../../renderer/src/features/split/split-options';
import { formatGroups, parseRangeGroups, parseRanges } from '../../renderer/src/features/split/slide-ranges';

const ranges = (text: string): SplitOptions => {
  const parsed = parseRanges(text, 30);
  return { ...INITIAL_SPLIT_OPTIONS, mode: 'ranges', total: 30, deckKey: 'd', text, chosen: parsed.ok ? parsed.numbers : [] };
};

describe('a deck per range', () => {
  it('makes one deck per range typed, where ranges touch or overlap too', () => {
    expect(splitParams(ranges('1-5, 6-12, 20-23'))).toEqual({
      groups: [
        [1, 2, 3, 4, 5],
        [6, 7, 8, 9, 10, 11, 12],
        [20, 21, 22, 23],
      ],
    });
    expect(plannedDecks(ranges('1-5, 6-12, 20-23'), 0)).toBe(3);
    expect(splitParams(ranges('1-3,3-5'))).toEqual({
      groups: [
        [1, 2, 3],
        [3, 4, 5],
      ],
    });
    expect(plannedDecks(ranges('1-3,3-5'), 0)).toBe(2);
    expect(splitParams(ranges('9, 7-5'))).toEqual({ groups: [[9], [5, 6, 7]] });
  });

  it('keeps each range its own when the typed text is tidied', () => {
    const parsed = parseRangeGroups(' 7-5,6-12 ,20', 30);
    expect(parsed.ok && formatGroups(parsed.groups)).toBe('5-7,6-12,20');
  });
});
