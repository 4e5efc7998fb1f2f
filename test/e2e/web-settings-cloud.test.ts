/**
 * Settings → DeckFlow cloud, end to end through `npm run web`: a second local engine, started with a key of its own,
 * plays the cloud. A wrong key is refused in plain words; the right one switches the tools and History to that
 * service without a restart. No key ever reaches the page (IPC frames, DOM) or the host's log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { CORPUS_ROOT } from '../helpers/corpus';
import { postTask, startTestEngine, waitForTask } from '../helpers/engine';
import type { TestEngine } from '../helpers/engine';
import { ensureRendererBuilt, startWebApp } from '../helpers/web-app';
import type { WebApp } from '../helpers/web-app';
import { WAIT_MS } from '../helpers/web-panel-session';

const CLOUD_KEY = 'cloud-secret-7f3a9c2e5b1d';
const WRONG_KEY = 'wrong-secret-0000aaaa';

let browser: Browser;
let app: WebApp;
let cloud: TestEngine;
let dataDir: string;

beforeAll(async () => {
  ensureRendererBuilt();
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-web-cloud-'));
  cloud = await startTestEngine({ key: CLOUD_KEY, testTools: false });
  // The "cloud" already has a task of its own, which the local engine does not.
  const created = await postTask(cloud.baseUrl, cloud.key, {
    type: 'image.resize',
    name: 'cloud-photo.jpg',
    params: { maxWidth: 64 },
    files: [{ path: join(CORPUS_ROOT, 'images', 'poi-clock.jpg') }],
  });
  const task = (await created.json()) as { id: string };
  await waitForTask(cloud.baseUrl, cloud.key, task.id);
  app = await startWebApp({ dataDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await cloud?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run web: the cloud backend with a key kept by main', () => {
  it(
    'refuses a wrong key in plain words, switches tools and History with the right one, and never shows a key',
    { timeout: 600_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      const frames: string[] = [];
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('websocket', (socket) => {
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
        socket.on('framesent', (frame) => frames.push(String(frame.payload)));
      });
      await page.goto(`${app.url}#/history`);
      await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
      await page.getByText('No tasks yet.', { exact: false }).waitFor();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('radio', { name: /^DeckFlow cloud/ }).check();
      await page.getByLabel('Service address').fill(cloud.baseUrl);
      const key = page.getByLabel('DeckFlow API key');
      await key.fill(WRONG_KEY);
      await page.getByRole('button', { name: 'Save key' }).click();
      await page.getByText(`A key is set (ending in ${WRONG_KEY.slice(-4)}).`).waitFor();
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText(/refused the key: check it and enter it again\./).waitFor();

      await key.fill(CLOUD_KEY);
      await page.getByRole('button', { name: 'Replace' }).click();
      await page.getByText(`A key is set (ending in ${CLOUD_KEY.slice(-4)}).`).waitFor();
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText(/it answered and accepted the key\./).waitFor();
      await page.getByRole('button', { name: 'Use this backend' }).click();
      await page.getByRole('banner').getByText('DeckFlow cloud', { exact: true }).waitFor();

      // History is the cloud's now, without a reload: its task is listed, the local engine's list is gone.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
      await page.locator('table.history .history__title').getByText('cloud-photo.jpg', { exact: true }).waitFor();
      // The panels take their tools from the cloud's registry: Merge is there and ready.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merge', exact: true }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Choose files…' }).isEnabled()).toBe(true);

      // Back to the local engine: its (empty) History returns.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('radio', { name: /^Local engine/ }).check();
      await page.getByRole('button', { name: 'Use this backend' }).click();
      await page.getByRole('banner').getByText('Local engine', { exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
      await page.getByText('No tasks yet.', { exact: false }).waitFor();

      const html = await page.content();
      for (const secret of [CLOUD_KEY, WRONG_KEY]) {
        expect(html).not.toContain(secret);
        // What the page sent (the key, once, to store it) is fine; nothing main sends back may carry it.
        expect(frames.filter((frame) => frame.includes('"kind":"response"') || frame.includes('"kind":"event"')).join('\n')).not.toContain(
          secret,
        );
        expect(app.output()).not.toContain(secret);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
