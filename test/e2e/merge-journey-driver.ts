/**
 * Driving the Merge journey of `npm run web` in Chromium: a recorder of what the page showed over time (progress
 * bars, status badges), the IPC frames the page received, staging by file input or a dropped DataTransfer, throttled
 * uploads, LibreOffice renders of saved decks, and the History and task-card locators the journey tests read.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, JSHandle, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { IpcEvents } from '../../shared/contract/ipc';
import type { WsServerFrame } from '../../shared/contract/ws-protocol';
import { launchChromium } from '../helpers/chromium';
import { CORPUS_ROOT } from '../helpers/corpus';

export const run = promisify(execFile);

export const CORPUS = `${CORPUS_ROOT}`;
// Two decks whose slides LibreOffice renders with distinctive text: 2 slides ("Title of the first slide", …) and
// 3 slides ("unladen swallows", "vert anchor is top", …).
export const SAMPLE_SHOW = join(CORPUS, 'pptx', 'poi-SampleShow.pptx');
export const TABLE_CELLS = join(CORPUS, 'pptx', 'pp-tbl-cell.pptx');
export const TEST_SLIDES = join(CORPUS, 'pptx', 'pp-test_slides.pptx');
export const TABLE_THEME = join(CORPUS, 'pptx', 'poi-table-with-theme.pptx');
export const BROKEN = join(CORPUS, 'broken', 'poi-clusterfuzz-testcase-minimized-POIFuzzer-5205835528404992.pptx');
export const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

export const ARTIFACTS = join(import.meta.dirname, '..', '..', 'test-artifacts', 'e2e');
// The machine is shared and slow at times: waits are for conditions, with generous ceilings.
export const WAIT_MS = 90_000;

/** What the page showed over time, recorded in the page so nothing brief is missed between two looks. */
export interface SeenInPage {
  progress: { label: string; now: number | null; max: number | null }[];
  /** "<task element id>: <badge text>", consecutive repeats dropped. */
  badges: string[];
}
export type RecorderWindow = Window & { __e2eSeen?: SeenInPage };

/** Runs in the page before its scripts: records every progress bar and status badge as it appears or changes. */
export function installRecorder(): void {
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

export interface Session {
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

export async function openSession(browser: Browser, url: string): Promise<Session> {
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
export async function appReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Choose files…' }).isEnabled(), { timeout: WAIT_MS }).toBe(true);
}

export async function shot(page: Page, name: string, options: { dark?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}-light.png`), fullPage: true, animations: 'disabled' });
  if (options.dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(ARTIFACTS, `${name}-dark.png`), fullPage: true, animations: 'disabled' });
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: WAIT_MS, interval: 100 });
}

export async function seenInPage(page: Page): Promise<SeenInPage> {
  return page.evaluate(() => (window as RecorderWindow).__e2eSeen ?? { progress: [], badges: [] });
}

export function stagedList(page: Page): Locator {
  return page.getByRole('list', { name: 'Decks to merge, in slide order' });
}

/** The staged rows' accessible names, e.g. "pp-tbl-cell.pptx, 1 of 2". */
export async function stagedRows(page: Page): Promise<string[]> {
  const rows = stagedList(page).getByRole('listitem');
  return rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

export function stagedRow(page: Page, fileName: string): Locator {
  return stagedList(page).getByRole('listitem', { name: new RegExp(`^${fileName.replace(/[.]/g, '\\.')}, \\d+ of \\d+$`) });
}

/** A file dropped from the desktop: a DataTransfer holding File objects built in the page from the given bytes. */
export async function dataTransferWith(
  page: Page,
  files: { name: string; type: string; base64: string }[],
): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle((specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      const bytes = Uint8Array.from(atob(spec.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], spec.name, { type: spec.type }));
    }
    return transfer;
  }, files);
}

export async function fileSpec(path: string, type = PPTX_MIME): Promise<{ name: string; type: string; base64: string }> {
  return { name: basename(path), type, base64: (await readFile(path)).toString('base64') };
}

/** The drag enters the window over the page content, hovers, and drops: the events a file manager's drag produces. */
export async function dropOnWindow(page: Page, transfer: JSHandle<DataTransfer>, beforeDrop?: () => Promise<void>): Promise<void> {
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
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<{ lift(): Promise<void> }> {
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
export async function waitForPartialProgress(page: Page, label: string): Promise<void> {
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
export async function renderedPages(work: string, files: string[]): Promise<string[][]> {
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

export function taskUpdates(session: Session, taskId: string): IpcEvents['task:update'][] {
  return session.events
    .filter((entry) => entry.event === 'task:update')
    .map((entry) => entry.payload as IpcEvents['task:update'])
    .filter((task) => task.id === taskId);
}

/** The live card of a task in the merge panel, found by the task's name (its heading). */
export function taskCard(page: Page, name: string): Locator {
  return page.getByRole('region', { name: 'Results' }).getByRole('article', { name });
}

export async function taskIdOf(card: Locator): Promise<string> {
  const id = (await card.getAttribute('id')) ?? '';
  expect(id).toMatch(/^task-/);
  return id.slice('task-'.length);
}

export function historyRow(page: Page, name: string): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator('.history__title').getByText(name, { exact: true }) });
}

export async function stageByInput(page: Page, files: string[]): Promise<void> {
  await page.getByLabel('Add decks').setInputFiles(files);
}

export async function mergeAndWait(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const card = taskCard(page, name);
  await card.getByText('Completed', { exact: true }).waitFor();
  return card;
}

export interface MergeJourney {
  browser: Browser;
  /** Scratch folder for downloads and renders. */
  work: string;
}

/** One Chromium and a scratch folder for the tests of a file, from its beforeAll to its afterAll; read inside tests. */
export function mergeJourney(): MergeJourney {
  const journey: Partial<MergeJourney> = {};
  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    journey.work = await mkdtemp(join(tmpdir(), 'deckhand-web-e2e-work-'));
    journey.browser = await launchChromium();
  });
  afterAll(async () => {
    await journey.browser?.close();
    if (journey.work) await rm(journey.work, { recursive: true, force: true });
  });
  return journey as MergeJourney;
}
