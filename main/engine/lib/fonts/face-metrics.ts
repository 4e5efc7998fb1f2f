/**
 * Horizontal advances and line metrics of a TrueType/OpenType font, read from its `head`, `hhea`, `OS/2`, `maxp`,
 * `hmtx` and `cmap` tables: enough to measure how wide a run of text is and how tall its lines are, the way a
 * renderer lays it out (no kerning or shaping: text measured this way is a little wider than drawn, never narrower
 * by more than kerning takes back).
 */

export interface FontMetrics {
  unitsPerEm: number;
  /** Line ascent and descent (positive) in font units, as LibreOffice takes them (see lineMetrics). */
  ascent: number;
  descent: number;
  /** The advance of a code point in font units (the font's .notdef advance when it has no glyph for it). */
  advance(codePoint: number): number;
  /** Whether the font has a glyph for the code point. */
  has(codePoint: number): boolean;
}

export class FontMetricsError extends Error {}

interface Table {
  offset: number;
  length: number;
}

function tableDirectory(font: Buffer): Map<string, Table> {
  if (font.length < 12) throw new FontMetricsError('too short to be a font');
  const count = font.readUInt16BE(4);
  const out = new Map<string, Table>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (at + 16 > font.length) throw new FontMetricsError('truncated table directory');
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    if (offset + length > font.length) throw new FontMetricsError('a table lies outside the file');
    out.set(font.toString('latin1', at, at + 4), { offset, length });
  }
  return out;
}

function need(tables: Map<string, Table>, tag: string, minLength: number): Table {
  const table = tables.get(tag);
  if (!table || table.length < minLength) throw new FontMetricsError(`no usable ${tag} table`);
  return table;
}

/** Code point → glyph id from a format 4 (BMP) or format 12 (full range) Unicode subtable. */
function readCmap(font: Buffer, cmap: Table): Map<number, number> {
  const glyphs = new Map<number, number>();
  const count = font.readUInt16BE(cmap.offset + 2);
  const candidates: { offset: number; format: number; rank: number }[] = [];
  for (let i = 0; i < count; i++) {
    const record = cmap.offset + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap.offset + font.readUInt32BE(record + 4);
    if (offset + 4 > font.length) continue;
    const format = font.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode || (format !== 4 && format !== 12)) continue;
    candidates.push({ offset, format, rank: format === 12 ? 0 : 1 });
  }
  const best = candidates.sort((a, b) => a.rank - b.rank)[0];
  if (!best) throw new FontMetricsError('no Unicode character map');
  const at = best.offset;
  if (best.format === 12) {
    const groups = font.readUInt32BE(at + 12);
    for (let g = 0; g < groups; g++) {
      const rec = at + 16 + g * 12;
      if (rec + 12 > font.length) break;
      const start = font.readUInt32BE(rec);
      const end = Math.min(font.readUInt32BE(rec + 4), start + 0x10000);
      const first = font.readUInt32BE(rec + 8);
      for (let c = start; c <= end; c++) glyphs.set(c, first + (c - start));
    }
    return glyphs;
  }
  const segments = font.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const where = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        if (where + 2 > font.length) continue;
        glyph = font.readUInt16BE(where);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) glyphs.set(c, glyph);
    }
  }
  return glyphs;
}

/**
 * Line metrics as LibreOffice's font metric code picks them (vcl `FontMetricData::ImplCalcLineSpacing`): the
 * `OS/2` typographic values when the font asks for them (USE_TYPO_METRICS), else `hhea`'s ascender and descender
 * with its line gap added, else the Windows ascent and descent.
 */
function lineMetrics(font: Buffer, tables: Map<string, Table>): { ascent: number; descent: number } {
  const hhea = need(tables, 'hhea', 36);
  const ascender = font.readInt16BE(hhea.offset + 4);
  const descender = font.readInt16BE(hhea.offset + 6);
  const lineGap = font.readInt16BE(hhea.offset + 8);
  const os2 = tables.get('OS/2');
  if (os2 && os2.length >= 78) {
    const fsSelection = font.readUInt16BE(os2.offset + 62);
    const typoAscent = font.readInt16BE(os2.offset + 68);
    const typoDescent = font.readInt16BE(os2.offset + 70);
    const typoGap = font.readInt16BE(os2.offset + 72);
    if (fsSelection & 0x80 && typoAscent - typoDescent > 0) {
      return { ascent: typoAscent + Math.max(0, typoGap) / 2, descent: -typoDescent + Math.max(0, typoGap) / 2 };
    }
    if (ascender - descender <= 0) return { ascent: font.readUInt16BE(os2.offset + 74), descent: font.readUInt16BE(os2.offset + 76) };
  }
  return { ascent: ascender + Math.max(0, lineGap) / 2, descent: -descender + Math.max(0, lineGap) / 2 };
}

export function parseFontMetrics(font: Buffer): FontMetrics {
  const tables = tableDirectory(font);
  const head = need(tables, 'head', 54);
  const hhea = need(tables, 'hhea', 36);
  const maxp = need(tables, 'maxp', 6);
  const hmtx = need(tables, 'hmtx', 4);
  const unitsPerEm = font.readUInt16BE(head.offset + 18);
  if (unitsPerEm < 16) throw new FontMetricsError('bad unitsPerEm');
  const glyphCount = font.readUInt16BE(maxp.offset + 4);
  const metricsCount = Math.min(font.readUInt16BE(hhea.offset + 34), Math.floor(hmtx.length / 4));
  if (metricsCount < 1) throw new FontMetricsError('no horizontal metrics');
  const advances = new Uint16Array(Math.max(glyphCount, metricsCount));
  for (let g = 0; g < advances.length; g++) {
    advances[g] = font.readUInt16BE(hmtx.offset + Math.min(g, metricsCount - 1) * 4);
  }
  const glyphs = readCmap(font, need(tables, 'cmap', 4));
  const { ascent, descent } = lineMetrics(font, tables);
  return {
    unitsPerEm,
    ascent,
    descent,
    advance: (codePoint) => advances[glyphs.get(codePoint) ?? 0] ?? advances[0]!,
    has: (codePoint) => glyphs.has(codePoint),
  };
}
