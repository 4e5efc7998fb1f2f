/**
 * Merge by slides and split every N slides end to end (issue #21) through `npm run web` in Chromium, on corpus decks:
 * three decks unfold into their slides (thumbnails drawn by the engine), two slides are left out by their checkboxes
 * and a slide of deck 3 is moved before deck 1 with the keyboard; the saved deck has exactly those slides in that
 * order (the `<a:t>` text of each slide's XML) and each of its pages renders as its source slide (LibreOffice, the
 * fidelity measures). Split "every 2 slides" gives decks of two slides named after their first slides' titles.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import {
  addFiles,
  dismissNotifications,
  openPanel,
  saveDownload,
  startAndWait,
  submittedParams,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { comparePage, renderFidelity, type FidelityPage } from '../engine/pptx-fidelity-support';
import { zipText } from '../engine/pptx-test-support';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const corpus = (name: string): string => join(CORPUS_ROOT, 'pptx', name);
const SAMPLE = corpus('poi-SampleShow.pptx');
const TABLES = corpus('pp-tbl-cell.pptx');
const THEMES = corpus('poi-themes.pptx');
const DECKS = [SAMPLE, TABLES, THEMES];

const journey = webJourney('merge-slides');

/** Each slide's text in slide order, read from the package (presentation.xml's sldIdLst → its relationships). */
function slideTexts(deck: string): string[] {
  const presentation = zipText(deck, 'ppt/presentation.xml');
  const rels = zipText(deck, 'ppt/_rels/presentation.xml.rels');
  const list = /<p:sldIdLst>(.*?)<\/p:sldIdLst>/s.exec(presentation)?.[1] ?? '';
  return [...list.matchAll(/r:id="([^"]+)"/g)].map((m) => {
    const rel = new RegExp(`<Relationship [^>]*Id="${m[1]}"[^>]*>`).exec(rels)?.[0] ?? '';
    const target = /Target="([^"]+)"/.exec(rel)?.[1] ?? '';
    const part = target.startsWith('/') ? target.slice(1) : `ppt/${target}`;
    return [...zipText(deck, part).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => t[1]).join('|');
  });
}

function slideCard(page: Page, slide: number, deck: string) {
  return page
    .getByRole('list', { name: 'Slides of the merged deck, in order' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('checkbox', { name: `Include slide ${slide} of ${deck}`, exact: true }),
    });
}

async function slideOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Slides of the merged deck, in order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item.getAttribute('aria-label') ?? '').replace(/, position \d+ of \d+/, '')));
}

