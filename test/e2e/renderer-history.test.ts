/**
 * History, Settings and app-level behaviour in real Chromium, against the built renderer with a fake bridge.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecipeRunState } from '../../shared/contract/recipes';
import { calls, emit } from './fake-page-driver';
import { LOCAL_INFO, MERGE_TOOL, RESIZE_TOOL, historyTasks, openFakePage, screenshot, useRendererFixture } from './renderer-harness';

const fixture = useRendererFixture();

function count(page: Page) {
  return page.locator('.history-toolbar__count');
}

function rowNames(page: Page) {
  return page.locator('table.history tbody .history__title').allTextContents();
}

function row(page: Page, name: string) {
  return page.locator('table.history tbody tr').filter({ has: page.locator('.history__title', { hasText: name }) });
}

describe('history', () => {
  it('lists tasks newest first with type, time, status and size, reading more pages only as the list is scrolled', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tasks: historyTasks(250) });
    await page.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => count(page).textContent()).toBe('250 tasks');
    expect(await page.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    const first = row(page, 'deck-250.pptx');
    expect(await first.locator('.history__type').textContent()).toBe('Merge · just now');
    expect(await first.locator('time').getAttribute('title')).toMatch(/\d{4}/);
    expect(await first.locator('.badge').textContent()).toBe('Completed');
    expect(await first.locator('td.numeric').textContent()).toBe('303 KB');
    expect(await row(page, 'deck-249.pptx').locator('.history__type').textContent()).toBe('Merge · 1 minute ago');
    expect(await row(page, 'deck-247.pptx').locator('.badge').textContent()).toBe('Failed');
    expect(await row(page, 'deck-247.pptx').locator('td.numeric').textContent()).toBe('—');
    // Only the rows near the screen are in the page, however long the list.
    expect((await rowNames(page)).length).toBeLessThan(60);
    expect((await calls(page, 'tasks.list')).map((call) => call.args[0])).toEqual([{ startIndex: 0, maxResults: 100 }]);

    // Scrolling to the end reads the next pages, and the last task can be reached.
    for (let attempt = 0; attempt < 40 && !(await rowNames(page)).includes('deck-01.pptx'); attempt++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => document.querySelectorAll('table.history tbody tr').length > 0);
    }
    await expect.poll(() => rowNames(page)).toContain('deck-01.pptx');
    expect((await calls(page, 'tasks.list')).map((call) => call.args[0])).toEqual([
      { startIndex: 0, maxResults: 100 },
      { startIndex: 100, maxResults: 100 },
      { startIndex: 200, maxResults: 100 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by tool', async () => {
    const tasks = historyTasks(6).map((task, index) =>
      index % 2 === 0 ? { ...task, type: 'image.resize', name: `photo-${index}.png` } : task,
    );
    const { page, context } = await openFakePage(fixture, { tasks, tools: [MERGE_TOOL, RESIZE_TOOL] }, { hash: '#/history' });
    await expect.poll(() => count(page).textContent()).toBe('6 tasks');
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Resize' });
    await expect.poll(() => count(page).textContent()).toBe('3 tasks');
    expect(await rowNames(page)).toEqual(['photo-0.png', 'photo-2.png', 'photo-4.png']);
    expect((await calls(page, 'tasks.list')).at(-1)?.args[0]).toEqual({ type: 'image.resize', startIndex: 0, maxResults: 100 });
    await context.close();
  });

  it('deletes only after confirmation in a modal dialog, then drops the row', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(57) }, { hash: '#/history' });
    await expect.poll(() => count(page).textContent()).toBe('57 tasks');
    const target = row(page, 'deck-55.pptx');
    await target.getByRole('button', { name: 'Delete' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
    await dialog.waitFor();
    // The output's name tells this task from another run of the same file.
    expect(await dialog.textContent()).toContain('“deck-55.pptx” (merged.pptx) and its result file will be removed');
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
    await expect.poll(() => count(page).textContent()).toBe('56 tasks');
    expect(await rowNames(page)).not.toContain('deck-55.pptx');
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('deletes several selected tasks at once, after one confirmation', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(8) }, { hash: '#/history' });
    await expect.poll(() => count(page).textContent()).toBe('8 tasks');
    for (const name of ['deck-08.pptx', 'deck-06.pptx', 'deck-03.pptx'])
      await row(page, name).getByRole('checkbox', { name: 'Select' }).check();
    await expect.poll(() => count(page).textContent()).toBe('8 tasks · 3 selected');
    await page.getByRole('button', { name: 'Delete selected…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 3 tasks?' });
    await dialog.waitFor();
    expect(await dialog.locator('li').allTextContents()).toEqual([
      'deck-08.pptx · merged.pptx',
      'deck-06.pptx · merged.pptx',
      'deck-03.pptx · merged.pptx',
    ]);
    await screenshot(page, 'history-delete-many-light');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => count(page).textContent()).toBe('5 tasks');
    expect((await calls(page, 'tasks.delete')).map((call) => call.args[0])).toEqual(['task-001', 'task-003', 'task-006']);
    expect(await rowNames(page)).toEqual(['deck-07.pptx', 'deck-05.pptx', 'deck-04.pptx', 'deck-02.pptx', 'deck-01.pptx']);
    await context.close();
  });

  it('retries a failed task and cancels a running one', async () => {
    const [newest, ...older] = historyTasks(5);
    if (!newest) throw new Error('no tasks');
    const { result: _result, ...unfinished } = newest;
    const running = { ...unfinished, status: 'running' as const, progress: 40 };
    const { page, context } = await openFakePage(fixture, { tasks: [running, ...older] }, { hash: '#/history' });
    const runningRow = row(page, 'deck-05.pptx');
    await expect.poll(() => runningRow.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await runningRow.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(async () => (await calls(page, 'tasks.cancel')).map((call) => call.args[0])).toEqual(['task-001']);
    const failedRow = row(page, 'deck-02.pptx');
    await failedRow.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => (await calls(page, 'tasks.retry')).map((call) => call.args[0])).toEqual(['task-004']);
    await failedRow.getByRole('button', { name: 'Started again' }).waitFor();
    await context.close();
  });

  it('stays live: a task created elsewhere appears on top, a deleted one goes, without reading the list again', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(3) }, { hash: '#/history' });
    await expect.poll(() => count(page).textContent()).toBe('3 tasks');
    const reads = async () => (await calls(page, 'tasks.list')).length;
    const before = await reads();
    const created = { ...historyTasks(1)[0]!, id: 'task-new', name: 'from another window.pptx', status: 'pending' as const };
    await emit(page, 'task:update', created);
    await expect.poll(() => rowNames(page)).toEqual(['from another window.pptx', 'deck-03.pptx', 'deck-02.pptx', 'deck-01.pptx']);
    await expect.poll(() => count(page).textContent()).toBe('4 tasks');
    await emit(page, 'task:removed', { id: 'task-002' });
    await expect.poll(() => rowNames(page)).toEqual(['from another window.pptx', 'deck-03.pptx', 'deck-01.pptx']);
    await expect.poll(() => count(page).textContent()).toBe('3 tasks');
    expect(await reads()).toBe(before);
    await context.close();
  });

  it('keeps long names on one line, cut with the whole name on hover, and nothing spills out at 900 px', async () => {
    const long = `${'Quarterly business review for the northern region '.repeat(4)}final.pptx`;
    const tasks = historyTasks(4).map((task, index) => (index === 1 ? { ...task, name: long } : task));
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openFakePage(
        fixture,
        { tasks },
        { hash: '#/history', colorScheme: scheme, viewport: { width: 900, height: 700 } },
      );
      await expect.poll(() => count(page).textContent()).toBe('4 tasks');
      const title = row(page, 'Quarterly').locator('.history__title');
      expect(await title.getAttribute('title')).toBe(long);
      const fits = await page.evaluate(() => {
        const wrap = document.querySelector('.table-wrap') as HTMLElement;
        const rows = [...document.querySelectorAll('table.history tbody tr')];
        const spills = rows.flatMap((tr) =>
          [...tr.querySelectorAll('button, .badge, .history__title')].filter((element) => {
            const box = element.getBoundingClientRect();
            const cell = (element.closest('td, th') as HTMLElement).getBoundingClientRect();
            return box.right > cell.right + 0.5 || box.left < cell.left - 0.5;
          }),
        );
        return { scrolls: wrap.scrollWidth > wrap.clientWidth, spills: spills.length };
      });
      expect(fits).toEqual({ scrolls: false, spills: 0 });
      await screenshot(page, `history-900-${scheme}`);
      await context.close();
    }
  });

  it('stays readable in the dark theme', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(57) }, { colorScheme: 'dark', hash: '#/history' });
    await expect.poll(() => count(page).textContent()).toBe('57 tasks');
    const colors = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const cell = getComputedStyle(document.querySelector('table.history tbody th') as Element);
      return { background: body.backgroundColor, text: cell.color };
    });
    expect(colors.background).toBe('rgb(18, 22, 28)');
    expect(colors.text).toBe('rgb(230, 234, 240)');
    await screenshot(page, 'history-dark');
    await row(page, 'deck-57.pptx').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'history-delete-dialog-dark');
    await context.close();
  });

  it('a notification click (ui:focusTask) opens History with that task focused', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(5) });
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    await emit(page, 'ui:focusTask', { id: 'task-002' });
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
    const target = row(page, 'deck-03.pptx');
    await expect.poll(() => target.locator('.badge').textContent()).toBe('Running');
    const reads = async () => (await calls(page, 'tasks.list')).length + (await calls(page, 'tasks.get')).length;
    const before = await reads();
    // Three seconds of the page's own clock (its timers are what a poll would run on), not of this process's: on a busy
    // machine a wait out here could pass before the page ran anything, and prove nothing.
    await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 3_000)));
    expect(await reads()).toBe(before);

    await emit(page, 'task:update', { ...newest, updatedAt: new Date().toISOString() });
    await expect.poll(() => target.locator('.badge').textContent()).toBe('Completed');
    expect(await reads()).toBe(before);
    await context.close();
  });

  it('saves a completed task from History and shows it in its folder; a failed task says why', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openFakePage(fixture, { tasks: historyTasks(5) }, { colorScheme: scheme, hash: '#/history' });
      await expect.poll(() => count(page).textContent()).toBe('5 tasks');
      const failed = row(page, 'deck-02.pptx');
      expect(await failed.locator('.badge').textContent()).toBe('Failed');
      // The row says it by the code, in the window's language; the engine's own sentence is the tooltip.
      const reason = failed.getByText('The request was refused: an option or a file does not fit this tool.', { exact: true });
      await reason.waitFor();
      expect(await reason.getAttribute('title')).toBe('The second file is not a PowerPoint deck.');
      expect(await failed.getByRole('button', { name: 'Save as…' }).count()).toBe(0);

      const done = row(page, 'deck-05.pptx');
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
    const done = row(page, 'deck-02.pptx');
    await done.getByRole('button', { name: 'Save as…' }).click();
    await expect.poll(() => done.getByRole('status').textContent()).toContain('Downloading “deck-02-merged.pptx”');
    expect(await done.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
    await context.close();
  });

  it('shows the empty state when there are no tasks', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: [] }, { hash: '#/history' });
    await page.getByText('No tasks yet. What you start in any tool shows up here.').waitFor();
    await context.close();
  });
});

describe('settings', () => {
  it('switches to the cloud with a key main keeps: the page learns only “set” and the last 4 characters', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openFakePage(
        fixture,
        { info: { ...LOCAL_INFO, keyStorage: 'plaintext' } },
        { colorScheme: scheme, hash: '#/settings' },
      );
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      const local = page.getByRole('radio', { name: /^Local engine/ });
      await local.waitFor();
      expect(await local.isChecked()).toBe(true);
      await screenshot(page, `settings-${scheme}`);
      await page.getByRole('radio', { name: /^DeckFlow cloud/ }).check();
      // The plain-text warning sits next to the key field, in the desktop app's words.
      await page.getByText('The key is stored without encryption').waitFor();
      expect(await page.getByText('install and unlock a keyring').count()).toBe(1);
      const key = page.getByLabel('DeckFlow API key');
      await key.fill('wrong-key');
      await page.getByRole('button', { name: 'Save key' }).click();
      await page.getByText('A key is set (ending in -key).').waitFor();
      expect(await key.inputValue()).toBe('');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText('app.deckflow.com refused the key: check it and enter it again.').waitFor();
      await key.fill('right-key');
      await page.getByRole('button', { name: 'Replace' }).click();
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText('Connected to app.deckflow.com: it answered and accepted the key.').waitFor();
      await page.getByRole('button', { name: 'Use this backend' }).click();
      await expect
        .poll(async () => (await calls(page, 'settings.update')).map((call) => call.args[0]))
        .toContainEqual({ backend: { kind: 'cloud', cloudBaseUrl: 'https://app.deckflow.com/api', serverBaseUrl: '' } });
      // The keys the page typed never come back from main: only their length was recorded here.
      expect(JSON.stringify(await calls(page, 'settings.setCloudKey'))).not.toContain('right-key');
      expect(await page.content()).not.toContain('right-key');
      await screenshot(page, `settings-cloud-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('says in web mode where the key is kept, and keeps notifications, saving and the engine in reach', async () => {
    const { page, context } = await openFakePage(
      fixture,
      { info: { ...LOCAL_INFO, transport: 'web', keyStorage: 'plaintext' } },
      { hash: '#/settings' },
    );
    await page.getByRole('radio', { name: /^DeckFlow cloud/ }).check();
    await page.getByText('In the browser version there is no keychain', { exact: false }).waitFor();
    await page.getByText('Results download where your browser keeps downloads.').waitFor();
    await page.getByLabel('Tell me when a task finishes', { exact: false }).uncheck();
    await expect
      .poll(async () => (await calls(page, 'settings.update')).map((call) => call.args[0]))
      .toContainEqual({ notifications: false });
    await page.getByText('5 MB by 0 tasks').waitFor();
    await page.getByRole('button', { name: 'Clear finished tasks…' }).click();
    await page.getByRole('dialog', { name: 'Delete every finished task?' }).getByRole('button', { name: 'Delete finished tasks' }).click();
    await page.getByText('There were no finished tasks.').waitFor();
    await context.close();
  });

  it('on the desktop, chooses a save folder and then may save without asking', async () => {
    const { page, context } = await openFakePage(fixture, {}, { hash: '#/settings' });
    const ask = page.getByLabel('Ask where to save each result', { exact: false });
    await ask.waitFor();
    expect(await ask.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Choose…' }).click();
    await page.getByText('/home/ada/Results').waitFor();
    await expect.poll(() => ask.isDisabled()).toBe(false);
    await ask.uncheck();
    await expect
      .poll(async () => (await calls(page, 'settings.update')).map((call) => call.args[0]))
      .toContainEqual({ askWhereToSave: false });
    await context.close();
  });
});

describe('app shell', () => {
  it('opens files given on the command line or the dock in the panel for their kind', async () => {
    const { page, context } = await openFakePage(fixture, { tools: [MERGE_TOOL, RESIZE_TOOL] }, { hash: '#/history' });
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await emit(page, 'ui:openFiles', { files: [{ path: '/home/ada/photo.png', name: 'photo.png', size: 12_000 }] });
    await page.getByRole('heading', { name: 'Resize images', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Pictures to resize' }).locator('.staged__name').allTextContents())
      .toEqual(['photo.png']);
    await page.getByRole('link', { name: 'History' }).click();
    await emit(page, 'ui:openFiles', {
      files: [
        { path: '/home/ada/a.pptx', name: 'a.pptx', size: 12_000 },
        { path: '/home/ada/b.pptx', name: 'b.pptx', size: 12_000 },
      ],
    });
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Decks to merge, in slide order' }).locator('.staged__name').allTextContents())
      .toEqual(['a.pptx', 'b.pptx']);
    await context.close();
  });

  it('says in the header while the local engine restarts, and stays quiet once it is back', async () => {
    const { page, context } = await openFakePage(fixture);
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    const banner = page.getByRole('banner');
    await emit(page, 'engine:status', { state: 'restarting', restarts: 1, message: 'The engine stopped (signal SIGKILL).' });
    await banner.getByText('Engine restarting…').waitFor();
    expect(await banner.getByText('Engine restarting…').getAttribute('title')).toBe('The engine stopped (signal SIGKILL).');
    await emit(page, 'engine:status', { state: 'running', restarts: 1 });
    await expect.poll(() => banner.getByText('Engine restarting…').count()).toBe(0);
    await emit(page, 'engine:status', { state: 'failed', restarts: 6, message: 'The local engine stopped 6 times within 60 s.' });
    await banner.getByText('Engine stopped').waitFor();
    await context.close();
  });

  it('has landmarks, a skip link and a visible focus ring on every control reached by Tab', async () => {
    const { page, context } = await openFakePage(fixture);
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    // Every tool in the navigation (from the panel registry), then History and Settings.
    const navigation = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    expect(navigation.slice(0, 2)).toEqual(['Merge', 'Split']);
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

  it('tells two runs of one deck apart: each row shows its output and the option that differs', async () => {
    const at = new Date().toISOString();
    const run = (id: string, template: string, fileName: string, extra: Record<string, unknown> = {}) => ({
      id,
      name: 'tika-2605.pptx',
      type: 'revamp',
      status: 'completed' as const,
      preview: null,
      createdAt: at,
      updatedAt: at,
      result: { url: `/tools/tasks/${id}/output`, fileName, size: 1000, template, ...extra },
    });
    const compress = {
      ...run('task-c', '', 'tika-2605-compressed.pptx', {
        preset: 'smallest',
        targetBytes: 209_715,
        targetMet: false,
        outputSize: 391_168,
      }),
      type: 'file.compress',
    };
    const tasks = [run('task-a', 'sunrise', 'tika-2605-revamped.pptx'), run('task-b', 'slate', 'tika-2605-revamped (2).pptx'), compress];
    const { page, context } = await openFakePage(fixture, { tasks }, { hash: '#/history' });
    await expect
      .poll(() => page.locator('table.history tbody .history__detail').allTextContents())
      .toEqual([
        'Sunrise design · tika-2605-revamped.pptx',
        'Slate design · tika-2605-revamped (2).pptx',
        'Smallest · Could not reach 0.2 MB: the smallest is 382 KB, with Smallest. · tika-2605-compressed.pptx',
      ]);
    await screenshot(page, 'history-runs-told-apart');
    await context.close();
  });
});

describe('the Automations runs table', () => {
  it('keeps names, states and the Retry button readable at 1400 px, long output paths wrapping in their own column', async () => {
    const at = new Date().toISOString();
    const long = 'Quarterly business review for the northern region, final version with appendix.pptx';
    const run: RecipeRunState = {
      id: 'run-1',
      recipe: { version: 1, name: 'Legacy decks → PDF', steps: [{ type: 'convertor.ppt2pptx' }, { type: 'convertor.ppt2pdf' }] },
      steps: [
        { type: 'convertor.ppt2pptx', title: 'PPT to PPTX' },
        { type: 'convertor.ppt2pdf', title: 'Convert to PDF' },
      ],
      status: 'finished',
      startedAt: at,
      finishedAt: at,
      files: [
        {
          id: 'f1',
          name: long,
          status: 'ready',
          step: 2,
          outputs: [{ taskId: 't1', fileName: 'x.pdf', path: `/home/someone/Documents/Board packs/2026/${long.replace('.pptx', '.pdf')}` }],
        },
        {
          id: 'f2',
          name: 'budget-2027-draft-with-comments-from-finance.ppt',
          status: 'failed',
          step: 1,
          error: {
            code: 'invalid_file',
            message: 'LibreOffice could not open “budget-2027-draft-with-comments-from-finance.ppt”: the file is damaged.',
          },
          outputs: [],
        },
      ],
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openFakePage(
        fixture,
        { runs: [run] },
        { hash: '#/automations', colorScheme, viewport: { width: 1400, height: 900 } },
      );
      const table = page.locator('.run-files-table');
      await table.waitFor();
      const retry = table.getByRole('button', { name: /^Retry/ });
      const box = await retry.boundingBox();
      // One line of text: a button squeezed to a letter per line is several times taller than wide.
      expect(box && box.width > box.height).toBe(true);
      const nameCell = table.locator('tbody th').first();
      expect((await nameCell.boundingBox())?.width ?? 0).toBeGreaterThan(200);
      await screenshot(page, `automations-runs-1400-${colorScheme}`);
      await context.close();
    }
  });
});
