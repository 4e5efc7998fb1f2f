/**
 * Settings in the browser's language (issue #32), through `npm run web` (the web host, the real local engine) in
 * Chromium with its language set to Spanish, then Arabic: each section (where files go, saving, the local engine,
 * translation providers) shows that language — found by role and place, its words compared with the catalog — with
 * no English sentence of the catalogs left on the page; a connection test of the real engine answers in it too.
 * At 900 px, light and dark, nothing spills or is cut, and in Arabic the page runs right to left (checked by
 * positions); the screenshots go to test-artifacts/panels/web-settings-<lang>-900-<scheme>.png to be looked at.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ar } from '../../renderer/src/i18n/messages/ar';
import { en } from '../../renderer/src/i18n/messages/en';
import type { Messages } from '../../renderer/src/i18n/messages/en';
import { es } from '../../renderer/src/i18n/messages/es';
import { settings } from '../../renderer/src/i18n/messages/panels/settings';
import { translationProviders } from '../../renderer/src/i18n/messages/panels/translation-providers';
import { webJourney } from '../helpers/web-journey';
import { WAIT_MS } from '../helpers/web-panel-session';
import { PANEL_SHOTS, spills } from './panel-shots';

const journey = webJourney('settings-locale');

/** English sentences of Settings' catalogs (no arguments, not the same in the other language): none may show. */
function englishLeft(text: string, messages: Messages): string[] {
  const keys = [...Object.keys(settings.en), ...Object.keys(translationProviders.en)] as (keyof Messages)[];
  return keys
    .map((key) => [en[key], messages[key]] as const)
    .filter(([english, other]) => english !== other && !english.includes('{') && english.length > 8)
    .filter(([english]) => text.includes(english))
    .map(([english]) => english);
}

/** Visible controls and headings whose words are wider than their box (what an ellipsis or overflow hides). */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main label, main h1, main h2, main h3, main .badge, main legend, main dt')]
      .filter((element) => element.getClientRects().length > 0 && element.closest('.sr-only') === null)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `“${(element.textContent ?? '').trim().slice(0, 60)}” (${element.scrollWidth} > ${element.clientWidth} px)`),
  );
}

const LOCALES = [
  {
    browser: 'es-ES',
    lang: 'es',
    dir: 'ltr',
    messages: es,
    usage: /^.+ en \d+ tareas?$/,
    connected: 'Conectado con el motor local: respondió y aceptó la clave.',
  },
  {
    browser: 'ar-EG',
    lang: 'ar',
    dir: 'rtl',
    messages: ar,
    usage: / في /,
    connected: 'تم الاتصال بالمحرك المحلي: استجاب وقبل المفتاح.',
  },
] as const;

