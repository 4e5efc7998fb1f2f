/**
 * How a merge ends in the Merge panel, in real Chromium with the fake bridge: failures that name the damaged deck, refused
 * files and submissions, what can be tried again; the disabled button and the notifications in both themes.
 */
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { Task } from '../../shared/contract/service';
import { LOCAL_INFO, openFakePage, screenshot, useRendererFixture } from './renderer-harness';
import { addDecks, contrast, failedMerge, row, stagedNames, task } from './merge-panel-page';

const fixture = useRendererFixture();

describe('merge panel: how a merge ends', () => {
  it('a merge failed by a damaged deck names it, hides the technical detail, offers no Try again, and puts the decks back', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openFakePage(fixture, {}, { colorScheme: scheme });
      const message = 'broken.pptx: the ZIP directory is damaged (invalid central directory file header signature: 0x0)';
      const detail = 'invalid central directory file header signature: 0x0';
      await failedMerge(page, ['good.pptx', 'broken.pptx'], { code: 'invalid_file', message, file: 'broken.pptx', detail });

      const card = page.locator('#task-task-merge-1');
      const alert = card.getByRole('alert');
      await alert.getByText('The task failed').waitFor();
      // The sentence is the code's, naming the file the failure's `file` field gives; the engine's words and the
      // library's wait behind "Details".
      await alert.getByText('“broken.pptx” is damaged or is not the kind of file it claims to be.', { exact: true }).waitFor();
      expect(await alert.innerText()).not.toContain('0x0');
      expect(await alert.textContent()).toContain('Remove or replace “broken.pptx”, then merge again.');
      expect(await card.getByRole('button', { name: 'Try again' }).count()).toBe(0);
      await screenshot(page, `merge-failed-${scheme}`);
      await alert.locator('summary', { hasText: 'Details' }).click();
      expect(await alert.innerText()).toContain(message);
      expect(await alert.innerText()).toContain(detail);
      expect(await alert.innerText()).toContain('Error code: invalid_file');
      await screenshot(page, `merge-failed-details-${scheme}`);

      // "Edit the list" brings the same decks back, in order, with the damaged one focused to remove or replace.
      await card.getByRole('button', { name: 'Edit the list' }).click();
      await expect.poll(() => stagedNames(page)).toEqual(['good.pptx', 'broken.pptx']);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('broken.pptx, 2 of 2');
      await row(page, 'broken.pptx').getByRole('button', { name: 'Remove' }).click();
      await addDecks(page, [{ name: 'repaired.pptx', bytes: 4000 }]);
      await expect.poll(() => stagedNames(page)).toEqual(['good.pptx', 'repaired.pptx']);
      await page.getByRole('button', { name: 'Merge', exact: true }).click();
      await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(2);
      const second = (await calls(page, 'tasks.submit'))[1]?.args[0] as { files: { name: string; path: string }[]; name: string };
      expect(second.files.map((file) => file.path)).toEqual(['/staged/good.pptx', '/staged/repaired.pptx']);
      expect(second.name).toBe('good.pptx + 1 more');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a refused file is named by its `file` field, the engine’s sentence kept behind Details, and is not retried as is', async () => {
    const { page, context } = await openFakePage(fixture);
    const message = '“renamed.pptx” is not a PowerPoint deck (it is not a ZIP package).';
    await failedMerge(page, ['good.pptx', 'renamed.pptx'], { code: 'invalid_parameter', message, file: 'renamed.pptx' });
    const alert = page.locator('#task-task-merge-1').getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain('Remove or replace “renamed.pptx”, then merge again.');
    expect(await alert.innerText()).not.toContain(message);
    await alert.locator('summary', { hasText: 'Details' }).click();
    expect(await alert.innerText()).toContain(message);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await context.close();
  });

  it('a merge that failed for a passing reason (the engine stopped) can be tried again with the same decks', async () => {
    const { page, context } = await openFakePage(fixture);
    await failedMerge(page, ['good.pptx', 'other.pptx'], { code: 'interrupted', message: 'The engine stopped before the task finished.' });
    const card = page.locator('#task-task-merge-1');
    await expect.poll(() => card.getByRole('alert').innerText()).toContain('The task was stopped before it finished.\n\nStart it again.');
    expect(await card.getByRole('button', { name: 'Edit the list' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(2);
    const [first, second] = await calls(page, 'tasks.submit');
    expect(second?.args).toEqual(first?.args);
    await context.close();
  });

  it('a refused submission (an error code from main) keeps the decks and says what to do', async () => {
    const { page, context } = await openFakePage(fixture, {
      submitFailure: { code: 'file_size_exceeded', message: '“huge.pptx” is over the 300 MB limit.', file: 'huge.pptx' },
    });
    await addDecks(page, [
      { name: 'huge.pptx', bytes: 3000 },
      { name: 'small.pptx', bytes: 5000 },
    ]);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Merge decks: nothing was started' });
    await expect.poll(() => alert.textContent()).toContain('“huge.pptx” is larger than this tool accepts.');
    expect(await alert.textContent()).toContain('Replace “huge.pptx” with a smaller file (or split it first), then try again.');
    expect(await stagedNames(page)).toEqual(['huge.pptx', 'small.pptx']);
    await context.close();
  });
});

describe('controls and notifications', () => {
  it('a disabled Merge button looks disabled (neutral, not faded brand) with a readable label, in both themes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { page, context } = await openFakePage(fixture, {}, { colorScheme: scheme });
      const merge = page.getByRole('button', { name: 'Merge', exact: true });
      await expect.poll(() => merge.isDisabled()).toBe(true);
      const look = () =>
        merge.evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, color: style.color, opacity: style.opacity };
        });
      const disabled = await look();
      await screenshot(page, `merge-empty-${scheme}`);
      await addDecks(page, [
        { name: 'a.pptx', bytes: 3000 },
        { name: 'b.pptx', bytes: 5000 },
      ]);
      await expect.poll(() => merge.isEnabled()).toBe(true);
      const enabled = await look();
      expect(disabled.opacity).toBe('1');
      expect(disabled.background).not.toBe(enabled.background);
      // Neutral grey: the channels of the disabled surface are close to one another; the brand colour's are not.
      const channels = (color: string) => (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const spread = (color: string) => Math.max(...channels(color)) - Math.min(...channels(color));
      expect(spread(disabled.background)).toBeLessThan(24);
      expect(spread(enabled.background)).toBeGreaterThan(60);
      expect(contrast(disabled.color, disabled.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(enabled.color, enabled.background)).toBeGreaterThanOrEqual(4.5);
      await screenshot(page, `merge-staged-${scheme}`);
      await context.close();
    }
  });

  it('in a browser tab, notifications sit in the header (never on the page), offer Show only when needed, and good news goes after 8 s', async () => {
    const other: Task = task({
      id: 'task-other',
      name: 'old.pptx + 2 more',
      status: 'running',
    });
    const { page, context, errors } = await openFakePage(fixture, {
      info: { ...LOCAL_INFO, transport: 'web' },
      tasks: [
        {
          ...other,
          status: 'failed',
          error: { code: 'invalid_file', message: 'old.pptx: the ZIP directory is damaged (bad signature: 0x0)', file: 'old.pptx' },
        },
      ],
    });
    await page.clock.install();
    await addDecks(page, [
      { name: 'a.pptx', bytes: 3000 },
      { name: 'b.pptx', bytes: 5000 },
    ]);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const created = task({ name: 'a.pptx + 1 more' });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
    await emit(page, 'task:update', { ...created, status: 'completed', result: { url: '/x', fileName: 'a-merged.pptx', size: 8000 } });

    const region = page.getByRole('region', { name: 'Notifications' });
    const done = region.getByRole('listitem').filter({ hasText: '“a.pptx + 1 more” is ready' });
    await done.waitFor();
    // Its card is right there on the page: no "Show".
    expect(await done.getByRole('button', { name: 'Show' }).count()).toBe(0);
    // One line, inside the header bar: it cannot cover a button or a line of the page.
    const header = await page.getByRole('banner').boundingBox();
    const doneBox = await done.boundingBox();
    expect(doneBox && header && doneBox.y >= header.y && doneBox.y + doneBox.height <= header.y + header.height).toBe(true);

    // A task finishing elsewhere (not on this view) is offered with "Show"; a failure says why in plain words.
    await emit(page, 'task:update', other);
    await emit(page, 'task:update', {
      ...other,
      status: 'failed',
      error: { code: 'invalid_file', message: 'old.pptx: the ZIP directory is damaged (bad signature: 0x0)', file: 'old.pptx' },
    });
    const failed = region.getByRole('listitem').filter({ hasText: '“old.pptx + 2 more” failed' });
    await failed.getByText('“old.pptx” is damaged or is not the kind of file it claims to be.', { exact: true }).waitFor();
    await failed.getByRole('button', { name: 'Show' }).waitFor();
    // A long name is clipped, never the news after it.
    const failedBox = await failed.boundingBox();
    const newsBox = await failed.getByText('failed', { exact: true }).boundingBox();
    expect(newsBox && failedBox && newsBox.x + newsBox.width <= failedBox.x + failedBox.width).toBe(true);
    // The newest shows; the earlier good news waits behind "1 more".
    expect(await done.count()).toBe(0);
    await region.getByRole('button', { name: '1 more' }).click();
    await done.waitFor();
    await screenshot(page, 'toasts-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'toasts-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('Escape');
    await expect.poll(() => done.count()).toBe(0);

    // Hovering holds the good news; once the pointer leaves, 8 s later it is gone. The failure stays.
    await failed.hover();
    await page.clock.fastForward(9000);
    await region.getByRole('button', { name: '1 more' }).waitFor();
    await page.mouse.move(5, 700);
    await page.clock.fastForward(9000);
    await expect.poll(() => region.getByRole('button', { name: '1 more' }).count()).toBe(0);
    expect(await failed.count()).toBe(1);

    // On History that task's row is on screen: the toast drops "Show" and the reason the row already gives.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.locator('#task-task-other').waitFor();
    await expect.poll(() => failed.getByRole('button', { name: 'Show' }).count()).toBe(0);
    expect(await failed.getByText('“old.pptx” is damaged or is not the kind of file it claims to be.').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merge', exact: true }).click();
    await failed.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('task-task-other');
    expect(errors).toEqual([]);
    await context.close();
  });
});
