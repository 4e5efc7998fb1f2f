/**
 * LibreOffice opens a damaged legacy .ppt without complaint when it can read the masters but not the slides: the PDF
 * then has one page per slide, each showing only the master's background. Such a PDF has no text at all and every page
 * looks the same, which a real deck with more than one slide practically never does. Checked with poppler
 * (pdftotext, pdftoppm); where poppler is missing the check is skipped rather than guessed.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { findOnPath } from '../process/executable-lookup';
import { runProcess } from '../process/process-runner';

const RENDER_DPI = '12';

async function tool(name: string): Promise<string | null> {
  return findOnPath(process.platform === 'win32' ? `${name}.exe` : name);
}

/** True when every page renders to the same tiny greyscale picture (one page: when that page is a single colour). */
async function pagesAllAlike(pdftoppm: string, pdf: string, scratch: string, signal?: AbortSignal): Promise<boolean> {
  const dir = await mkdtemp(path.join(scratch, 'pages-'));
  try {
    const result = await runProcess(pdftoppm, ['-r', RENDER_DPI, '-gray', pdf, path.join(dir, 'p')], { signal, timeoutMs: 5 * 60_000 });
    if (result.exitCode !== 0) return false;
    const pages = (await readdir(dir)).sort();
    const first = pages[0] ? await readFile(path.join(dir, pages[0])) : null;
    if (!first) return false;
    if (pages.length === 1) {
      // PGM: the pixels follow the three header lines.
      const pixels = first.subarray(first.length - countPixels(first));
      return pixels.every((value) => value === pixels[0]);
    }
    for (const page of pages.slice(1)) {
      if (!first.equals(await readFile(path.join(dir, page)))) return false;
    }
    return true;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function countPixels(pgm: Buffer): number {
  const header = /^P5\s+(\d+)\s+(\d+)\s+\d+\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  return header ? Number(header[1]) * Number(header[2]) : 0;
}

/** True when the PDF shows nothing of the slides (see above); false when it has content or poppler is missing. */
export async function pdfShowsNoSlideContent(pdf: string, scratch: string, signal?: AbortSignal): Promise<boolean> {
  const [pdftotext, pdftoppm] = await Promise.all([tool('pdftotext'), tool('pdftoppm')]);
  if (!pdftotext || !pdftoppm) return false;
  const text = await runProcess(pdftotext, ['-q', pdf, '-'], { signal, timeoutMs: 5 * 60_000, maxStdoutBytes: 4096 });
  if (text.exitCode !== 0 || text.stdout.trim() !== '') return false;
  return pagesAllAlike(pdftoppm, pdf, scratch, signal);
}
