import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { displayedSsim } from '../helpers/package-checks';
import { makeDeckPdfs, pdfPages, pdfText, pictureOnlyCopy, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;
/** Two scanned pages (pictures only, 200 dpi) and then a page with its own text. */
let mixed: string;

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
  engine = await startTestEngine();
});

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
});
