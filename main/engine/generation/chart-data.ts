/**
 * Reads a table of numbers as chart data and picks the chart its shape calls for (docs/charts.md): the first column
 * names the categories, every other column is a series whose cells are all numbers ("1,200", "45 %", "$3.2",
 * "−4"). One series whose values are parts of a whole (summing to about 100) is a pie; categories that read as
 * time (years, quarters, months, dates, weeks) make a line; otherwise columns — bars when the labels are long.
 * A table that is not numbers, or too small or too large to read as a chart, stays a table — and so does one whose
 * series do not share one axis: different units (visits beside a percentage) or sizes so far apart that the smaller
 * series would lie flat along the axis.
 */
import { runsText, type Table } from './deck-outline';

export type ChartKind = 'column' | 'bar' | 'line' | 'pie';

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartData {
  kind: ChartKind;
  /** The first column's header (the workbook's corner cell). */
  corner: string;
  categories: string[];
  series: ChartSeries[];
  /** Excel number format of the values: 'General', or a percent or currency form the cells were written in. */
  format: string;
}

export const MIN_CATEGORIES = 2;
export const MAX_CATEGORIES = 24;
export const MAX_SERIES = 6;
/** Pie slices past this are unreadable. */
const MAX_SLICES = 8;
/** Series whose largest values differ by more than this factor cannot be read on one axis. */
const MAX_SCALE_RATIO = 20;
/** Category labels longer than this (characters) are read more easily along horizontal bars. */
const LONG_LABEL = 14;

const NUMBER = /^([-−–]?)\s*([$€£¥]?)\s*(\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+|\d+)(\.\d+)?\s*(%?)$/u;

interface ParsedNumber {
  value: number;
  currency: string;
  percent: boolean;
  decimals: number;
}

/** A cell's number, or null when the cell is not just a number. */
export function parseNumber(text: string): ParsedNumber | null {
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const [, sign, currency, whole, fraction = '', percent] = match;
  const value = Number(`${whole!.replace(/[,\u202f\u00a0 ]/g, '')}${fraction}`) * (sign ? -1 : 1);
  return Number.isFinite(value)
    ? { value, currency: currency!, percent: percent === '%', decimals: Math.max(0, fraction.length - 1) }
    : null;
}

const MONTHS =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?(\s+\d{2,4})?$/i;
const TIME_LIKE = [
  /^(19|20)\d{2}$/, // 2024
  /^(fy|cy)\s?'?\d{2,4}$/i, // FY24
  /^(q[1-4]|h[12])\s*'?(\d{2,4})?$/i, // Q1, Q3 2024, H2
  /^\d{4}\s*[-/]?\s*(q[1-4]|h[12])$/i, // 2024 Q1
  /^\d{4}-\d{2}(-\d{2})?$/, // 2024-03, 2024-03-01
  /^\d{1,2}\/\d{1,2}(\/\d{2,4})?$/, // 3/1, 03/01/2024
  /^(week|wk|day|month|year|quarter|sprint)\s*\d+$/i,
  MONTHS,
];

export function isTimeLike(label: string): boolean {
  const text = label.trim();
  return TIME_LIKE.some((pattern) => pattern.test(text));
}

function formatOf(cells: ParsedNumber[]): string {
  const decimals = Math.min(3, Math.max(...cells.map((cell) => cell.decimals)));
  const digits = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0';
  if (cells.every((cell) => cell.percent)) return `${digits}"%"`;
  const currency = cells[0]!.currency;
  if (currency && cells.every((cell) => cell.currency === currency)) return `"${currency}"#,##${digits}`;
  return 'General';
}

/** The table read as a chart, or null when it should stay a table. */
export function chartOf(table: Table): ChartData | null {
  const [header, ...body] = table.rows.map((row) => row.map((cell) => runsText(cell).trim()));
  if (!header || header.length < 2 || body.length < MIN_CATEGORIES || body.length > MAX_CATEGORIES) return null;
  if (header.length - 1 > MAX_SERIES) return null;
  const categories = body.map((row) => row[0] ?? '');
  if (categories.some((label) => label === '') || new Set(categories).size !== categories.length) return null;
  const cells: ParsedNumber[] = [];
  const series: ChartSeries[] = [];
  for (let c = 1; c < header.length; c++) {
    const column = body.map((row) => parseNumber(row[c] ?? ''));
    if (column.some((cell) => cell === null)) return null;
    cells.push(...(column as ParsedNumber[]));
    series.push({ name: header[c] || `Series ${c}`, values: (column as ParsedNumber[]).map((cell) => cell.value) });
  }
  if (!oneAxis(cells, series)) return null;
  const timeLike = categories.length >= 3 && categories.every(isTimeLike);
  const single = series.length === 1;
  const values = series[0]!.values;
  const total = values.reduce((sum, value) => sum + value, 0);
  const partsOfWhole =
    single && !timeLike && categories.length <= MAX_SLICES && values.every((value) => value >= 0) && total >= 95 && total <= 105;
  const longLabels = categories.some((label) => label.length > LONG_LABEL);
  const kind: ChartKind = partsOfWhole ? 'pie' : timeLike ? 'line' : longLabels ? 'bar' : 'column';
  return { kind, corner: header[0] ?? '', categories, series, format: formatOf(cells) };
}

/** Whether every series can be drawn against the same axis: one unit, and sizes of one order. */
function oneAxis(cells: readonly ParsedNumber[], series: readonly ChartSeries[]): boolean {
  const unit = (cell: ParsedNumber): string => (cell.percent ? '%' : cell.currency);
  if (new Set(cells.map(unit)).size > 1) return false;
  const peaks = series.map((one) => Math.max(...one.values.map(Math.abs)));
  const smallest = Math.min(...peaks);
  return smallest > 0 ? Math.max(...peaks) / smallest <= MAX_SCALE_RATIO : peaks.every((peak) => peak === 0);
}

/** The table as lines of text, for the speaker notes, so the figures stay with the slide as written. */
export function tableAsText(table: Table): string {
  return table.rows.map((row) => row.map((cell) => runsText(cell).trim()).join(' | ')).join('\n');
}
