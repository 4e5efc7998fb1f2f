/**
 * The tools' own words in the person's language (issue #32), through `npm run web` in Chromium on the real local
 * engine, with the browser set to French: the sidebar, a panel's heading and summary (the tool definitions' title
 * and summary, looked up by tool type), the option labels of the generic forms (radio groups and drop-down lists, looked up by tool type, param and value), and the whole Embed
 * fonts panel with a real deck's fonts read by the engine. Controls are found by role and place, not by English
 * names. The Fonts panel is shot at 900 px in French and Arabic, light and dark, into test-artifacts/tool-words/.
 */
import { mkdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import { WAIT_MS } from '../helpers/web-panel-session';
import { spills } from './panel-shots';

const DECK = join(CORPUS_ROOT, 'pptx', 'pp-txt-font-typeface.pptx');
const SHOTS = join(resolve(import.meta.dirname, '../..'), 'test-artifacts', 'tool-words');

const journey = webJourney('tool-words');

async function openIn(locale: string, route: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await journey.browser.newContext({ locale, viewport: { width: 900, height: 700 }, colorScheme: 'light' });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.goto(`${journey.app.url}#/${route}`);
  return { context, page, errors };
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const summary = (page: Page) => page.locator('section.panel .panel__summary');

/** Waits until the panel has its tool from the engine (its file button is enabled), then its heading. */
async function panelReady(page: Page): Promise<string> {
  await expect.poll(() => page.locator('.dropzone .button').isEnabled(), { timeout: WAIT_MS }).toBe(true);
  return heading(page).innerText();
}

/** The deck staged through the drop zone's own file input, and the engine's reading of its fonts listed. */
async function stageDeck(page: Page): Promise<void> {
  await page.locator('.dropzone input[type=file]').setInputFiles([DECK]);
  await page.locator('.deck-fonts__list .deck-font').first().waitFor({ timeout: WAIT_MS });
  // Every row knows by now whether its font is a Google font (no "checking" left).
  await expect.poll(() => page.locator('.deck-font__action .muted').filter({ hasText: '…' }).count(), { timeout: WAIT_MS }).toBe(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await spills(page), `${name} ${colorScheme}`).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `${name}-900-${colorScheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('npm run web: the tools’ words in French', () => {
  it('names the tools in the sidebar and panel headings, and the generic forms’ options, in French', async () => {
    const { context, page, errors } = await openIn('fr-FR', 'history');
    // The sidebar, by place: the first navigation's links, found by their route.
    const nav = page.getByRole('navigation').first();
    await expect.poll(() => nav.locator('a[href="#/fonts"]').innerText()).toBe('Incorporer les polices');
    expect(await nav.locator('a[href="#/pdf-split"]').innerText()).toBe('Scinder un PDF');

    // Split PDF: the tool's title and summary, and the mode's options as a radio group.
    await page.evaluate(() => (location.hash = '#/pdf-split'));
    expect(await panelReady(page)).toBe('Scinder un PDF');
    expect(await summary(page).innerText()).toBe(
      'Découpe un PDF en plusieurs : par plages de pages, toutes les quelques pages, un fichier par page ou par signet de premier niveau, livrés dans un ZIP.',
    );
    const mode = page.locator('[data-param="mode"] fieldset');
    expect(await mode.locator('legend').innerText()).toBe('Scinder');
    const radios = mode.getByRole('radio');
    expect(await radios.count()).toBe(4);
    const radioNames = await radios.evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim() ?? ''));
    expect(radioNames).toEqual(['Par plages', 'Toutes les quelques pages', 'Un fichier par page', 'Par signets']);
    expect(await page.locator('[data-param="every"] label').innerText()).toBe('Pages par fichier');

    // Number & watermark: six places, so a drop-down list, each option in French, its value still the param's.
    await page.evaluate(() => (location.hash = '#/pdf-stamp'));
    expect(await panelReady(page)).toBe('Numéroter les pages et filigraner');
    const where = page.locator('[data-param="position"] select');
    expect(await where.locator('option').allInnerTexts()).toEqual([
      'En bas, au centre',
      'En bas, à droite',
      'En bas, à gauche',
      'En haut, au centre',
      'En haut, à droite',
      'En haut, à gauche',
    ]);
    expect(await where.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual([
      'bottom-center',
      'bottom-right',
      'bottom-left',
      'top-center',
      'top-right',
      'top-left',
    ]);
    expect(await page.locator('[data-param="position"] label').innerText()).toBe('Où');
    const numbers = page.locator('[data-param="numberFormat"] fieldset');
    expect(await numbers.innerText()).toContain('Page 3 sur 12');

    // Searchable PDF: the languages are named by the locale itself.
    await page.evaluate(() => (location.hash = '#/pdf-ocr'));
    expect(await panelReady(page)).toBe('Rendre un PDF consultable');
    expect(await page.locator('[data-param="language"] select option').allInnerTexts()).toEqual(
      expect.arrayContaining(['anglais', 'allemand', 'arabe']),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the whole Embed fonts panel in French, with the deck’s fonts, the search and the chosen families', async () => {
    const { context, page, errors } = await openIn('fr-FR', 'fonts');
    expect(await panelReady(page)).toBe('Incorporer les polices');
    expect(await summary(page).innerText()).toBe(
      'Incorpore des familles Google Fonts dans une présentation pour qu’elle s’affiche partout de la même façon.',
    );
    // Nothing chosen yet: the chips' heading and its hint.
    const chosen = page.locator('.chosen-fonts');
    expect(await chosen.locator('.field-label').innerText()).toBe('Polices à incorporer');
    expect(await chosen.locator('.field__hint').first().innerText()).toMatch(/^Aucune pour l’instant/);

    await stageDeck(page);
    const deckFonts = page.locator('.deck-fonts');
    expect(await deckFonts.getByRole('heading', { level: 2 }).innerText()).toBe(`Polices de ${basename(DECK)}`);
    // Calibri is no Google font: its facts and its same-width stand-in, in French.
    const calibri = deckFonts.locator('.deck-font[data-font="Calibri"]');
    expect(await calibri.locator('.deck-font__facts').innerText()).toMatch(
      /^Utilisée pour : titres(,| et) corps du texte.* · Pas une police Google ; Carlito a les mêmes largeurs de lettres$/,
    );
    const standIn = calibri.getByRole('button');
    expect(await standIn.innerText()).toBe('Utiliser Carlito à la place');
    await standIn.click();
    await calibri.locator('.deck-font__note').filter({ hasText: 'Carlito la remplace dans la présentation' }).waitFor();

    // The search: its field and category list by role and place.
    const search = page.locator('.font-search');
    expect(await search.getByRole('searchbox').getAttribute('placeholder')).toBe('Nom de famille, p. ex. Inter');
    expect(await search.locator('label').first().innerText()).toBe('Chercher dans Google Fonts');
    expect(await search.getByRole('combobox').locator('option').allInnerTexts()).toEqual([
      'Toutes les catégories',
      'Sans empattement',
      'Avec empattement',
      'Fantaisie',
      'Manuscrite',
      'Chasse fixe',
    ]);
    await expect
      .poll(() => search.getByRole('status').innerText(), { timeout: WAIT_MS })
      .toBe('Les 60 correspondances les plus populaires ; tapez davantage du nom pour en trouver d’autres.');
    await search.getByRole('searchbox').fill('Roboto Mono');
    const mono = search.getByRole('checkbox', { name: 'Roboto Mono', exact: true });
    await mono.check();
    expect(await mono.evaluate((box) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent)).toMatch(
      /^Chasse fixe · \d+ styles/,
    );
    await search.getByRole('searchbox').fill('zzzz-aucune');
    await expect.poll(() => search.getByRole('status').innerText()).toBe('Aucune famille Google Fonts ne correspond à « zzzz-aucune ».');
    await search.getByRole('searchbox').fill('');

    // Two chosen: the stand-in (in place of Calibri) and the searched family, each with its French remove button.
    expect(await chosen.locator('.field-label').innerText()).toBe('Polices à incorporer (2)');
    expect(await chosen.locator('.chip__note').innerText()).toBe('à la place de Calibri');
    expect(await chosen.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual([
      'Retirer Carlito',
      'Retirer Roboto Mono',
    ]);
    // No English word of the panel's own is left.
    const text = await page.locator('section.panel').innerText();
    for (const english of ['Fonts to embed', 'Find Google Fonts', 'Category', 'Used for', 'instead', 'Remove', 'Embed']) {
      expect(text, english).not.toContain(english);
    }
    await shoot(page, 'fonts-fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Embed fonts panel in Arabic, right to left', async () => {
    const { context, page, errors } = await openIn('ar', 'fonts');
    expect(await panelReady(page)).toBe('تضمين الخطوط');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await stageDeck(page);
    expect(await page.locator('.deck-fonts').getByRole('heading', { level: 2 }).innerText()).toBe(`الخطوط في ${basename(DECK)}`);
    await page.locator('.deck-font[data-font="Calibri"]').getByRole('button').click();
    await page.locator('.chosen-fonts .chip').first().waitFor();
    expect(await page.locator('.chosen-fonts .field-label').innerText()).toBe('الخطوط المراد تضمينها (1)');
    await shoot(page, 'fonts-ar');
    expect(errors).toEqual([]);
    await context.close();
  });
});
