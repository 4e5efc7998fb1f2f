/**
 * Embed fonts end to end through `npm run web` in Chromium on the real local engine: the deck's own fonts read by the
 * engine's getFontInfo task and listed first (the task deleted once read, never in History), Calibri's metric-
 * compatible stand-in picked with one click, Google Fonts families found by search and category, ticked and removed
 * as chips, names previewed in their own face; the embed task completed, the saved deck checked on its own (unzip:
 * `.fntdata` parts that are EOT streams, `p:embeddedFontLst`, the font relationships and content type), and read
 * back by the panel, which then shows those fonts as embedded.
 */
import { execFile } from 'node:child_process';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
import { readZipEntries } from '../helpers/package-checks';
import {
  WAIT_MS,
  addFiles,
  dismissNotifications,
  openPanel,
  saveDownload,
  startAndWait,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const DECK = join(CORPUS_ROOT, 'pptx', 'pp-txt-font-typeface.pptx');

const journey = webJourney('fonts');

/** Typefaces the deck's slides name directly (theme references such as +mn-lt aside), read with unzip. */
async function slideTypefaces(deck: string): Promise<string[]> {
  const { stdout } = await run('unzip', ['-p', deck, 'ppt/slides/*.xml'], { maxBuffer: 64 * 1024 * 1024 });
  return [...new Set([...stdout.matchAll(/typeface="([^"+][^"]*)"/g)].map((match) => match[1]!))];
}

describe('npm run web: Embed fonts', () => {
  it(
    'lists the deck’s fonts first, embeds a stand-in and searched families, and the saved deck holds them',
    { timeout: 600_000 },
    async () => {
      const session = await openPanel(journey.browser, journey.app, 'fonts', 'Embed fonts');
      const { page } = session;
      await addFiles(page, 'Add decks', [DECK]);
      await waitUntilStaged(page, 'Deck to embed fonts in', [basename(DECK)]);

      // The deck's own fonts, as the engine read them, before the search.
      const deckFonts = page.getByRole('list', { name: `Fonts in ${basename(DECK)}` });
      await deckFonts.waitFor({ timeout: WAIT_MS });
      const listed = await deckFonts.locator('.deck-font__name').allTextContents();
      for (const typeface of await slideTypefaces(DECK)) expect(listed).toContain(typeface);
      expect(listed).toContain('Calibri');
      const order = await page.evaluate(() =>
        [...document.querySelectorAll('.deck-fonts, .font-search')].map((element) => element.getBoundingClientRect().top),
      );
      expect(order[0]).toBeLessThan(order[1]!);
      const helper = session.tasks.find((task) => task.type === 'pptx.getFontInfo' && task.status === 'completed');
      expect(helper?.result?.fonts).toEqual(listed);

      // Calibri is not a Google font: its metric-compatible stand-in, in one click.
      const calibri = deckFonts.getByRole('listitem').filter({ hasText: 'Calibri' });
      await calibri.getByText('Used for headings, body text', { exact: false }).waitFor();
      await calibri.getByRole('button', { name: 'Use Carlito instead' }).click();

      // Search, category filter, ticks and chips.
      const familyList = page.getByRole('list', { name: 'Google Fonts families' });
      await page.getByLabel('Find Google Fonts').fill('Robo');
      await familyList.getByRole('checkbox', { name: 'Roboto', exact: true }).check();
      await page.getByLabel('Find Google Fonts').fill('Lato');
      await page.getByLabel('Category').selectOption('serif');
      await page.getByText('No Google Fonts family matches “Lato”.').waitFor();
      await page.getByLabel('Category').selectOption('');
      await familyList.getByRole('checkbox', { name: 'Lato', exact: true }).check();
      const chips = page.getByRole('list', { name: 'Fonts to embed' }).locator('.chip .font-name');
      await expect.poll(() => chips.allTextContents()).toEqual(['Carlito', 'Roboto', 'Lato']);
      await page.getByRole('button', { name: 'Remove Lato' }).click();
      await expect.poll(() => chips.allTextContents()).toEqual(['Carlito', 'Roboto']);
      // Each chosen name in its own face, from the files this computer has (the app's Roboto, the system's Carlito).
      for (const chip of await chips.all()) {
        await expect.poll(() => chip.getAttribute('data-preview'), { timeout: WAIT_MS }).toBe('ready');
        expect(await chip.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/deckhand-preview-\d+/);
      }
      await page.getByLabel('Find Google Fonts').fill('');
      await shootPanel(page, 'web-fonts-picker');

      const [card] = await startAndWait(page, 'Embed', [basename(DECK)]);
      await card!.getByRole('list', { name: 'Embedded fonts' }).waitFor();
      expect(await card!.getByRole('list', { name: 'Embedded fonts' }).getByRole('listitem').allTextContents()).toEqual([
        'Carlito (regular, bold, italic, bold italic)',
        'Roboto (regular, bold, italic, bold italic)',
      ]);
      await dismissNotifications(page);
      await shootPanel(page, 'web-fonts-results');

      // The saved deck, on its own terms.
      const saved = await saveDownload(card!, journey.work);
      await run('unzip', ['-tq', saved]);
      const parts = await readZipEntries(saved);
      const fontParts = [...parts.keys()].filter((name) => /^ppt\/fonts\/.+\.fntdata$/.test(name));
      expect(fontParts).toHaveLength(8);
      for (const name of fontParts) expect(parts.get(name)!.readUInt16LE(34), `${name} is an EOT stream`).toBe(0x504c);
      const presentation = parts.get('ppt/presentation.xml')!.toString('utf8');
      const fontList = /<p:embeddedFontLst>([\s\S]*?)<\/p:embeddedFontLst>/.exec(presentation)?.[1] ?? '';
      expect([...fontList.matchAll(/<p:font typeface="([^"]+)"/g)].map((match) => match[1])).toEqual(['Carlito', 'Roboto']);
      const rels = parts.get('ppt/_rels/presentation.xml.rels')!.toString('utf8');
      expect(rels.match(/relationships\/font"/g)).toHaveLength(8);
      expect(parts.get('[Content_Types].xml')!.toString('utf8')).toContain('Extension="fntdata"');

      // Read back: the panel now shows those fonts as embedded in the deck, and Carlito doing Calibri's work (the
      // stand-in replaced Calibri's references, so it is the font the headings and body text name).
      await addFiles(page, 'Add decks', [saved]);
      const again = page.getByRole('list', { name: `Fonts in ${basename(saved)}` });
      await again.waitFor({ timeout: WAIT_MS });
      await again
        .getByRole('listitem')
        .filter({ hasText: 'Carlito' })
        .getByText(/^Used for headings, body text.* · Embedded \(regular, bold, italic, bold italic\)$/)
        .waitFor();

      // The helper tasks were deleted once read: History holds the embedding only.
      await page.evaluate(() => (location.hash = '#/history'));
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      await page.getByText(basename(DECK)).first().waitFor();
      // (The second one may still be going when the list is read: its row goes once it is deleted.)
      await expect.poll(() => page.getByText('Fonts of ', { exact: false }).count(), { timeout: WAIT_MS }).toBe(0);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});
