import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSkew } from '../../main/engine/lib/ocr/page-skew';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { displayedSsim } from '../helpers/package-checks';
import { makeDeckPdfs, pdfPages, pdfText, pictureOnlyCopy, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;
/** Two scanned pages (pictures only, 200 dpi) and then a page with its own text. */
let mixed: string;
/** The same two scanned pages put in crooked (3° and then sideways, −2° and then upside down), then a page with text. */
let crooked: string;

const words = (text: string): string[] => (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).sort();

function render(pdf: string, page: number, dpi: number): string {
  const root = join(dir, `${pdf.replace(/\W/g, '_')}-${page}-${dpi}`);
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-f', String(page), '-l', String(page), '-singlefile', pdf, root]);
  return `${root}.png`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-ocr-'));
  pdfs = await makeDeckPdfs(dir);
  const scan = await pictureOnlyCopy(pdfs.titled, join(dir, 'scan.pdf'), 200);
  mixed = join(dir, 'mixed.pdf');
  execFileSync('qpdf', ['--empty', '--pages', scan, pdfs.sample, '1', '--', mixed]);
  crooked = await crookedScan(pdfs.titled, pdfs.sample, join(dir, 'crooked.pdf'));
  engine = await startTestEngine();
});

/**
 * A scan fed in crooked: pages 1 and 2 of `pdf` rendered at 200 dpi, the first leaning 3° clockwise and lying on its
 * side (a quarter turn clockwise), the second leaning 2° anticlockwise and upside down (sharp turns clockwise, on
 * white), each put back as a picture-only page; then page 1 of `withText`.
 */
async function crookedScan(pdf: string, withText: string, out: string): Promise<string> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (const [page, lean, turn] of [
    [1, 3, 90],
    [2, -2, 180],
  ] as const) {
    const flat = await sharp(render(pdf, page, 200))
      .rotate(lean, { background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const picture = await doc.embedPng(await sharp(flat).rotate(turn).png().toBuffer());
    const size = { width: (picture.width * 72) / 200, height: (picture.height * 72) / 200 };
    doc.addPage([size.width, size.height]).drawImage(picture, { x: 0, y: 0, ...size });
  }
  const scan = join(dir, 'crooked-scan.pdf');
  await writeFile(scan, await doc.save());
  execFileSync('qpdf', ['--empty', '--pages', scan, withText, '1', '--', out]);
  return out;
}

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf.ocr', () => {
  it('puts the text Tesseract reads under each scanned page, leaves pages with text alone, and looks the same', async () => {
    expect(words(pdfText(mixed, 1, 2))).toEqual([]);
    const { task, output } = await runTask(engine, {
      type: 'pdf.ocr',
      files: [{ path: mixed, name: 'Scan.pdf' }],
      params: { language: 'en' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const searchable = join(dir, 'searchable.pdf');
    await writeFile(searchable, output!);
    expect(qpdfCheck(searchable).code).toBe(0);
    expect(pdfPages(searchable)).toBe(3);
    expect(task.result).toMatchObject({ readPages: [1, 2], pagesWithText: 1, language: 'eng' });

    for (const page of [1, 2]) {
      // What Tesseract reads from the same page on its own, against what a PDF reader now finds on it.
      const alone = words(execFileSync('tesseract', [render(mixed, page, 300), '-', '-l', 'eng', '--dpi', '300'], { encoding: 'utf8' }));
      const found = new Set(words(pdfText(searchable, page)));
      expect(alone.length, `page ${page}`).toBeGreaterThan(3);
      const share = alone.filter((word) => found.has(word)).length / alone.length;
      expect(share, `page ${page}: ${alone.join(' ')}`).toBeGreaterThanOrEqual(0.95);
      // The text layer is invisible: the page looks as it did.
      const before = await readFile(render(mixed, page, 60));
      const after = await readFile(render(searchable, page, 60));
      expect(await displayedSsim(before, after, 480, 360)).toBeGreaterThanOrEqual(0.99);
    }
    expect(pdfText(searchable, 1)).toMatch(/first\s+slide/i);
    expect(pdfText(searchable, 3)).toBe(pdfText(mixed, 3));
    const inputBytes = (await stat(mixed)).size;
    expect(output!.length).toBeLessThanOrEqual(inputBytes * 1.1);
  });

  it('turns a page lying on its side or upside down upright, undoes its lean, and reads it in order', async () => {
    const { task, output } = await runTask(engine, {
      type: 'pdf.ocr',
      files: [{ path: crooked, name: 'Crooked.pdf' }],
      params: { language: 'en' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const straight = join(dir, 'straight.pdf');
    await writeFile(straight, output!);
    expect(qpdfCheck(straight).code).toBe(0);
    const fixes = (task.result as unknown as { straightened: Array<{ page: number; turn: number; skew: number }> }).straightened;
    expect(fixes.map(({ page, turn }) => ({ page, turn }))).toEqual([
      { page: 1, turn: 270 },
      { page: 2, turn: 180 },
    ]);
    expect(fixes[0]!.skew).toBeCloseTo(3, 0);
    expect(fixes[1]!.skew).toBeCloseTo(-2, 0);

    for (const page of [1, 2]) {
      // As shown, the page is upright (Tesseract reads it without being told to turn it) and straight.
      const shown = render(straight, page, 150);
      expect(await pageSkew(shown), `page ${page}`).toBe(0);
      const alone = execFileSync('tesseract', [shown, '-', '-l', 'eng', '--dpi', '150'], { encoding: 'utf8' });
      expect(alone).toMatch(page === 1 ? /first\s+slide/i : /second\s+slide/i);
    }
    // The text layer reads in order, as the slide does.
    expect(pdfText(straight, 1).replace(/\s+/g, ' ')).toMatch(/Title of the first slide.*Subtitle of the first slide/i);
    expect(pdfText(straight, 2).replace(/\s+/g, ' ')).toMatch(/second slide/i);
    // The page that had text is left as it was.
    expect(pdfText(straight, 3)).toBe(pdfText(crooked, 3));
    expect(execFileSync('pdfinfo', ['-f', '3', '-l', '3', straight], { encoding: 'utf8' })).toMatch(/Page\s+3 rot:\s+0/);
    expect(output!.length).toBeLessThanOrEqual((await stat(crooked)).size * 1.1);
  });
});
