/**
 * Merge PDFs end to end through `npm run web` in Chromium: two PDFs LibreOffice made from corpus decks go in through
 * the panel's file input, are merged by the real local engine, saved as a browser download and checked with qpdf
 * (structure, bookmarks) and poppler (pages); the panel is shot at both window sizes before and after.
 */
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { webJourney } from '../helpers/web-journey';
import { bookmarks, makeDeckPdfs, pdfPages, pdfText, qpdfCheck, type PdfDeck } from '../helpers/pdf-files';
import {
  addFiles,
  dismissNotifications,
  lastState,
  openPanel,
  saveDownload,
  startAndWait,
  submittedParams,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const journey = webJourney('pdf-merge');
let pdfs: Record<PdfDeck, string>;

beforeAll(async () => {
  pdfs = await makeDeckPdfs(journey.work);
});

describe('npm run web: Merge PDFs', () => {
  it('merges two PDFs in the order added, with a bookmark per file, and saves the result', { timeout: 600_000 }, async () => {
    const inputs = [pdfs.titled, pdfs.sample];
    const names = inputs.map((path) => basename(path));
    const session = await openPanel(journey.browser, journey.app, 'pdf-merge', 'Merge PDFs');
    const { page } = session;
    // The panel sits in the sidebar's PDF group.
    await page.getByRole('navigation').getByRole('link', { name: 'Merge PDFs' }).waitFor();
    await addFiles(page, 'Add PDFs', inputs);
    await waitUntilStaged(page, 'PDFs to merge', names);
    await shootPanel(page, 'web-pdf-merge-staged');

    const [card] = await startAndWait(page, 'Merge', [names[0]!]);
    expect(submittedParams(session)).toEqual([{ bookmarks: true }]);
    await dismissNotifications(page);
    await expect.poll(() => card!.innerText()).toMatch(/5 pages from 2 PDFs, with 2 bookmarks \(one per file\)\./);
    await shootPanel(page, 'web-pdf-merge-result');

    const task = lastState(session, await taskIdOf(card!));
    expect(task.result).toMatchObject({ pages: 5, files: 2, bookmarks: 2 });
    const saved = await saveDownload(card!, journey.work);
    expect(basename(saved)).toBe('poi-SampleShow-merged.pdf');
    expect(qpdfCheck(saved).code).toBe(0);
    expect(pdfPages(saved)).toBe(5);
    expect(bookmarks(saved).map((item) => [item.title, item.page])).toEqual([
      ['poi-SampleShow', 1],
      ['az-SlideMasters', 3],
    ]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('merges only the pages kept on the thumbnails, in the order they were moved to', { timeout: 600_000 }, async () => {
    const inputs = [pdfs.titled, pdfs.sample];
    const [titled, sample] = inputs.map((path) => basename(path)) as [string, string];
    const session = await openPanel(journey.browser, journey.app, 'pdf-merge', 'Merge PDFs');
    const { page } = session;
    await addFiles(page, 'Add PDFs', inputs);
    await waitUntilStaged(page, 'PDFs to merge', [titled, sample]);
    // Every page of both PDFs unfolds as a thumbnail the engine drew.
    const grid = page.getByRole('list', { name: 'Pages of the merged PDF, in order' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(5);
    await grid.getByRole('img', { name: `Page 3 of ${sample}` }).waitFor();
    // The first page of the second PDF is left out; its last page is moved first with the keyboard.
    await grid.getByRole('checkbox', { name: `Keep page 1 of ${sample}`, exact: true }).uncheck();
    const last = grid.getByRole('listitem', { name: `Page 3 of ${sample}, position 5 of 5` });
    await last.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+ArrowLeft');
    await grid.getByRole('listitem', { name: `Page 3 of ${sample}, position 1 of 5` }).waitFor();
    await expect.poll(() => page.getByText('4 of 5 pages kept').count()).toBe(1);
    await shootPanel(page, 'web-pdf-merge-pages');

    const [card] = await startAndWait(page, 'Merge', [titled]);
    expect(submittedParams(session)).toEqual([
      {
        bookmarks: true,
        pages: [
          { file: 1, page: 3 },
          { file: 0, page: 1 },
          { file: 0, page: 2 },
          { file: 1, page: 2 },
        ],
      },
    ]);
    const saved = await saveDownload(card!, journey.work);
    expect(qpdfCheck(saved).code).toBe(0);
    expect(pdfPages(saved)).toBe(4);
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect([1, 2, 3, 4].map((n) => words(pdfText(saved, n, n)))).toEqual(
      [
        [pdfs.sample, 3],
        [pdfs.titled, 1],
        [pdfs.titled, 2],
        [pdfs.sample, 2],
      ].map(([pdf, n]) => words(pdfText(pdf as string, n as number, n as number))),
    );
    // A bookmark per file, at the first place its pages landed.
    expect(bookmarks(saved).map((item) => [item.title, item.page])).toEqual([
      ['poi-SampleShow', 2],
      ['az-SlideMasters', 1],
    ]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('numbers the pages and watermarks them through the Number & watermark panel', { timeout: 600_000 }, async () => {
    const session = await openPanel(journey.browser, journey.app, 'pdf-stamp', 'Number pages & watermark');
    const { page } = session;
    await addFiles(page, 'Add PDFs', [pdfs.sample]);
    await waitUntilStaged(page, 'PDFs to stamp', [basename(pdfs.sample)]);
    await page.getByLabel('Watermark', { exact: true }).fill('DRAFT');
    await shootPanel(page, 'web-pdf-stamp-staged');
    const [card] = await startAndWait(page, 'Stamp', [basename(pdfs.sample)]);
    expect(submittedParams(session)).toEqual([
      expect.objectContaining({ pageNumbers: true, numberFormat: 'n / total', position: 'bottom-center', watermark: 'DRAFT' }),
    ]);
    const saved = await saveDownload(card!, journey.work);
    expect(qpdfCheck(saved).code).toBe(0);
    expect(pdfText(saved, 2).replace(/\s+/g, '')).toContain('2/3');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it(
    'redacts a word typed in the Redact PDF panel, reports it per page, and the saved PDF no longer has it',
    { timeout: 600_000 },
    async () => {
      const session = await openPanel(journey.browser, journey.app, 'pdf-redact', 'Redact a PDF');
      const { page } = session;
      await addFiles(page, 'Add PDFs', [pdfs.titled]);
      await waitUntilStaged(page, 'PDFs to redact', [basename(pdfs.titled)]);
      await page.getByLabel('Words to remove', { exact: true }).fill('first, bullet');
      // An area drawn over the top third of page 2, where its title stands.
      await page.getByLabel('Page', { exact: true }).selectOption('2');
      const canvas = page.locator('.redact-canvas[data-page="2"]');
      await canvas.getByRole('img', { name: `Page 2 of ${basename(pdfs.titled)}` }).waitFor();
      await canvas.scrollIntoViewIfNeeded();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.01, box.y + box.height * 0.01);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.2, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.99, box.y + box.height * 0.3, { steps: 5 });
      await page.mouse.up();
      await page.getByRole('list', { name: 'Areas to black out' }).getByRole('listitem').first().waitFor();
      await shootPanel(page, 'web-pdf-redact-area');
      const [card] = await startAndWait(page, 'Redact', [basename(pdfs.titled)]);
      const [sent] = submittedParams(session) as Array<{ words: string; areas: Array<{ page: number; x: number; height: number }> }>;
      expect(sent!.words).toBe('first, bullet');
      expect(sent!.areas).toHaveLength(1);
      expect(sent!.areas[0]!.page).toBe(2);
      expect(sent!.areas[0]!.x).toBeCloseTo(0.01, 1);
      expect(sent!.areas[0]!.height).toBeCloseTo(0.29, 1);
      await expect.poll(() => card!.innerText()).toMatch(/3 occurrences removed — page 1: 2, page 2: 1\./);
      await expect.poll(() => card!.innerText()).toMatch(/1 area blacked out\./);
      await dismissNotifications(page);
      await shootPanel(page, 'web-pdf-redact-result');
      const saved = await saveDownload(card!, journey.work);
      expect(pdfText(saved).toLowerCase()).not.toMatch(/first|bullet/);
      expect(pdfText(saved)).toMatch(/Subtitle of the/);
      expect(pdfText(saved, 2, 2)).not.toMatch(/second slide/);
      expect(pdfText(pdfs.titled, 2, 2)).toMatch(/second slide/);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});
