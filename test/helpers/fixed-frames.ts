/**
 * Office files whose text sits in things of a fixed size, for the fit of translated text (issue #29): a Word
 * document with a table of exact-height rows and a text box that does not grow, and a workbook whose cells are
 * closed in by their neighbours. Written with yazl directly.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const X = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NAMESPACES = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  `xmlns:r="${R}"`,
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
].join(' ');

async function writeZip(dest: string, entries: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(dest));
}

function types(overrides: Record<string, string>): string {
  const parts = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('');
  return `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;
}

function rels(targets: Record<string, string>): string {
  const list = Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="${R}/${target.split('|')[0]}" Target="${target.split('|')[1]}"/>`)
    .join('');
  return `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list}</Relationships>`;
}

const para = (text: string): string =>
  `<w:p><w:r><w:rPr><w:lang w:val="en-US"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

export interface FrameDoc {
  /** Rows of a fixed-layout two-column table (3000 twips each), every row exactly 300 twips (15 pt) high. */
  rows: [string, string][];
  /** A text box 1.5 in wide and `boxHeightEmu` high at 1 in, 6 in from the page's corner, that does not grow. */
  box: string;
  boxHeightEmu: number;
}

export const BOX_TOP_PT = 432;

export async function writeFrameDoc(dest: string, doc: FrameDoc): Promise<void> {
  const cell = (text: string): string => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${para(text)}</w:tc>`;
  const rows = doc.rows
    .map(([a, b]) => `<w:tr><w:trPr><w:trHeight w:val="300" w:hRule="exact"/></w:trPr>${cell(a)}${cell(b)}</w:tr>`)
    .join('');
  const border = (side: string): string => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`;
  const table = `<w:tbl><w:tblPr><w:tblW w:w="6000" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')}</w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>${rows}</w:tbl>`;
  const cy = doc.boxHeightEmu;
  const box =
    `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="page"><wp:posOffset>914400</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${BOX_TOP_PT * 12700}</wp:posOffset></wp:positionV><wp:extent cx="1371600" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/>` +
    `<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="1371600" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:ln w="6350"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:ln></wps:spPr><wps:txbx><w:txbxContent>${para(doc.box)}</w:txbxContent></wps:txbx>` +
    `<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" anchor="t"><a:noAutofit/></wps:bodyPr></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice></mc:AlternateContent></w:r></w:p>`;
  const document = `${HEAD}<w:document ${NAMESPACES}><w:body>${para('Report')}${table}${box}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  await writeZip(dest, {
    '[Content_Types].xml': types({
      '/word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    }),
    '_rels/.rels': rels({ rId1: 'officeDocument|word/document.xml' }),
    'word/document.xml': document,
  });
}

export interface SheetCell {
  text: string;
  /** Something in the cell to its right (a number), so its text cannot spill over. */
  closed: boolean;
}

/** One sheet ("Leave"): column A `widthA` characters wide holding `cells` (shared strings), column B numbers where closed. */
export async function writeClosedCellsBook(dest: string, widthA: number, cells: readonly SheetCell[]): Promise<void> {
  const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml.';
  const strings = cells.map((cell) => `<si><t>${cell.text}</t></si>`).join('');
  const rows = cells
    .map(
      (cell, i) =>
        `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c>${cell.closed ? `<c r="B${i + 1}"><v>${i + 1}</v></c>` : ''}</row>`,
    )
    .join('');
  await writeZip(dest, {
    '[Content_Types].xml': types({
      '/xl/workbook.xml': `${SML}sheet.main+xml`,
      '/xl/worksheets/sheet1.xml': `${SML}worksheet+xml`,
      '/xl/sharedStrings.xml': `${SML}sharedStrings+xml`,
      '/xl/styles.xml': `${SML}styles+xml`,
    }),
    '_rels/.rels': rels({ rId1: 'officeDocument|xl/workbook.xml' }),
    'xl/_rels/workbook.xml.rels': rels({
      rId1: 'worksheet|worksheets/sheet1.xml',
      rId2: 'sharedStrings|sharedStrings.xml',
      rId3: 'styles|styles.xml',
    }),
    'xl/workbook.xml': `${HEAD}<workbook xmlns="${X}" xmlns:r="${R}"><sheets><sheet name="Leave" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/worksheets/sheet1.xml': `${HEAD}<worksheet xmlns="${X}"><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="${widthA}" customWidth="1"/></cols><sheetData>${rows}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `${HEAD}<sst xmlns="${X}" count="${cells.length}" uniqueCount="${cells.length}">${strings}</sst>`,
    'xl/styles.xml': `${HEAD}<styleSheet xmlns="${X}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  });
}
