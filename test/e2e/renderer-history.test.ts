/**
 * History, Settings and app-level behaviour in real Chromium, against the built renderer with a fake bridge.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeCall, FakePageGlobals } from './renderer-fake-bridge';
import { LOCAL_INFO, historyTasks, openFakePage, screenshot, startRendererFixture } from './renderer-harness';
import type { RendererFixture } from './renderer-harness';

let fixture: RendererFixture;

beforeAll(async () => {
  fixture = await startRendererFixture();
});

afterAll(async () => {
  await fixture?.close();
});

async function calls(page: Page, method: string): Promise<FakeCall[]> {
  const all = await page.evaluate(() => (globalThis as unknown as FakePageGlobals).__fake?.calls ?? []);
  return all.filter((call) => call.method === method);
}

function range(page: Page) {
  return page.getByRole('navigation', { name: 'History pages' }).locator('.pager__range');
}

function rowNames(page: Page) {
  return page.locator('table.history tbody th[scope="row"]').allTextContents();
}

describe('history', () => {
  it('lists tasks newest first, 20 a page, with type, status, times and sizes', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tasks: historyTasks(57) });
    await page.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => range(page).textContent()).toBe('1–20 of 57');
    expect(await page.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    const names = await rowNames(page);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('deck-57.pptx');
    expect(names[19]).toBe('deck-38.pptx');

    const first = page.getByRole('row', { name: /deck-57\.pptx/ });
    expect(await first.getByRole('cell').first().textContent()).toBe('Merge decks');
    expect(await first.locator('.badge').textContent()).toBe('Completed');
    expect(await first.locator('time').textContent()).toBe('just now');
    const exact = await first.locator('time').getAttribute('title');
    expect(exact).toMatch(/\d{4}/);
    expect(await first.locator('td.numeric').textContent()).toBe('303 KB');
    expect(
      await page
        .getByRole('row', { name: /deck-56\.pptx/ })
        .locator('time')
        .textContent(),
    ).toBe('1 minute ago');
    expect(
      await page
        .getByRole('row', { name: /deck-54\.pptx/ })
        .locator('.badge')
        .textContent(),
    ).toBe('Failed');
    expect(
      await page
        .getByRole('row', { name: /deck-54\.pptx/ })
        .locator('td.numeric')
        .textContent(),
    ).toBe('—');

    const next = page.getByRole('button', { name: 'Next' });
    const previous = page.getByRole('button', { name: 'Previous' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => range(page).textContent()).toBe('21–40 of 57');
    await next.click();
    await expect.poll(() => range(page).textContent()).toBe('41–57 of 57');
    await expect.poll(async () => (await rowNames(page)).length).toBe(17);
    expect(await next.isDisabled()).toBe(true);
    await previous.click();
    await expect.poll(() => range(page).textContent()).toBe('21–40 of 57');
    expect((await calls(page, 'tasks.list')).map((call) => call.args[0])).toEqual([
      { startIndex: 0, maxResults: 20 },
      { startIndex: 20, maxResults: 20 },
      { startIndex: 40, maxResults: 20 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes only after confirmation in a modal dialog, then drops the row', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(57) }, { hash: '#/history' });
    await expect.poll(() => range(page).textContent()).toBe('1–20 of 57');
    const target = page.getByRole('row', { name: /deck-55\.pptx/ });
    await target.getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('“deck-55.pptx” and its result file will be removed');
    // The safe choice has the focus, and Tab stays inside the modal dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await screenshot(page, 'history-delete-dialog-light');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await calls(page, 'tasks.delete')).toEqual([]);
    expect(await rowNames(page)).toContain('deck-55.pptx');
    // Focus went back to the button that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');

    await target.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await calls(page, 'tasks.delete')).map((call) => call.args[0])).toEqual(['task-003']);
    await expect.poll(() => range(page).textContent()).toBe('1–20 of 56');
    expect(await rowNames(page)).not.toContain('deck-55.pptx');
    expect(await rowNames(page)).toHaveLength(20);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('stays readable in the dark theme', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(57) }, { colorScheme: 'dark', hash: '#/history' });
    await expect.poll(() => range(page).textContent()).toBe('1–20 of 57');
    const colors = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const cell = getComputedStyle(document.querySelector('table.history tbody th') as Element);
      return { background: body.backgroundColor, text: cell.color };
    });
    expect(colors.background).toBe('rgb(18, 22, 28)');
    expect(colors.text).toBe('rgb(230, 234, 240)');
    await screenshot(page, 'history-dark');
    await page
      .getByRole('row', { name: /deck-57\.pptx/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'history-delete-dialog-dark');
    await context.close();
  });

  it('a notification click (ui:focusTask) opens History with that task focused', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(5) });
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    await page.evaluate(() => (globalThis as unknown as FakePageGlobals).__fake?.emit('ui:focusTask', { id: 'task-002' }));
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('task-task-002');
    await context.close();
  });

  it('follows a running task by pushed events alone: no polling while idle, the row updates when main says so', async () => {
    const [newest, ...older] = historyTasks(3);
    if (!newest) throw new Error('no tasks');
    const { result: _result, ...unfinished } = newest;
    const running = { ...unfinished, status: 'running' as const, progress: 40 };
    const { page, context } = await openFakePage(fixture, { tasks: [running, ...older] }, { hash: '#/history' });
    const row = page.getByRole('row', { name: /deck-03\.pptx/ });
    await expect.poll(() => row.locator('.badge').textContent()).toBe('Running');
    const reads = async () => (await calls(page, 'tasks.list')).length + (await calls(page, 'tasks.get')).length;
    const before = await reads();
    await page.waitForTimeout(3_000);
    expect(await reads()).toBe(before);

    await page.evaluate((task) => (globalThis as unknown as FakePageGlobals).__fake?.emit('task:update', task), {
      ...newest,
      updatedAt: new Date().toISOString(),
    });
    await expect.poll(() => row.locator('.badge').textContent()).toBe('Completed');
    expect(await reads()).toBe(before);
    await context.close();
  });

  it('puts Name first, then Type, Status, Created and Size', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(3) }, { hash: '#/history' });
    await expect.poll(() => range(page).textContent()).toBe('1–3 of 3');
    expect(await page.locator('table.history thead th').allTextContents()).toEqual([
      'Name',
      'Type',
      'Status',
      'Created',
      'Size',
      'Actions',
    ]);
    const cells = await page
      .getByRole('row', { name: /deck-03\.pptx/ })
      .locator('th, td')
      .allTextContents();
    expect(cells.slice(0, 5)).toEqual(['deck-03.pptx', 'Merge decks', 'Completed', 'just now', '303 KB']);
    await context.close();
  });

  it('saves a completed task from History and shows it in its folder; a failed task says why; one page has no pager buttons', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openFakePage(fixture, { tasks: historyTasks(5) }, { colorScheme: scheme, hash: '#/history' });
      await expect.poll(() => range(page).textContent()).toBe('1–5 of 5');
      // Everything fits on one page: the range stays, Previous / Next go.
      expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);

      const failed = page.getByRole('row', { name: /deck-02\.pptx/ });
      expect(await failed.locator('.badge').textContent()).toBe('Failed');
      const reason = failed.getByText('The second file is not a PowerPoint deck.', { exact: true });
      await reason.waitFor();
      expect(await reason.getAttribute('title')).toBe('The second file is not a PowerPoint deck.');
      expect(await failed.getByRole('button', { name: 'Save as…' }).count()).toBe(0);

      const done = page.getByRole('row', { name: /deck-05\.pptx/ });
      const save = done.getByRole('button', { name: 'Save as…' });
      // Every row has a Save as…: each one says which task it saves.
      expect(await save.getAttribute('aria-describedby')).toBe('history-name-task-001');
      expect(await done.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
      await save.click();
      await expect.poll(() => done.getByRole('status').textContent()).toBe('Saved to /home/ada/Downloads/quarterly-review.pptx');
      expect((await calls(page, 'tasks.save')).map((call) => call.args[0])).toEqual(['task-001']);
      await done.getByRole('button', { name: 'Show in folder' }).click();
      await expect
        .poll(async () => (await calls(page, 'files.showInFolder')).map((call) => call.args[0]))
        .toEqual(['/home/ada/Downloads/quarterly-review.pptx']);
      await screenshot(page, `history-saved-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('in a browser, Save as… in History downloads and offers no Show in folder', async () => {
    const { page, context } = await openFakePage(
      fixture,
      {
        tasks: historyTasks(2),
        canShowInFolder: false,
        saveOutcome: { kind: 'browser-download', url: '/api/download/task-001?token=t', fileName: 'deck-02-merged.pptx' },
      },
      { hash: '#/history' },
    );
    const done = page.getByRole('row', { name: /deck-02\.pptx/ });
    await done.getByRole('button', { name: 'Save as…' }).click();
    await expect.poll(() => done.getByRole('status').textContent()).toContain('Downloading “deck-02-merged.pptx”');
    expect(await done.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
    await context.close();
  });

  it('shows the empty state when there are no tasks', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: [] }, { hash: '#/history' });
    await page.getByText('No tasks yet. Merged decks will show up here.').waitFor();
    await context.close();
  });
});

describe('settings', () => {
  it('shows the backend and engine, and warns when the key would be stored as plain text', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openFakePage(
        fixture,
        { info: { ...LOCAL_INFO, keyStorage: 'plaintext' } },
        { colorScheme: scheme, hash: '#/settings' },
      );
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByText('Your API key is stored without encryption').waitFor();
      expect(await page.locator('dl.facts').textContent()).toContain('Local engine (on this computer)');
      expect(await page.locator('dl.facts').textContent()).toContain('Data folder: /home/ada/.config/Deckhand/engine');
      await screenshot(page, `settings-plaintext-${scheme}`);
      await context.close();
    }
    const { page, context } = await openFakePage(fixture, {}, { hash: '#/settings' });
    await page.getByText('Encrypted by the system keychain').waitFor();
    expect(await page.getByText('Your API key is stored without encryption').count()).toBe(0);
    await context.close();
  });
});

describe('app shell', () => {
  it('has landmarks, a skip link and a visible focus ring on every control reached by Tab', async () => {
    const { page, context } = await openFakePage(fixture);
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    // Every tool in the navigation (from the panel registry), then History and Settings.
    const navigation = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    expect(navigation.slice(0, 2)).toEqual(['Merge', 'Resize']);
    expect(navigation.slice(-2)).toEqual(['History', 'Settings']);
    const reached: { name: string; outline: string }[] = [];
    for (let step = 0; step < navigation.length + 2; step += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          const style = getComputedStyle(active);
          return {
            name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
          };
        }),
      );
    }
    // The Merge button is disabled with nothing staged, so Tab skips it.
    expect(reached.map((entry) => entry.name)).toEqual(['Skip to content', ...navigation, 'Choose files…']);
    for (const entry of reached) expect(entry.outline).toBe('solid 3px');
    await context.close();
  });
});
