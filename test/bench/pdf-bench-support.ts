/**
 * What `npm run bench -- pdf` shares between its measures: an engine tool run as a worker runs it (its output kept),
 * timing of a command, page renders and their SSIM, the words of a text, qpdf's check.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { ToolOutput, ToolRun } from '../../main/engine/tools/tool';

export interface Timed<T> {
  value: T;
  seconds: number;
}

export async function timed<T>(work: () => Promise<T> | T): Promise<Timed<T>> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** One run of an engine tool on `files`, its work folder kept under `scratch` (the output is read afterwards). */
export async function runTool<P>(run: ToolRun<P>, files: readonly string[], params: P, scratch: string): Promise<Timed<ToolOutput>> {
  const workDir = await mkdtemp(join(scratch, 'job-'));
  const inputs = await Promise.all(
    files.map(async (path) => ({ path, name: basename(path), size: (await stat(path)).size, mimeType: 'application/pdf' })),
  );
  return timed(() => run({ inputs, params, workDir, signal: new AbortController().signal, reportProgress: () => {} }));
}

export const sizeOf = async (file: string): Promise<number> => (await stat(file)).size;

export function pageCount(pdf: string): number {
  return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1]);
}

/** `qpdf --check` passes (exit 0; 3 is warnings, counted as not clean). */
export function qpdfClean(pdf: string): boolean {
  try {
    execFileSync('qpdf', ['--check', pdf], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Words of two letters or more, lower case, in reading order. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

export const pdftotext = (pdf: string, page?: number): string =>
  execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), pdf, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** MuPDF's text of the PDF: a second extractor, apart from poppler. */
export const mutoolText = (pdf: string): string =>
  execFileSync('mutool', ['draw', '-F', 'txt', '-o', '-', pdf], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** A page rendered by pdftoppm in grey at `dpi`, as a PNG file. */
export function renderGrey(pdf: string, page: number, dpi: number, out: string): string {
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-f', String(page), '-l', String(page), '-singlefile', pdf, out]);
  return `${out}.png`;
}

/**
 * Mean SSIM of two greyscale pictures (the second resized to the first), over 8×8 windows with the usual constants
 * (K1 0.01, K2 0.03, range 255): pixels read with sharp, the index computed here.
 */
export async function greySsim(a: string, b: string): Promise<number> {
  const first = await sharp(a).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = first.info;
  const second = await sharp(b).greyscale().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const x = first.data;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let top = 0; top + 8 <= height; top += 8) {
    for (let left = 0; left + 8 <= width; left += 8) {
      let [mx, my, vx, vy, cov] = [0, 0, 0, 0, 0];
      for (let row = top; row < top + 8; row++) {
        for (let col = left; col < left + 8; col++) {
          mx += x[row * width + col]!;
          my += second[row * width + col]!;
        }
      }
      mx /= 64;
      my /= 64;
      for (let row = top; row < top + 8; row++) {
        for (let col = left; col < left + 8; col++) {
          const dx = x[row * width + col]! - mx;
          const dy = second[row * width + col]! - my;
          vx += dx * dx;
          vy += dy * dy;
          cov += dx * dy;
        }
      }
      [vx, vy, cov] = [vx / 63, vy / 63, cov / 63];
      sum += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      windows++;
    }
  }
  return windows === 0 ? 1 : sum / windows;
}

/** The lowest page SSIM of `candidate` against `original`, pages rendered in grey at `dpi`. */
export async function worstPageSsim(original: string, candidate: string, dpi: number, scratch: string): Promise<number> {
  let worst = 1;
  for (let page = 1; page <= pageCount(original); page++) {
    const a = renderGrey(original, page, dpi, join(scratch, `a-${page}`));
    const b = renderGrey(candidate, page, dpi, join(scratch, `b-${page}`));
    worst = Math.min(worst, await greySsim(a, b));
  }
  return worst;
}

/** Pictures in the PDF (pdfimages -list rows). */
export function pictureCount(pdf: string): number {
  return execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').length - 2;
}

export const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`;
export const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;
