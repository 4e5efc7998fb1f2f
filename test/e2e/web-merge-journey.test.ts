/**
 * Issue #3 end to end, the way a person uses `npm run web`: the web host CLI as a child process (real core, real
 * local engine, the built renderer from out/renderer) driven in Debian's Chromium. Decks go in by file input and by
 * a dropped DataTransfer, get reordered by keyboard and buttons, merged, saved as a browser download and checked
 * with LibreOffice; History lists, deletes and keeps tasks across reloads and host restarts. Screenshots of every
 * step land in test-artifacts/e2e/.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEvents } from '../../shared/contract/ipc';
import { formatBytes } from '../../shared/format-bytes';
import { startWebApp } from '../helpers/web-app';
import type { WebApp } from '../helpers/web-app';
import { shootPanel } from './panel-shots';
import {
  SAMPLE_SHOW,
  TABLE_CELLS,
  TEST_SLIDES,
  TABLE_THEME,
  openSession,
  shot,
  eventually,
  seenInPage,
  stagedList,
  stagedRows,
  stagedRow,
  dataTransferWith,
  fileSpec,
  dropOnWindow,
  throttleUploads,
  waitForPartialProgress,
  renderedPages,
  taskUpdates,
  taskIdOf,
  historyRow,
  stageByInput,
  mergeAndWait,
  mergeJourney,
} from './merge-journey-driver';
import { saveDownload } from '../helpers/web-panel-session';

const journey = mergeJourney();

describe('npm run web: merge two decks from drop to download, then History', () => {
  let app: WebApp | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'deckhand-web-e2e-data-'));
    app = await startWebApp({ dataDir });
  });

  afterAll(async () => {
    await app?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'stages, reorders, merges in the chosen order, downloads, and keeps History across reloads and restarts',
    { timeout: 420_000 },
    async () => {
      if (!app) throw new Error('no web app');
      const session = await openSession(journey.browser, app.url);
      const { page } = session;
      await shot(page, 'j1-01-merge-empty', { dark: true });

      // 1. First deck through the drop zone's file input, with uploads slowed so the per-file progress is visible.
      const throttle = await throttleUploads(page, 16 * 1024);
      await stageByInput(page, [SAMPLE_SHOW]);
      await waitForPartialProgress(page, 'Adding poi-SampleShow.pptx');
      await shot(page, 'j1-02-staging-progress');
      await stagedRow(page, 'poi-SampleShow.pptx')
        .getByText(formatBytes((await stat(SAMPLE_SHOW)).size), { exact: true })
        .waitFor();

      // 2. Second deck dropped on the window from "outside": the overlay says where it goes, the drop stages it.
      const transfer = await dataTransferWith(page, [await fileSpec(TABLE_CELLS)]);
      await dropOnWindow(page, transfer, async () => {
        await page.getByRole('status').filter({ hasText: 'Drop files to add them to Merge' }).waitFor();
        await shot(page, 'j1-03-drag-overlay');
      });
      await waitForPartialProgress(page, 'Adding pp-tbl-cell.pptx');
      await stagedRow(page, 'pp-tbl-cell.pptx')
        .getByText(formatBytes((await stat(TABLE_CELLS)).size), { exact: true })
        .waitFor();
      await throttle.lift();
      expect(await page.getByRole('status').filter({ hasText: 'Drop files to add them to Merge' }).count()).toBe(0);

      const progress = (await seenInPage(page)).progress;
      for (const [name, size] of [
        ['poi-SampleShow.pptx', (await stat(SAMPLE_SHOW)).size],
        ['pp-tbl-cell.pptx', (await stat(TABLE_CELLS)).size],
      ] as const) {
        const bars = progress.filter((entry) => entry.label === `Adding ${name}`);
        expect(bars.length, `progress of ${name}`).toBeGreaterThan(0);
        expect(bars.every((bar) => bar.max === size)).toBe(true);
        expect(
          bars.some((bar) => bar.now !== null && bar.now > 0 && bar.now < size),
          `partial progress of ${name}`,
        ).toBe(true);
      }
      expect(session.stageRequests).toHaveLength(2);

      expect(await stagedRows(page)).toEqual(['poi-SampleShow.pptx, 1 of 2', 'pp-tbl-cell.pptx, 2 of 2']);
      const total = (await stat(SAMPLE_SHOW)).size + (await stat(TABLE_CELLS)).size;
      await page.getByText(`2 decks, ${formatBytes(total)}. Slides keep this order.`).waitFor();
      await shot(page, 'j1-04-staged', { dark: true });
      await shootPanel(page, 'web-merge-staged');

      // 3. Reorder: Alt+↓ on the focused first row, then the Move up button, then Move up on the other deck.
      await stagedRow(page, 'poi-SampleShow.pptx').focus();
      await page.keyboard.press('Alt+ArrowDown');
      await eventually(() => stagedRows(page)).toEqual(['pp-tbl-cell.pptx, 1 of 2', 'poi-SampleShow.pptx, 2 of 2']);
      await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('poi-SampleShow.pptx, 2 of 2');
      await page.getByRole('status').filter({ hasText: 'poi-SampleShow.pptx moved to position 2 of 2.' }).waitFor({ state: 'attached' });

      await stagedRow(page, 'poi-SampleShow.pptx').getByRole('button', { name: 'Move up' }).click();
      await eventually(() => stagedRows(page)).toEqual(['poi-SampleShow.pptx, 1 of 2', 'pp-tbl-cell.pptx, 2 of 2']);
      await stagedRow(page, 'pp-tbl-cell.pptx').getByRole('button', { name: 'Move up' }).click();
      await eventually(() => stagedRows(page)).toEqual(['pp-tbl-cell.pptx, 1 of 2', 'poi-SampleShow.pptx, 2 of 2']);
      expect(await stagedRow(page, 'pp-tbl-cell.pptx').getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true);
      await shot(page, 'j1-05-reordered');

      // 4. Merge: the files go to the engine in this order, then the card follows the task live to Completed.
      const card = await mergeAndWait(page, 'pp-tbl-cell.pptx + 1 more');
      const taskId = await taskIdOf(card);
      const sent = session.events
        .filter((entry) => entry.event === 'submission:progress')
        .map((entry) => entry.payload as IpcEvents['submission:progress']);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.at(-1)?.files).toEqual([
        { name: 'pp-tbl-cell.pptx', size: (await stat(TABLE_CELLS)).size, sentBytes: (await stat(TABLE_CELLS)).size },
        { name: 'poi-SampleShow.pptx', size: (await stat(SAMPLE_SHOW)).size, sentBytes: (await stat(SAMPLE_SHOW)).size },
      ]);
      // While the core sends the decks to the engine, the card shows one upload bar per deck.
      const uploadBars = (await seenInPage(page)).progress.filter((bar) => bar.label.startsWith('Upload of '));
      expect([...new Set(uploadBars.map((bar) => `${bar.label} /${bar.max}`))]).toEqual([
        `Upload of pp-tbl-cell.pptx /${(await stat(TABLE_CELLS)).size}`,
        `Upload of poi-SampleShow.pptx /${(await stat(SAMPLE_SHOW)).size}`,
      ]);
      const badges = (await seenInPage(page)).badges
        .filter((entry) => entry.startsWith(`task-${taskId}: `))
        .map((entry) => entry.split(': ')[1]);
      expect(badges.at(-1)).toBe('Completed');
      expect(
        badges.slice(0, -1).some((label) => ['Waiting', 'Queued', 'Running'].includes(label ?? '')),
        `badges seen: ${badges.join(', ')}`,
      ).toBe(true);
      const finished = taskUpdates(session, taskId).at(-1);
      expect(finished?.status).toBe('completed');
      const resultSize = finished?.result?.size;
      expect(typeof resultSize).toBe('number');
      await card.getByText(`Done — pp-tbl-cell-merged.pptx, ${formatBytes(Number(resultSize))}.`).waitFor();
      // Nothing is left staged after a merge starts.
      expect(await stagedList(page).count()).toBe(0);
      await shot(page, 'j1-06-completed', { dark: true });
      await shootPanel(page, 'web-merge-completed');

      // 5. Save as… is a browser download of the merged deck.
      const saved = await saveDownload(card, journey.work);
      expect(basename(saved)).toBe('pp-tbl-cell-merged.pptx');
      expect((await stat(saved)).size).toBe(resultSize);
      await card
        .getByRole('status')
        .filter({ hasText: 'Downloading “pp-tbl-cell-merged.pptx”. Your browser shows it in its downloads.' })
        .waitFor();
      await shot(page, 'j1-07-downloading');

      // 6. The saved deck holds every slide, the second-chosen deck's first: compare page texts with the inputs'.
      const [tablePages = [], samplePages = [], mergedPages = []] = await renderedPages(journey.work, [TABLE_CELLS, SAMPLE_SHOW, saved]);
      expect(tablePages.length).toBe(3);
      expect(samplePages.length).toBe(2);
      expect(mergedPages).toEqual([...tablePages, ...samplePages]);
      expect(mergedPages[0]).toContain('unladen swallows');
      expect(mergedPages[3]).toContain('Title of the first slide');

      // 7. A second merge, which must survive the deletion of the first and the reloads.
      await stageByInput(page, [TEST_SLIDES, TABLE_THEME]);
      await eventually(() => stagedRows(page)).toEqual(['pp-test_slides.pptx, 1 of 2', 'poi-table-with-theme.pptx, 2 of 2']);
      await page.getByRole('button', { name: 'Merge', exact: true }).waitFor();
      await eventually(() => page.getByRole('button', { name: 'Merge', exact: true }).isEnabled()).toBe(true);
      const secondCard = await mergeAndWait(page, 'pp-test_slides.pptx + 1 more');
      const secondId = await taskIdOf(secondCard);

      // 8. History lists both, newest first, with type, status and output size.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      const row = historyRow(page, 'pp-tbl-cell.pptx + 1 more');
      await row.waitFor();
      expect(await row.locator('.history__type').innerText()).toMatch(/^Merge · /);
      expect(await row.locator('.badge').innerText()).toBe('Completed');
      expect(await row.locator('td.numeric').innerText()).toBe(formatBytes(Number(resultSize)));
      expect(await page.getByRole('table').locator('.history__title').allInnerTexts()).toEqual([
        'pp-test_slides.pptx + 1 more',
        'pp-tbl-cell.pptx + 1 more',
      ]);
      await page.getByText('2 tasks', { exact: true }).waitFor();
      await shot(page, 'j1-08-history', { dark: true });

      // 9. Delete with confirmation: Cancel keeps it, Delete removes it and its result.
      await row.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
      await dialog.waitFor();
      await dialog
        .getByText(/^“pp-tbl-cell\.pptx \+ 1 more” \(.+\.pptx\) and its result file will be removed\. This cannot be undone\.$/)
        .waitFor();
      await shot(page, 'j1-09-delete-dialog', { dark: true });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await row.count()).toBe(1);
      await row.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.waitFor({ state: 'detached' });
      await historyRow(page, 'pp-test_slides.pptx + 1 more').waitFor();
      await page.getByText('1 task', { exact: true }).waitFor();
      await shot(page, 'j1-10-history-after-delete');
      const gone = await page.request.get(`${app.origin}/api/download/${encodeURIComponent(taskId)}`);
      expect(gone.status()).toBe(404);

      // 10. A reload reads History afresh from the engine: still gone, the other still there.
      await page.reload();
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      await historyRow(page, 'pp-test_slides.pptx + 1 more').waitFor();
      expect(await historyRow(page, 'pp-tbl-cell.pptx + 1 more').count()).toBe(0);
      expect(await page.getByRole('table').locator('.history__title').allInnerTexts()).toEqual(['pp-test_slides.pptx + 1 more']);
      await shot(page, 'j1-11-history-after-reload');

      expect(session.errors).toEqual([]);
      await session.context.close();

      // 11. `npm run web` again on the same data: the history is the engine's, kept on disk.
      expect(await app.stop()).toBe(0);
      expect(existsSync(join(dataDir, 'staging'))).toBe(false);
      app = await startWebApp({ dataDir });
      const again = await openSession(journey.browser, app.url);
      await again.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
      await again.page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      await historyRow(again.page, 'pp-test_slides.pptx + 1 more').waitFor();
      expect(await again.page.getByRole('table').locator('.history__title').allInnerTexts()).toEqual(['pp-test_slides.pptx + 1 more']);
      expect(await historyRow(again.page, 'pp-tbl-cell.pptx + 1 more').count()).toBe(0);
      const kept = await again.page.request.get(`${app.origin}/api/download/${encodeURIComponent(secondId)}`);
      expect(kept.status()).toBe(200);
      expect(again.errors).toEqual([]);
      await again.context.close();
    },
  );
});
