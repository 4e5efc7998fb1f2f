/**
 * The window in the person's language (issue #32), in real Chromium with the fake bridge: a German system gets a
 * German sidebar; Settings switches to Arabic at once, the page turning right to left (lang, dir, the sidebar on the
 * right) with no reload; Alt+← then moves a Merge slide later, as reading goes; the axe audit holds in Arabic; and
 * "As the system" brings the system's language back. A failure shows in Spanish on a Spanish system, by its code and
 * its `file`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isSerious } from './axe-audit';
import { formatFailure } from '../../shared/i18n/errors/failure-words';
import { failedMerge } from './merge-panel-page';
import { spills } from './panel-shots';
import { historyTasks, openFakePage, pptxFile, screenshot, useRendererFixture } from './renderer-harness';

const fixture = useRendererFixture();

/** The names as read: without the soft hyphens long German words carry for where they may break. */
const navLinks = async (page: Page) =>
  (await page.getByRole('navigation').first().getByRole('link').allInnerTexts()).map((text) => text.replaceAll('\u00ad', ''));

describe('the window’s language', () => {
  it('follows the system, switches from Settings at once, and reads right to left in Arabic', async () => {
    const { page, context, errors } = await openFakePage(fixture, {}, { hash: '#/merge', locale: 'de-DE' });
    await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
    expect(await navLinks(page)).toEqual(expect.arrayContaining(['Zusammenführen', 'Verlauf', 'Einstellungen']));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['de', 'ltr']);

    await page.getByRole('link', { name: 'Einstellungen' }).click();
    const language = page.getByLabel('Sprache dieses Fensters');
    expect(await language.locator('option:checked').innerText()).toBe('Wie das System (Deutsch)');
    await language.selectOption('ar');
    await page.getByRole('heading', { name: 'الإعدادات', level: 1 }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    // Mirrored: the sidebar now sits on the right of the content.
    const nav = await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(nav!.x).toBeGreaterThan(main!.x);
    await screenshot(page, 'locale-ar-settings');

    // The axe audit holds right to left too.
    const serious = (await axeViolations(page)).filter(isSerious).map((finding) => finding.id);
    expect(serious).toEqual([]);

    // Merge in reading order: Alt+← on the first slide moves it later, since the next slide is to its left.
    await page.getByRole('link', { name: 'دمج', exact: true }).click();
    // The panel's own words are Arabic too: the file input, the slide cards and their checkboxes.
    await page.getByLabel('إضافة عروض تقديمية').setInputFiles([pptxFile('alpha.pptx', 1000)]);
    const first = page.getByRole('checkbox', { name: /^تضمين الشريحة [1١] من alpha\.pptx$/ });
    await first.waitFor();
    const card = page.locator('[aria-label^="الشريحة 1 من alpha.pptx، الموضع"], [aria-label^="الشريحة ١ من alpha.pptx، الموضع"]');
    await card.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => card.getAttribute('aria-label')).toMatch(/، الموضع [2٢] من [3٣]$/);
    await screenshot(page, 'locale-ar-merge');
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => card.getAttribute('aria-label')).toMatch(/، الموضع [1١] من [3٣]$/);

    // Back to the system's language.
    await page.getByRole('link', { name: 'الإعدادات' }).click();
    await page.getByLabel('لغة هذه النافذة').selectOption('system');
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });

  // Issue #32: the panels' words in German and Arabic at the narrow window size: nothing spills out of its box
  // (German is long, Arabic mirrored), and the screenshots are looked at for cut text and mirrored-layout faults.
  for (const locale of ['de-DE', 'ar'] as const) {
    it(`lays out Merge and History in ${locale} at 900 px without spilling`, async () => {
      const { page, context, errors } = await openFakePage(fixture, { tasks: historyTasks(12) }, { hash: '#/merge', locale });
      await page.setViewportSize({ width: 900, height: 700 });
      await page.locator('#merge-choose-files').waitFor();
      await page.locator('input.file-input').setInputFiles([pptxFile('quartalsbericht.pptx', 4000), pptxFile('anhang.pptx', 2000)]);
      await page.locator('.merge-slide').first().waitFor();
      expect(await spills(page)).toEqual([]);
      await screenshot(page, `locale-${locale}-merge-900`);
      await page.goto(`${fixture.origin}/#/history`);
      await page.locator('table.history tbody tr').first().waitFor();
      expect(await spills(page)).toEqual([]);
      await screenshot(page, `locale-${locale}-history-900`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a failure in the person’s language', () => {
  it('shows a failed merge in Spanish, by its code and its file, with the engine’s English kept behind Details', async () => {
    const { page, context, errors } = await openFakePage(fixture, {}, { hash: '#/merge', locale: 'es-ES' });
    await page.getByRole('navigation').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const message = 'broken.pptx: the ZIP directory is damaged (invalid central directory file header signature: 0x0)';
    const failure = {
      code: 'invalid_file' as const,
      message,
      file: 'broken.pptx',
      detail: 'invalid central directory file header signature: 0x0',
    };
    await failedMerge(page, ['good.pptx', 'broken.pptx'], failure);
    const alert = page.locator('#task-task-merge-1').getByRole('alert');
    const words = formatFailure('es', failure, { taskType: 'pptx.join' });
    expect(words).toEqual({
      text: '«broken.pptx» está dañado o no es el tipo de archivo que dice ser.',
      advice: 'Quite o sustituya «broken.pptx» y vuelva a combinar.',
    });
    // The window's i18next and main's formatter agree, word for word.
    await alert.getByText(words.text, { exact: true }).waitFor();
    await alert.getByText(words.advice, { exact: true }).waitFor();
    expect(await alert.innerText()).not.toContain(message);
    await alert.locator('summary', { hasText: 'Detalles' }).click();
    expect(await alert.innerText()).toContain(message);
    expect(await alert.innerText()).toContain('Código de error: invalid_file');
    await screenshot(page, 'locale-es-failure');
    expect(errors).toEqual([]);
    await context.close();
  });
});
