/**
 * The HTML player panel in real Chromium with the fake bridge: slides in the order the person set, title and
 * description, page size presets and a custom size, the brand mark's place — all sent as the tool's params, with
 * `contents` built from the list's order — then the result card and "Open player" once saved (desktop only).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { calls, emit } from './fake-page-driver';
import type { Task } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { shootPanel } from './panel-shots';
import { openFakePage, useRendererFixture } from './renderer-harness';

const PLAYER_TOOL = describeTool(findTool('html.buildPlayer')!);

const fixture = useRendererFixture();

const html = (name: string) => ({ name, mimeType: 'text/html', buffer: Buffer.from(`<h1>${name}</h1>`) });

async function stage(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: 'Choose files…' }).isEnabled()).toBe(true);
  await page.getByLabel('Add slides').setInputFiles(names.map(html));
  await expect
    .poll(() => page.getByRole('list', { name: 'HTML slides, in playing order' }).locator('.staged__name').allTextContents())
    .toEqual(names);
}

function row(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'HTML slides, in playing order' })
    .getByRole('listitem', { name: new RegExp(`^${name.replace('.', '\\.')},`) });
}

const pack = (page: Page) => page.getByRole('button', { name: 'Pack', exact: true });

describe('HTML player panel', () => {
  it('sends the chosen page size, texts and brand mark, with one contents entry per slide in the list’s order', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [PLAYER_TOOL] }, { hash: '#/player' });
    await page.getByRole('heading', { name: 'HTML player pack', level: 1 }).waitFor();
    await stage(page, ['intro.html', 'agenda.html', 'closing.html']);
    await row(page, 'closing.html').getByRole('button', { name: 'Move up' }).click();
    await row(page, 'agenda.html').getByRole('button', { name: 'Move up' }).click();
    await row(page, 'agenda.html').getByRole('button', { name: 'Move up' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'HTML slides, in playing order' }).locator('.staged__name').allTextContents())
      .toEqual(['agenda.html', 'intro.html', 'closing.html']);

    await page.getByLabel('Title').fill('Quarterly review');
    await page.getByLabel('Description').fill('The numbers, the plan and the questions.');
    await page.getByRole('radio', { name: '1280 × 720' }).check();
    await page.getByRole('radio', { name: 'Bottom right' }).check();
    await shootPanel(page, 'player-options');
    await pack(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    expect((await calls(page, 'tasks.submit'))[0]?.args[0]).toEqual({
      type: 'html.buildPlayer',
      params: {
        contents: [{ key: 'agenda.html' }, { key: 'intro.html' }, { key: 'closing.html' }],
        pageWidth: 1280,
        pageHeight: 720,
        title: 'Quarterly review',
        description: 'The numbers, the plan and the questions.',
        brandMarkPosition: 'rightBottom',
      },
      files: ['agenda.html', 'intro.html', 'closing.html'].map((name) => ({
        path: `/staged/${name}`,
        name,
        size: html(name).buffer.length,
      })),
      name: 'Quarterly review',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the person’s own logo in place of Deckhand’s mark, scaled down to a mark before it is sent', async () => {
    const { page, context, errors } = await openFakePage(fixture, { tools: [PLAYER_TOOL] }, { hash: '#/player' });
    await stage(page, ['intro.html']);
    // A 1600 × 400 logo: far more than a corner mark needs, and more than the params field may carry.
    const logo = await sharp({ create: { width: 1600, height: 400, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Your logo').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('img', { name: 'Your logo, acme.png' }).waitFor();
    // The mark was off: a chosen logo is meant to be seen, so it goes bottom right.
    expect(await page.getByRole('radio', { name: 'Bottom right' }).isChecked()).toBe(true);
    await shootPanel(page, 'player-logo');
    await pack(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const params = ((await calls(page, 'tasks.submit'))[0]?.args[0] as { params: Record<string, unknown> }).params;
    expect(params.brandMarkPosition).toBe('rightBottom');
    const sent = String(params.brandMark);
    expect(sent).toMatch(/^data:image\/png;base64,/);
    expect(sent.length).toBeLessThan(60_000);
    const meta = await sharp(Buffer.from(sent.split(',')[1]!, 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([384, 96]);

    // Not a picture: said, and nothing changes.
    await page.getByRole('button', { name: 'Use Deckhand’s mark' }).click();
    await page.getByLabel('Your logo').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('“notes.png” could not be read as a picture.');
    expect(await page.getByRole('button', { name: 'Use your logo…' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a custom page size must be two whole numbers before Pack starts; defaults send 1920 × 1080 and no mark', async () => {
    const { page, context } = await openFakePage(fixture, { tools: [PLAYER_TOOL] }, { hash: '#/player' });
    await stage(page, ['one.html', 'two.html']);
    await page.getByRole('radio', { name: 'Custom' }).check();
    await expect.poll(() => pack(page).isDisabled()).toBe(true);
    await page.locator('#player-hint').getByText('Type the page’s width and height in pixels (whole numbers up to 16384).').waitFor();
    await page.getByLabel('Width (px)').fill('800');
    await page.getByLabel('Height (px)').fill('99999');
    await expect.poll(() => pack(page).isDisabled()).toBe(true);
    await page.getByLabel('Height (px)').fill('600');
    await expect.poll(() => pack(page).isEnabled()).toBe(true);
    await pack(page).click();
    await page.getByRole('radio', { name: '1920 × 1080' }).check();
    await stage(page, ['three.html']);
    await pack(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(2);
    const [custom, defaults] = (await calls(page, 'tasks.submit')).map((call) => call.args[0] as { params: unknown; name: string });
    expect(custom?.params).toEqual({
      contents: [{ key: 'one.html' }, { key: 'two.html' }],
      pageWidth: 800,
      pageHeight: 600,
      brandMarkPosition: 'none',
    });
    expect(custom?.name).toBe('one.html + 1 more');
    expect(defaults?.params).toEqual({ contents: [{ key: 'three.html' }], pageWidth: 1920, pageHeight: 1080, brandMarkPosition: 'none' });
    await context.close();
  });

  it('the result: slides and page size, a warning for links that cannot load offline, Open player once saved', async () => {
    const { page, context, errors } = await openFakePage(
      fixture,
      { tools: [PLAYER_TOOL], saveOutcome: { kind: 'saved', path: '/home/ada/Desktop/Quarterly review-player.html' } },
      { hash: '#/player' },
    );
    await stage(page, ['intro.html', 'agenda.html']);
    await page.getByLabel('Title').fill('Quarterly review');
    await pack(page).click();
    await expect.poll(async () => (await calls(page, 'tasks.submit')).length).toBe(1);
    const now = new Date().toISOString();
    const task: Task = {
      id: 'task-player-1',
      name: 'Quarterly review',
      type: 'html.buildPlayer',
      status: 'completed',
      progress: 100,
      preview: null,
      createdAt: now,
      updatedAt: now,
      result: {
        url: '/x',
        fileName: 'Quarterly review-player.html',
        size: 48_000,
        slides: 2,
        pageWidth: 1920,
        pageHeight: 1080,
        externalResources: 3,
      },
    };
    await emit(page, 'submission:created', { submissionId: 'sub-1', task });
    const card = page.locator('#task-task-player-1');
    await expect.poll(() => card.locator('.result-facts li').allInnerTexts()).toEqual(['2 slides', '1920 × 1080 px']);
    await card.getByText('3 pictures or files the slides link to outside themselves will not load', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Open player' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Save as…' }).click();
    await card.getByRole('button', { name: 'Open player' }).click();
    await expect
      .poll(async () => (await calls(page, 'files.open')).map((call) => call.args[0]))
      .toEqual(['/home/ada/Desktop/Quarterly review-player.html']);
    await shootPanel(page, 'player-result');
    expect(errors).toEqual([]);
    await context.close();
  });
});
