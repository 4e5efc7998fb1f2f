/**
 * The Merge panel's slides in real Chromium with the fake bridge (issue #21): a slide dragged onto another moves
 * there, a deck moved in the deck list takes its slides along as one block while a slide moved on its own stays where
 * it was put, the `slides` param says exactly what is shown, and with DeckFlow's cloud as the backend a choice of
 * slides is refused in the panel, saying it works with the local engine only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DeckOutline } from '../../shared/contract/ipc';
import { calls } from './fake-page-driver';
import { LOCAL_INFO, openFakePage, useRendererFixture } from './renderer-harness';
import { addDecks, row, stagedNames } from './merge-panel-page';

const fixture = useRendererFixture();

function slides(page: Page) {
  return page.getByRole('list', { name: 'Slides of the merged deck, in order' });
}

async function order(page: Page): Promise<string[]> {
  return slides(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        (item.getAttribute('aria-label') ?? '').replace(/^Slide (\d+) of (\w+)\.pptx, position \d+ of \d+(, left out)?$/, '$2 $1$3'),
      ),
    );
}

function card(page: Page, slide: number, deck: string) {
  return slides(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Include slide ${slide} of ${deck}`, exact: true }) });
}

describe('merge panel: slides', () => {
  it('drags a slide across decks; a deck moved in the list takes its slides along; the param follows', async () => {
    const { page, context, errors } = await openFakePage(fixture, {}, { hash: '#/merge' });
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 1000 },
      { name: 'beta.pptx', bytes: 2000 },
    ]);
    // The fake reads every deck as three slides.
    await expect.poll(() => order(page)).toEqual(['alpha 1', 'alpha 2', 'alpha 3', 'beta 1', 'beta 2', 'beta 3']);

    await card(page, 2, 'beta.pptx').dragTo(card(page, 1, 'alpha.pptx'));
    await expect.poll(() => order(page)).toEqual(['beta 2', 'alpha 1', 'alpha 2', 'alpha 3', 'beta 1', 'beta 3']);
    await slides(page).getByRole('checkbox', { name: 'Include slide 3 of alpha.pptx', exact: true }).uncheck();
    await page.getByText('5 of 6 slides included').waitFor();

    // beta moves before alpha in the deck list: its other slides go before alpha's, as one block.
    await row(page, 'beta.pptx').getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => stagedNames(page)).toEqual(['beta.pptx', 'alpha.pptx']);
    await expect.poll(() => order(page)).toEqual(['beta 2', 'beta 1', 'beta 3', 'alpha 1', 'alpha 2', 'alpha 3, left out']);

    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const [submit] = await calls(page, 'tasks.submit');
    const request = submit?.args[0] as { params: unknown; files: Array<{ name: string }> };
    expect(request.files.map((file) => file.name)).toEqual(['beta.pptx', 'alpha.pptx']);
    expect(request.params).toEqual({
      slides: [
        { file: 0, slide: 2 },
        { file: 0, slide: 1 },
        { file: 0, slide: 3 },
        { file: 1, slide: 1 },
        { file: 1, slide: 2 },
      ],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with DeckFlow’s cloud, whole decks merge as before and a choice of slides is refused in the panel', async () => {
    const cloud = { ...LOCAL_INFO, backend: { ...LOCAL_INFO.cloud, keySet: true } };
    const { page, context, errors } = await openFakePage(fixture, { info: cloud }, { hash: '#/merge' });
    await addDecks(page, [
      { name: 'alpha.pptx', bytes: 1000 },
      { name: 'beta.pptx', bytes: 2000 },
    ]);
    await expect.poll(() => order(page)).toHaveLength(6);
    const merge = page.getByRole('button', { name: 'Merge', exact: true });
    await expect.poll(() => merge.isEnabled()).toBe(true);

    await slides(page).getByRole('checkbox', { name: 'Include slide 2 of beta.pptx', exact: true }).uncheck();
    await page.getByRole('alert').filter({ hasText: 'Choosing slides to merge works with the local engine only' }).waitFor();
    await expect.poll(() => merge.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Every slide, in deck order' }).click();
    await expect.poll(() => merge.isEnabled()).toBe(true);
    await merge.click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const [submit] = await calls(page, 'tasks.submit');
    expect((submit?.args[0] as { params: unknown }).params).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps only the slides in view in the DOM: 300 slides, pictures drawn, a slide moved from far below', async () => {
    const hundred: DeckOutline = {
      slides: Array.from({ length: 100 }, (_, i) => ({ number: i + 1, title: `Slide ${i + 1}`, hidden: false })),
    };
    const names = ['one.pptx', 'two.pptx', 'three.pptx'];
    const { page, context, errors } = await openFakePage(
      fixture,
      { outlines: Object.fromEntries(names.map((name) => [name, hundred])), drawThumbnails: true },
      { hash: '#/merge' },
    );
    await addDecks(
      page,
      names.map((name) => ({ name, bytes: 4000 })),
    );
    await page.getByText('All 300 slides included').waitFor();
    await slides(page).getByRole('img', { name: 'Slide 1 of one.pptx', exact: true }).waitFor();
    const rendered = () => slides(page).getByRole('listitem').count();
    expect(await rendered()).toBeGreaterThan(0);
    expect(await rendered()).toBeLessThan(60);
    // Each rendered slide still says where it sits among all 300.
    expect(await slides(page).getByRole('listitem').first().getAttribute('aria-setsize')).toBe('300');

    // Scrolled to the end: the last slides are there with their pictures, the first ones are not.
    await page.locator('.merge-slides__list').evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await slides(page).getByRole('img', { name: 'Slide 100 of three.pptx', exact: true }).waitFor();
    await expect.poll(() => slides(page).getByRole('checkbox', { name: 'Include slide 1 of one.pptx', exact: true }).count()).toBe(0);
    expect(await rendered()).toBeLessThan(60);

    // A slide near the end moved by keys keeps focus as the list scrolls to follow it.
    await card(page, 100, 'three.pptx').focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Slide 100 of three.pptx, position 299 of 300');
    expect(errors).toEqual([]);
    await context.close();
  });
});
