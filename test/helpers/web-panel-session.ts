/**
 * Driving one tool panel of `npm run web` in Chromium, the way a person does: open its page, add real files through
 * the drop zone's file input, start, wait for each task's card to say Completed (the real local engine did the
 * work), and save the result as a browser download. Page errors are collected for the test to assert on.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Task } from '../../shared/contract/service';
import type { WsRequestFrame, WsServerFrame } from '../../shared/contract/ws-protocol';
import type { WebApp } from './web-app';

/** The machine is shared and slow at times: waits are for conditions, with generous ceilings. */
export const WAIT_MS = 180_000;

export interface PanelSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page. */
  errors: string[];
  /** Every task the host pushed over the IPC socket, last state last. */
  tasks: Task[];
  /** Every request the page sent over the IPC socket (channel and payload), in order. */
  requests: WsRequestFrame[];
  /** Every frame the host sent to the page, as sent (to look for what must never reach the page, such as a key). */
  received: string[];
}

/**
 * A page of the web app at `#/<route>` with its errors and IPC frames recorded (nothing waited for); `locale` is the
 * browser's language (`navigator.languages`), which the window follows unless Settings names one.
 */
export async function openSession(browser: Browser, app: WebApp, route: string, options: { locale?: string } = {}): Promise<PanelSession> {
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    ...(options.locale ? { locale: options.locale } : {}),
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const session: PanelSession = { context, page, errors: [], tasks: [], requests: [], received: [] };
  page.on('pageerror', (error) => session.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') session.errors.push(`console: ${message.text()}`);
  });
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') return;
      session.received.push(frame.payload);
      const parsed = JSON.parse(frame.payload) as WsServerFrame;
      if (parsed.kind === 'event' && parsed.event === 'task:update') session.tasks.push(parsed.payload as Task);
    });
    socket.on('framesent', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const parsed = JSON.parse(frame.payload) as WsRequestFrame;
      if (parsed.kind === 'request') session.requests.push(parsed);
    });
  });
  await page.goto(`${app.url}#/${route}`);
  return session;
}

export async function openPanel(browser: Browser, app: WebApp, panelId: string, heading: string): Promise<PanelSession> {
  const session = await openSession(browser, app, panelId);
  const { page } = session;
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  // The panel has its tool from the engine once its file button is enabled.
  await expect.poll(() => page.locator('.dropzone .button').isEnabled(), { timeout: WAIT_MS }).toBe(true);
  return session;
}

/** Real files through the drop zone's own file input ("Add decks", "Add videos" …). */
export async function addFiles(page: Page, label: string, paths: string[]): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles(paths);
}

/** The staged rows' names, once each has been added (uploaded to the host). */
export async function waitUntilStaged(page: Page, listName: string, names: string[]): Promise<void> {
  const list = page.getByRole('list', { name: listName });
  await expect.poll(() => list.locator('.staged__name').allTextContents(), { timeout: WAIT_MS }).toEqual(names);
  await expect.poll(() => list.locator('.staged--staging').count(), { timeout: WAIT_MS }).toBe(0);
}

/** Clicks the panel's start button (once enabled) and waits for every named task's card to be Completed. */
export async function startAndWait(page: Page, action: string, taskNames: string[]): Promise<Locator[]> {
  const start = page.getByRole('button', { name: action, exact: true });
  await expect.poll(() => start.isEnabled(), { timeout: WAIT_MS }).toBe(true);
  await start.click();
  const cards = taskNames.map((name) => page.getByRole('region', { name: 'Results' }).getByRole('article', { name, exact: true }));
  for (const card of cards) {
    // A failure would never become Completed: fail at once with what the card says instead of waiting it out.
    await expect
      .poll(
        async () => {
          const text = await card.locator('.badge').textContent();
          if (text === 'Failed') throw new Error(`the task failed: ${await card.innerText()}`);
          return text;
        },
        { timeout: WAIT_MS, interval: 200 },
      )
      .toBe('Completed');
  }
  return cards;
}

/** The params of every `tasks:submit` the page sent, in order: what the panel asked the tool for. */
export function submittedParams(session: PanelSession): Record<string, unknown>[] {
  return session.requests
    .filter((frame) => frame.channel === 'tasks:submit')
    .map((frame) => (frame.payload as { params: Record<string, unknown> }).params);
}

export async function taskIdOf(card: Locator): Promise<string> {
  const id = (await card.getAttribute('id')) ?? '';
  expect(id).toMatch(/^task-/);
  return id.slice('task-'.length);
}

/** The task's last state the host pushed (its result metadata, as the card read it). */
export function lastState(session: PanelSession, taskId: string): Task {
  const task = session.tasks.filter((entry) => entry.id === taskId).at(-1);
  if (!task) throw new Error(`no task:update for ${taskId}`);
  return task;
}

/** Save as… in web mode is a browser download: it is saved into `dir` under the name the browser suggested. */
export async function saveDownload(card: Locator, dir: string): Promise<string> {
  const page = card.page();
  const downloading = page.waitForEvent('download', { timeout: WAIT_MS });
  // Pressed from the keyboard, not clicked at a point: the card's page pictures still arriving can move the button
  // between the moment a click finds it and the moment the click lands (the click then hit the card, and nothing
  // downloaded). A focused button takes Enter wherever it has moved to.
  const save = card.getByRole('button', { name: 'Save as…' });
  await save.focus({ timeout: WAIT_MS });
  await save.press('Enter', { timeout: WAIT_MS });
  // A save that went wrong shows why on the card ("Could not save: …"): that ends the wait with the reason.
  const problem = card
    .getByText(/^Could not save/)
    .waitFor({ timeout: WAIT_MS })
    .then(async () => {
      throw new Error(`Save as… failed: ${await card.innerText()}`);
    });
  const download = await Promise.race([downloading, problem]).catch(async (error: unknown) => {
    throw new Error(`${(error as Error).message}\nThe card said: ${await card.innerText().catch(() => '(gone)')}`);
  });
  void problem.catch(() => undefined);
  void downloading.catch(() => undefined);
  const target = join(dir, download.suggestedFilename());
  await download.saveAs(target);
  expect(await download.failure()).toBeNull();
  return target;
}

/** Closes the in-page "is ready" notifications, so a screenshot shows the cards under them. */
export async function dismissNotifications(page: Page): Promise<void> {
  const buttons = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss notification' });
  // Dispatched rather than clicked at a point: notifications still arriving move the list, and a click aimed at a
  // button that moved meanwhile waits for it to hold still (a full 180 s on a busy machine, seen once).
  while ((await buttons.count()) > 0) await buttons.first().dispatchEvent('click');
}

/** Every picture inside `scope` has been drawn by the browser (it loaded, and has pixels). */
export function allPicturesLoaded(scope: Locator): Promise<boolean> {
  return scope
    .locator('img')
    .evaluateAll(
      (images) =>
        images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0),
    );
}
