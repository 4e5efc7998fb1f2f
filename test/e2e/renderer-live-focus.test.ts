/**
 * What a screen reader hears and where the focus goes (issue #32, item 4), in real Chromium with the fake bridge: a
 * slide moved in Merge, an upload's progress in quarters and the task's end are said in the one polite live region,
 * in the window's language; after Start the focus is on the new result card and stays there when the upload becomes
 * a task; a modal dialog keeps Tab among its controls both ways and gives the focus back to its opener on close.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emit } from './fake-page-driver';
import { addDecks, task } from './merge-panel-page';
import { LOCAL_INFO, historyTasks, openFakePage, useRendererFixture } from './renderer-harness';

const fixture = useRendererFixture();

/**
 * Everything a screen reader would be told from now on: text added to a live region that was already there (the
 * window's own, a toast list, any role="status"), and any alert put on the page.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    const live = '[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]';
    new MutationObserver((records) => {
      for (const record of records) {
        const parent = record.target instanceof Element ? record.target : record.target.parentElement;
        if (record.type === 'characterData') {
          if (parent?.closest(live)) heard.push(record.target.textContent ?? '');
          continue;
        }
        for (const node of record.addedNodes) {
          const text = node.textContent?.trim() ?? '';
          const alert = node instanceof Element && (node.matches('[role="alert"]') || node.querySelector('[role="alert"]') !== null);
          if (text && (parent?.closest(live) || alert)) heard.push(text);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (globalThis as unknown as { __heard: string[] }).__heard = heard;
  });
  return () => page.evaluate(() => [...(globalThis as unknown as { __heard: string[] }).__heard]);
}

const WEB_INFO = { ...LOCAL_INFO, transport: 'web' as const };

const liveText = (page: Page) => page.evaluate(() => document.getElementById('live-region')?.textContent ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);

describe('live region and focus', () => {
  it('announces a moved slide, the upload in quarters and the result; the focus is on the result card after Start', async () => {
    const { page, context, errors } = await openFakePage(fixture, {}, { hash: '#/merge' });
    // One polite region, there before anything is said (a region added with its text is not read).
    expect(await page.locator('[aria-live="polite"]#live-region').getAttribute('role')).toBe('status');
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 3000 },
      { name: 'beta.pptx', bytes: 5000 },
    ]);
    const card = page.locator('[aria-label^="Slide 3 of alpha.pptx, position"]');
    await card.focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => liveText(page)).toBe('Slide 3 of alpha.pptx moved to position 2 of 6.');

    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect.poll(() => focusedId(page)).toBe('submission-sub-1');
    const files = [
      { name: 'alpha.pptx', size: 3000, sentBytes: 3000 },
      { name: 'beta.pptx', size: 5000, sentBytes: 1000 },
    ];
    await emit(page, 'submission:progress', { submissionId: 'sub-1', sentBytes: 4000, totalBytes: 8000, files });
    await expect.poll(() => liveText(page)).toMatch(/^Sending .+: 50%$/);
    // A step within the same quarter says nothing new.
    await emit(page, 'submission:progress', { submissionId: 'sub-1', sentBytes: 4500, totalBytes: 8000, files });
    const created = task({ name: 'alpha.pptx + 1 more', status: 'running', progress: 0 });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
    await expect.poll(() => liveText(page)).toBe('Working on alpha.pptx + 1 more…');
    await emit(page, 'task:update', { ...created, progress: 60 });
    await expect.poll(() => liveText(page)).toBe('alpha.pptx + 1 more: 50% done');
    await emit(page, 'task:update', { ...created, status: 'completed', progress: 100, result: { fileName: 'merged.pptx', size: 9000 } });
    await expect.poll(() => liveText(page)).toBe('alpha.pptx + 1 more is ready to save.');
    // The upload's card became the task's card; the focus stayed on the result, not on the page.
    expect(await focusedId(page)).toBe('submission-sub-1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('alpha.pptx + 1 more');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a failure, and speaks the window’s language (German, Arabic)', async () => {
    const { page, context } = await openFakePage(fixture, {}, { hash: '#/merge', locale: 'de-DE' });
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 3000 },
      { name: 'beta.pptx', bytes: 3000 },
    ]);
    await page.locator('.merge-slide').first().focus();
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(() => liveText(page)).toBe('Folie 1 aus alpha.pptx an Position 2 von 6 verschoben.');
    // The panel's Start button, whatever its German name.
    await page.locator('.button--primary').filter({ hasNotText: /^$/ }).last().click();
    await expect.poll(() => focusedId(page)).toBe('submission-sub-1');
    const created = task({ name: 'alpha.pptx', status: 'running' });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
    await emit(page, 'submission:progress', { submissionId: 'sub-1', sentBytes: 0, totalBytes: 1, files: [] });
    await expect.poll(() => liveText(page)).toMatch(/^alpha\.pptx.* wird bearbeitet/);
    const heard = await listenToLiveRegions(page);
    await emit(page, 'task:update', { ...created, status: 'failed', error: { code: 'invalid_file', message: 'Keine Folien.' } });
    // The card is on screen: its alert says the failure, in German, by its code; the live region does not say it again.
    const alert = page.locator('#task-task-merge-1').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Eine Datei ist beschädigt');
    const failure = (await heard()).filter((text) => text.includes('beschädigt') || text.includes('fehlgeschlagen'));
    expect(failure).toHaveLength(1);
    expect(failure[0]).toBe(await alert.textContent());
    expect(await liveText(page)).not.toMatch(/fehlgeschlagen/);
    await context.close();

    const arabic = await openFakePage(fixture, {}, { hash: '#/merge', locale: 'ar-EG' });
    await addDecks(arabic.page, [{ name: 'alpha.pptx', bytes: 3000 }]);
    await arabic.page.locator('.merge-slide').first().focus();
    // Right to left, Alt+← is the next place in reading order.
    await arabic.page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(() => liveText(arabic.page)).toBe('نُقلت الشريحة 1 من alpha.pptx إلى الموضع 2 من 3.');
    await arabic.context.close();
  });

  it('a modal dialog keeps Tab among its controls both ways and gives the focus back on close', async () => {
    const { page, context } = await openFakePage(fixture, { tasks: historyTasks(3) }, { hash: '#/history' });
    const opener = page
      .locator('table.history tbody tr')
      .filter({ has: page.locator('.history__title', { hasText: 'deck-02.pptx' }) })
      .getByRole('button', { name: 'Delete' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    const buttons = await dialog.getByRole('button').allTextContents();
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    // Round the dialog forwards and backwards: never out of it.
    for (let press = 0; press < buttons.length * 2 + 1; press += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let press = 0; press < buttons.length * 2 + 1; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await focusedText()).toBe('Delete');
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });

  // In a browser a finished task gets a toast and its card says it in the live region: it must be heard once.
  it('says a finished task once in a browser: the toast is shown, the live region speaks', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: WEB_INFO }, { hash: '#/merge' });
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 3000 },
      { name: 'beta.pptx', bytes: 5000 },
    ]);
    const heard = await listenToLiveRegions(page);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const created = task({ name: 'alpha.pptx + 1 more', status: 'running', progress: 0 });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
    await emit(page, 'task:update', { ...created, status: 'completed', progress: 100, result: { fileName: 'merged.pptx', size: 9000 } });
    const toasts = page.getByRole('region', { name: 'Notifications' });
    await toasts.getByText('is ready').waitFor();
    await expect.poll(() => liveText(page)).toBe('alpha.pptx + 1 more is ready to save.');
    expect((await heard()).filter((text) => text.includes('alpha.pptx + 1 more') && /ready/.test(text))).toEqual([
      'alpha.pptx + 1 more is ready to save.',
    ]);
    // A task with no card on screen is said once too, and the once is per task.
    const second = task({ id: 'task-merge-2', name: 'gamma.pptx', status: 'running' });
    await emit(page, 'task:update', second);
    await emit(page, 'task:update', { ...second, status: 'failed', error: { code: 'invalid_file', message: 'No slides.' } });
    await toasts.getByText('“gamma.pptx”').waitFor();
    // Said by its code, as its card would say it (the engine's own words are the card's Details).
    await expect.poll(() => liveText(page)).toBe('gamma.pptx failed: A file is damaged or is not the kind of file it claims to be.');
    expect((await heard()).filter((text) => text.includes('gamma.pptx'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  // A failed task whose card is on screen has an alert on its card, a toast and the live region: one voice, the alert.
  it('says a failed task whose card is on screen once in a browser: its alert speaks, the toast and the live region do not', async () => {
    const { page, context, errors } = await openFakePage(fixture, { info: WEB_INFO }, { hash: '#/merge' });
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 3000 },
      { name: 'beta.pptx', bytes: 5000 },
    ]);
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const created = task({ name: 'alpha.pptx + 1 more', status: 'running', progress: 0 });
    await emit(page, 'submission:created', { submissionId: 'sub-1', task: created });
    await expect.poll(() => liveText(page)).toBe('Working on alpha.pptx + 1 more…');
    const heard = await listenToLiveRegions(page);
    await emit(page, 'task:update', { ...created, status: 'failed', error: { code: 'invalid_file', message: 'No slides.' } });
    await page.getByRole('region', { name: 'Notifications' }).getByText('“alpha.pptx + 1 more”').waitFor();
    const alert = page.locator('#task-task-merge-1').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('A file is damaged');
    expect((await heard()).filter((text) => text.includes('damaged') || text.includes('failed'))).toEqual([await alert.textContent()]);
    expect(await liveText(page)).toBe('Working on alpha.pptx + 1 more…');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a task that finishes while its card is not on screen once, through its toast', async () => {
    const running = historyTasks(1).map((entry) => ({ ...entry, status: 'running' as const, result: undefined }));
    const { page, context, errors } = await openFakePage(fixture, { info: WEB_INFO, tasks: running }, { hash: '#/history' });
    await page.locator('table.history tbody tr').first().waitFor();
    const heard = await listenToLiveRegions(page);
    const [entry] = running;
    await emit(page, 'task:update', entry);
    await emit(page, 'task:update', { ...entry, status: 'completed', progress: 100 });
    await page.getByRole('region', { name: 'Notifications' }).getByText('is ready').waitFor();
    await expect.poll(() => liveText(page)).toBe(`${entry!.name} is ready to save.`);
    expect((await heard()).filter((text) => text.includes(entry!.name))).toEqual([`${entry!.name} is ready to save.`]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
