/**
 * What goes wrong in the Merge panel of `npm run web`, said plainly: a broken deck reported as it is added, a dropped
 * non-deck refused before any upload, and no app without the printed token.
 */
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp } from '../helpers/web-app';
import type { WebApp } from '../helpers/web-app';
import {
  SAMPLE_SHOW,
  BROKEN,
  WAIT_MS,
  openSession,
  shot,
  eventually,
  seenInPage,
  stagedList,
  stagedRows,
  stagedRow,
  dataTransferWith,
  dropOnWindow,
  stageByInput,
  mergeJourney,
} from './merge-journey-driver';

const journey = mergeJourney();

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
      const session = await openSession(journey.browser, app.url);
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

  it('a dropped non-deck is refused, with the reason, before any upload', async () => {
    const session = await openSession(journey.browser, app.url);
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

  it('without the printed token there is no app: the page is refused and the WebSocket will not open', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1100, height: 800 } });
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
