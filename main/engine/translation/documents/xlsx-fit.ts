/**
 * Translated cells that no longer fit their column. A cell's text that is wider than its column spills over the
 * next cells while they are empty; when the cell it would spill into holds something, Excel and LibreOffice cut it
 * at the column's edge. Such a cell gets a smaller font when 80 % of its size (and 8 pt) is enough, else its text
 * wraps in the column and its row grows to the lines it needs (at most MAX_LINES lines; never lower than it was).
 * Widths are measured with the font LibreOffice draws with (lib/fonts/text-measure.ts); a column's width is in
 * widths of the default font's digit, taken as 7 px (Calibri 11, the default of Excel's workbooks) plus 5 px of padding.
 */
import { TextMeasure } from '../../lib/fonts/text-measure';
import { childElement, childElements, type Element } from '../../lib/pptx/xml-dom';
import type { WorkbookStyles } from './xlsx-styles';
import { X, type CellFormat } from './xlsx-styles';

const DIGIT_PX = 7;
const PADDING_PX = 5;
const PT_PER_PX = 0.75;
const MIN_SCALE = 0.8;
const MIN_PT = 8;
const MAX_LINES = 8;
const MAX_ROW_PT = 409;

export interface SheetCells {
  root: Element;
  /** The translated text of a cell, or null when it was not translated. */
  translated: (cell: Element) => string | null;
}

export interface CellFit {
  shrunk: number;
  wrapped: number;
  /** The sheets (roots) with a cell fitted. */
  changed: Set<Element>;
}

function columnIndex(ref: string | null): number {
  const letters = /^[A-Z]+/i.exec(ref ?? '')?.[0].toUpperCase() ?? '';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index;
}

/** Column number → width in points (as drawn), from `cols` and the sheet's default width. */
function columnWidths(root: Element): (column: number) => number {
  const format = childElement(root, X, 'sheetFormatPr');
  const base = Number(format?.getAttribute('baseColWidth') ?? 8);
  const fallback = Number(format?.getAttribute('defaultColWidth')) || base + 0.71;
  const cols = childElement(root, X, 'cols');
  const ranges = (cols ? childElements(cols) : []).map((col) => ({
    min: Number(col.getAttribute('min')),
    max: Number(col.getAttribute('max')),
    width: Number(col.getAttribute('width')) || fallback,
  }));
  return (column) => {
    const width = ranges.find((range) => column >= range.min && column <= range.max)?.width ?? fallback;
    return (Math.trunc(width * DIGIT_PX) + PADDING_PX) * PT_PER_PX;
  };
}

function mergedCells(root: Element): Set<string> {
  const merged = new Set<string>();
  const holder = childElement(root, X, 'mergeCells');
  for (const merge of holder ? childElements(holder) : []) {
    const [from, to] = (merge.getAttribute('ref') ?? '').split(':');
    const rowOf = (ref: string | undefined): number => Number(/\d+$/.exec(ref ?? '')?.[0]);
    for (let row = rowOf(from); row <= rowOf(to); row++) {
      for (let col = columnIndex(from ?? ''); col <= columnIndex(to ?? ''); col++) merged.add(`${row}:${col}`);
    }
  }
  return merged;
}

const filled = (cell: Element | undefined): boolean =>
  cell !== undefined &&
  childElements(cell).some((child) => (child.localName === 'v' || child.localName === 'is') && (child.textContent ?? '') !== '');

/** Lines `text` takes in `width` points, wrapped at spaces. */
function lineCount(text: string, width: number, measure: (text: string) => number): number {
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let line = '';
    lines++;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) {
        lines++;
        line = word;
      } else line = next;
    }
  }
  return lines;
}

interface Candidate {
  cell: Element;
  row: Element;
  text: string;
  column: number;
  style: number;
  format: CellFormat;
}

/** Fits the translated cells of these sheets; formats are added to `styles`. */
export async function fitSheetCells(sheets: readonly SheetCells[], styles: WorkbookStyles, signal?: AbortSignal): Promise<CellFit> {
  const candidates: (Candidate & { width: number; sheet: Element })[] = [];
  for (const sheet of sheets) {
    const widthOf = columnWidths(sheet.root);
    const merged = mergedCells(sheet.root);
    const data = childElement(sheet.root, X, 'sheetData');
    for (const row of data ? childElements(data) : []) {
      const cells = childElements(row).filter((cell) => cell.localName === 'c');
      const byColumn = new Map(cells.map((cell) => [columnIndex(cell.getAttribute('r')), cell]));
      for (const cell of cells) {
        const text = sheet.translated(cell);
        if (text === null) continue;
        const column = columnIndex(cell.getAttribute('r'));
        if (column === 0 || merged.has(`${row.getAttribute('r')}:${column}`)) continue;
        const style = Number(cell.getAttribute('s') ?? 0);
        const format = styles.format(style);
        if (format.fixed) continue;
        // Text spills into empty neighbours: it is cut only where the side it spills to is taken.
        const right = format.horizontal !== 'right' && filled(byColumn.get(column + 1));
        const left = (format.horizontal === 'right' || format.horizontal === 'center') && filled(byColumn.get(column - 1));
        if (!right && !left) continue;
        candidates.push({ cell, row, text, column, style, format, width: widthOf(column), sheet: sheet.root });
      }
    }
  }
  const fit: CellFit = { shrunk: 0, wrapped: 0, changed: new Set() };
  if (candidates.length === 0) return fit;
  const measure = await TextMeasure.load(
    candidates.map((candidate) => candidate.format.font),
    signal,
  );
  for (const { cell, row, text, style, format, width, sheet } of candidates) {
    const widthAt = (size: number) => (line: string) => measure.width(line, format.font, size);
    const needed = Math.max(...text.split('\n').map(widthAt(format.sizePt)));
    if (needed <= width) continue;
    const floor = Math.min(format.sizePt, Math.max(MIN_PT, format.sizePt * MIN_SCALE));
    const size = Math.floor(((format.sizePt * width) / needed) * 2) / 2;
    fit.changed.add(sheet);
    if (size >= floor && !text.includes('\n')) {
      cell.setAttribute('s', String(styles.smaller(style, size)));
      fit.shrunk++;
      continue;
    }
    cell.setAttribute('s', String(styles.wrapped(style)));
    const lines = Math.min(MAX_LINES, lineCount(text, width, widthAt(format.sizePt)));
    const height = Math.min(MAX_ROW_PT, Math.ceil(lines * format.sizePt * measure.lineHeight(format.font) + 2));
    if (height > (Number(row.getAttribute('ht')) || 0)) {
      row.setAttribute('ht', String(height));
      row.setAttribute('customHeight', '1');
    }
    fit.wrapped++;
  }
  return fit;
}
