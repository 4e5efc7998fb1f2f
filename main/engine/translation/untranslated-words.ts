/**
 * The words a provider left in the source language, gathered for the task's metadata: each word once (case
 * aside), how often it came back untranslated, and the slides, pages or sheets it is on, so the person can add it
 * to the glossary. Most frequent first; bounded, so a document full of names cannot flood the result.
 */
import type { Place, PlaceKind } from './documents/text-plan';

export const MAX_LISTED_WORDS = 200;
const MAX_PLACES = 50;

export interface UntranslatedWord {
  word: string;
  count: number;
  /** Slide or page numbers, or sheet names, in document order (at most 50). */
  slides?: number[];
  pages?: number[];
  sheets?: string[];
}

export interface UntranslatedWords {
  /** Distinct words, all of them (the list holds at most MAX_LISTED_WORDS). */
  distinct: number;
  words: UntranslatedWord[];
}

export function untranslatedWords(perUnit: readonly (readonly string[])[], places: readonly Place[], kind: PlaceKind): UntranslatedWords {
  const byKey = new Map<string, { word: string; count: number; first: number; places: Place[] }>();
  perUnit.forEach((words, unit) => {
    const place = places[unit] ?? null;
    for (const word of words) {
      const key = word.toLocaleLowerCase();
      let entry = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { word, count: 0, first: unit, places: [] }));
      entry.count++;
      if (place !== null && !entry.places.includes(place) && entry.places.length < MAX_PLACES) entry.places.push(place);
    }
  });
  const listed = [...byKey.values()].sort((a, b) => b.count - a.count || a.first - b.first).slice(0, MAX_LISTED_WORDS);
  const words = listed.map(({ word, count, places: where }): UntranslatedWord => {
    if (kind === 'sheet') return { word, count, sheets: where.map(String) };
    const numbers = where.filter((place): place is number => typeof place === 'number').sort((a, b) => a - b);
    return kind === 'slide' ? { word, count, slides: numbers } : { word, count, pages: numbers };
  });
  return { distinct: byKey.size, words };
}
