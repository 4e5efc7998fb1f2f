/**
 * Page lists as people type them in the PDF tools ("1-3, 5, 8-"): numbers from 1, a range "a-b" (backwards "5-3"
 * counts down), an open range "8-" to the last page. Parsed here once for the definitions' schemas (the syntax) and
 * the engine (the pages, once it knows how many the PDF has).
 */
import { z } from 'zod';

export interface PageRange {
  first: number;
  /** null = to the last page. */
  last: number | null;
  /** As typed, for file names and messages ("1-3"). */
  text: string;
}

const PART = /^(\d{1,6})\s*(?:(-)\s*(\d{1,6})?)?$/;

/** The ranges of `text`, or a sentence saying what is wrong with it. */
export function parsePageRanges(text: string): PageRange[] | string {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return 'Give at least one page, such as “1-3, 5”.';
  const ranges: PageRange[] = [];
  for (const part of parts) {
    const match = PART.exec(part);
    if (!match) return `“${part}” is not a page or a range of pages (write them like “1-3, 5, 8-”).`;
    const first = Number(match[1]);
    const last = match[2] ? (match[3] === undefined ? null : Number(match[3])) : first;
    if (first < 1 || last === 0) return `“${part}”: pages count from 1.`;
    ranges.push({ first, last, text: part.replace(/\s+/g, '') });
  }
  return ranges;
}

/** Every page of the ranges in order, against a PDF of `count` pages, or a sentence naming a page it lacks. */
export function pagesOf(ranges: readonly PageRange[], count: number): number[] | string {
  const pages: number[] = [];
  for (const range of ranges) {
    const last = range.last ?? count;
    const highest = Math.max(range.first, last);
    if (highest > count) return `“${range.text}” asks for page ${highest}, but the PDF has ${count} ${count === 1 ? 'page' : 'pages'}.`;
    const step = last >= range.first ? 1 : -1;
    for (let page = range.first; page !== last + step; page += step) pages.push(page);
  }
  return pages;
}

/** A params field holding a page list: its syntax is checked by the schema, the pages by the engine. */
export function pageListField(description: string) {
  return z
    .string()
    .max(2000)
    .refine((text) => typeof parsePageRanges(text) !== 'string', { message: 'write pages like “1-3, 5, 8-”' })
    .optional()
    .describe(description);
}
