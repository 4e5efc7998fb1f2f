/**
 * Translated text in things of a fixed size (issue #29): a Word table's exact-height rows and a text box that does
 * not grow, checked in LibreOffice's render (positions read with pdftotext -bbox, the box's laid-out height from
 * LibreOffice's own save of the document); a workbook's cells closed in by their neighbours, checked in the XML
 * (the LibreOffice here has no Calc).
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../main/engine/tools/translation';
import { BOX_TOP_PT, writeClosedCellsBook, writeFrameDoc } from '../helpers/fixed-frames';
import { sofficeConvert } from '../helpers/soffice';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';
import { zipText } from './pptx-test-support';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'translation-frames-fit-'));
});
afterAll(async () => {
  await cleanupWorkDirs();
  await rm(dir, { recursive: true, force: true });
});

async function translate(source: string, name: string): Promise<string> {
  const { output } = await runTool(run, [{ path: source }], { from: 'en', to: 'es' });
  const out = join(dir, name);
  await copyFile(output.path, out);
  return out;
}

interface Word {
  text: string;
  xMin: number;
  yMin: number;
  yMax: number;
}

function pdfWords(pdf: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[4] ?? '',
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    yMax: Number(m[3]),
  }));
}

describe('a Word document with an exact-height table and a text box that does not grow', () => {
  const BOX_EMU = 502_920;
  let out: string;
  let words: Word[];
  let savedAgain: string;

  beforeAll(async () => {
    const source = join(dir, 'leave.docx');
    // Each source line fits its row and the box; the Spanish is longer.
    await writeFrameDoc(source, {
      rows: [
        ['Annual leave', 'Staff asked for paid leave days'],
        ['Public holidays', 'The board met'],
      ],
      box: 'Quarterly results for all',
      boxHeightEmu: BOX_EMU,
    });
    out = await translate(source, 'leave.es.docx');
    const profile = join(dir, 'profile');
    await sofficeConvert([out], { outDir: join(dir, 'pdf'), profile });
    await sofficeConvert([out], { outDir: join(dir, 'docx'), profile, target: 'docx' });
    words = pdfWords(join(dir, 'pdf', 'leave.es.pdf'));
    savedAgain = zipText(join(dir, 'docx', 'leave.es.docx'), 'word/document.xml');
  });

  it('lets a row grow past its exact height, so no line of a cell runs under the next row', () => {
    const xml = zipText(out, 'word/document.xml');
    expect(xml).not.toContain('w:hRule="exact"');
    expect(xml.match(/w:hRule="atLeast"/g)).toHaveLength(2);
    // The second row's words start below every word of the first row's cells.
    const second = words.find((word) => word.text === 'Vacaciones');
    expect(second).toBeDefined();
    const firstRow = words.filter((word) => ['personal', 'pidió', 'pagado', 'dejar', 'días', 'Anual', 'deja'].includes(word.text));
    expect(firstRow.map((word) => word.text)).toContain('días');
    // (Word boxes include the font's ascent and descent, so neighbouring lines touch by a fraction of a point.)
    for (const word of firstRow) expect(word.yMax, word.text).toBeLessThanOrEqual(second!.yMin + 2);
  });

  it('makes the text box grow with its text, and LibreOffice lays every line inside it', () => {
    expect(zipText(out, 'word/document.xml')).toMatch(/<wps:bodyPr[^>]*><a:spAutoFit\/><\/wps:bodyPr>/);
    const height = Number(/<wp:extent cx="\d+" cy="(\d+)"\/>/.exec(savedAgain)?.[1]) / 12_700;
    expect(height).toBeGreaterThan(BOX_EMU / 12_700);
    const boxWords = words.filter((word) => word.yMin >= BOX_TOP_PT - 1);
    expect(boxWords.map((word) => word.text).join(' ')).toBe('Resultados trimestrales para todo');
    for (const word of boxWords) expect(word.yMax, word.text).toBeLessThanOrEqual(BOX_TOP_PT + height);
  });
});

describe('a workbook whose cells are closed in by their neighbours', () => {
  let sheet: string;
  let styles: string;

  beforeAll(async () => {
    const source = join(dir, 'leave.xlsx');
    // Column A is 26 characters (140 pt) wide: every English text fits it.
    await writeClosedCellsBook(source, 26, [
      { text: 'Leave loading for shift workers', closed: true },
      { text: 'Annual leave for casual staff', closed: true },
      { text: 'Public holidays for staff', closed: false },
      { text: 'Award flexibility', closed: true },
    ]);
    const out = await translate(source, 'leave.es.xlsx');
    sheet = zipText(out, 'xl/worksheets/sheet1.xml');
    styles = zipText(out, 'xl/styles.xml');
  });

  const cellStyle = (ref: string): number => {
    const tag = new RegExp(`<c r="${ref}"[^>]*>`).exec(sheet)?.[0] ?? '';
    return Number(/ s="(\d+)"/.exec(tag)?.[1] ?? 0);
  };
  const xf = (index: number): string => [...styles.matchAll(/<xf [^>]*?(?:\/>|>.*?<\/xf>)/g)].slice(1).map((m) => m[0])[index] ?? '';

  it('wraps a cell far too narrow for its translation and grows its row to the lines it needs', () => {
    expect(xf(cellStyle('A1'))).toContain('wrapText="1"');
    // "Deja cargar para trabajadores de turno" takes two lines of 11 pt (Carlito's line is 1.22 em).
    expect(Number(/<row r="1" ht="([\d.]+)" customHeight="1"/.exec(sheet)?.[1])).toBeCloseTo(2 * 11 * 1.22 + 2, 0);
  });

  it('sets a cell a little too narrow in a smaller font, no smaller than 80 %', () => {
    const format = xf(cellStyle('A2'));
    expect(format).not.toContain('wrapText');
    const fontId = Number(/fontId="(\d+)"/.exec(format)?.[1]);
    const size = Number([...styles.matchAll(/<font>.*?<sz val="([\d.]+)"\/>.*?<\/font>/g)][fontId]?.[1]);
    expect(size).toBeLessThan(11);
    expect(size).toBeGreaterThanOrEqual(8.8);
  });

  it('leaves a cell that spills into an empty neighbour, and one its translation still fits', () => {
    expect(cellStyle('A3')).toBe(0);
    expect(cellStyle('A4')).toBe(0);
    expect(sheet).not.toMatch(/<row r="[34]" ht=/);
  });
});
