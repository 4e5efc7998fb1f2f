/**
 * Reads what embedding needs from a TrueType/OpenType font: names (IDs 1, 2, 4, 5), OS/2 (fsType, weight,
 * fsSelection, PANOSE, Unicode and code-page ranges), `head.checkSumAdjustment`, and `post.isFixedPitch`.
 * Only the table directory and these tables are read; the font bytes are never changed.
 */

export interface SfntInfo {
  /** `true` for TrueType outlines (0x00010000 / 'true'), false for CFF ('OTTO'). */
  trueTypeOutlines: boolean;
  familyName: string;
  styleName: string;
  fullName: string;
  versionName: string;
  fsType: number;
  weightClass: number;
  fsSelection: number;
  panose: Buffer;
  unicodeRanges: [number, number, number, number];
  codePageRanges: [number, number];
  checkSumAdjustment: number;
  isFixedPitch: boolean;
  italic: boolean;
  bold: boolean;
}

export class SfntError extends Error {}

interface TableRecord {
  offset: number;
  length: number;
}

function tables(font: Buffer): Map<string, TableRecord> {
  if (font.length < 12) throw new SfntError('too short to be a font');
  const numTables = font.readUInt16BE(4);
  const out = new Map<string, TableRecord>();
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (at + 16 > font.length) throw new SfntError('truncated table directory');
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    if (offset + length > font.length) throw new SfntError(`table ${tag} lies outside the file`);
    out.set(tag, { offset, length });
  }
  return out;
}

function readNames(font: Buffer, table: TableRecord): Map<number, string> {
  const base = table.offset;
  const count = font.readUInt16BE(base + 2);
  const stringsAt = base + font.readUInt16BE(base + 4);
  const windows = new Map<number, string>();
  const mac = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const rec = base + 6 + i * 12;
    const platform = font.readUInt16BE(rec);
    const encoding = font.readUInt16BE(rec + 2);
    const language = font.readUInt16BE(rec + 4);
    const nameId = font.readUInt16BE(rec + 6);
    const length = font.readUInt16BE(rec + 8);
    const start = stringsAt + font.readUInt16BE(rec + 10);
    if (start + length > font.length) continue;
    const raw = font.subarray(start, start + length);
    if (platform === 3 && (encoding === 1 || encoding === 0 || encoding === 10)) {
      // Prefer US English; keep the first other language as a fallback.
      if (language === 0x409 || !windows.has(nameId)) windows.set(nameId, Buffer.from(raw).swap16().toString('utf16le'));
    } else if (platform === 1 && encoding === 0 && language === 0 && !mac.has(nameId)) {
      mac.set(nameId, raw.toString('latin1'));
    }
  }
  for (const [id, text] of mac) if (!windows.has(id)) windows.set(id, text);
  return windows;
}

export function readSfntInfo(font: Buffer): SfntInfo {
  const version = font.readUInt32BE(0);
  if (version === 0x74746366) throw new SfntError('is a font collection (.ttc), not a single font');
  if (version === 0x774f4646 || version === 0x774f4632) throw new SfntError('is a WOFF web font, not a TrueType font');
  const trueTypeOutlines = version === 0x00010000 || version === 0x74727565;
  if (!trueTypeOutlines && version !== 0x4f54544f) throw new SfntError('is not a TrueType or OpenType font');
  const dir = tables(font);
  const name = dir.get('name');
  const os2 = dir.get('OS/2');
  const head = dir.get('head');
  if (!name || !os2 || !head) throw new SfntError('lacks a name, OS/2 or head table');
  const names = readNames(font, name);
  const o = os2.offset;
  const os2Version = font.readUInt16BE(o);
  const fsSelection = font.readUInt16BE(o + 62);
  const weightClass = font.readUInt16BE(o + 4);
  const post = dir.get('post');
  const familyName = names.get(1) ?? '';
  const styleName = names.get(2) ?? '';
  return {
    trueTypeOutlines,
    familyName,
    styleName,
    fullName: names.get(4) ?? `${familyName} ${styleName}`.trim(),
    versionName: names.get(5) ?? '',
    fsType: font.readUInt16BE(o + 8),
    weightClass,
    fsSelection,
    panose: Buffer.from(font.subarray(o + 32, o + 42)),
    unicodeRanges: [font.readUInt32BE(o + 42), font.readUInt32BE(o + 46), font.readUInt32BE(o + 50), font.readUInt32BE(o + 54)],
    codePageRanges: os2Version >= 1 && os2.length >= 86 ? [font.readUInt32BE(o + 78), font.readUInt32BE(o + 82)] : [0, 0],
    checkSumAdjustment: font.readUInt32BE(head.offset + 8),
    isFixedPitch: post ? font.readUInt32BE(post.offset + 12) !== 0 : false,
    italic: (fsSelection & 0x1) !== 0,
    bold: (fsSelection & 0x20) !== 0 || weightClass >= 600,
  };
}

/** Licence check per OS/2 fsType (docs/pptx-format.md §5.6): the least restrictive of bits 1–3 wins. */
export function embeddingPermission(fsType: number): 'installable' | 'restricted' | 'previewPrint' | 'editable' | 'bitmapOnly' {
  if (fsType & 0x0200) return 'bitmapOnly';
  if (fsType & 0x0008) return 'editable';
  if (fsType & 0x0004) return 'previewPrint';
  if (fsType & 0x0002) return 'restricted';
  return 'installable';
}
