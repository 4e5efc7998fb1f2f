/**
 * A PDF with known text on known pages, printed by Chromium (not by the tools under test): one page per entry, each
 * a heading and a line of text, A4.
 */
import type { Browser } from 'playwright-core';

export async function writeHtmlPdf(browser: Browser, path: string, pages: readonly string[]): Promise<void> {
  const page = await browser.newPage();
  try {
    const sections = pages
      .map((text, index) => `<section style="break-after: page"><h1>Page ${index + 1}</h1><p>${text}</p></section>`)
      .join('');
    await page.setContent(`<!doctype html><html><body style="font: 16px sans-serif">${sections}</body></html>`);
    await page.pdf({ path, format: 'A4' });
  } finally {
    await page.close();
  }
}
