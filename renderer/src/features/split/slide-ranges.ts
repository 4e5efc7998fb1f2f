import { translate } from '../../i18n/i18n';

/**
 * Slide choices as a person types them: "1-3,7" ⇄ [1, 2, 3, 7]. Both directions, so the range field and the
 * checkboxes stay in step whichever one is used.
 */

export type ParsedRanges = { ok: true; numbers: number[] } | { ok: false; problem: string };
export type ParsedGroups = { ok: true; groups: number[][] } | { ok: false; problem: string };

const RANGE = /^(\d{1,6})\s*[-–]\s*(\d{1,6})$/;
const SINGLE = /^\d{1,6}$/;

/**
 * Reads "1-5, 6-12, 20" against a deck of `total` slides as the person typed it: one group per range or number, in
 * the order typed, so "a deck per range" makes one deck per range even where two ranges touch or overlap. An empty
 * text chooses none, a trailing comma is fine while typing.
 */
export function parseRangeGroups(text: string, total: number): ParsedGroups {
  const groups: number[][] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const range = RANGE.exec(part);
    let from: number;
    let to: number;
    if (range) {
      // "7-5" means the same slides as "5-7".
      [from, to] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    } else if (SINGLE.test(part)) {
      from = to = Number(part);
    } else {
      return { ok: false, problem: translate('split.range.notNumber', { part: part.slice(0, 40) }) };
    }
    for (const n of [from, to]) {
      if (n < 1 || n > total) {
        return { ok: false, problem: translate('split.range.noSlide', { n, count: total }) };
      }
    }
    groups.push(Array.from({ length: to - from + 1 }, (_, i) => from + i));
  }
  return { ok: true, groups };
}

/** Reads "1-3, 7" as the set of slides chosen, ascending. */
export function parseRanges(text: string, total: number): ParsedRanges {
  const parsed = parseRangeGroups(text, total);
  if (!parsed.ok) return parsed;
  return { ok: true, numbers: [...new Set(parsed.groups.flat())].sort((a, b) => a - b) };
}

/** [1, 2, 3, 7] → "1-3,7": runs of consecutive slides as ranges. */
export function formatRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start: number | undefined;
  let previous: number | undefined;
  for (const n of [...sorted, Number.NaN]) {
    if (previous !== undefined && n === previous + 1) {
      previous = n;
      continue;
    }
    if (start !== undefined && previous !== undefined) parts.push(start === previous ? String(start) : `${start}-${previous}`);
    start = previous = n;
  }
  return parts.join(',');
}

/** [[1, 2, 3], [3, 4], [9]] → "1-3,3-4,9": one part per group, in the order given. */
export function formatGroups(groups: readonly (readonly number[])[]): string {
  return groups.map((group) => (group.length === 1 ? String(group[0]) : `${group[0]}-${group[group.length - 1]}`)).join(',');
}

/** 1…total. */
export function allSlides(total: number): number[] {
  return Array.from({ length: total }, (_, index) => index + 1);
}
