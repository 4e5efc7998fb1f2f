/**
 * Downloads a family's TTF files from the Google Fonts service: the CSS2 API
 * (`fonts.googleapis.com/css2?family=Name:ital,wght@0,400;0,700;1,400;1,700`) lists one `@font-face` per style, and
 * serves `format('truetype')` URLs to user agents that are not known browsers. Used only when online fonts are
 * allowed (font-sources.ts); `fetch` is injected so the parsing can be tested without a network.
 */
import { familyVariants } from './font-families';
import type { FontFace, FontSource, FontStyle } from './font-face';

export interface FetchResponseLike {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type FetchLike = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<FetchResponseLike>;

export const CSS2_ENDPOINT = 'https://fonts.googleapis.com/css2';
/** Not a browser: Google then answers with TrueType URLs instead of WOFF2. */
const USER_AGENT = 'Deckhand-font-embedder/1.0';

const STYLE_OF: Record<string, FontStyle> = { '0,400': 'regular', '0,700': 'bold', '1,400': 'italic', '1,700': 'boldItalic' };

/** The CSS2 URL asking for the RIBBI styles the family has (`variants` in Google Fonts API naming). */
export function css2Url(family: string, variants: readonly string[]): string {
  const has = new Set(variants);
  const tuples: [number, number][] = [];
  if (has.has('regular')) tuples.push([0, 400]);
  if (has.has('700')) tuples.push([0, 700]);
  if (has.has('italic')) tuples.push([1, 400]);
  if (has.has('700italic')) tuples.push([1, 700]);
  const name = encodeURIComponent(family).replace(/%20/g, '+');
  if (tuples.length === 0) return `${CSS2_ENDPOINT}?family=${name}`;
  const axes = tuples.some(([ital]) => ital === 1)
    ? `ital,wght@${tuples.map(([i, w]) => `${i},${w}`).join(';')}`
    : `wght@${tuples.map(([, w]) => w).join(';')}`;
  return `${CSS2_ENDPOINT}?family=${name}:${axes}`;
}

/** `@font-face` blocks → TrueType URL per style. */
export function parseCss2(css: string): Partial<Record<FontStyle, string>> {
  const out: Partial<Record<FontStyle, string>> = {};
  for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const italic = /font-style:\s*italic/.test(block) ? 1 : 0;
    const weight = /font-weight:\s*(\d+)/.exec(block)?.[1] ?? '400';
    const url = /url\(([^)]+)\)\s*format\(['"]?truetype['"]?\)/.exec(block)?.[1];
    const style = STYLE_OF[`${italic},${weight}`];
    if (style && url && !out[style]) out[style] = url.replace(/^['"]|['"]$/g, '');
  }
  return out;
}

export function googleFontsSource(fetchImpl: FetchLike): FontSource {
  return {
    name: 'google',
    async faces(family, signal) {
      const variants = familyVariants(family);
      if (!variants) return [];
      const headers = { 'user-agent': USER_AGENT };
      const cssResponse = await fetchImpl(css2Url(family, variants), { headers, signal });
      if (!cssResponse.ok) return [];
      const urls = parseCss2(await cssResponse.text());
      const faces: FontFace[] = [];
      for (const [style, url] of Object.entries(urls) as [FontStyle, string][]) {
        const response = await fetchImpl(url, { headers, signal });
        if (response.ok) faces.push({ style, data: Buffer.from(await response.arrayBuffer()), origin: url });
      }
      return faces;
    },
  };
}
