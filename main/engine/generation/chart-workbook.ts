/**
 * The chart's embedded workbook (`ppt/embeddings/Microsoft_Excel_Worksheet{N}.xlsx`), which PowerPoint opens when
 * the user edits the chart's data: one sheet, the first column the categories, one column per series, row 1 the
 * series' names — the cells the chart part's formulas name. Written by hand with the engine's ZIP writer: the
 * workbook is five small parts (docs/charts.md lists them), and a spreadsheet library would bring far more than
 * one sheet of numbers needs.
 */
import { readFile, rm } from 'node:fs/promises';
import { escapeXml } from '../lib/xml/xml-escape';
import { ZipWriter } from '../lib/zip/zip-writer';
import type { ChartData } from './chart-data';

export const SHEET = 'Sheet1';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A1-style reference to column `col`, row `row` (both 0-based); `absolute` writes `$A$1`. */
export function cellRef(col: number, row: number, absolute = false): string {
  let letters = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return absolute ? `$${letters}$${row + 1}` : `${letters}${row + 1}`;
}

const text = (col: number, row: number, value: string): string =>
  `<c r="${cellRef(col, row)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
const number = (col: number, row: number, value: number): string => `<c r="${cellRef(col, row)}"><v>${value}</v></c>`;

export function sheetXml(data: ChartData): string {
  const rows = [
    `<row r="1">${[text(0, 0, data.corner), ...data.series.map((s, i) => text(i + 1, 0, s.name))].join('')}</row>`,
    ...data.categories.map(
      (category, r) =>
        `<row r="${r + 2}">${[text(0, r + 1, category), ...data.series.map((s, i) => number(i + 1, r + 1, s.values[r]!))].join('')}</row>`,
    ),
  ];
  const last = cellRef(data.series.length, data.categories.length);
  return `${DECL}<worksheet xmlns="${MAIN}"><dimension ref="A1:${last}"/><sheetData>${rows.join('')}</sheetData></worksheet>`;
}

/** Writes the workbook to `path` (a scratch file) and returns its bytes. */
export async function chartWorkbook(path: string, data: ChartData): Promise<Buffer> {
  const zip = new ZipWriter(path, { level: 6 });
  const add = (name: string, xml: string): void => zip.addBuffer(name, Buffer.from(xml, 'utf8'));
  add(
    '[Content_Types].xml',
    `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  );
  add(
    '_rels/.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  add(
    'xl/workbook.xml',
    `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL_NS}"><sheets><sheet name="${SHEET}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `${DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  );
  add('xl/worksheets/sheet1.xml', sheetXml(data));
  await zip.finish();
  try {
    return await readFile(path);
  } finally {
    await rm(path, { force: true });
  }
}
