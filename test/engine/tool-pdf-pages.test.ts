import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as mergePdfs } from '../../main/engine/tools/pdf-merge';
import { run as organizePdf } from '../../main/engine/tools/pdf-organize';
import { run as splitPdf } from '../../main/engine/tools/pdf-split';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { readZipEntries, unzipTest } from '../helpers/package-checks';
import { makeDeckPdfs, pdfPages, pdfText, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;
/** A 7-page PDF: the three decks' pages one after another (2 + 3 + 2), so each page's text tells which it is. */
let seven: string;

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
const pageTexts = (pdf: string): string[] => Array.from({ length: pdfPages(pdf) }, (_, i) => squash(pdfText(pdf, i + 1)));

function rotations(pdf: string): number[] {
  const text = execFileSync('pdfinfo', ['-f', '1', '-l', String(pdfPages(pdf)), pdf], { encoding: 'utf8' });
  return [...text.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)].map((match) => Number(match[1]));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-pages-'));
  pdfs = await makeDeckPdfs(dir);
  seven = join(dir, 'seven.pdf');
  execFileSync('qpdf', ['--empty', '--pages', pdfs.titled, pdfs.sample, pdfs.pictures, '--', seven]);
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf.split', () => {
  it('makes one PDF per range, named by its pages, in a ZIP, through the engine', async () => {
    const { task, output } = await runTask(engine, {
      type: 'pdf.split',
      files: [{ path: seven, name: 'Board pack.pdf' }],
      params: { mode: 'ranges', ranges: '1-2, 3-5, 6-' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const zip = join(dir, 'split.zip');
    await writeFile(zip, output!);
    unzipTest(zip);
    const entries = await readZipEntries(zip);
    expect([...entries.keys()]).toEqual(['Board pack-p1-2.pdf', 'Board pack-p3-5.pdf', 'Board pack-p6-7.pdf']);
    expect(task.result).toMatchObject({ pages: 7, parts: 3 });
    const all = pageTexts(seven);
    for (const [name, pages] of [
      ['Board pack-p1-2.pdf', [0, 1]],
      ['Board pack-p3-5.pdf', [2, 3, 4]],
      ['Board pack-p6-7.pdf', [5, 6]],
    ] as const) {
      const part = join(dir, name);
      await writeFile(part, entries.get(name)!);
      expect(qpdfCheck(part).code, name).toBe(0);
      expect(pageTexts(part), name).toEqual(pages.map((i) => all[i]));
    }
  });

  it('cuts every N pages and per page, and says which range a PDF does not have', async () => {
    const every = await runTool(splitPdf, [{ path: seven, name: 'Deck.pdf' }], { mode: 'every', every: 3 });
    expect([...(await readZipEntries(every.output.path)).keys()]).toEqual(['Deck-p1-3.pdf', 'Deck-p4-6.pdf', 'Deck-p7.pdf']);
    const each = await runTool(splitPdf, [{ path: seven, name: 'Deck.pdf' }], { mode: 'pages', every: 2 });
    const entries = await readZipEntries(each.output.path);
    expect(entries.size).toBe(7);
    expect([...entries.keys()][6]).toBe('Deck-p7.pdf');
    await expectToolError(
      runTool(splitPdf, [{ path: seven }], { mode: 'ranges', ranges: '1-3, 6-9', every: 2 }),
      'invalid_parameter',
      /“6-9” asks for page 9, but the PDF has 7 pages/,
    );
  });

  it('cuts at each top-level bookmark, naming each part after it, and says when a PDF has none', async () => {
    const merged = await runTool(
      mergePdfs,
      [
        { path: pdfs.titled, name: 'Intro.pdf' },
        { path: pdfs.sample, name: 'Finance: Q3.pdf' },
      ],
      { bookmarks: true },
    );
    const { output } = await runTool(splitPdf, [{ path: merged.output.path, name: 'Pack.pdf' }], { mode: 'bookmarks', every: 2 });
    const entries = await readZipEntries(output.path);
    expect([...entries.keys()]).toEqual(['1 Intro.pdf', '2 Finance Q3.pdf']);
    const second = join(dir, 'second.pdf');
    await writeFile(second, entries.get('2 Finance Q3.pdf')!);
    expect(pageTexts(second)).toEqual(pageTexts(pdfs.sample));
    await expectToolError(
      runTool(splitPdf, [{ path: seven, name: 'Plain.pdf' }], { mode: 'bookmarks', every: 2 }),
      'invalid_parameter',
      /“Plain.pdf” has no bookmarks to split by/,
    );
  });

  it('splits a 10,000-page PDF in one qpdf run, and organises it', async () => {
    const thousands = join(dir, 'ten-thousand.pdf');
    // 7 pages × 1,428 + 4 = 10,000 pages.
    execFileSync('qpdf', ['--empty', '--pages', ...Array<string>(1428).fill(seven), seven, '1-4', '--', thousands]);
    expect(pdfPages(thousands)).toBe(10_000);
    const { output } = await runTool(splitPdf, [{ path: thousands, name: 'Archive.pdf' }], { mode: 'every', every: 1000 });
    const names = [...(await readZipEntries(output.path)).keys()];
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('Archive-p00001-01000.pdf');
    expect(names[9]).toBe('Archive-p09001-10000.pdf');
    const organized = await runTool(organizePdf, [{ path: thousands }], { remove: '2-10000', rotate90: '1' });
    expect(pdfPages(organized.output.path)).toBe(1);
  });

  it('refuses ranges that are not page numbers before any upload work', async () => {
    const response = await fetch(`${engine.baseUrl}/tools/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${engine.key}` },
      body: (() => {
        const form = new FormData();
        form.append('type', 'pdf.split');
        form.append('params', JSON.stringify({ mode: 'ranges', ranges: 'first three' }));
        form.append('files', new Blob([Buffer.from('%PDF-1.4\n')]), 'a.pdf');
        return form;
      })(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('pdf.organize', () => {
  it('reorders, turns and takes out pages, naming pages by their number in the PDF as sent', async () => {
    const { output } = await runTool(organizePdf, [{ path: seven, name: 'Deck.pdf' }], {
      order: '7, 1-6',
      remove: '2, 4',
      rotate90: '7',
      rotate180: '3',
      rotate270: '1',
    });
    expect(output.fileName).toBe('Deck-organized.pdf');
    expect(qpdfCheck(output.path).code).toBe(0);
    const all = pageTexts(seven);
    expect(new Set(all).size).toBe(7);
    expect(pageTexts(output.path)).toEqual([7, 1, 3, 5, 6].map((page) => all[page - 1]));
    expect(rotations(output.path)).toEqual([90, 270, 180, 0, 0]);
    expect(output.metadata).toMatchObject({ pages: 5, inputPages: 7, removed: 2 });
  });

  it('turns a page already turned further, and refuses to take out every page or turn a page two ways', async () => {
    const first = await runTool(organizePdf, [{ path: pdfs.titled }], { rotate90: '1-' });
    const again = await runTool(organizePdf, [{ path: first.output.path }], { rotate180: '2' });
    expect(rotations(again.output.path)).toEqual([90, 270]);
    await expectToolError(
      runTool(organizePdf, [{ path: pdfs.titled }], { remove: '1-2' }),
      'invalid_parameter',
      /Every page would be taken out/,
    );
    await expectToolError(
      runTool(organizePdf, [{ path: pdfs.titled }], { rotate90: '1', rotate270: '1-2' }),
      'invalid_parameter',
      /Page 1 is to be turned both 90° and 270°/,
    );
  });
});