describe('npm run web: Settings in the browser’s language', () => {
  for (const locale of LOCALES) {
    it(`shows every section of Settings in ${locale.lang}, light and dark, at 900 px`, { timeout: 600_000 }, async () => {
      const m = locale.messages;
      const context = await journey.browser.newContext({ locale: locale.browser, viewport: { width: 900, height: 700 } });
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // First a panel, until its file button says the engine has given its tools: the engine runs (Settings reads its
      // usage once, when opened).
      await page.goto(`${journey.app.url}#/merge`);
      await expect.poll(() => page.locator('.dropzone .button').isEnabled(), { timeout: WAIT_MS }).toBe(true);
      await page.getByRole('navigation').first().locator('a[href="#/settings"]').click();
      await page.getByRole('heading', { level: 1, name: m['settings.title'] }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale.lang, locale.dir]);

      // The sections in their order, each headed in the language.
      const sections = page.locator('main section.settings-section');
      const titles = [
        m['settings.language.title'],
        m['settings.backend.title'],
        m['settings.saving.title'],
        m['settings.engine.title'],
        m['providers.title'],
        m['settings.about.title'],
      ];
      await expect.poll(() => page.locator('main section.settings-section > h2').allInnerTexts(), { timeout: WAIT_MS }).toEqual(titles);
      const [, backend, saving, engine, providers] = titles.map((_, index) => sections.nth(index));

      // Where files go: three choices, the local engine chosen; the two buttons under them.
      const choices = backend!.getByRole('radio');
      expect(await choices.count()).toBe(3);
      expect(await choices.first().isChecked()).toBe(true);
      const cards = await backend!.locator('fieldset label').allInnerTexts();
      expect(cards[0]).toContain(m['settings.backend.localText']);
      expect(cards[1]).toContain(m['settings.backend.cloudText']);
      expect(cards[2]).toContain(m['settings.backend.serverText']);
      const actions = backend!.locator('.settings-actions').getByRole('button');
      expect(await actions.allInnerTexts()).toEqual([m['settings.backend.use'], m['settings.backend.test']]);
      // The real engine is tested once it runs, and what it answered is said in the language.
      await engine!.locator('.badge').getByText(m['settings.engine.running'], { exact: true }).waitFor();
      await actions.nth(1).click();
      await expect.poll(() => backend!.locator('.settings-status').innerText(), { timeout: WAIT_MS }).toBe(locale.connected);

      // Notifications and saving: a browser downloads where it is set to.
      expect(await saving!.getByRole('checkbox').count()).toBe(1);
      expect(await saving!.locator('label.checkbox').innerText()).toContain(m['settings.saving.notify']);
      await saving!.getByText(m['settings.saving.browser'], { exact: true }).waitFor();

      // The local engine: running, its folder and what its tasks use, and the button to clear them.
      await engine!.locator('.badge').getByText(m['settings.engine.running'], { exact: true }).waitFor();
      expect(await engine!.locator('dt').allInnerTexts()).toEqual([
        m['settings.engine.status'],
        m['settings.engine.dataFolder'],
        m['settings.engine.diskUsed'],
      ]);
      expect(await engine!.locator('dd').last().innerText()).toMatch(locale.usage);
      expect(await engine!.getByRole('button').innerText()).toBe(m['settings.engine.clear']);

      // Translation providers: one card each, named in the language, and the choice of the preferred one.
      const providerCards = providers!.locator('li.provider-card');
      await expect.poll(() => providerCards.count(), { timeout: WAIT_MS }).toBe(4);
      expect(await providerCards.locator('h3').allInnerTexts()).toEqual([
        m['providers.name.apertium'],
        m['providers.name.openai'],
        m['providers.name.deepl'],
        m['providers.name.libretranslate'],
      ]);
      const preferred = providers!.getByRole('combobox');
      expect(await preferred.locator('option').first().innerText()).toBe(m['providers.whichever']);
      const openai = providerCards.nth(1);
      expect(await openai.locator('label').allInnerTexts()).toEqual([
        m['providers.address'],
        m['providers.modelStandard'],
        m['providers.modelPro'],
        m['providers.apiKey'],
      ]);
      expect(await openai.getByRole('button').first().innerText()).toBe(m['providers.save']);

      // The cloud's fields, chosen but not saved: its address and key in the language, and the browser's key warning.
      await choices.nth(1).check();
      await backend!.getByLabel(m['settings.backend.cloudAddress']).waitFor();
      await backend!.getByLabel(m['settings.key.cloud']).waitFor();
      await backend!.getByText(m['settings.key.plainTitle']).waitFor();

      const text = await page.locator('main').innerText();
      expect(englishLeft(text, m)).toEqual([]);
      if (locale.dir === 'rtl') {
        // Mirrored: the sidebar on the right, each choice's radio at the right of its words.
        const nav = await page.getByRole('navigation').first().boundingBox();
        const main = await page.locator('main').boundingBox();
        expect(nav!.x).toBeGreaterThan(main!.x);
        const radio = await choices.first().boundingBox();
        const words = await backend!.locator('fieldset label').first().locator('strong').boundingBox();
        expect(radio!.x).toBeGreaterThan(words!.x);
      }

      await mkdir(PANEL_SHOTS, { recursive: true });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await spills(page)).toEqual([]);
        expect(await cutTexts(page)).toEqual([]);
        await page.screenshot({
          path: join(PANEL_SHOTS, `web-settings-${locale.lang}-900-${scheme}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
