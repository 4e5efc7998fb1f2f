/**
 * The built-in Board pack recipe on the real local engine, as core runs it: three corpus decks → a PDF each
 * (LibreOffice), with a PDF given between them going past that step unchanged → one merged PDF with a bookmark per
 * file → pages numbered "n / total". The one LibreOffice run of the PDF toolbox's recipe tests.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRecipe } from '../../main/core/recipes/recipe-prepare';
import { RecipeRun } from '../../main/core/recipes/recipe-run';
import { ServiceClient } from '../../main/core/service-client/service-client';
import { builtInRecipe } from '../../shared/recipes/built-in-recipes';
import { CORPUS_ROOT } from '../helpers/corpus';
import { startTestEngine, type TestEngine } from '../helpers/engine';
import { bookmarks, pdfPages, qpdfCheck } from '../helpers/pdf-files';

/** A two-page PDF of its own (pdf-lib): "Appendix page 1", "Appendix page 2". */
async function appendixPdf(path: string): Promise<string> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage([720, 540]).drawText(`Appendix page ${n}`, { x: 60, y: 460, size: 28, font });
  await writeFile(path, await doc.save());
  return path;
}

let engine: TestEngine;
let client: ServiceClient;
let work: string;

beforeAll(async () => {
  engine = await startTestEngine({ testTools: false });
  client = new ServiceClient({ baseUrl: engine.baseUrl, key: engine.key });
  work = await mkdtemp(join(tmpdir(), 'deckhand-board-pack-'));
});
afterAll(async () => {
  await engine.close();
  await rm(work, { recursive: true, force: true });
});

describe('the Board pack recipe', () => {
  it('makes three decks and a PDF one PDF with a bookmark per file and every page numbered', { timeout: 600_000 }, async () => {
    const recipe = builtInRecipe('Board pack');
    expect(recipe).toBeDefined();
    const appendix = await appendixPdf(join(work, 'Appendix.pdf'));
    const decks = ['poi-SampleShow', 'az-SlideMasters', 'az-SlideWithImages'];
    const deckFiles = await Promise.all(
      decks.map(async (deck) => {
        const path = join(CORPUS_ROOT, `pptx/${deck}.pptx`);
        return { path, name: `${deck}.pptx`, size: (await stat(path)).size };
      }),
    );
    // The PDF goes between the first deck and the second, and stays there.
    const files = [deckFiles[0]!, { path: appendix, name: 'Appendix.pdf', size: (await stat(appendix)).size }, ...deckFiles.slice(1)];
    const prepared = await prepareRecipe(recipe!, files, { tools: await client.getToolTypes() });
    const out = join(work, 'out');
    const run = new RecipeRun({ ...prepared, files, client, chaining: 'engine', outputDir: out, deleteSaved: true });
    const state = await run.start();
    await run.dispose();
    expect(state.status, JSON.stringify(state.files)).toBe('finished');

    const saved = await readdir(out);
    expect(saved).toHaveLength(1);
    const pdf = join(out, saved[0]!);
    expect(qpdfCheck(pdf).code).toBe(0);
    const pages = pdfPages(pdf);
    // poi-SampleShow has 2 slides, the appendix 2 pages, az-SlideMasters 3 slides, az-SlideWithImages 2.
    expect(pages).toBe(9);
    expect(bookmarks(pdf).map((item) => [item.title, item.page])).toEqual([
      ['poi-SampleShow', 1],
      ['Appendix', 3],
      ['az-SlideMasters', 5],
      ['az-SlideWithImages', 8],
    ]);
    // The PDF's pages as they were (no conversion on the way), where it was given.
    for (const page of [3, 4]) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain(`Appendix page ${page - 2}`);
    }
    for (let page = 1; page <= pages; page += 1) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' });
      expect(text, `page ${page}`).toMatch(new RegExp(`(^|\\s)${page}\\s*/\\s*${pages}(\\s|$)`));
    }
  });
});
