/**
 * Small pictures of a PDF's pages for thumbnails, handed over one by one as each is ready: one pdftoppm run per page
 * (`-singlefile`), a few side by side, taken in page order. A run per page costs a re-read of the PDF (milliseconds at
 * this size) and buys what one run over all pages cannot give: each page is known to be complete the moment its
 * process exits, so the first thumbnail is shown while the rest are still being drawn.
 */
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ToolError } from '../errors/tool-error';
import { checkPageBudget } from './pdf-render';
import { locatePdftoppm } from './poppler';
import { ProcessTimeoutError, lastLines, runProcess } from '../process/process-runner';

const PAGE_TIMEOUT_MS = 60_000;
const MAX_RUNS = 4;

export interface ThumbnailRenderOptions {
  pdf: string;
  pages: number;
  /** The first page to draw (1 unless one page is wanted). */
  first?: number;
  outDir: string;
  /** Long edge in pixels. */
  longEdge: number;
  displayName: string;
  signal?: AbortSignal;
  /** Called once per page as its picture is complete (in roughly, not strictly, page order). */
  onPage: (page: number, file: string) => void | Promise<void>;
}

/** The picture file of page `page` (1-based) in `outDir`. */
export function thumbnailFile(outDir: string, page: number): string {
  return path.join(outDir, `page-${page}.png`);
}

export async function renderPageThumbnails(options: ThumbnailRenderOptions): Promise<void> {
  checkPageBudget(options.pages, options.displayName);
  const pdftoppm = await locatePdftoppm();
  await mkdir(options.outDir, { recursive: true });
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let next = options.first ?? 1;
  const renderOne = async (page: number): Promise<void> => {
    const target = thumbnailFile(options.outDir, page).replace(/\.png$/, '');
    const args = ['-png', '-singlefile', '-scale-to', String(options.longEdge), '-f', String(page), '-l', String(page)];
    let result;
    try {
      result = await runProcess(pdftoppm, [...args, '--', options.pdf, target], { signal, timeoutMs: PAGE_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof ProcessTimeoutError) {
        throw new ToolError('timeout', `Drawing page ${page} of “${options.displayName}” took too long and was stopped.`);
      }
      throw error;
    }
    if (result.exitCode !== 0) {
      const detail = lastLines(result.stderr, 2);
      throw new ToolError('invalid_file', `Page ${page} of “${options.displayName}” could not be drawn${detail ? `: ${detail}` : '.'}`);
    }
    await options.onPage(page, `${target}.png`);
  };
  const worker = async (): Promise<void> => {
    while (next <= options.pages && !signal.aborted) await renderOne(next++);
  };
  const runs = Math.max(1, Math.min(MAX_RUNS, availableParallelism(), options.pages - next + 1));
  await Promise.all(
    Array.from({ length: runs }, () =>
      worker().catch((error: unknown) => {
        stop.abort(error);
        throw error;
      }),
    ),
  );
}
