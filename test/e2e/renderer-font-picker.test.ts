/**
 * The Embed fonts panel in real Chromium with the fake bridge: the deck's own fonts read by a quiet getFontInfo task
 * that the panel follows through pushed events only (and deletes once read), listed before everything else with what
 * is embedded and the metric-compatible stand-in for fonts that are not Google Fonts; the search with its category
 * filter; ticks and removable chips; names previewed in their own face, loaded only for rows on screen; and exactly
 * the chosen families sent as `usedFonts`, with the fonts a chosen stand-in replaces as `replaceFonts`. A stand-in is
 * offered only where a file of it is at hand (it can be embedded).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FontFamily } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { calls, emit } from './fake-page-driver';
import { openFakePage, pptxFile, startRendererFixture } from './renderer-harness';
import type { RendererFixture } from './renderer-harness';

const TOOLS = [describeTool(findTool('pptx.embedFonts')!), describeTool(findTool('pptx.getFontInfo')!)];

const family = (name: string, category: string, bundled = false): FontFamily => ({
  family: name,
  category,
  variants: ['regular', '700'],
  bundled,
});

/** A few real families, then enough made-up ones that the list scrolls (only rows on screen load a preview). */
const FONTS: FontFamily[] = [
  family('Roboto', 'sans-serif', true),
  family('Lato', 'sans-serif', true),
  family('Carlito', 'sans-serif'),
  family('Merriweather', 'serif'),
  family('Roboto Slab', 'serif'),
  family('Caveat', 'handwriting'),
  ...Array.from({ length: 30 }, (_, index) => family(`Sample Sans ${String(index + 1).padStart(2, '0')}`, 'sans-serif')),
];

/** What the engine's getFontInfo reports for the deck: a theme font that is not a Google font, a Google font already embedded, a symbol font. */
const FONT_INFO = {
  fonts: ['Calibri', 'Georgia', 'Roboto', 'Wingdings'],
  embeddedFont: true,
  subsetFont: false,
  usage: [
    { name: 'Calibri', kinds: ['latin'], themeRoles: ['major', 'minor'], parts: ['ppt/theme/theme1.xml'], embeddedStyles: [] },
    {
      name: 'Roboto',
      kinds: ['latin'],
      themeRoles: [],
      parts: ['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml'],
      embeddedStyles: ['regular'],
    },
    { name: 'Georgia', kinds: ['latin'], themeRoles: [], parts: ['ppt/slides/slide1.xml'], embeddedStyles: [] },
    { name: 'Wingdings', kinds: ['sym'], themeRoles: [], parts: ['ppt/slides/slide2.xml'], embeddedStyles: [] },
  ],
  embedded: [{ typeface: 'Roboto', styles: ['regular'], subset: false, usedInDeck: true, unreadableStyles: [] }],
};

let fixture: RendererFixture;
let robotoFile: string;
let carlitoFile: string;