describe('npm run web: Merge by slides, Split every 2 slides', () => {
  it('merges the slides left in, in the order shown, each looking as in its own deck', { timeout: 900_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'merge', 'Merge decks');
    const { page } = session;
    await addFiles(page, 'Add decks', DECKS);
    await waitUntilStaged(
      page,
      'Decks to merge, in slide order',
      DECKS.map((deck) => basename(deck)),
    );

    // Each deck unfolds into its slides, with the engine's thumbnails named as a screen reader hears them.
    const list = page.getByRole('list', { name: 'Slides of the merged deck, in order' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(15);
    for (const [deck, count] of [
      ['poi-SampleShow.pptx', 2],
      ['pp-tbl-cell.pptx', 3],
      ['poi-themes.pptx', 10],
    ] as const) {
      for (let n = 1; n <= count; n++) await list.getByRole('img', { name: `Slide ${n} of ${deck}`, exact: true }).waitFor();
    }
    await page.getByText('All 15 slides included').waitFor();

    // Leave out two slides, then move slide 3 of deck 3 before deck 1 with Alt+← on the focused slide.
    await list.getByRole('checkbox', { name: 'Include slide 2 of pp-tbl-cell.pptx', exact: true }).uncheck();
    await list.getByRole('checkbox', { name: 'Include slide 5 of poi-themes.pptx', exact: true }).uncheck();
    await page.getByText('13 of 15 slides included').waitFor();
    await slideCard(page, 3, 'poi-themes.pptx').focus();
    // A press at a time, each after focus has followed the slide (as a person's presses come).
    for (let position = 7; position >= 1; position--) {
      await page.keyboard.press('Alt+ArrowLeft');
      await page
        .getByRole('status')
        .filter({ hasText: `Slide 3 of poi-themes.pptx moved to position ${position} of 15.` })
        .waitFor({ state: 'attached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Slide 3 of poi-themes.pptx, position ${position} of 15`);
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Slide 3 of poi-themes.pptx, position 1 of 15');
    const shown = await slideOrder(page);
    expect(shown.slice(0, 6)).toEqual([
      'Slide 3 of poi-themes.pptx',
      'Slide 1 of poi-SampleShow.pptx',
      'Slide 2 of poi-SampleShow.pptx',
      'Slide 1 of pp-tbl-cell.pptx',
      'Slide 2 of pp-tbl-cell.pptx, left out',
      'Slide 3 of pp-tbl-cell.pptx',
    ]);
    await page.locator('.merge-slides__list').scrollIntoViewIfNeeded();
    await shootPanel(page, 'web-merge-slides');

    const [card] = await startAndWait(page, 'Merge', ['poi-SampleShow.pptx + 2 more']);
    const expected = [
      { deck: THEMES, slide: 3 },
      { deck: SAMPLE, slide: 1 },
      { deck: SAMPLE, slide: 2 },
      { deck: TABLES, slide: 1 },
      { deck: TABLES, slide: 3 },
      ...[1, 2, 4, 6, 7, 8, 9, 10].map((slide) => ({ deck: THEMES, slide })),
    ];
    expect(submittedParams(session).at(-1)).toEqual({
      slides: expected.map(({ deck, slide }) => ({ file: DECKS.indexOf(deck), slide })),
    });
    const saved = await saveDownload(card!, journey.work);
    await run('unzip', ['-tq', saved]);

    const sources = new Map(DECKS.map((deck) => [deck, slideTexts(deck)]));
    expect(slideTexts(saved)).toEqual(expected.map(({ deck, slide }) => sources.get(deck)?.[slide - 1]));
    const [sample, tables, themes, merged] = await renderFidelity([...DECKS, saved], join(journey.work, 'render'));
    const pages = new Map([
      [SAMPLE, sample!.pages],
      [TABLES, tables!.pages],
      [THEMES, themes!.pages],
    ]);
    expect(merged!.pages).toHaveLength(expected.length);
    const problems: string[] = [];
    for (const [i, { deck, slide }] of expected.entries()) {
      const match = await comparePage(pages.get(deck)![slide - 1] as FidelityPage, merged!.pages[i] as FidelityPage);
      if (match.ssim < 0.93 || match.missing.length > 0 || match.extra.length > 0) {
        problems.push(
          `page ${i + 1} (${basename(deck)} slide ${slide}): SSIM ${match.ssim.toFixed(3)} ${match.missing.join(' ')} ${match.extra.join(' ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('splits every 2 slides into decks named after their first slides’ titles', { timeout: 600_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'split', 'Split deck');
    const { page } = session;
    await addFiles(page, 'Add decks', [THEMES]);
    await waitUntilStaged(page, 'Deck to split', ['poi-themes.pptx']);
    await page.getByRole('radio', { name: 'Every few slides' }).check();
    await page.getByLabel('Slides per deck').fill('2');
    await page.getByText('5 decks in the ZIP', { exact: false }).waitFor();
    await shootPanel(page, 'web-split-every');

    const [card] = await startAndWait(page, 'Split', ['poi-themes.pptx']);
    expect(submittedParams(session).at(-1)).toEqual({ every: 2 });
    await card!.getByText('5 decks').waitFor();
    await dismissNotifications(page);
    const zip = await saveDownload(card!, journey.work);
    const { stdout } = await run('unzip', ['-Z1', zip]);
    const names = stdout.split('\n').filter(Boolean);
    expect(names).toEqual([
      'Standard Office theme.pptx',
      'Radial Gradient Fill On Slide Layout.pptx',
      'This slide overrides master background with a texture fill.pptx',
      'Overridden background.pptx',
      'Section header in the treck theme.pptx',
    ]);
    const unpacked = join(journey.work, 'every-2');
    await mkdir(unpacked);
    await run('unzip', ['-q', zip, '-d', unpacked]);
    const source = slideTexts(THEMES);
    expect(names.map((name) => slideTexts(join(unpacked, name)))).toEqual([0, 2, 4, 6, 8].map((first) => source.slice(first, first + 2)));
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
