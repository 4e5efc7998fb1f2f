/**
 * Automations end to end through `npm run web` in Chromium on the real local engine: a 2-step recipe built from the
 * tools' own forms (Resize's width presets, then Convert to WebP), a step that cannot follow refused as it is added,
 * the recipe saved by name, run on two pictures with each file's place in the chain shown until Ready, and the
 * results saved with Save all (browser downloads), checked with sharp.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import { WAIT_MS, openSession } from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const journey = webJourney('automations');

describe('npm run web: Automations', () => {
  it('builds a 2-step recipe, saves it, runs it on two pictures and saves every result', { timeout: 600_000 }, async () => {
    const session = await openSession(journey.browser, journey.app, 'automations');
    const { page } = session;
    await page.getByRole('heading', { name: 'Automations', level: 1 }).waitFor();
    // The tools have arrived from the engine once Resize images can be chosen as a first step.
    await expect
      .poll(() => page.getByLabel('First step').locator('option', { hasText: 'Resize images' }).count(), { timeout: WAIT_MS })
      .toBe(1);

    await page.getByLabel('Recipe name').fill('Small WebP pictures');
    await page.getByLabel('First step').selectOption({ label: 'Resize images' });
    const resize = page.getByRole('listitem', { name: 'Step 1: Resize images' });
    // The Resize panel's own form, in the step.
    await resize.getByRole('radio', { name: '640 px' }).check();
    await page.getByLabel('Then').selectOption({ label: 'Convert to WebP' });
    await page.getByRole('listitem', { name: 'Step 2: Convert to WebP' }).waitFor();

    // A step that cannot take what the step before makes is said so at once, with its number, and nothing can run.
    await page.getByLabel('Then').selectOption({ label: 'Merge decks' });
    const merge = page.getByRole('listitem', { name: 'Step 3: Merge decks' });
    await merge
      .getByText('Step 3 (Merge decks): Merge decks cannot follow Convert to WebP: it takes decks, the step before makes a picture.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save recipe' }).isDisabled()).toBe(true);
    await merge.getByRole('button', { name: 'Remove step 3' }).click();

    await page.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('is saved').waitFor();

    const inputs = ['poi-nature1.jpg', 'poi-abstract2.jpg'];
    await page.getByLabel('Add files to run the recipe on').setInputFiles(inputs.map((name) => join(CORPUS_ROOT, 'images', name)));
    const staged = page.getByRole('list', { name: 'Files to run the recipe on' });
    await expect.poll(() => staged.locator('.run-files__name').allTextContents(), { timeout: WAIT_MS }).toEqual(inputs);
    const start = page.getByRole('button', { name: 'Run recipe' });
    await expect.poll(() => start.isEnabled(), { timeout: WAIT_MS }).toBe(true);
    await start.click();

    const run = page.getByRole('article', { name: 'Small WebP pictures: 2 files' });
    const states = () => run.locator('tbody .run-state').allTextContents();
    await expect
      .poll(
        async () => {
          const now = await states();
          const failed = now.find((text) => text.startsWith('Failed'));
          if (failed) throw new Error(`a file failed: ${failed}`);
          return now;
        },
        { timeout: WAIT_MS, interval: 200 },
      )
      .toEqual(['Ready', 'Ready']);
    expect(await run.locator('.muted').first().textContent()).toBe('Resize images → Convert to WebP');
    // The run is announced once; its steps' tasks (all finished by then) make no toast of their own.
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.getByText('is done: 2 files ready').waitFor();
    expect(await notifications.getByText('is ready').count()).toBe(0);
    await shootPanel(page, 'web-automations-run');

    const downloads: string[] = [];
    page.on('download', (download) => {
      const target = join(journey.work, download.suggestedFilename());
      downloads.push(target);
      void download.saveAs(target);
    });
    await run.getByRole('button', { name: 'Save all' }).click();
    await expect.poll(() => downloads.length, { timeout: WAIT_MS }).toBe(2);
    for (const file of downloads) {
      await expect
        .poll(
          () =>
            sharp(file)
              .metadata()
              .then(
                (meta) => meta.format,
                () => null,
              ),
          { timeout: WAIT_MS },
        )
        .toBe('webp');
      expect((await sharp(file).metadata()).width).toBe(640);
    }
    // What the page sent: the recipe as a document, the first step's params from its form.
    const sent = session.requests.find((frame) => frame.channel === 'recipes:run')?.payload as { recipe: { steps: unknown[] } };
    expect(sent.recipe.steps).toEqual([
      expect.objectContaining({ type: 'image.resize', params: { maxWidth: 640 } }),
      expect.objectContaining({ type: 'image.convertWebp', params: {} }),
    ]);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
