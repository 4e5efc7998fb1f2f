import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as mergePdfs } from '../../main/engine/tools/pdf-merge';
import { run as redactPdf } from '../../main/engine/tools/pdf-redact';
import type { ParamsOf } from '../../shared/tools/catalog';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { bookmarks, makeDeckPdfs, pdfText, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
/** A second extractor besides poppler: MuPDF's own text output. */
const mupdfText = (pdf: string): string => execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', pdf], { encoding: 'utf8' });
const pictures = (pdf: string): number => execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').length - 2;

/** The params as the schema gives them, with those a test sets. */
const redaction = (params: Partial<ParamsOf<'pdf.redact'>>): ParamsOf<'pdf.redact'> => ({
  words: '',
  emails: false,
  phones: false,
  patterns: '',
  ...params,
});

/** A one-page PDF of text lines (pdf-lib, Helvetica), as a letter or an invoice has them. */
async function textPdf(path: string, lines: readonly string[]): Promise<string> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 60, y: 760 - i * 24, size: 12, font }));
  await writeFile(path, await doc.save());
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-redact-'));
  pdfs = await makeDeckPdfs(dir);
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf.redact', () => {
  it('takes every occurrence out of the pages, keeps the other words, and reports per page', async () => {
    const before = pdfText(pdfs.titled);
    expect(before).toMatch(/first[\s\S]*bullet/);
    const { task, output } = await runTask(engine, {
      type: 'pdf.redact',
      files: [{ path: pdfs.titled, name: 'Minutes.pdf' }],
      params: { words: 'First, bullet' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const redacted = join(dir, 'redacted.pdf');
    await writeFile(redacted, output!);
    expect(qpdfCheck(redacted).code).toBe(0);
    // Two extractors, poppler's and MuPDF's, find neither word.
    for (const text of [pdfText(redacted), mupdfText(redacted)]) {
      expect(text.toLowerCase()).not.toMatch(/first|bullet/);
    }
    expect(task.result).toMatchObject({
      removed: 3,
      perPage: [
        { page: 1, hits: 2 },
        { page: 2, hits: 1 },
      ],
    });
    // Every other word is still there.
    const kept = words(before).filter((word) => word !== 'first' && word !== 'bullet');
    const after = new Set(words(pdfText(redacted)));
    expect(kept.filter((word) => after.has(word)).length / kept.length).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps the pictures as pictures and the pages as text', async () => {
    const { output } = await runTool(redactPdf, [{ path: pdfs.pictures }], redaction({ words: 'duotone' }));
    expect(pdfText(output.path).toLowerCase()).not.toContain('duotone');
    expect(pictures(output.path)).toBe(pictures(pdfs.pictures));
    expect(words(pdfText(output.path)).length).toBe(words(pdfText(pdfs.pictures)).length - 1);

    // Short labels, "png" above "jpg": once MuPDF had emptied the "png" text object it moved the next one, "jpg", off
    // the page. Every other label must stay where it was, and both extractors find none of the words.
    const labels = await runTool(redactPdf, [{ path: pdfs.pictures }], redaction({ words: 'png, svg' }));
    for (const text of [pdfText(labels.output.path), mupdfText(labels.output.path)]) {
      expect(words(text).filter((word) => /png|svg/.test(word))).toEqual([]);
    }
    expect(words(pdfText(labels.output.path)).sort()).toEqual(['duotone', 'jpg', 'jpg']);
    expect(pdfText(labels.output.path, 2)).toMatch(/^\s*jpg\s*$/m);
    expect(labels.output.metadata).toMatchObject({ removed: 3, otherWords: { kept: 3, total: 3 } });
    expect(pictures(labels.output.path)).toBe(pictures(pdfs.pictures));
    expect(qpdfCheck(labels.output.path).code).toBe(0);
  });

  it('takes the words out of bookmarks and document information too', async () => {
    const merged = await runTool(mergePdfs, [{ path: pdfs.titled, name: 'Jane Doe notes.pdf' }, { path: pdfs.sample }], {
      bookmarks: true,
    });
    const { output } = await runTool(redactPdf, [{ path: merged.output.path }], redaction({ words: 'Jane Doe' }));
    expect(bookmarks(output.path)[0]!.title).toBe('[redacted] notes');
    expect(output.metadata).toMatchObject({ otherStrings: 1, removed: 0 });
  });

  it('removes what the patterns match (e-mail, phone, a typed expression) and counts it per pattern', async () => {
    const letter = await textPdf(join(dir, 'letter.pdf'), [
      'Dear customer, write to jane.doe@example.com or call +44 20 7946 0958.',
      'Your order ORD-55821 ships on Monday from our Leeds depot.',
      'Questions: support@shop.example.org, (555) 123-4567.',
    ]);
    const { output } = await runTool(redactPdf, [{ path: letter }], redaction({ emails: true, phones: true, patterns: 'ORD-\\d{5}' }));
    for (const text of [pdfText(output.path), mupdfText(output.path)]) {
      expect(text).not.toMatch(/@|7946|123-4567|ORD-55821/);
      expect(text).toMatch(/ships on Monday from our Leeds depot/);
    }
    expect(output.metadata).toMatchObject({
      patterns: [
        { pattern: 'e-mail addresses', preset: 'emails', found: 2 },
        { pattern: 'phone numbers', preset: 'phones', found: 2 },
        { pattern: 'ORD-\\d{5}', found: 1 },
      ],
      removed: 5,
      perPage: [{ page: 1, hits: 5, areas: 0 }],
    });
  });

  it('refuses a pattern that could run for ever, saying why', async () => {
    const refused = await runTask(engine, {
      type: 'pdf.redact',
      files: [{ path: pdfs.titled, name: 'Minutes.pdf' }],
      params: { patterns: '(a+)+b' },
    }).catch((error: unknown) => error);
    expect(String((refused as Error).message ?? refused)).toMatch(/repeats a group that repeats/);
  });

  it('blacks out an area drawn on a page: its text goes, the rest of the PDF stays text and pictures', async () => {
    const before = pdfText(pdfs.titled, 2, 2);
    // The top half of page 1 holds its title: the area takes the title out and leaves the subtitle below it.
    const { output } = await runTool(
      redactPdf,
      [{ path: pdfs.titled }],
      redaction({ areas: [{ page: 1, x: 0, y: 0, width: 1, height: 0.5 }] }),
    );
    const page1 = pdfText(output.path, 1, 1);
    expect(page1).not.toMatch(/Title of the first slide/);
    expect(page1).toMatch(/Subtitle/);
    expect(pdfText(output.path, 2, 2)).toBe(before);
    expect(output.metadata).toMatchObject({ areas: 1, perPage: [{ page: 1, areas: 1 }] });

    // Over a picture, the pixels under the box are blanked: the picture stays (a picture, its size), its left half is
    // one flat colour and its right half still shows the photo.
    const half = redaction({ areas: [{ page: 1, x: 0, y: 0, width: 0.5, height: 1 }] });
    const pictured = await runTool(redactPdf, [{ path: pdfs.pictures }], half);
    expect(pictures(pictured.output.path)).toBe(pictures(pdfs.pictures));
    const prefix = join(dir, 'blanked');
    execFileSync('pdfimages', ['-f', '1', '-l', '1', '-png', pictured.output.path, prefix]);
    const photo = sharp(`${prefix}-000.png`);
    const { width, height } = await photo.metadata();
    const spread = async (left: number) => {
      const region = { left, top: 0, width: Math.floor(width * 0.4), height: height };
      // stats() reads the whole input unless the extract is rendered first.
      const stats = await sharp(await sharp(`${prefix}-000.png`).extract(region).png().toBuffer()).stats();
      return Math.max(...stats.channels.map((channel) => channel.stdev));
    };
    expect(await spread(0)).toBeLessThan(1);
    expect(await spread(Math.ceil(width * 0.6))).toBeGreaterThan(10);
  });
});
