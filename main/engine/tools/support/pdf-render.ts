/**
 * PDF pages → pictures with poppler's pdftoppm, all pages in one run. The size is given as the long edge in pixels
 * (`-scale-to`), so landscape slides and portrait pages both come out at the asked resolution.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ToolError } from '../tool';
import { locatePdftoppm } from './poppler';
import { ProcessTimeoutError, lastLines, runProcess } from './process-runner';

export type PictureFormat = 'png' | 'jpg';

/** More pages than this are refused rather than rendered (a bounded output for an untrusted PDF). */
export const MAX_RENDERED_PAGES = 1000;
const RENDER_TIMEOUT_MS = 10 * 60_000;

export interface RenderOptions {
  pdf: string;
  pages: number;
  outDir: string;
  /** Files are named `<prefix>-<page>.<ext>` with the page number zero-padded. */
  prefix: string;
  longEdge: number;
  format: PictureFormat;
  displayName: string;
  signal?: AbortSignal;
  /** Called with 0–1 as pages appear. */
  onProgress?: (fraction: number) => void;
}

export function checkPageBudget(pages: number, displayName: string): void {
  if (pages > MAX_RENDERED_PAGES) {
    throw new ToolError(
      'invalid_file',
      `“${displayName}” has ${pages} pages; at most ${MAX_RENDERED_PAGES} can be turned into pictures in one task. Split it first.`,
    );
  }
}

/** Renders every page; returns the picture files in page order. */
export async function renderPdfPages(options: RenderOptions): Promise<string[]> {
  checkPageBudget(options.pages, options.displayName);
  const pdftoppm = await locatePdftoppm();
  await mkdir(options.outDir, { recursive: true });
  const formatArgs = options.format === 'png' ? ['-png'] : ['-jpeg', '-jpegopt', 'quality=90,optimize=y'];
  const args = [...formatArgs, '-scale-to', String(options.longEdge), '-aa', 'yes', '-aaVector', 'yes'];
  const target = path.join(options.outDir, options.prefix);
  let result;
  try {
    result = await runProcess(pdftoppm, [...args, '--', options.pdf, target], {
      signal: options.signal,
      timeoutMs: RENDER_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof ProcessTimeoutError) {
      throw new ToolError('timeout', `Rendering the pages of “${options.displayName}” took too long and was stopped.`);
    }
    throw error;
  }
  const ext = options.format === 'png' ? '.png' : '.jpg';
  const pattern = new RegExp(`^${escapeRegExp(options.prefix)}-(\\d+)${escapeRegExp(ext)}$`);
  const files = (await readdir(options.outDir))
    .map((name) => ({ name, page: Number(pattern.exec(name)?.[1] ?? NaN) }))
    .filter((f) => Number.isFinite(f.page))
    .sort((a, b) => a.page - b.page)
    .map((f) => path.join(options.outDir, f.name));
  if (result.exitCode !== 0 || files.length === 0) {
    const detail = lastLines(result.stderr, 2);
    throw new ToolError('invalid_file', `The pages of “${options.displayName}” could not be rendered${detail ? `: ${detail}` : '.'}`);
  }
  options.onProgress?.(1);
  return files;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
