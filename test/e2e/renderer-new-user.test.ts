/**
 * What a new user found confusing (issue #19, item 13 and the visible parts of items 3 and 9), in real Chromium with
 * the fake bridge: a cancelled task reads Cancelled; what the header says about a task goes when the task is acted on
 * (a failure also after a minute); History names tools as the sidebar does; focus stays in the panel after Start; with
 * the cloud unreachable the header and the advice say the cloud, not the engine; a .ppt the system typed its own way
 * still finds its tools; and Settings says when the saved key is for another address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppInfo } from '../../shared/contract/ipc';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { calls, emit, file } from './fake-page-driver';
import { LOCAL_INFO, openFakePage, screenshot, useRendererFixture } from './renderer-harness';
import { dataTransferWith, dropOnWindow } from './merge-journey-driver';
import { WINDOW_SIZES, spills } from './panel-shots';

const tool = (type: string) => describeTool(findTool(type)!);
const TOOLS = [tool('pptx.join'), tool('convertor.ppt2pdf'), tool('convertor.ppt2pptx'), tool('image.resize')];
const WEB_INFO: AppInfo = { ...LOCAL_INFO, transport: 'web' };
const CLOUD_INFO: AppInfo = {
  ...WEB_INFO,
  backend: { kind: 'cloud', baseUrl: 'https://app.deckflow.com/api', keySet: true, keyHint: 'abcd' },
  cloud: {
    kind: 'cloud',
    baseUrl: 'https://app.deckflow.com/api',
    keySet: true,
    keyHint: 'abcd',
    keyAddress: 'https://app.deckflow.com/api',
  },
  engine: null,
};

const fixture = useRendererFixture();

function task(id: string, name: string, type: string, status: Task['status'], error?: Task['error']): Task {
  const now = new Date().toISOString();
  return { id, name, type, status, preview: null, createdAt: now, updatedAt: now, ...(error ? { error } : {}) };
}
const CANCELLED: Task['error'] = { code: 'cancelled', message: 'Cancelled before it finished.' };

/** The narrow window issue #9 names, light: nothing may reach past the panel or make the page scroll sideways. */
async function atNarrowWindow(page: Page, name: string): Promise<void> {
  const narrow = WINDOW_SIZES[1];
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(narrow);
  expect(await spills(page)).toEqual([]);
  await screenshot(page, name);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('what a new user is told', () => {
  it('says Cancelled for a cancelled task, names tools as the sidebar does, and clears a task’s message once it is acted on', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      {
        info: WEB_INFO,
        tools: TOOLS,
        tasks: [
          task('t-cancel', 'board.pptx', 'convertor.ppt2pdf', 'failed', CANCELLED),
          task('t-broken', 'broken.pptx', 'pptx.join', 'failed', { code: 'invalid_file', message: 'broken.pptx is damaged.' }),
        ],
      },
      { hash: '#/history' },
    );
    await page.clock.install();
    const cancelledRow = page.locator('#task-t-cancel');
    await cancelledRow.locator('.badge').getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.locator('#task-t-broken .badge').textContent()).toBe('Failed');

    // One name per tool: History's filter uses the sidebar's.
    const nav = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    const options = (await page.getByLabel('Show').locator('option').allTextContents()).filter((label) => label !== 'All tools');
    expect(options.sort()).toEqual(['Convert to PDF', 'Merge', 'PPT to PPTX', 'Resize']);
    for (const label of options) expect(nav.map((name) => name.trim())).toContain(label);
    expect(await cancelledRow.locator('.history__type').textContent()).toMatch(/^Convert to PDF ·/);

    // A failure in the header goes once its task is retried.
    await emit(page, 'task:update', task('t-new', 'late.pptx', 'pptx.join', 'running'));
    await emit(page, 'task:update', task('t-new', 'late.pptx', 'pptx.join', 'failed', { code: 'timeout', message: 'It took too long.' }));
    const failed = toasts(page).getByRole('listitem').filter({ hasText: '“late.pptx” failed' });
    await failed.waitFor();
    await page.locator('#task-t-new').getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls(page, 'tasks.retry')).toHaveLength(1);
    await expect.poll(() => failed.count()).toBe(0);

    // A failure nobody acts on goes after a minute; a cancel is news, not a failure.
    await emit(page, 'task:update', task('t-other', 'other.pptx', 'pptx.join', 'running'));
    await emit(page, 'task:update', task('t-other', 'other.pptx', 'pptx.join', 'failed', { code: 'timeout', message: 'Slow.' }));
    const other = toasts(page).getByRole('listitem').filter({ hasText: '“other.pptx” failed' });
    await other.waitFor();
    await page.mouse.move(5, 700);
    await page.clock.fastForward(30_000);
    expect(await other.count()).toBe(1);
    await page.clock.fastForward(31_000);
    await expect.poll(() => other.count()).toBe(0);
    await emit(page, 'task:update', task('t-stop', 'stopped.pptx', 'pptx.join', 'running'));
    await emit(page, 'task:update', task('t-stop', 'stopped.pptx', 'pptx.join', 'failed', CANCELLED));
    await toasts(page).getByRole('listitem').filter({ hasText: '“stopped.pptx” was cancelled' }).waitFor();
    expect(await toasts(page).getByText('failed').count()).toBe(0);
    await screenshot(page, 'history-cancelled-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'history-cancelled-dark');
    await atNarrowWindow(page, 'history-cancelled-900');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps focus in the panel after Start, and a cancelled task’s card says Cancelled with Try again', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: WEB_INFO, tools: TOOLS }, { hash: '#/pdf' });
    await expect.poll(() => page.locator('.dropzone .button').isEnabled()).toBe(true);
    await page.getByLabel('Add presentations', { exact: true }).setInputFiles([file('board.pptx', 4000)]);
    const start = page.getByRole('button', { name: 'Convert', exact: true });
    await expect.poll(() => start.isEnabled()).toBe(true);
    await start.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('submission-sub-1');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

    await emit(page, 'submission:created', { submissionId: 'sub-1', task: task('t-1', 'board.pptx', 'convertor.ppt2pdf', 'running') });
    await emit(page, 'task:update', task('t-1', 'board.pptx', 'convertor.ppt2pdf', 'failed', CANCELLED));
    const card = page.locator('#task-t-1');
    await card.locator('.badge').getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText('The task was cancelled').waitFor();
    expect(await card.getByText('The task failed').count()).toBe(0);
    await card.getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'card-cancelled-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'card-cancelled-dark');
    await atNarrowWindow(page, 'card-cancelled-900');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with the cloud unreachable, says so in the header and in the advice, and checks again on request', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      {
        info: CLOUD_INFO,
        tools: TOOLS,
        submitFailure: { code: 'network_error', message: 'Cannot reach the service at https://app.deckflow.com/api (ENOTFOUND).' },
      },
      { hash: '#/pdf' },
    );
    await expect.poll(() => page.locator('.dropzone .button').isEnabled()).toBe(true);
    const banner = page.getByRole('banner');
    expect(await banner.getByText('DeckFlow cloud unreachable').count()).toBe(0);
    await page.getByLabel('Add presentations', { exact: true }).setInputFiles([file('board.pptx', 4000)]);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const chip = banner.getByRole('status').filter({ hasText: 'DeckFlow cloud unreachable' });
    await chip.waitFor();
    await page.getByText('Deckhand cannot reach the DeckFlow cloud.', { exact: true }).waitFor();
    await page.getByText('Check your network connection and the service address in Settings').waitFor();
    expect(await page.getByText('Check that the engine is running').count()).toBe(0);
    await screenshot(page, 'cloud-unreachable-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'cloud-unreachable-dark');
    await atNarrowWindow(page, 'cloud-unreachable-900');
    await page.emulateMedia({ colorScheme: 'light' });
    // The cloud answers the check (here: it refuses the key, so it is reachable): the chip goes.
    await chip.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => calls(page, 'settings.testConnection')).toHaveLength(1);
    await expect.poll(() => chip.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a .ppt the system typed its own way to the tools that take .ppt files', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: WEB_INFO, tools: TOOLS }, { hash: '#/history' });
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const transfer = await dataTransferWith(page, [{ name: 'Old deck.ppt', type: 'application/x-mspowerpoint', base64: 'AAAA' }]);
    await dropOnWindow(page, transfer);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Convert to PDF/ }).waitFor();
    await dialog.getByRole('button', { name: /PPT to PPTX/ }).waitFor();
    expect(await page.getByText('No tool here takes').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says when the saved cloud key is for another address, and saves a key for the address shown', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: CLOUD_INFO, tools: TOOLS }, { hash: '#/settings' });
    await page.getByLabel('Service address').waitFor();
    await page.getByText('A key is set (ending in abcd).').waitFor();
    await page.getByLabel('Service address').fill('https://eu.deckflow.example/api');
    await page
      .getByText(
        'The saved key (ending in abcd) is for https://app.deckflow.com/api, and is never sent to another address: paste the key for this one.',
      )
      .waitFor();
    await screenshot(page, 'settings-key-elsewhere-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-key-elsewhere-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('DeckFlow API key').fill('eu-key-9876');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect
      .poll(async () => (await calls(page, 'settings.setCloudKey'))[0]?.args)
      .toEqual(['11 characters', 'https://eu.deckflow.example/api']);
    await page.getByText('A key is set (ending in 9876).').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
