/**
 * Issue #3 end to end, the way a person uses `npm run web`: the web host CLI as a child process (real core, real
 * local engine, the built renderer from out/renderer) driven in Debian's Chromium. Decks go in by file input and by
 * a dropped DataTransfer, get reordered by keyboard and buttons, merged, saved as a browser download and checked
 * with LibreOffice; History lists, deletes and keeps tasks across reloads and host restarts. Screenshots of every
 * step land in test-artifacts/e2e/.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { launchChromium } from '../helpers/chromium';
import type { Browser, BrowserContext, JSHandle, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEvents } from '../../shared/contract/ipc';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { formatBytes } from '../../shared/format-bytes';
import { startWebApp } from '../helpers/web-app';
import type { WebApp } from '../helpers/web-app';
import { CORPUS_ROOT } from '../helpers/corpus';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);

const CORPUS = `${CORPUS_ROOT}`;
// Two decks whose slides LibreOffice renders with distinctive text: 2 slides ("Title of the first slide", …) and
// 3 slides ("unladen swallows", "vert anchor is top", …).
const SAMPLE_SHOW = join(CORPUS, 'pptx', 'poi-SampleShow.pptx');
const TABLE_CELLS = join(CORPUS, 'pptx', 'pp-tbl-cell.pptx');
const TEST_SLIDES = join(CORPUS, 'pptx', 'pp-test_slides.pptx');
const TABLE_THEME = join(CORPUS, 'pptx', 'poi-table-with-theme.pptx');
const BROKEN = join(CORPUS, 'broken', 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx');
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts', 'e2e');
// The machine is shared and slow at times: waits are for conditions, with generous ceilings.
const WAIT_MS = 90_000;

/** What the page showed over time, recorded in the page so nothing brief is missed between two looks. */
interface SeenInPage {
  progress: { label: string; now: number | null; max: number | null }[];
  /** "<task element id>: <badge text>", consecutive repeats dropped. */
  badges: string[];
}
type RecorderWindow = Window & { __e2eSeen?: SeenInPage };

/** Runs in the page before its scripts: records every progress bar and status badge as it appears or changes. */
function installRecorder(): void {
  const seen: SeenInPage = { progress: [], badges: [] };
  (window as RecorderWindow).__e2eSeen = seen;
  const number = (value: string | null) => (value === null ? null : Number(value));
  const note = (element: Element) => {
    if (element.getAttribute('role') === 'progressbar') {
      seen.progress.push({
        label: element.getAttribute('aria-label') ?? '',
        now: number(element.getAttribute('aria-valuenow')),
        max: number(element.getAttribute('aria-valuemax')),
      });
    }
    if (element.classList.contains('badge')) {
      const entry = `${element.closest('[id^="task-"]')?.id ?? '?'}: ${element.textContent ?? ''}`;
      if (seen.badges.at(-1) !== entry) seen.badges.push(entry);
    }
  };
  const scan = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    if (!element) return;
    note(element);
    element.querySelectorAll('[role="progressbar"], .badge').forEach(note);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      scan(record.target);
      record.addedNodes.forEach(scan);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-valuenow', 'class'],
  });
}

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** Event frames pushed over the IPC WebSocket. */
  events: { event: string; payload: unknown }[];
  /** PUT /api/stage requests the page made. */
  stageRequests: string[];
  /** Request frames the page sent over the IPC WebSocket. */
  ipcRequests: { channel: string }[];
}

async function openSession(browser: Browser, url: string): Promise<Session> {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 800 }, colorScheme: 'light' });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const session: Session = { context, page, errors: [], events: [], stageRequests: [], ipcRequests: [] };
  page.on('pageerror', (error) => session.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') session.errors.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/stage') session.stageRequests.push(request.url());
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const parsed = JSON.parse(frame.payload) as { kind?: string; channel?: string };
      if (parsed.kind === 'request' && typeof parsed.channel === 'string') session.ipcRequests.push({ channel: parsed.channel });
    });
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const parsed = JSON.parse(frame.payload) as WsServerFrame;
      if (parsed.kind === 'event') session.events.push({ event: parsed.event, payload: parsed.payload });
    });
  });
  await page.addInitScript(installRecorder);
  await page.goto(url);
  await appReady(page);
  return session;
}

/** The merge panel has its tool from the engine: "Choose files…" is enabled only then. */
async function appReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Choose files…' }).isEnabled(), { timeout: WAIT_MS }).toBe(true);
}

