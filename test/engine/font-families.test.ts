import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalFamily,
  familyCount,
  isKnownFamily,
  searchFontFamilies,
  validateEmbedFontsParams,
} from '../../main/engine/lib/fonts/font-families';
import { authHeaders, startTestEngine, type TestEngine } from '../helpers/engine';

describe('the Google Fonts family list', () => {
  it('holds the whole library in a small file', () => {
    expect(familyCount()).toBeGreaterThanOrEqual(1500);
    expect(statSync(join(import.meta.dirname, '../../main/engine/lib/fonts/google-fonts.json')).size).toBeLessThan(300 * 1024);
  });

  it('knows families case-insensitively and spells them as Google does', () => {
    expect(isKnownFamily('Roboto')).toBe(true);
    expect(isKnownFamily('  open   SANS ')).toBe(true);
    expect(canonicalFamily('open sans')).toBe('Open Sans');
    expect(isKnownFamily('Comic Sans MS')).toBe(false);
    expect(isKnownFamily('Foo')).toBe(false);
    expect(validateEmbedFontsParams({ usedFonts: ['Roboto', 'Foo'] })).toBe('Unknown Google Fonts family "Foo".');
    expect(validateEmbedFontsParams({ usedFonts: ['Roboto', 'Lato'] })).toBeNull();
  });
});

describe('searchFontFamilies', () => {
  it('ranks prefix matches first, then by popularity', () => {
    const hits = searchFontFamilies({ query: 'rob' });
    expect(hits[0]?.family).toBe('Roboto');
    expect(hits.every((h) => h.family.toLowerCase().replace(/ /g, '').includes('rob'))).toBe(true);
    const firstNonPrefix = hits.findIndex((h) => !h.family.toLowerCase().startsWith('rob'));
    const lastPrefix = hits.map((h) => h.family.toLowerCase().startsWith('rob')).lastIndexOf(true);
    if (firstNonPrefix >= 0) expect(lastPrefix).toBeLessThan(firstNonPrefix);
    // Among the "Roboto …" families, the much more used ones come first.
    const names = hits.map((h) => h.family);
    expect(names.indexOf('Roboto Mono')).toBeLessThan(names.indexOf('Roboto Serif'));
  });

  it('matches inside names and ignoring spaces', () => {
    expect(searchFontFamilies({ query: 'sans' }).map((h) => h.family)).toContain('Open Sans');
    expect(searchFontFamilies({ query: 'opensans' })[0]?.family).toBe('Open Sans');
    expect(searchFontFamilies({ query: 'no such font at all' })).toEqual([]);
  });

  it('filters by category and limits the answer', () => {
    const mono = searchFontFamilies({ category: 'monospace', limit: 1000 });
    expect(mono.length).toBeGreaterThan(20);
    expect(mono.every((h) => h.category === 'monospace')).toBe(true);
    expect(mono.map((h) => h.family)).toContain('Roboto Mono');
    expect(
      searchFontFamilies({ category: 'serif', query: 'roboto' })
        .map((h) => h.family)
        .sort(),
    ).toEqual(['Roboto Serif', 'Roboto Slab']);
    expect(searchFontFamilies({ category: 'gothic' })).toEqual([]);
    expect(searchFontFamilies({ limit: 5 })).toHaveLength(5);
    expect(searchFontFamilies({})).toHaveLength(50);
  });

  it('describes variants in Google Fonts API naming and marks the fonts shipped with the app', () => {
    const [roboto] = searchFontFamilies({ query: 'Roboto', limit: 1 });
    expect(roboto).toMatchObject({ family: 'Roboto', category: 'sans-serif', bundled: true });
    expect(roboto?.variants).toEqual(expect.arrayContaining(['regular', 'italic', '700', '700italic']));
    expect(searchFontFamilies({ query: 'Oswald', limit: 1 })[0]).toMatchObject({ family: 'Oswald', bundled: false });
    const bundled = searchFontFamilies({ limit: 2000 })
      .filter((h) => h.bundled)
      .map((h) => h.family)
      .sort();
    // The popular families and the metric-compatible stand-ins the picker offers.
    expect(bundled).toEqual([
      'Arimo',
      'Caladea',
      'Carlito',
      'Cousine',
      'Gelasio',
      'Inter',
      'Lato',
      'Montserrat',
      'Open Sans',
      'Poppins',
      'Roboto',
      'Tinos',
    ]);
  });
});

describe('GET /fonts', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('answers the font picker from the family list', async () => {
    const response = await fetch(`${engine.baseUrl}/fonts?q=mont&category=sans-serif&limit=3`, { headers: authHeaders(engine.key) });
    expect(response.status).toBe(200);
    const families = (await response.json()) as { family: string; bundled: boolean }[];
    expect(families.length).toBeLessThanOrEqual(3);
    expect(families[0]).toMatchObject({ family: 'Montserrat', bundled: true });
  });
});
