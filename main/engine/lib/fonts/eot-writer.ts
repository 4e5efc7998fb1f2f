/**
 * Wraps an unchanged TrueType font in an Embedded OpenType (EOT) header, the format of PowerPoint's `.fntdata` parts.
 *
 * Version 0x00020002 with Flags 0 (no subsetting, no MicroType Express compression, no XOR), field by field as in
 * docs/pptx-format.md §5.4 — the layout LibreOffice's EOTConverter writes, and the version PowerPoint writes. We write it
 * ourselves rather than use ttf2eot because ttf2eot emits version 0x00020001 (no EUDC/checksum fields): 2.2 is what
 * PowerPoint itself produces, so it is the variant its reader is sure to take. Name strings carry a NUL terminator,
 * counted in their size, as LibreOffice writes them.
 */
import type { SfntInfo } from './sfnt-info';

export const EOT_VERSION = 0x00020002;
export const EOT_MAGIC = 0x504c;
/** RootStringCheckSum of an empty root string: the sum of its bytes (0) XOR 0x50475342. */
const EMPTY_ROOT_CHECKSUM = 0x50475342;
const EUDC_CODE_PAGE = 1252;

function utf16le(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf16le');
}

export function wrapInEot(font: Buffer, info: SfntInfo): Buffer {
  const names = [info.familyName, info.styleName, info.versionName, info.fullName].map(utf16le);
  const fixed = Buffer.alloc(80);
  // EOTSize and FontDataSize are filled in below.
  fixed.writeUInt32LE(EOT_VERSION, 8);
  fixed.writeUInt32LE(0, 12);
  info.panose.copy(fixed, 16, 0, 10);
  fixed.writeUInt8(0, 26);
  fixed.writeUInt8(info.italic ? 1 : 0, 27);
  fixed.writeUInt32LE(info.weightClass, 28);
  fixed.writeUInt16LE(info.fsType, 32);
  fixed.writeUInt16LE(EOT_MAGIC, 34);
  info.unicodeRanges.forEach((range, i) => fixed.writeUInt32LE(range >>> 0, 36 + i * 4));
  info.codePageRanges.forEach((range, i) => fixed.writeUInt32LE(range >>> 0, 52 + i * 4));
  fixed.writeUInt32LE(info.checkSumAdjustment >>> 0, 60);
  // 64..79: Reserved1–4, zero.

  const parts: Buffer[] = [fixed];
  for (const name of names) {
    const head = Buffer.alloc(4);
    head.writeUInt16LE(0, 0);
    head.writeUInt16LE(name.length, 2);
    parts.push(head, name);
  }
  const tail = Buffer.alloc(4 + 4 + 4 + 4 + 4 + 4);
  let at = 0;
  at = tail.writeUInt16LE(0, at); // Padding5
  at = tail.writeUInt16LE(0, at); // RootStringSize: no URL restriction
  at = tail.writeUInt32LE(EMPTY_ROOT_CHECKSUM, at);
  at = tail.writeUInt32LE(EUDC_CODE_PAGE, at);
  at = tail.writeUInt16LE(0, at); // Padding6
  at = tail.writeUInt16LE(0, at); // SignatureSize
  at = tail.writeUInt32LE(0, at); // EUDCFlags
  tail.writeUInt32LE(0, at); // EUDCFontSize
  parts.push(tail, font);

  const eot = Buffer.concat(parts);
  eot.writeUInt32LE(eot.length, 0);
  eot.writeUInt32LE(font.length, 4);
  return eot;
}
