/**
 * The Split panel in real Chromium with the fake bridge: the slide picker (checkboxes, All, None, typed ranges, kept in
 * step both ways), exactly the chosen `indexes` sent (none when every slide is chosen), a deck without slides refused
 * as it is added, and the result card's "Extract to folder…" (desktop only).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { DeckOutline } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { shootPanel } from './panel-shots';
import { openFakePage, pptxFile, useRendererFixture } from './renderer-harness';

const SPLIT_TOOL = describeTool(findTool('pptx.split')!);

const LONG_TITLE =
  'Regional revenue by quarter, with the restated figures for the northern territories and the footnotes the auditors asked for';

const QUARTERLY: DeckOutline = {
  slides: [
    { number: 1, title: 'Quarterly review', hidden: false },
    { number: 2, title: 'Agenda', hidden: false },
    { number: 3, title: LONG_TITLE, hidden: false },
    { number: 4, title: 'Backup numbers', hidden: true },
    { number: 5, title: '', hidden: false },
    { number: 6, title: 'Hiring', hidden: false },
    { number: 7, title: 'Risks', hidden: false },
    { number: 8, title: 'Questions', hidden: false },
  ],
};

const OUTLINES: Record<string, DeckOutline> = {
  'quarterly.pptx': QUARTERLY,
  'empty.pptx': { slides: [] },
  'short.pptx': { slides: [1, 2, 3].map((number) => ({ number, title: `Point ${number}`, hidden: false })) },
  'long.pptx': { slides: Array.from({ length: 300 }, (_, i) => ({ number: i + 1, title: `Topic ${i + 1}`, hidden: false })) },
};

const fixture = useRendererFixture();

function openSplit(overrides: Parameters<typeof openFakePage>[1] = {}) {
  return openFakePage(fixture, { tools: [SPLIT_TOOL], outlines: OUTLINES, ...overrides }, { hash: '#/split' });
}

async function addDeck(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose a file…' }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Choose a file…' }).isEnabled()).toBe(true);
  await page.getByLabel('Add decks').setInputFiles([pptxFile(name, 6000)]);
}

/** The numbers of the ticked slides, read from the checkboxes' names ("Slide 3: …"). */
async function ticked(page: Page): Promise<number[]> {
  const boxes = page.getByRole('list', { name: /^Slides of / }).getByRole('checkbox');
  return boxes.evaluateAll((inputs) =>
    inputs
      .filter((input) => (input as HTMLInputElement).checked)
      .map((input) => Number(/^Slide (\d+)/.exec(input.getAttribute('aria-label') ?? '')?.[1])),
  );
}

const field = (page: Page) => page.getByLabel('Slides to split out');
const splitButton = (page: Page) => page.getByRole('button', { name: 'Split', exact: true });

