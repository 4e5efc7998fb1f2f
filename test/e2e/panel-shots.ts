/**
 * Screenshots of a tool panel at the two window sizes issue #9 names (1280×800 and 900×700), light and dark, into
 * test-artifacts/panels/, each taken only after checking that nothing in the panel spills out of its box and the page
 * does not scroll sideways: a test fails on a layout that does, rather than leaving it to be noticed in a picture.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PANEL_SHOTS = join(resolve(import.meta.dirname, '../..'), 'test-artifacts', 'panels');

export const WINDOW_SIZES = [
  { width: 1280, height: 800 },
  { width: 900, height: 700 },
] as const;

/** Elements of the open panel that reach past its edges, and whether the page scrolls sideways. */
export function spills(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const panel = document.querySelector('section.panel');
    if (!panel) return found;
    const edge = panel.getBoundingClientRect();
    for (const element of panel.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.sr-only')) continue;
      if (box.right > edge.right + 1 || box.left < edge.left - 1) {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: “${text}” spans ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return found;
  });
}

/** Text cut short with an ellipsis must say itself whole on hover: every clipped name has a title with its text. */
export function clippedWithoutTitle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('section.panel *')) {
      const style = getComputedStyle(element);
      if (style.textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth + 1) continue;
      const titled = element.closest('[title]');
      const text = (element.textContent ?? '').trim();
      if (!titled || !(titled.getAttribute('title') ?? '').includes(text.replace(/…$/, ''))) found.push(text.slice(0, 80));
    }
    return found;
  });
}

/** `<name>-<w>x<h>-<light|dark>.png` for both sizes and both schemes; restores the page's size and scheme after. */
export async function shootPanel(page: Page, name: string): Promise<void> {
  await mkdir(PANEL_SHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // A full-page picture keeps the sticky header where the scroll left it: start from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await spills(page), `${name} at ${size.width}×${size.height}`).toEqual([]);
      expect(await clippedWithoutTitle(page), `${name} at ${size.width}×${size.height}`).toEqual([]);
      await page.screenshot({
        path: join(PANEL_SHOTS, `${name}-${size.width}x${size.height}-${scheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (original) await page.setViewportSize(original);
}