beforeAll(async () => {
  const resolve = createRequire(import.meta.url).resolve;
  robotoFile = (await readFile(resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'))).toString('base64');
  carlitoFile = (await readFile(resolve('@expo-google-fonts/carlito/400Regular/Carlito_400Regular.ttf'))).toString('base64');
  fixture = await startRendererFixture();
});

afterAll(async () => {
  await fixture?.close();
});

function fontInfoTask(status: Task['status'], result?: Record<string, unknown>): Task {
  const now = new Date().toISOString();
  return {
    id: 'font-info-1',
    name: 'Fonts of talk.pptx',
    type: 'pptx.getFontInfo',
    status,
    preview: null,
    createdAt: now,
    updatedAt: now,
    ...(result ? { result: { url: '/tools/tasks/font-info-1/output', ...result } } : {}),
  };
}

const chips = (page: Page) => page.getByRole('list', { name: 'Fonts to embed' }).locator('.chip .font-name');
const results = (page: Page) => page.getByRole('list', { name: 'Google Fonts families' });

describe('embed fonts panel: the font picker', () => {
  it('lists the deck’s own fonts first, then searches, ticks and removes families, and sends exactly those', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: TOOLS, fonts: FONTS, fontFiles: { Roboto: robotoFile, Carlito: carlitoFile } },
      { hash: '#/fonts' },
    );
    await page.getByRole('heading', { name: 'Embed fonts', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
    await page.getByLabel('Add decks').setInputFiles([pptxFile('talk.pptx', 6000)]);

    // The deck is read by a quiet getFontInfo task: no notification, not for Retry.
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const [submitted] = await calls(page, 'tasks.submit');
    expect(submitted?.args[0]).toMatchObject({ type: 'pptx.getFontInfo', params: {}, quiet: true, files: [{ name: 'talk.pptx' }] });
    await page.getByText('Reading the deck’s fonts…').waitFor();

    // The panel waits for pushed events, never asking for the task itself.
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: fontInfoTask('running') });
    await emit(page, 'task:update', fontInfoTask('completed', FONT_INFO));
    const deckFonts = page.getByRole('list', { name: 'Fonts in talk.pptx' });
    await deckFonts.waitFor();
    expect(await calls(page, 'tasks.get')).toEqual([]);
    // Read, then deleted: the helper task does not stay in History.
    await expect.poll(async () => (await calls(page, 'tasks.delete')).map((call) => call.args[0])).toEqual(['font-info-1']);

    // The deck's fonts come first, before the search.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('.deck-fonts, .chosen-fonts, .font-search')].map((element) => element.className),
    );
    expect(order).toEqual(['deck-fonts', 'chosen-fonts', 'font-search']);
    expect(await deckFonts.locator('.deck-font__name').allTextContents()).toEqual(['Calibri', 'Roboto', 'Georgia', 'Wingdings']);
    const calibri = deckFonts.getByRole('listitem').filter({ hasText: 'Calibri' });
    await calibri.getByText('Used for headings, body text · Not a Google font; Carlito has the same letter widths').waitFor();
    const roboto = deckFonts.getByRole('listitem').filter({ hasText: 'Roboto' });
    await roboto.getByText('Used for 2 slides · Embedded (regular)').waitFor();
    await roboto.getByRole('checkbox', { name: 'Embed again Roboto' }).waitFor();
    await deckFonts.getByRole('listitem').filter({ hasText: 'Wingdings' }).getByText('Cannot be embedded').waitFor();
    // Georgia's stand-in, Gelasio, has no file here: it is not offered, since embedding it would fail.
    const georgia = deckFonts.getByRole('listitem').filter({ hasText: 'Georgia' });
    await georgia.getByText('Cannot be embedded (Gelasio is not on this computer)').waitFor();
    expect(await georgia.getByRole('button').count()).toBe(0);

    // One click picks the metric-compatible stand-in.
    await calibri.getByRole('button', { name: 'Use Carlito instead' }).click();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Carlito']);
    await calibri.getByText('Carlito replaces it in the deck').waitFor();
    await page.getByRole('list', { name: 'Fonts to embed' }).getByText('in place of Calibri').waitFor();

    // Search, tick two families, narrow by category.
    await page.getByLabel('Find Google Fonts').fill('rob');
    await expect
      .poll(() =>
        results(page)
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => box.ariaLabel)),
      )
      .toEqual(['Roboto', 'Roboto Slab']);
    await results(page).getByRole('checkbox', { name: 'Roboto', exact: true }).check();
    await page.getByLabel('Category').selectOption('serif');
    await expect
      .poll(() =>
        results(page)
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => box.ariaLabel)),
      )
      .toEqual(['Roboto Slab']);
    await results(page).getByRole('checkbox', { name: 'Roboto Slab' }).check();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Carlito', 'Roboto', 'Roboto Slab']);
    // The deck's own Roboto row follows the same choice.
    expect(await roboto.getByRole('checkbox', { name: 'Embed again Roboto' }).isChecked()).toBe(true);

    // A chip goes with its ✕; unticking in the list removes it too.
    await page.getByRole('button', { name: 'Remove Carlito' }).click();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Roboto', 'Roboto Slab']);
    await calibri.getByRole('button', { name: 'Use Carlito instead' }).waitFor();
    await results(page).getByRole('checkbox', { name: 'Roboto Slab' }).uncheck();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Roboto']);

    // A name shows in its own face when a file is at hand, in the app's face otherwise (and the note says so).
    await expect.poll(() => chips(page).first().getAttribute('data-preview')).toBe('ready');
    expect(
      await chips(page)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily),
    ).toMatch(/^"?deckhand-preview-\d+/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "deckhand-preview-1"'))).toBe(true);

    // The stand-in again: it is embedded and replaces Calibri in the deck.
    await calibri.getByRole('button', { name: 'Use Carlito instead' }).click();
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Roboto', 'Carlito']);
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(2);
    const embed = (await calls(page, 'tasks.submit'))[1]?.args[0];
    expect(embed).toMatchObject({
      type: 'pptx.embedFonts',
      params: { usedFonts: ['Roboto', 'Carlito'], replaceFonts: [{ from: 'Calibri', to: 'Carlito' }] },
      files: [{ name: 'talk.pptx' }],
    });
    expect(embed).not.toHaveProperty('quiet');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads previews only for rows on screen, once per family', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: TOOLS, fonts: FONTS }, { hash: '#/fonts' });
    await results(page).getByRole('checkbox', { name: 'Sample Sans 01' }).waitFor();
    const asked = async () => (await calls(page, 'fonts.preview')).map((call) => call.args[0] as string);
    await expect.poll(async () => (await asked()).includes('Roboto')).toBe(true);
    // The list shows about eight rows: the last ones were never asked for.
    expect(await asked()).not.toContain('Sample Sans 30');
    await results(page).evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(async () => (await asked()).includes('Sample Sans 30')).toBe(true);
    await results(page).evaluate((list) => list.scrollTo(0, 0));
    await page.getByLabel('Find Google Fonts').fill('Roboto');
    await results(page).getByRole('checkbox', { name: 'Roboto Slab' }).waitFor();
    expect((await asked()).filter((name) => name === 'Roboto')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the deck’s fonts could not be read, and the picker still works', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: TOOLS, fonts: FONTS }, { hash: '#/fonts' });
    await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
    await page.getByLabel('Add decks').setInputFiles([pptxFile('talk.pptx', 6000)]);
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: fontInfoTask('running') });
    await emit(page, 'task:update', {
      ...fontInfoTask('failed'),
      error: { code: 'invalid_file', message: '“talk.pptx” is not a PowerPoint deck.' },
    });
    await page.getByRole('alert').filter({ hasText: 'Could not read the deck’s fonts: “talk.pptx” is not a PowerPoint deck.' }).waitFor();
    await results(page).getByRole('checkbox', { name: 'Lato' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Embed', exact: true }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