describe('split panel: the slide picker', () => {
  it('all, none, ticks and typed ranges stay in step, and exactly the chosen indexes are sent', async () => {
    const { page, context, errors } = await openSplit();
    await page.getByRole('heading', { name: 'Split deck', level: 1 }).waitFor();
    await addDeck(page, 'quarterly.pptx');
    const slides = page.getByRole('list', { name: 'Slides of quarterly.pptx' });
    await slides.waitFor();

    // A new deck starts with every slide chosen.
    await expect.poll(() => ticked(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await field(page).inputValue()).toBe('1-8');
    await page.getByText('8 of 8 slides chosen: each becomes a deck of its own.').waitFor();
    // Hidden slides are marked, untitled ones say so, a long title is cut short with all of it on hover.
    await slides.getByRole('checkbox', { name: 'Slide 4: Backup numbers (hidden)' }).waitFor();
    expect(await slides.getByRole('listitem').nth(3).innerText()).toContain('Hidden');
    await slides.getByRole('checkbox', { name: 'Slide 5: Untitled slide' }).waitFor();
    expect(await slides.getByRole('listitem').nth(2).locator('label').getAttribute('title')).toBe(LONG_TITLE);

    await page.getByRole('button', { name: 'None', exact: true }).click();
    await expect.poll(() => ticked(page)).toEqual([]);
    expect(await field(page).inputValue()).toBe('');
    await expect.poll(() => splitButton(page).isDisabled()).toBe(true);
    await page.locator('#split-hint').getByText('Choose at least one slide to split out.').waitFor();

    // Typed → ticked.
    await field(page).fill('1-3,7');
    await expect.poll(() => ticked(page)).toEqual([1, 2, 3, 7]);
    await page.getByText('4 of 8 slides chosen', { exact: false }).waitFor();
    // Ticked → typed.
    await slides.getByRole('checkbox', { name: /^Slide 5:/ }).check();
    await expect.poll(() => field(page).inputValue()).toBe('1-3,5,7');
    await slides.getByRole('checkbox', { name: /^Slide 2:/ }).uncheck();
    await expect.poll(() => field(page).inputValue()).toBe('1,3,5,7');

    // A slide the deck does not have is said plainly, and nothing can start.
    await field(page).fill('2-4, 9');
    await page.getByText('There is no slide 9: the deck has 8 slides.').first().waitFor();
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => splitButton(page).isDisabled()).toBe(true);
    await field(page).fill('2-x');
    await page.getByText('“2-x” is not a slide number or a range like 1-3.').first().waitFor();

    // Reversed and unordered ranges are read as meant and tidied when the field is left.
    await field(page).fill('7-5, 1');
    await expect.poll(() => ticked(page)).toEqual([1, 5, 6, 7]);
    await field(page).blur();
    await expect.poll(() => field(page).inputValue()).toBe('1,5-7');
    await expect.poll(() => splitButton(page).isEnabled()).toBe(true);
    await shootPanel(page, 'split-picker');

    await splitButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const [submit] = await calls(page, 'tasks.submit');
    expect(submit?.args[0]).toEqual({
      type: 'pptx.split',
      params: { indexes: [1, 5, 6, 7] },
      files: [{ path: '/staged/quarterly.pptx', name: 'quarterly.pptx', size: 6000 }],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 300-slide deck keeps only the rows in view, with pictures; typed ranges and Tab reach slides not rendered', async () => {
    const { page, context, errors } = await openSplit({ drawThumbnails: true });
    await addDeck(page, 'long.pptx');
    const slides = page.getByRole('list', { name: 'Slides of long.pptx' });
    await slides.getByRole('img', { name: 'Slide 1 of long.pptx', exact: true }).waitFor();
    const rendered = () => slides.getByRole('checkbox').count();
    expect(await rendered()).toBeGreaterThan(0);
    expect(await rendered()).toBeLessThan(40);
    expect(await slides.getByRole('listitem').first().getAttribute('aria-setsize')).toBe('300');
    await shootPanel(page, 'split-picker-pictures');

    // Ranges reach slides far below what is rendered; scrolled there, their boxes say so.
    await page.getByRole('button', { name: 'None', exact: true }).click();
    await field(page).fill('2,298-300');
    await page.getByText('4 of 300 slides chosen: each becomes a deck of its own.').waitFor();
    await page.locator('.slide-picker__list').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await slides.getByRole('img', { name: 'Slide 300 of long.pptx', exact: true }).waitFor();
    await expect.poll(() => ticked(page)).toEqual([298, 299, 300]);
    expect(await rendered()).toBeLessThan(40);

    // From the top, Tab walks the boxes on past the rendered rows: each one focused scrolls in and brings the next.
    await page.locator('.slide-picker__list').evaluate((box) => box.scrollTo({ top: 0 }));
    await slides.getByRole('checkbox', { name: 'Slide 1: Topic 1' }).focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (let slide = 2; slide <= 61; slide++) {
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe(`Slide ${slide}: Topic ${slide}`);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => field(page).inputValue()).toBe('2,61,298-300');
    for (let slide = 60; slide >= 40; slide--) {
      await page.keyboard.press('Shift+Tab');
      await expect.poll(focused).toBe(`Slide ${slide}: Topic ${slide}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every slide chosen sends no indexes; a deck without slides is refused as it is added', async () => {
    const { page, context, errors } = await openSplit();
    await addDeck(page, 'empty.pptx');
    await page.getByText('Could not add: “empty.pptx” has no slides, so there is nothing to split.').waitFor();
    await expect.poll(() => splitButton(page).isDisabled()).toBe(true);
    await shootPanel(page, 'split-no-slides');
    await page.getByRole('listitem').filter({ hasText: 'empty.pptx' }).getByRole('button', { name: 'Remove' }).click();

    await addDeck(page, 'short.pptx');
    await expect.poll(() => ticked(page)).toEqual([1, 2, 3]);
    // Unticking and ticking back again is "all" once more.
    await page.getByRole('checkbox', { name: 'Slide 2: Point 2' }).uncheck();
    await page.getByRole('checkbox', { name: 'Slide 2: Point 2' }).check();
    await expect.poll(() => field(page).inputValue()).toBe('1-3');
    await splitButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toMatchObject({ type: 'pptx.split', params: {} });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('split panel: the result', () => {
  const done = (): Task => ({
    id: 'task-split-1',
    name: 'quarterly.pptx',
    type: 'pptx.split',
    status: 'completed',
    progress: 100,
    preview: { fileNumber: 4 },
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    result: {
      url: '/tools/tasks/task-split-1/output',
      fileName: 'quarterly-slides.zip',
      size: 812_000,
      slides: 4,
      files: ['quarterly-slide-1.pptx', 'quarterly-slide-5.pptx', 'quarterly-slide-6.pptx', 'quarterly-slide-7.pptx'],
    },
  });

  async function splitAndFinish(page: Page): Promise<ReturnType<Page['locator']>> {
    await addDeck(page, 'quarterly.pptx');
    await expect.poll(() => splitButton(page).isEnabled()).toBe(true);
    await splitButton(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: done() });
    const card = page.locator('#task-task-split-1');
    await card.getByText('4 single-slide decks').waitFor();
    return card;
  }

  it('lists the decks, saves the ZIP, and extracts it to a folder it can then show', async () => {
    const { page, context, errors } = await openSplit({
      saveOutcome: { kind: 'saved', path: '/home/ada/Downloads/quarterly-slides.zip' },
      extractOutcome: { kind: 'extracted', folder: '/home/ada/Downloads/quarterly-slides', files: 4 },
    });
    const card = await splitAndFinish(page);
    expect(await card.getByRole('list', { name: 'Decks in the ZIP' }).getByRole('listitem').allInnerTexts()).toEqual([
      'quarterly-slide-1.pptx',
      'quarterly-slide-5.pptx',
      'quarterly-slide-6.pptx',
      'quarterly-slide-7.pptx',
    ]);
    await card.getByRole('button', { name: 'Extract to folder…' }).click();
    await card.getByText('4 decks extracted to /home/ada/Downloads/quarterly-slides').waitFor();
    expect((await calls(page, 'tasks.extract')).map((call) => call.args)).toEqual([['task-split-1']]);
    await card.getByRole('button', { name: 'Show the folder' }).click();
    await expect
      .poll(async () => (await calls(page, 'files.showInFolder')).map((call) => call.args[0]))
      .toEqual(['/home/ada/Downloads/quarterly-slides']);
    await card.getByRole('button', { name: 'Save as…' }).click();
    await card.getByText('Saved to /home/ada/Downloads/quarterly-slides.zip').waitFor();
    await shootPanel(page, 'split-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cancelled folder dialog extracts nothing and says so; a browser tab offers no Extract', async () => {
    const cancelled = await openSplit({ extractOutcome: { kind: 'cancelled' } });
    const card = await splitAndFinish(cancelled.page);
    await card.getByRole('button', { name: 'Extract to folder…' }).click();
    await card.getByText('Not extracted.').waitFor();
    await cancelled.context.close();

    const web = await openSplit({
      canShowInFolder: false,
      saveOutcome: { kind: 'browser-download', url: '/api/download/task-split-1', fileName: 'quarterly-slides.zip' },
    });
    const webCard = await splitAndFinish(web.page);
    await webCard.getByRole('button', { name: 'Save as…' }).waitFor();
    expect(await webCard.getByRole('button', { name: 'Extract to folder…' }).count()).toBe(0);
    expect(web.errors).toEqual([]);
    await web.context.close();
  });
});
