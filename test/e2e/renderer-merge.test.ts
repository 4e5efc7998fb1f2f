/**
 * The merge panel in real Chromium, against the built renderer with a fake bridge (renderer-fake-bridge.ts):
 * what a person sees and can do with keyboard and mouse, from adding decks to saving the result.
 */
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import { MB, MERGE_TOOL, openFakePage, pptxFile, screenshot, useRendererFixture } from './renderer-harness';
import { addDecks, row, stagedNames, task } from './merge-panel-page';

const fixture = useRendererFixture();

describe('merge panel', () => {
  it('refuses files the merger does not take, and says why using the tool descriptor', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [{ ...MERGE_TOOL, maxFileBytes: 1 * MB }] });
    await addDecks(page, [
      { name: 'notes.txt', bytes: 2000 },
      { name: 'big.pptx', bytes: 2 * MB },
      { name: 'ok.pptx', bytes: 4000 },
    ]);
    const notices = page.getByRole('list', { name: 'Files not added' });
    await expect
      .poll(() => notices.getByRole('alert').allTextContents())
      .toEqual([
        '“notes.txt” is not a file Merge decks takes: it takes .pptx files, not .txt.',
        '“big.pptx” is 2 MB; Merge decks takes files up to 1 MB.',
      ]);
    await expect.poll(() => stagedNames(page)).toEqual(['ok.pptx']);
    await screenshot(page, 'merge-refused-light');
    await page.getByRole('button', { name: 'Dismiss message' }).first().click();
    await expect.poll(() => notices.getByRole('alert').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('enables Merge only once two decks are staged', async () => {
    const { page, context } = await openFakePage(fixture);
    const merge = page.getByRole('button', { name: 'Merge', exact: true });
    await expect.poll(() => merge.isDisabled()).toBe(true);
    // With nothing staged the bar says only what to do.
    await expect.poll(() => page.locator('#merge-hint').textContent()).toBe('Add at least 2 decks to merge.');
    await addDecks(page, [{ name: 'one.pptx', bytes: 5000 }]);
    await expect.poll(() => stagedNames(page)).toEqual(['one.pptx']);
    await expect.poll(() => page.locator('#merge-hint').textContent()).toContain('Add at least 2 decks to merge.');
    expect(await merge.isDisabled()).toBe(true);
    await addDecks(page, [{ name: 'two.pptx', bytes: 7000 }]);
    await expect.poll(() => merge.isEnabled()).toBe(true);
    await expect.poll(() => page.locator('#merge-hint').textContent()).toContain('2 decks');
    await context.close();
  });

  it('Choose files… opens the file picker for several decks at once and stages what is picked', async () => {
    const { page, context } = await openFakePage(fixture);
    const choose = page.getByRole('button', { name: 'Choose files…' });
    await expect.poll(() => choose.isEnabled()).toBe(true);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.click()]);
    expect(chooser.isMultiple()).toBe(true);
    await chooser.setFiles([pptxFile('picked-a.pptx', 5000), pptxFile('picked-b.pptx', 7000)]);
    await expect.poll(() => stagedNames(page)).toEqual(['picked-a.pptx', 'picked-b.pptx']);
    await expect.poll(() => page.getByRole('button', { name: 'Merge', exact: true }).isEnabled()).toBe(true);
    await context.close();
  });

  it('reorders with Move up / Move down and Alt+Arrow keys, and focus follows the moved deck', async () => {
    const { page, context } = await openFakePage(fixture);
    await addDecks(page, [
      { name: 'a.pptx', bytes: 1000 },
      { name: 'b.pptx', bytes: 2000 },
      { name: 'c.pptx', bytes: 3000 },
    ]);
    await expect.poll(() => stagedNames(page)).toEqual(['a.pptx', 'b.pptx', 'c.pptx']);

    await row(page, 'a.pptx').getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => stagedNames(page)).toEqual(['b.pptx', 'a.pptx', 'c.pptx']);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'moved' }).textContent()).toBe('a.pptx moved to position 2 of 3.');
    // A mouse click shows no focus ring: the moved row lights up instead, then settles.
    const movedRow = row(page, 'a.pptx');
    expect(await movedRow.getAttribute('data-moved')).toBeTruthy();
    expect(await row(page, 'b.pptx').getAttribute('data-moved')).toBeNull();
    expect(await movedRow.evaluate((element) => getComputedStyle(element).animationName)).toMatch(/^staged-moved-/);
    await expect.poll(() => movedRow.getAttribute('data-moved'), { timeout: 30_000 }).toBeNull();

    await row(page, 'c.pptx').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => stagedNames(page)).toEqual(['b.pptx', 'c.pptx', 'a.pptx']);
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => stagedNames(page)).toEqual(['c.pptx', 'b.pptx', 'a.pptx']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.querySelector('.staged__name')?.textContent)).toBe('c.pptx');
    // At the top the key does nothing.
    await page.keyboard.press('Alt+ArrowUp');
    expect(await stagedNames(page)).toEqual(['c.pptx', 'b.pptx', 'a.pptx']);

    // Keyboard only: Tab from the row into its buttons (Move up is disabled at the top), Move down with Enter.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move down');
    await page.keyboard.press('Enter');
    await expect.poll(() => stagedNames(page)).toEqual(['b.pptx', 'c.pptx', 'a.pptx']);

    const moveUpFirst = row(page, 'b.pptx').getByRole('button', { name: 'Move up' });
    expect(await moveUpFirst.isDisabled()).toBe(true);
    expect(await moveUpFirst.getAttribute('aria-describedby')).toBeTruthy();

    await row(page, 'c.pptx').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => stagedNames(page)).toEqual(['b.pptx', 'a.pptx']);
    await screenshot(page, 'merge-staged-light');
    await context.close();
  });

  it('reorders by dragging a row onto another', async () => {
    const { page, context } = await openFakePage(fixture);
    await addDecks(page, [
      { name: 'first.pptx', bytes: 1000 },
      { name: 'second.pptx', bytes: 2000 },
      { name: 'third.pptx', bytes: 3000 },
    ]);
    await expect.poll(() => stagedNames(page)).toEqual(['first.pptx', 'second.pptx', 'third.pptx']);
    await row(page, 'third.pptx').dragTo(row(page, 'first.pptx'));
    await expect.poll(() => stagedNames(page)).toEqual(['third.pptx', 'first.pptx', 'second.pptx']);
    // An internal row drag carries no files: the window's drop overlay must not appear.
    expect(await page.getByText('Drop decks to merge').count()).toBe(0);
    await context.close();
  });

  it('takes files dropped anywhere in the window, showing the overlay, and switches to the merge panel', async () => {
    const { page, context } = await openFakePage(fixture, {}, { hash: '#/history' });
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(2048)], 'dropped-1.pptx'));
      data.items.add(new File([new Uint8Array(4096)], 'dropped-2.pptx'));
      return data;
    });
    await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
    const overlay = page.getByText('Drop files to open them in the right tool');
    await overlay.waitFor();
    await screenshot(page, 'drop-overlay-light');
    await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    await expect.poll(() => stagedNames(page)).toEqual(['dropped-1.pptx', 'dropped-2.pptx']);
    expect(await overlay.count()).toBe(0);
    await context.close();
  });

  it('adds files main opened (command line, second launch, menu) and still checks them', async () => {
    const { page, context } = await openFakePage(fixture);
    await page.getByRole('heading', { name: 'Merge decks', level: 1 }).waitFor();
    await emit(page, 'ui:openFiles', {
      files: [
        { path: '/home/ada/x.pptx', name: 'x.pptx', size: 12_000 },
        { path: '/home/ada/y.key', name: 'y.key', size: 9_000 },
      ],
    });
    await expect.poll(() => stagedNames(page)).toEqual(['x.pptx']);
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('“y.key” is not a file Merge decks takes: it takes .pptx files, not .key.');
    await context.close();
  });

  it('a merge still running when the page reloads is shown again, live, with its name', async () => {
    const running = task({ name: 'Quarterly review', status: 'running', progress: 30 });
    const { page, context } = await openFakePage(fixture, { tasks: [running] });
    await addDecks(page, [
      { name: 'quarterly-a.pptx', bytes: 3000 },
      { name: 'quarterly-b.pptx', bytes: 5000 },
    ]);
    await page.getByLabel('Name of the merged deck').fill('Quarterly review');
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect
      .poll(async () => (await calls(page, 'tasks.submit'))[0]?.args[0])
      .toMatchObject({
        name: 'Quarterly review',
        outputName: 'Quarterly review',
      });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: running });
    const card = page.locator('#task-task-merge-1');
    await card.getByText('Working… 30%').waitFor();

    await page.reload();
    await card.getByText('Working… 30%').waitFor();
    await emit(page, 'task:update', {
      ...running,
      status: 'completed',
      progress: 100,
      result: { url: '/x', fileName: 'Quarterly review.pptx', size: 8000 },
    });
    await card.getByText('Completed', { exact: true }).waitFor();
    await context.close();
  });

  it('merges: per-file upload bytes, live status with progress, then Save as… and Show in folder', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openFakePage(fixture, {}, { colorScheme: scheme });
      await addDecks(page, [
        { name: 'quarterly-a.pptx', bytes: 3000 },
        { name: 'quarterly-b.pptx', bytes: 5000 },
      ]);
      await row(page, 'quarterly-b.pptx').getByRole('button', { name: 'Move up' }).click();
      await page.getByRole('button', { name: 'Merge', exact: true }).click();

      await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
      const [submit] = await calls(page, 'tasks.submit');
      expect(submit?.args[0]).toEqual({
        type: 'pptx.join',
        params: {},
        files: [
          { path: '/staged/quarterly-b.pptx', name: 'quarterly-b.pptx', size: 5000 },
          { path: '/staged/quarterly-a.pptx', name: 'quarterly-a.pptx', size: 3000 },
        ],
        // Named after all its decks, not only the first (card, History and notifications show this name).
        name: 'quarterly-b.pptx + 1 more',
      });
      // The staged list is handed over to the submission.
      await expect.poll(() => stagedNames(page)).toEqual([]);

      const sizeB = Math.round(10.1 * MB);
      const sizeA = Math.round(4.4 * MB);
      await emit(page, 'submission:progress', {
        submissionId: 'sub-1',
        sentBytes: sizeB + Math.round(3.2 * MB),
        totalBytes: sizeA + sizeB,
        files: [
          { name: 'quarterly-b.pptx', size: sizeB, sentBytes: sizeB },
          { name: 'quarterly-a.pptx', size: sizeA, sentBytes: Math.round(3.2 * MB) },
        ],
      });
      const uploads = page.getByRole('list', { name: 'Upload progress' });
      await expect.poll(() => uploads.locator('.upload-list__bytes').allTextContents()).toEqual(['10.1 MB of 10.1 MB', '3.2 MB of 4.4 MB']);
      expect(await page.getByRole('progressbar', { name: 'Upload of quarterly-a.pptx' }).getAttribute('aria-valuetext')).toBe(
        '3.2 MB of 4.4 MB',
      );
      await screenshot(page, `merge-uploading-${scheme}`);

      const created = task({ id: 'task-merge-1', name: 'quarterly-b.pptx', status: 'pending' });
      await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
      const card = page.locator('#task-task-merge-1');
      await expect.poll(() => card.locator('.badge').textContent()).toBe('Waiting');

      await emit(page, 'task:update', { ...created, status: 'running', progress: 40 });
      await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
      await expect.poll(() => card.locator('.badge').textContent()).toBe('Running');
      await screenshot(page, `merge-running-${scheme}`);

      await emit(page, 'task:update', {
        ...created,
        status: 'completed',
        progress: 100,
        result: { url: '/tools/tasks/task-merge-1/output', fileName: 'merged.pptx', size: Math.round(14.2 * MB) },
      });
      await expect.poll(() => card.locator('.badge').textContent()).toBe('Completed');
      await expect.poll(() => card.textContent()).toContain('merged.pptx, 14.2 MB');
      expect(await card.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
      await card.getByRole('button', { name: 'Save as…' }).click();
      await expect.poll(() => card.getByRole('status').textContent()).toBe('Saved to /home/ada/Downloads/quarterly-review.pptx');
      expect((await calls(page, 'tasks.save'))[0]?.args).toEqual(['task-merge-1']);
      await card.getByRole('button', { name: 'Show in folder' }).click();
      await expect
        .poll(async () => (await calls(page, 'files.showInFolder')).map((call) => call.args[0]))
        .toEqual(['/home/ada/Downloads/quarterly-review.pptx']);
      await screenshot(page, `merge-saved-${scheme}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('in a browser, Save as… downloads and there is no Show in folder', async () => {
    const { page, context } = await openFakePage(fixture, {
      canShowInFolder: false,
      saveOutcome: { kind: 'browser-download', url: '/api/download/task-merge-1?token=t', fileName: 'quarterly-review.pptx' },
    });
    await addDecks(page, [
      { name: 'a.pptx', bytes: 3000 },
      { name: 'b.pptx', bytes: 5000 },
    ]);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const done = task({ status: 'completed', result: { url: '/x', fileName: 'merged.pptx', size: 8000 } });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: done });
    const card = page.locator('#task-task-merge-1');
    await card.getByRole('button', { name: 'Save as…' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain('Downloading “quarterly-review.pptx”');
    expect(await card.getByRole('button', { name: 'Show in folder' }).count()).toBe(0);
    await context.close();
  });
});
