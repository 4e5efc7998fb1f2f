/**
 * A screenshot of an HTML document in an isolated Chromium page (chromium.ts), with the picture bounded: a full-page
 * capture stops at MAX_CAPTURE_HEIGHT CSS pixels and at MAX_CAPTURE_PIXELS device pixels. Load, settle and screenshot
 * share one deadline (page-deadline.ts).
 */
import type { Browser } from 'playwright-core';
import { isolatedPage, launchBrowser, loadHtml } from './chromium';
import { withinPageDeadline } from './page-deadline';

export const MAX_CAPTURE_HEIGHT = 16_384;
export const MAX_CAPTURE_PIXELS = 100_000_000;

export interface CaptureOptions {
  html: string;
  displayName: string;
  width: number;
  height: number;
  scale: number;
  fullPage: boolean;
  javaScript: boolean;
  colorScheme?: 'light' | 'dark';
  file: string;
}

export interface Capture {
  /** Picture size in pixels. */
  width: number;
  height: number;
  /** True when the page was taller than a capture may be and its bottom was cut. */
  truncated: boolean;
}

/** What a capture needs of the task that asks for it. */
export interface CaptureRun {
  signal: AbortSignal;
  reportProgress: (percent: number) => void;
}

export async function captureHtml(ctx: CaptureRun, options: CaptureOptions): Promise<Capture> {
  const browser = await launchBrowser(ctx.signal);
  try {
    return await withinPageDeadline(browser, options.displayName, () => capturePage(browser, ctx, options));
  } finally {
    await browser.close().catch(() => undefined);
  }
}

async function capturePage(browser: Browser, ctx: CaptureRun, options: CaptureOptions): Promise<Capture> {
  const { page } = await isolatedPage(browser, options);
  await loadHtml(page, options.html, options.displayName);
  ctx.reportProgress(60);
  let height = options.height;
  let truncated = false;
  if (options.fullPage) {
    const full = Number(
      await page.evaluate('Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)'),
    );
    const byPixels = Math.floor(MAX_CAPTURE_PIXELS / (options.width * options.scale * options.scale));
    const cap = Math.min(MAX_CAPTURE_HEIGHT, byPixels);
    height = Math.max(options.height, Math.min(full, cap));
    truncated = full > cap;
  }
  await page.screenshot({
    path: options.file,
    type: 'png',
    fullPage: options.fullPage,
    clip: { x: 0, y: 0, width: options.width, height },
    animations: 'disabled',
  });
  return { width: Math.round(options.width * options.scale), height: Math.round(height * options.scale), truncated };
}
