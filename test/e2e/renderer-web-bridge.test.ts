/**
 * The renderer's web bridge in Chromium against the real web host (main/web) and the real local engine: the page
 * finds no preload, installs the WebSocket bridge, stages files by upload, merges, and saves by browser download.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../main/core/app-services';
import { startEngine } from '../../main/engine/server';
import type { AppServices } from '../../main/core/app-services';
import { plaintextCipher } from '../../main/core/key-store';
import { startWebHost } from '../../main/web/server';
import type { WebHost } from '../../main/web/server';
import { isInside } from '../../main/web/web-data-dir';
import { createWebPlatform } from '../../main/web/web-platform';
import { builtRenderer, launchChromium, screenshot } from './renderer-harness';
import { CORPUS_ROOT } from '../helpers/corpus';

const run = promisify(execFile);
const CORPUS = `${CORPUS_ROOT}/pptx`;

let work: string;
let rendererDir: string;
let services: AppServices;
let host: WebHost;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'deckhand-web-bridge-'));
  const stageDir = join(work, 'data', 'staging');
  await mkdir(stageDir, { recursive: true });
  rendererDir = builtRenderer();
  services = await createAppServices({
    dataDir: join(work, 'data'),
    platform: createWebPlatform(),
    cipher: plaintextCipher,
    version: '0.1.0-test',
    fileAccess: (candidate) => isInside(stageDir, candidate),
    startEngine: (engine) => startEngine(engine),
  });
  host = await startWebHost({ services, rendererDir, stageDir });
  browser = await launchChromium();
  context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1000, height: 760 } });
  context.setDefaultTimeout(60_000);
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await host?.close();
  await services?.close();
  await rm(work, { recursive: true, force: true });
});

describe('web bridge over the real web host', () => {
  it('connects with the token from the address and reports the browser transport', async () => {
    await page.goto(`${host.url}#/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => page.locator('dl.facts').last().textContent()).toContain('browser');
    expect(await page.getByRole('radio', { name: /^Local engine/ }).isChecked()).toBe(true);
    // Web mode keeps keys without the OS keychain: the page must say so where the key is entered.
    await page.getByRole('radio', { name: /^DeckFlow cloud/ }).check();
    await page.getByText('In the browser version there is no keychain', { exact: false }).waitFor();
  });

  it('uploads decks, merges them on the engine, and saves the result as a browser download', async () => {
    await page.getByRole('link', { name: 'Merge', exact: true }).click();
    await page.getByLabel('Add decks').setInputFiles([join(CORPUS, 'pp-sld-slides.pptx'), join(CORPUS, 'pp-tbl-cell.pptx')]);
    const names = page.getByRole('list', { name: 'Decks to merge, in slide order' }).locator('.staged__detail');
    // Staged means uploaded to the host: each row then shows the file's size from the host's answer.
    await expect.poll(() => names.allTextContents(), { timeout: 60_000 }).toEqual(['18.0 KB', '27.6 KB']);

    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const card = page.locator('article.card').first();
    await expect.poll(() => card.locator('.badge').textContent(), { timeout: 120_000 }).toBe('Completed');
    // In a browser the finished task is announced by an in-page toast.
    await page.getByRole('region', { name: 'Notifications' }).getByText('is ready').waitFor();
    await screenshot(page, 'web-merge-completed-light');

    const downloaded = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Save as…' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    const target = join(work, download.suggestedFilename());
    await download.saveAs(target);
    expect((await stat(target)).size).toBeGreaterThan(0);
    const { stdout: tested } = await run('unzip', ['-t', target]);
    expect(tested).toContain('No errors detected');
    // 3 + 3 slides in: the download is the merged deck, not one of the inputs.
    const { stdout: listing } = await run('unzip', ['-Z1', target]);
    expect(listing.split('\n').filter((entry) => /^ppt\/slides\/slide\d+\.xml$/.test(entry))).toHaveLength(6);
    expect(await card.getByRole('status').textContent()).toContain('Downloading');
    expect(await card.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
  });

  it('lists the merge in History and deletes it after confirmation', async () => {
    await page.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => page.locator('.history-toolbar__count').textContent()).toBe('1 task');
    // The merge is named after all its decks: the name the page sent went through the core to the engine.
    expect(await page.locator('table.history tbody .history__title').first().textContent()).toBe('pp-sld-slides.pptx + 1 more');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No tasks yet.').waitFor();
    expect(errors).toEqual([]);
  });
});