async function shot(page: Page, name: string, options: { dark?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}-light.png`), fullPage: true, animations: 'disabled' });
  if (options.dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(ARTIFACTS, `${name}-dark.png`), fullPage: true, animations: 'disabled' });
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: WAIT_MS, interval: 100 });
}

async function seenInPage(page: Page): Promise<SeenInPage> {
  return page.evaluate(() => (window as RecorderWindow).__e2eSeen ?? { progress: [], badges: [] });
}

function stagedList(page: Page): Locator {
  return page.getByRole('list', { name: 'Decks to merge, in slide order' });
}

/** The staged rows' accessible names, e.g. "pp-tbl-cell.pptx, 1 of 2". */
async function stagedRows(page: Page): Promise<string[]> {
  const rows = stagedList(page).getByRole('listitem');
  return rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

function stagedRow(page: Page, fileName: string): Locator {
  return stagedList(page).getByRole('listitem', { name: new RegExp(`^${fileName.replace(/[.]/g, '\\.')}, \\d+ of \\d+$`) });
}

/** A file dropped from the desktop: a DataTransfer holding File objects built in the page from the given bytes. */
async function dataTransferWith(page: Page, files: { name: string; type: string; base64: string }[]): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle((specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const bytes = Uint8Array.from(atob(spec.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], spec.name, { type: spec.type }));
    }
    return transfer;
  }, files);
}

async function fileSpec(path: string, type = PPTX_MIME): Promise<{ name: string; type: string; base64: string }> {
  return { name: basename(path), type, base64: (await readFile(path)).toString('base64') };
}

/** The drag enters the window over the page content, hovers, and drops: the events a file manager's drag produces. */
async function dropOnWindow(page: Page, transfer: JSHandle<DataTransfer>, beforeDrop?: () => Promise<void>): Promise<void> {
  const target = page.getByRole('main');
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await beforeDrop?.();
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

/**
 * Chromium's own upload throttle, so the per-file upload progress stays on screen long enough to see and record.
 * The emulation lasts as long as its DevTools session, so the session stays attached until the throttle is lifted.
 */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<{ lift(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return {
    lift: async () => {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    },
  };
}

/** True while some progress bar named `label` shows a value strictly between its ends. */
async function waitForPartialProgress(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('[role="progressbar"]')].some((bar) => {
        const now = Number(bar.getAttribute('aria-valuenow'));
        const max = Number(bar.getAttribute('aria-valuemax'));
        return bar.getAttribute('aria-label') === name && now > 0 && now < max;
      }),
    label,
    { timeout: WAIT_MS, polling: 'raf' },
  );
}

/** Each deck (or the merged result) as LibreOffice renders it: the text of every page of its PDF. */
async function renderedPages(work: string, files: string[]): Promise<string[][]> {
  const outDir = await mkdtemp(join(work, 'pdf-'));
  const profile = await mkdtemp(join(tmpdir(), 'deckhand-e2e-lo-'));
  try {
    await run(
      'soffice',
      ['--headless', '--norestore', `-env:UserInstallation=file://${profile}`, '--convert-to', 'pdf', '--outdir', outDir, ...files],
      { timeout: 240_000 },
    );
    const pages: string[][] = [];
    for (const file of files) {
      const pdf = join(outDir, `${basename(file).replace(/\.pptx$/i, '')}.pdf`);
      const { stdout: info } = await run('pdfinfo', [pdf]);
      const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
      const texts: string[] = [];
      for (let index = 1; index <= count; index++) {
        const { stdout } = await run('pdftotext', ['-f', String(index), '-l', String(index), pdf, '-']);
        texts.push(stdout.replace(/\s+/g, ' ').trim());
      }
      pages.push(texts);
    }
    return pages;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

function taskUpdates(session: Session, taskId: string): IpcEvents['task:update'][] {
  return session.events
    .filter((entry) => entry.event === 'task:update')
    .map((entry) => entry.payload as IpcEvents['task:update'])
    .filter((task) => task.id === taskId);
}

/** The live card of a task in the merge panel, found by the task's name (its heading). */
function taskCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('article', { name });
}

async function taskIdOf(card: Locator): Promise<string> {
  const id = (await card.getAttribute('id')) ?? '';
  expect(id).toMatch(/^task-/);
  return id.slice('task-'.length);
}

function historyRow(page: Page, name: string): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator('.history__title').getByText(name, { exact: true }) });
}

async function stageByInput(page: Page, files: string[]): Promise<void> {
  await page.getByLabel('Add decks').setInputFiles(files);
}

async function mergeAndWait(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const card = taskCard(page, name);
  await card.getByText('Completed', { exact: true }).waitFor();
  return card;
}

let browser: Browser;
let work: string;

beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true });
  work = await mkdtemp(join(tmpdir(), 'deckhand-web-e2e-work-'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

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
      const session = await openSession(browser, app.url);
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
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Save as…' }).click()]);
      expect(download.suggestedFilename()).toBe('pp-tbl-cell-merged.pptx');
      const saved = join(work, 'pp-tbl-cell-merged.pptx');
      await download.saveAs(saved);
      expect(await download.failure()).toBeNull();
      expect((await stat(saved)).size).toBe(resultSize);
      await card
        .getByRole('status')
        .filter({ hasText: 'Downloading “pp-tbl-cell-merged.pptx”. Your browser shows it in its downloads.' })
        .waitFor();
      await shot(page, 'j1-07-downloading');

      // 6. The saved deck holds every slide, the second-chosen deck's first: compare page texts with the inputs'.
      const [tablePages = [], samplePages = [], mergedPages = []] = await renderedPages(work, [TABLE_CELLS, SAMPLE_SHOW, saved]);
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
      expect(await row.locator('.history__type').innerText()).toMatch(/^Merge decks · /);
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
      await dialog.getByText('“pp-tbl-cell.pptx + 1 more” and its result file will be removed. This cannot be undone.').waitFor();
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
      const again = await openSession(browser, app.url);
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

describe('npm run web: what goes wrong is said plainly', () => {
  let app: WebApp;

  beforeAll(async () => {
    app = await startWebApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it(
    'a broken deck is reported the moment it is added, with the library’s own reason, and nothing is sent',
    { timeout: 240_000 },
    async () => {
      const session = await openSession(browser, app.url);
      const { page } = session;
      await stageByInput(page, [BROKEN, SAMPLE_SHOW]);
      const brokenName = basename(BROKEN);
      await eventually(() => stagedRows(page)).toEqual([`${brokenName}, 1 of 2`, 'poi-SampleShow.pptx, 2 of 2']);
      const row = stagedRow(page, brokenName);
      await row.getByText(/Could not add: “poi-clusterfuzz.*”: is a damaged or truncated ZIP package/).waitFor();
      const shown = await row.innerText();
      expect(shown).not.toMatch(/\[object Object\]|\n\s+at |Error:|undefined|ENOENT|\/tmp\//);
      expect(await page.getByRole('button', { name: 'Merge', exact: true }).isDisabled()).toBe(true);
      await page.getByText('Remove the decks that could not be added.', { exact: false }).waitFor();
      await shot(page, 'j2-01-broken-deck-refused', { dark: true });
      // Removing it is all it takes: the good deck stays, and nothing was ever sent to the engine.
      await row.getByRole('button', { name: 'Remove' }).click();
      await eventually(() => stagedRows(page)).toEqual(['poi-SampleShow.pptx, 1 of 1']);
      expect(session.ipcRequests.filter((frame) => frame.channel === 'tasks:submit')).toEqual([]);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );

  it('a dropped non-deck is refused, with the reason, before any upload', { timeout: 120_000 }, async () => {
    const session = await openSession(browser, app.url);
    const { page } = session;
    const transfer = await dataTransferWith(page, [
      // A file no tool here takes (a .txt would open Markdown to PNG, which takes text files).
      { name: 'budget.csv', type: 'text/csv', base64: Buffer.from('quarter,revenue\nQ1,120\n').toString('base64') },
    ]);
    await dropOnWindow(page, transfer);
    const notices = page.getByRole('list', { name: 'Files not added' });
    await notices
      .getByRole('alert')
      .filter({ hasText: '“budget.csv” is not a file Merge decks takes: it takes .pptx files, not .csv.' })
      .waitFor();
    expect(await stagedList(page).count()).toBe(0);
    expect(session.stageRequests).toEqual([]);
    expect((await seenInPage(page)).progress.filter((bar) => bar.label.startsWith('Adding'))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Merge', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'j3-01-refused-drop', { dark: true });
    await notices.getByRole('button', { name: 'Dismiss message' }).click();
    await notices.waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('without the printed token there is no app: the page is refused and the WebSocket will not open', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const response = await page.goto(`${app.origin}/`);
    expect(response?.status()).toBe(401);
    // A page for a person, not the JSON error scripts get.
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await page.getByText('Open Deckhand with the address npm run web printed in your terminal').waitFor();
    expect(await page.locator('body').innerText()).not.toContain('`');
    expect(await page.getByRole('heading', { name: 'Merge decks' }).count()).toBe(0);
    await shot(page, 'token-01-no-token');

    const wrong = await page.goto(`${app.origin}/?token=not-the-token`);
    expect(wrong?.status()).toBe(401);

    const openSocket = (query: string) =>
      page.evaluate(
        (url) =>
          new Promise<string>((resolve) => {
            const socket = new WebSocket(url);
            socket.addEventListener('open', () => {
              socket.close();
              resolve('open');
            });
            socket.addEventListener('close', () => resolve('closed'));
          }),
        `ws://127.0.0.1:${new URL(app.origin).port}/ipc${query}`,
      );
    expect(await openSocket('')).toBe('closed');
    expect(await openSocket('?token=not-the-token')).toBe('closed');
    // The same page, with the token, gets through: the refusals above were about the token.
    expect(await openSocket(`?token=${encodeURIComponent(app.token)}`)).toBe('open');
    await context.close();
  });
});
