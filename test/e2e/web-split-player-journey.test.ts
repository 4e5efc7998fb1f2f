/**
 * Split and HTML player pack end to end through `npm run web` (the web host CLI, real core, real local engine, the
 * built renderer) in Chromium, with real files: the split picker's ranges reach the engine as `indexes`, and the saved
 * ZIP holds exactly those slides (unzip -t, each deck one slide with its own title); the player's slides, title, page
 * size and brand mark reach the page the engine packed, which then plays the slides in the order set in the list.
 */
import { execFile } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../shared/format-bytes';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
import {
  WAIT_MS,
  addFiles,
  allPicturesLoaded,
  dismissNotifications,
  lastState,
  openPanel,
  saveDownload,
  startAndWait,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);

// Ten slides with titles ("Office theme again", "Radial Gradient Fill On Slide Layout", … "Overridden background").
const THEMES = join(CORPUS_ROOT, 'pptx', 'poi-themes.pptx');
const NO_SLIDES = join(CORPUS_ROOT, 'pptx', 'pp-no-slides.pptx');

const journey = webJourney('panels');

async function zipEntries(zip: string): Promise<string[]> {
  const { stdout } = await run('unzip', ['-Z1', zip]);
  return stdout.split('\n').filter(Boolean);
}

describe('npm run web: Split', () => {
  it('splits out the slides typed as ranges; the downloaded ZIP holds exactly those, one slide each', { timeout: 600_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'split', 'Split deck');
    const { page } = session;

    // A deck without slides is refused as it is added, with the reason, and nothing can start.
    await addFiles(page, 'Add decks', [NO_SLIDES]);
    await page.getByText('Could not add: “pp-no-slides.pptx” has no slides, so there is nothing to split.').waitFor();
    expect(await page.getByRole('button', { name: 'Split', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('listitem').filter({ hasText: 'pp-no-slides.pptx' }).getByRole('button', { name: 'Remove' }).click();

    await addFiles(page, 'Add decks', [THEMES]);
    await waitUntilStaged(page, 'Deck to split', ['poi-themes.pptx']);
    const slides = page.getByRole('list', { name: 'Slides of poi-themes.pptx' });
    // The titles come from the deck itself, read on this side before anything is sent.
    await slides.getByRole('checkbox', { name: 'Slide 2: Office theme again' }).waitFor();
    expect(await slides.getByRole('checkbox').count()).toBe(10);
    await expect.poll(() => page.getByLabel('Slides to split out').inputValue()).toBe('1-10');

    await page.getByLabel('Slides to split out').fill('2-3,7');
    await expect.poll(() => slides.getByRole('checkbox', { checked: true }).count()).toBe(3);
    expect(await slides.getByRole('checkbox', { name: /^Slide 7:/ }).isChecked()).toBe(true);
    await page.getByText('3 of 10 slides chosen', { exact: false }).waitFor();
    await shootPanel(page, 'web-split-picker');

    const [card] = await startAndWait(page, 'Split', ['poi-themes.pptx']);
    const task = lastState(session, await taskIdOf(card!));
    expect(task.result?.slides).toBe(3);
    await card!.getByText('3 single-slide decks').waitFor();
    // Before saving, the decks the ZIP holds, each opened to its slide as the engine draws it.
    const decks = card!.getByRole('list', { name: 'Files in poi-themes-slides.zip' });
    await expect.poll(() => decks.getByRole('listitem').count(), { timeout: WAIT_MS }).toBe(3);
    const files = task.result?.files as string[];
    expect(await decks.locator('.archive-preview__name').allInnerTexts()).toEqual(files);
    await decks.getByText(files[0]!, { exact: true }).click();
    const first = decks.getByRole('list', { name: `Slides of ${files[0]!}` });
    await first.getByRole('img', { name: `Slide 1 of ${files[0]!}` }).waitFor({ timeout: WAIT_MS });
    await expect.poll(() => allPicturesLoaded(first), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    // A browser tab has no folder to extract into: Save as… only.
    expect(await card!.getByRole('button', { name: 'Extract to folder…' }).count()).toBe(0);
    await dismissNotifications(page);
    await shootPanel(page, 'web-split-result');

    const zip = await saveDownload(card!, journey.work);
    expect(basename(zip)).toBe('poi-themes-slides.zip');
    expect((await stat(zip)).size).toBe(task.result?.size);
    await run('unzip', ['-tq', zip]);
    const names = await zipEntries(zip);
    expect(names).toEqual(['poi-themes-slide-02.pptx', 'poi-themes-slide-03.pptx', 'poi-themes-slide-07.pptx']);

    // Each deck in it: sound, one slide, and the slide that was chosen (its title).
    const unpacked = join(journey.work, 'split');
    await mkdir(unpacked);
    await run('unzip', ['-q', zip, '-d', unpacked]);
    const titles = ['Office theme again', 'Radial Gradient Fill On Slide Layout', 'Overridden background'];
    for (const [index, name] of names.entries()) {
      const deck = join(unpacked, name);
      await run('unzip', ['-tq', deck]);
      const parts = (await zipEntries(deck)).filter((part) => /^ppt\/slides\/slide\d+\.xml$/.test(part));
      expect(parts, name).toHaveLength(1);
      const { stdout: xml } = await run('unzip', ['-p', deck, parts[0]!], { maxBuffer: 16 * 1024 * 1024 });
      expect(xml, name).toContain(titles[index]);
    }
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

/** An HTML slide whose heading names it, so the player's frames can be told apart. */
async function htmlSlide(name: string, heading: string, colour: string): Promise<string> {
  const path = join(journey.work, name);
  await writeFile(
    path,
    `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;height:100vh;display:grid;place-items:center;background:${colour};font:bold 96px sans-serif}</style></head><body><h1 id="t">${heading}</h1></body></html>`,
  );
  return path;
}

/** Waits until slide `index` (0-based) of the player is the one shown (its frame loaded and revealed). */
async function shownSlide(page: Page, index: number): Promise<{ key: string | null; text: string | null }> {
  const frame = page.locator(`#dh-frame iframe.dh-slide[data-index="${index}"]:not(.dh-slide--pending)`);
  await frame.waitFor({ state: 'visible' });
  return {
    key: await frame.getAttribute('data-key'),
    text: await page.frameLocator(`iframe[data-index="${index}"]`).locator('#t').textContent(),
  };
}

describe('npm run web: HTML player pack', () => {
  it(
    'packs the slides in the order set, with the chosen title, page size and brand mark; the page plays them in that order',
    { timeout: 600_000 },
    async () => {
      const files = [
        await htmlSlide('alpha.html', 'Alpha', '#fde68a'),
        await htmlSlide('bravo.html', 'Bravo', '#bfdbfe'),
        await htmlSlide('charlie.html', 'Charlie', '#bbf7d0'),
      ];
      const session = await openPanel(journey.browser, journey.app, 'player', 'HTML player pack');
      const { page } = session;
      await addFiles(page, 'Add slides', files);
      const listName = 'HTML slides, in playing order';
      await waitUntilStaged(page, listName, ['alpha.html', 'bravo.html', 'charlie.html']);
      // Charlie first, by keyboard: Alt+↑ twice on its row.
      await page.getByRole('list', { name: listName }).getByRole('listitem', { name: 'charlie.html, 3 of 3' }).focus();
      await page.keyboard.press('Alt+ArrowUp');
      await page.keyboard.press('Alt+ArrowUp');
      await waitUntilStaged(page, listName, ['charlie.html', 'alpha.html', 'bravo.html']);

      await page.getByLabel('Title').fill('Phonetic alphabet');
      await page.getByLabel('Description').fill('Three letters, in an order of our own.');
      await page.getByRole('radio', { name: '1280 × 720' }).check();
      await page.getByRole('radio', { name: 'Top right' }).check();
      await shootPanel(page, 'web-player-options');

      const [card] = await startAndWait(page, 'Pack', ['Phonetic alphabet']);
      const task = lastState(session, await taskIdOf(card!));
      expect(task.result).toMatchObject({ slides: 3, pageWidth: 1280, pageHeight: 720, externalResources: 0 });
      await expect.poll(() => card!.locator('.result-facts li').allInnerTexts()).toEqual(['3 slides', '1280 × 720 px']);
      await card!.getByText(`Done — Phonetic alphabet-player.html, ${formatBytes(Number(task.result?.size))}.`).waitFor();
      expect(await card!.getByRole('button', { name: 'Open player' }).count()).toBe(0);
      await dismissNotifications(page);
      await shootPanel(page, 'web-player-result');

      const saved = await saveDownload(card!, journey.work);
      expect(basename(saved)).toBe('Phonetic alphabet-player.html');

      // The saved page, opened on its own in Chromium: title, description, page size, the mark, and the slides in order.
      const viewer = await journey.browser.newContext({ viewport: { width: 1280, height: 800 } });
      viewer.setDefaultTimeout(WAIT_MS);
      const player = await viewer.newPage();
      const playerErrors: string[] = [];
      player.on('pageerror', (error) => playerErrors.push(error.message));
      await player.goto(pathToFileURL(saved).href);
      expect(await player.locator('#dh-title').textContent()).toBe('Phonetic alphabet');
      expect(await player.locator('#dh-description').textContent()).toBe('Three letters, in an order of our own.');
      expect(await player.locator('#dh-brand').getAttribute('data-position')).toBe('rightTop');
      expect(await player.locator('#dh-frame').evaluate((frame) => [frame.style.width, frame.style.height])).toEqual(['1280px', '720px']);
      const seen = [];
      for (const index of [0, 1, 2]) {
        seen.push(await shownSlide(player, index));
        await expect.poll(() => player.locator('#dh-counter').textContent()).toBe(`${index + 1} / 3`);
        if (index < 2) await player.getByRole('button', { name: 'Next slide' }).click();
      }
      expect(seen).toEqual([
        { key: 'charlie.html', text: 'Charlie' },
        { key: 'alpha.html', text: 'Alpha' },
        { key: 'bravo.html', text: 'Bravo' },
      ]);
      await player.screenshot({ path: join(import.meta.dirname, '..', '..', 'test-artifacts', 'panels', 'web-player-page.png') });
      expect(playerErrors).toEqual([]);
      await viewer.close();
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});
