/**
 * The Google Fonts family list (google-fonts.json, made by generate-font-list.ts): search for the font picker
 * (`GET /fonts`) and the family-name check of `pptx.embedFonts`.
 */
import { isBundledFamily } from './bundled-fonts';
import data from './google-fonts.json';

export const FONT_CATEGORIES = ['serif', 'sans-serif', 'display', 'handwriting', 'monospace'] as const;
export type FontCategory = (typeof FONT_CATEGORIES)[number];

export interface FontFamily {
  family: string;
  category: string;
  /** Google Fonts API names: `regular`, `italic`, `700`, `700italic` … */
  variants: string[];
  bundled: boolean;
}

interface Row {
  family: string;
  lower: string;
  category: string;
  variants: string[];
  popularity: number;
}

export const DEFAULT_LIMIT = 50;

/** `400` → `regular`, `400i` → `italic`, `700i` → `700italic`. */
function apiVariant(compact: string): string {
  if (compact === '400') return 'regular';
  if (compact === '400i') return 'italic';
  return compact.endsWith('i') ? `${compact.slice(0, -1)}italic` : compact;
}

const rows: readonly Row[] = (data.families as [string, string, string, number][]).map(([family, category, variants, popularity]) => ({
  family,
  lower: normalize(family),
  category,
  variants: variants.split(',').map(apiVariant),
  popularity,
}));
const byName = new Map(rows.map((row) => [row.lower, row]));

function normalize(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** 0 exact, 1 prefix, 2 a word starts with the query, 3 anywhere (also ignoring spaces: "opensans"); null = no match. */
function matchRank(row: Row, query: string): number | null {
  if (!query) return 0;
  if (row.lower === query) return 0;
  if (row.lower.startsWith(query)) return 1;
  if (row.lower.includes(` ${query}`)) return 2;
  if (row.lower.includes(query) || row.lower.replace(/ /g, '').includes(query.replace(/ /g, ''))) return 3;
  return null;
}

export function searchFontFamilies(opts: { query?: string; category?: string; limit?: number }): FontFamily[] {
  const query = normalize(opts.query ?? '');
  const category = opts.category?.trim().toLowerCase() || undefined;
  const limit = Math.max(0, Math.floor(opts.limit ?? DEFAULT_LIMIT));
  const hits: { row: Row; rank: number }[] = [];
  for (const row of rows) {
    if (category && row.category !== category) continue;
    const rank = matchRank(row, query);
    if (rank !== null) hits.push({ row, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || b.row.popularity - a.row.popularity || a.row.family.localeCompare(b.row.family));
  return hits.slice(0, limit).map(({ row }) => ({
    family: row.family,
    category: row.category,
    variants: [...row.variants],
    bundled: isBundledFamily(row.family),
  }));
}

export function isKnownFamily(name: string): boolean {
  return byName.has(normalize(name));
}

/** The family as Google Fonts spells it ("open sans" → "Open Sans"), or undefined when it is not a Google font. */
export function canonicalFamily(name: string): string | undefined {
  return byName.get(normalize(name))?.family;
}

/** The Google Fonts category of a known family (serif, sans-serif, display, handwriting, monospace), or undefined. */
export function familyCategory(name: string): string | undefined {
  return byName.get(normalize(name))?.category;
}

/** Variants of a known family in Google Fonts API naming, or undefined. */
export function familyVariants(name: string): string[] | undefined {
  const row = byName.get(normalize(name));
  return row ? [...row.variants] : undefined;
}

export function familyCount(): number {
  return rows.length;
}

/**
 * Intake check for `pptx.embedFonts` params (the engine may call it to answer 400 before queuing):
 * the message for the first family that is not in the Google Fonts library, or null when all are known.
 */
export function validateEmbedFontsParams(params: { usedFonts?: unknown }): string | null {
  const fonts = Array.isArray(params.usedFonts) ? params.usedFonts : [];
  for (const name of fonts) {
    if (typeof name === 'string' && !isKnownFamily(name)) return `Unknown Google Fonts family "${name}".`;
  }
  return null;
}
