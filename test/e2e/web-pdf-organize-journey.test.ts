/**
 * Organise pages and Searchable PDF end to end through `npm run web` in Chromium. Organise: a five-page PDF made from
 * corpus decks goes in through the panel's file input; on its thumbnails one page is taken out, one moved first with
 * the keyboard and one turned right; the saved PDF is checked with poppler (page count, each page's text, each
 * page's rotation) and qpdf. Searchable PDF: its "turn and straighten" switch is on by default and sent as set.
 * Controls are found by role and place (the n-th page, its checkbox, its second turn button), not by their words.
 */
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { webJourney } from '../helpers/web-journey';
import { makeDeckPdfs, pdfPages, pdfText, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import {
  addFiles,
  allPicturesLoaded,
  dismissNotifications,
  lastState,
  openPanel,
  saveDownload,
  startAndWait,
  submittedParams,
  taskIdOf,
  waitUntilStaged,
  WAIT_MS,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const journey = webJourney('pdf-organize');
let pdfs: Record<PdfDeck, string>;
/** Pages 1–2 of the titled deck, then pages 1–3 of the sample deck: five pages, each with its own text. */
let five: string;

const words = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Each page's /Rotate as poppler reads it, by page. */
function rotations(pdf: string, pages: number): number[] {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', String(pages), pdf], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ rot:\s+(\d+)/gm)].map((match) => Number(match[1]));
}

beforeAll(async () => {
  pdfs = await makeDeckPdfs(journey.work);
  five = join(journey.work, 'five-pages.pdf');
  execFileSync('qpdf', ['--empty', '--pages', pdfs.titled, '1-2', pdfs.sample, '1-3', '--', five]);
});

describe('npm run web: Organise pages', () => {
  it('takes out, moves and turns pages picked on the thumbnails, and saves them so', { timeout: 600_000 }, async () => {
    const name = basename(five);
    const session = await openPanel(journey.browser, journey.app, 'pdf-organize', 'Organise pages');
    const { page } = session;
    await addFiles(page, 'Add PDFs', [five]);
    await waitUntilStaged(page, 'PDFs to organise', [name]);
    // The pages' grid: the list whose items have a checkbox each, one item per page, each drawn by the engine.
    const grid = page.getByRole('list').filter({ has: page.getByRole('checkbox') });
    const cards = grid.getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: WAIT_MS }).toBe(5);
    await expect.poll(() => allPicturesLoaded(grid), { timeout: WAIT_MS }).toBe(true);
    const turnOf = (index: number) =>
      cards
        .nth(index)
        .locator('.pdf-page__turn')
        .evaluate((element) => element.style.transform);

    // Page 2 is taken out.
    await cards.nth(1).getByRole('checkbox').uncheck();
    await expect.poll(() => cards.nth(1).getByRole('checkbox').isChecked()).toBe(false);
    // Page 5 is moved first with the keyboard: it is then the first card, and focus went with it.
    await cards.nth(4).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => cards.nth(0).getAttribute('aria-label')).toMatch(/\b5\b/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('1');
    // Page 3, now fourth, is turned right (its second turn button): its thumbnail turns with it.
    await cards.nth(3).getByRole('button').nth(1).click();
    await expect.poll(() => turnOf(3)).toBe('rotate(90deg)');
    expect(await turnOf(0)).toBe('');
    await shootPanel(page, 'web-pdf-organize-pages');

    const [card] = await startAndWait(page, 'Organise', [name]);
    expect(submittedParams(session)).toEqual([expect.objectContaining({ order: '5,1,3-4', rotate90: '3' })]);
    await dismissNotifications(page);
    expect(lastState(session, await taskIdOf(card!)).result).toMatchObject({ pages: 4, inputPages: 5, removed: 1, turned: 1 });
    await shootPanel(page, 'web-pdf-organize-result');

    const saved = await saveDownload(card!, journey.work);
    expect(qpdfCheck(saved).code).toBe(0);
    expect(pdfPages(saved)).toBe(4);
    expect([1, 2, 3, 4].map((n) => words(pdfText(saved, n)))).toEqual([5, 1, 3, 4].map((n) => words(pdfText(five, n))));
    expect(rotations(saved, 4)).toEqual([0, 0, 90, 0]);
    expect(rotations(five, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

describe('npm run web: Searchable PDF', () => {
  it('has the turn-and-straighten switch on by default and sends it as set', { timeout: 600_000 }, async () => {
    const name = basename(pdfs.sample);
    const session = await openPanel(journey.browser, journey.app, 'pdf-ocr', 'Make a PDF searchable');
    const { page } = session;
    await addFiles(page, 'Add PDFs', [pdfs.sample]);
    await waitUntilStaged(page, 'PDFs to make searchable', [name]);
    // The straighten switch, among the panel's switches (keeping active content is another).
    const straighten = page.locator('section.panel [data-param="straighten"]').getByRole('checkbox');
    await expect.poll(() => straighten.count()).toBe(1);
    expect(await straighten.isChecked()).toBe(true);
    await shootPanel(page, 'web-pdf-ocr-staged');
    await straighten.uncheck();
    // A PDF whose pages all have text is read in no time: every page is left alone.
    const [card] = await startAndWait(page, 'Read', [name]);
    expect(submittedParams(session)).toEqual([expect.objectContaining({ straighten: false, language: 'en' })]);
    expect(lastState(session, await taskIdOf(card!)).result).toMatchObject({ readPages: [], pagesWithText: 3, straightened: [] });
    await dismissNotifications(page);
    await shootPanel(page, 'web-pdf-ocr-result');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
