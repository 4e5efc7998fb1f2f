/**
 * Text cut short (issue #32): in the pseudo-locale (accented, 40 % longer, bracketed) no button, label, heading or
 * sidebar link in the sidebar, Settings, History and two panels is wider than its box (`scrollWidth > clientWidth`,
 * which is what an ellipsis or `overflow: hidden` hides), at the 900 px window. A planted narrow button is found, so
 * the check can fail.
 */
import { describe, expect, it } from 'vitest';
import { cutTexts } from './cut-texts';
import { WINDOW_SIZES } from './panel-shots';
import { MERGE_TOOL, RESIZE_TOOL, historyTasks, openFakePage, screenshot, useRendererFixture } from './renderer-harness';

const fixture = useRendererFixture();

describe('the pseudo-locale', () => {
  it('cuts no button, label, heading or sidebar link in the sidebar, Settings, History and two panels', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [MERGE_TOOL, RESIZE_TOOL], tasks: historyTasks(4) },
      { viewport: WINDOW_SIZES[1], hash: '#/settings' },
    );
    await page.getByLabel('Language of this window').selectOption('en-XA');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
    await page.locator('main h1', { hasText: '[Šéttíñgš' }).waitFor();

    // The check can fail: a button too narrow for its words is found.
    await page.evaluate(() => {
      const planted = document.createElement('button');
      planted.id = 'planted';
      planted.style.cssText = 'width: 40px; overflow: hidden; white-space: nowrap';
      planted.textContent = 'A button far too narrow';
      document.querySelector('main')?.append(planted);
    });
    expect((await cutTexts(page, 'planted')).join('\n')).toContain('A button far too narrow');
    await page.evaluate(() => document.getElementById('planted')?.remove());

    const cut: string[] = [];
    for (const view of ['#/settings', '#/history', '#/merge', '#/resize']) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, view);
      await page.locator('main h1').first().waitFor();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      // The sidebar is on every view; its links are checked each time, which costs nothing.
      cut.push(...(await cutTexts(page, view)));
    }
    await screenshot(page, 'pseudo-locale-resize');
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
