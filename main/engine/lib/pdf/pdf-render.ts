/**
 * PDF pages → pictures with poppler's pdftoppm. The size is given as the long edge in pixels (`-scale-to`), so
 * landscape slides and portrait pages both come out at the asked resolution. pdftoppm renders on one core, so a long
 * PDF is cut into one page range per core, rendered side by side (same names: pdftoppm numbers pages absolutely).
 */
import { mkdir, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { locatePdftoppm } from './poppler';
import { ProcessTimeoutError, lastLines, runProcess } from '../process/process-runner';

export type PictureFormat = 'png' | 'jpg';

/** More pages than this are refused rather than rendered (a bounded output for an untrusted PDF). */
export const MAX_RENDERED_PAGES = 1000;
const RENDER_TIMEOUT_MS = 10 * 60_000;
/** Fewer pages than this per process are not worth another process. */
const MIN_PAGES_PER_RUN = 3;
const MAX_RUNS = 4;

/** 1-based inclusive page ranges, one per process. */
export function pageRanges(pages: number, cores = availableParallelism()): [number, number][] {
  const runs = Math.max(1, Math.min(MAX_RUNS, cores, Math.floor(pages / MIN_PAGES_PER_RUN)));
  const size = Math.ceil(pages / runs);
  const ranges: [number, number][] = [];
  for (let first = 1; first <= pages; first += size) ranges.push([first, Math.min(pages, first + size - 1)]);
  return ranges;
}

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
  // One failed range stops the others.
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let results;
  try {
    results = await Promise.all(
      pageRanges(options.pages).map(([first, last]) =>
        runProcess(pdftoppm, [...args, '-f', String(first), '-l', String(last), '--', options.pdf, target], {
          signal,
          timeoutMs: RENDER_TIMEOUT_MS,
        }).catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
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
  const failed = results.find((r) => r.exitCode !== 0);
  if (failed || files.length === 0) {
    const detail = lastLines(failed?.stderr ?? results[0]?.stderr ?? '', 2);
    throw new ToolError('invalid_file', `The pages of “${options.displayName}” could not be rendered${detail ? `: ${detail}` : '.'}`);
  }
  options.onProgress?.(1);
  return files;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
