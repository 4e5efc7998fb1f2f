import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as compressPdf } from '../../main/engine/tools/pdf-compress';
import { runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { displayedSsim } from '../helpers/package-checks';
import { makeDeckPdfs, pdfPages, pictureOnlyCopy, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import { cleanupWorkDirs, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
let pdfs: Record<PdfDeck, string>;
/** The three-page deck as a 300 dpi scan: pictures only, several megabytes. */
let scan: string;

async function render(pdf: string, page: number): Promise<Buffer> {
  const root = `${pdf}.render-${page}`;
  execFileSync('pdftoppm', ['-r', '60', '-png', '-f', String(page), '-l', String(page), '-singlefile', pdf, root]);
  return readFile(`${root}.png`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-compress-'));
  pdfs = await makeDeckPdfs(dir);
  scan = await pictureOnlyCopy(pdfs.sample, join(dir, 'scan.pdf'), 300);
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Balanced on the scan, run in-process once for the tests that compare against it. */
let balancedOnce: ReturnType<typeof runTool> | undefined;
const balancedScan = (): ReturnType<typeof runTool> => (balancedOnce ??= runTool(compressPdf, [{ path: scan }], { level: 'balanced' }));

describe('pdf.compress', () => {
  it('Balanced shrinks a 300 dpi scan about as much as Ghostscript’s /ebook, pages looking the same, through the engine', async () => {
    const inputBytes = (await stat(scan)).size;
    const { task, output } = await runTask(engine, {
      type: 'pdf.compress',
      files: [{ path: scan, name: 'Scan.pdf' }],
      params: { level: 'balanced' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    const compressed = join(dir, 'balanced.pdf');
    await writeFile(compressed, output!);
    expect(qpdfCheck(compressed).code).toBe(0);
    expect(pdfPages(compressed)).toBe(3);
    expect(task.result).toMatchObject({ level: 'balanced', unchanged: false, inputSize: inputBytes, outputSize: output!.length });

    const reference = join(dir, 'gs-ebook.pdf');
    execFileSync('gs', [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-sDEVICE=pdfwrite',
      '-dPDFSETTINGS=/ebook',
      `-sOutputFile=${reference}`,
      scan,
    ]);
    const ours = 1 - output!.length / inputBytes;
    const theirs = 1 - (await stat(reference)).size / inputBytes;
    expect(ours, `ours ${(ours * 100).toFixed(1)} %, gs /ebook ${(theirs * 100).toFixed(1)} %`).toBeGreaterThan(theirs - 0.05);
    for (const page of [1, 2, 3]) {
      const before = await render(scan, page);
      expect(await displayedSsim(before, await render(compressed, page), 640, 360), `page ${page}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('Smallest is no larger than Balanced; Best quality leaves pictures as they are', async () => {
    const balanced = await balancedScan();
    const smallest = await runTool(compressPdf, [{ path: scan }], { level: 'smallest' });
    expect(smallest.output.metadata!.outputSize as number).toBeLessThanOrEqual(balanced.output.metadata!.outputSize as number);
    const quality = await runTool(compressPdf, [{ path: scan }], { level: 'quality' });
    const size = quality.output.metadata!.outputSize as number;
    expect(size).toBeLessThanOrEqual((await stat(scan)).size);
    expect(size).toBeGreaterThan(balanced.output.metadata!.outputSize as number);
  });

  it('hands back a PDF it cannot make smaller unchanged, saying so', async () => {
    const once = await runTool(compressPdf, [{ path: pdfs.titled }], { level: 'quality' });
    const again = await runTool(compressPdf, [{ path: once.output.path, name: 'Packed.pdf' }], { level: 'quality' });
    expect(again.output.metadata).toMatchObject({ unchanged: true });
    expect(again.output.metadata!.note).toMatch(/“Packed.pdf” could not be made smaller at this level, so it comes back as it was/);
    expect(Buffer.compare(await readFile(again.output.path), await readFile(once.output.path))).toBe(0);
  });

  it('goes down in picture resolution until the target size is met, and says so when it cannot be', async () => {
    const balanced = await balancedScan();
    const balancedBytes = balanced.output.metadata!.outputSize as number;
    // A target a third below Balanced: reached by lower resolutions, the pages still readable.
    const targetKB = Math.floor((balancedBytes * 0.66) / 1024);
    const fitted = await runTool(compressPdf, [{ path: scan }], { level: 'balanced', targetKB });
    expect(fitted.output.metadata).toMatchObject({ targetKB, targetReached: true });
    expect(fitted.output.metadata!.outputSize as number).toBeLessThanOrEqual(targetKB * 1024);
    expect([120, 96, 72, 50]).toContain(fitted.output.metadata!.pictureDpi);
    expect(qpdfCheck(fitted.output.path).code).toBe(0);
    expect(pdfPages(fitted.output.path)).toBe(3);
    // A target no resolution reaches: the smallest candidate, never larger than the input, and the reason.
    const missed = await runTool(compressPdf, [{ path: scan }], { level: 'balanced', targetKB: 10 });
    expect(missed.output.metadata).toMatchObject({ targetKB: 10, targetReached: false, pictureDpi: 50 });
    expect(missed.output.metadata!.outputSize as number).toBeLessThan(fitted.output.metadata!.outputSize as number);
    expect(missed.output.metadata!.note).toMatch(
      /The target of 10 KB could not be reached: the smallest this PDF became is \d+ KB \(pictures at 50 dpi\)\./,
    );
  });
});
