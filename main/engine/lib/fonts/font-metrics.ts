/**
 * Horizontal metrics of a TrueType/OpenType font, for measuring text the way a renderer lays it out: the advance
 * width of each character (cmap format 4 or 12 → glyph → hmtx) and the line height (hhea). Read straight from
 * the tables, no shaping: kerning and ligatures change a line's width by a percent or two, which the fit allows for.
 */

export interface FontMetrics {
  /** Ascender − descender + line gap, in em. */
  lineHeight: number;
  ascent: number;
  /** Advance width in em, or null when the font has no glyph for the character. */
  advance(codePoint: number): number | null;
}

export class FontMetricsError extends Error {}

function tableDirectory(font: Buffer): Map<string, { offset: number; length: number }> {
  if (font.length < 12) throw new FontMetricsError('too short to be a font');
  const tables = new Map<string, { offset: number; length: number }>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (at + 16 > font.length) throw new FontMetricsError('truncated table directory');
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    if (offset + length > font.length) throw new FontMetricsError('a table runs past the end of the file');
    tables.set(font.toString('latin1', at, at + 4), { offset, length });
  }
  return tables;
}

type GlyphLookup = (codePoint: number) => number;

function format4(font: Buffer, at: number): GlyphLookup {
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (cp > font.readUInt16BE(ends + i * 2)) continue;
      const start = font.readUInt16BE(starts + i * 2);
      if (cp < start) return 0;
      const delta = font.readInt16BE(deltas + i * 2);
      const rangeOffset = font.readUInt16BE(offsets + i * 2);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyphAt = offsets + i * 2 + rangeOffset + (cp - start) * 2;
      if (glyphAt + 2 > font.length) return 0;
      const glyph = font.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function format12(font: Buffer, at: number): GlyphLookup {
  const groups = font.readUInt32BE(at + 12);
  return (cp) => {
    let lo = 0;
    let hi = groups - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const g = at + 16 + mid * 12;
      const start = font.readUInt32BE(g);
      const end = font.readUInt32BE(g + 4);
      if (cp < start) hi = mid - 1;
      else if (cp > end) lo = mid + 1;
      else return font.readUInt32BE(g + 8) + (cp - start);
    }
    return 0;
  };
}

function cmapLookup(font: Buffer, cmap: { offset: number }): GlyphLookup {
  const count = font.readUInt16BE(cmap.offset + 2);
  let best: { rank: number; at: number; format: number } | null = null;
  for (let i = 0; i < count; i++) {
    const rec = cmap.offset + 4 + i * 8;
    const platform = font.readUInt16BE(rec);
    const encoding = font.readUInt16BE(rec + 2);
    const at = cmap.offset + font.readUInt32BE(rec + 4);
    if (at + 4 > font.length) continue;
    const format = font.readUInt16BE(at);
    if (format !== 4 && format !== 12) continue;
    // Full Unicode (format 12) first, then the BMP; symbol fonts (3,0) last.
    const rank = format === 12 ? 0 : platform === 3 && encoding === 1 ? 1 : platform === 0 ? 2 : 3;
    if (!best || rank < best.rank) best = { rank, at, format };
  }
  if (!best) throw new FontMetricsError('no Unicode character map');
  return best.format === 12 ? format12(font, best.at) : format4(font, best.at);
}

export function readFontMetrics(font: Buffer): FontMetrics {
  const tables = tableDirectory(font);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new FontMetricsError('missing head, hhea, hmtx or cmap');
  const unitsPerEm = font.readUInt16BE(head.offset + 18) || 1000;
  const ascender = font.readInt16BE(hhea.offset + 4);
  const descender = font.readInt16BE(hhea.offset + 6);
  const lineGap = font.readInt16BE(hhea.offset + 8);
  const longMetrics = Math.max(1, font.readUInt16BE(hhea.offset + 34));
  const glyphOf = cmapLookup(font, cmap);
  const cache = new Map<number, number | null>();
  return {
    lineHeight: (ascender - descender + Math.max(0, lineGap)) / unitsPerEm,
    ascent: ascender / unitsPerEm,
    advance(codePoint) {
      const cached = cache.get(codePoint);
      if (cached !== undefined) return cached;
      const glyph = glyphOf(codePoint);
      let value: number | null = null;
      if (glyph !== 0) {
        const index = Math.min(glyph, longMetrics - 1);
        const at = hmtx.offset + index * 4;
        value = at + 2 <= font.length ? font.readUInt16BE(at) / unitsPerEm : null;
      }
      cache.set(codePoint, value);
      return value;
    },
  };
}
