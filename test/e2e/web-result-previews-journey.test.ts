/**
 * Previews of results before saving (issue #21), end to end through `npm run web` in Chromium on the real local
 * engine: a translated deck slide by slide beside its original, with the slides the layout checker flagged marked;
 * Compress's largest picture before and after with both sizes; a reduced video that plays in the page; and Save all,
 * which downloads every result of a panel under names that never collide.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Download, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import {
  WAIT_MS,
  addFiles,
  allPicturesLoaded,
  dismissNotifications,
  lastState,
  openPanel,
  startAndWait,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const TIMEOUT = { timeout: 600_000 };
const journey = webJourney('previews');

async function slideCount(deck: string): Promise<number> {
  const { stdout } = await run('unzip', ['-Z1', deck]);
  return stdout.split('\n').filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

const group = (page: Page, name: string): Locator => page.getByRole('group', { name, exact: true });

describe('npm run web: result previews', () => {
  it('shows a translated deck slide by slide beside its original, flagged slides marked', TIMEOUT, async () => {
    const deck = `${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`;
    const session = await openPanel(journey.browser, journey.app, 'translate', 'Translate');
    const { page } = session;
    await addFiles(page, 'Add documents', [deck]);
    await waitUntilStaged(page, 'Document to translate', ['poi-SampleShow.pptx']);
    await group(page, 'From').getByRole('searchbox', { name: 'Search source languages' }).fill('english');
    await group(page, 'From').getByRole('searchbox', { name: 'Search source languages' }).press('Enter');
    await group(page, 'Into').getByRole('radio', { name: 'Spanish', exact: true }).check();
    const [card] = await startAndWait(page, 'Translate', ['poi-SampleShow.pptx']);
    const task = lastState(session, await taskIdOf(card!));

    const preview = card!.getByRole('region', { name: 'Preview of poi-SampleShow.es.pptx' });
    const slides = await slideCount(deck);
    const pairs = preview.locator('.before-after__pair');
    await expect.poll(() => pairs.count(), { timeout: WAIT_MS }).toBe(slides);
    // Both sides of every slide are drawn, the original's and the translation's (pictures further down load as they scroll in).
    for (let slide = 1; slide <= slides; slide++) {
      await preview.getByRole('img', { name: `Slide ${slide} of poi-SampleShow.pptx`, exact: true }).waitFor({ state: 'attached' });
      await preview.getByRole('img', { name: `Slide ${slide} of poi-SampleShow.es.pptx`, exact: true }).waitFor({ state: 'attached' });
    }
    await pairs.first().scrollIntoViewIfNeeded();
    await expect.poll(() => allPicturesLoaded(pairs.first()), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    // The slides the layout checker flagged are the ones marked, no more and no fewer.
    const issues = (task.result?.layoutIssues ?? []) as { slide: number | null }[];
    const flagged = [...new Set(issues.flatMap((issue) => (issue.slide ? [issue.slide] : [])))].sort((a, b) => a - b);
    expect(Array.isArray(task.result?.layoutIssues)).toBe(true);
    expect(await preview.locator('.before-after__pair--flagged .before-after__number').allInnerTexts()).toEqual(
      flagged.map((slide) => `Slide ${slide}`),
    );
    await preview
      .getByText(
        flagged.length > 0
          ? `The layout check flagged ${flagged.length === 1 ? 'slide' : 'slides'} ${flagged.join(', ')}.`
          : 'The layout check found nothing to flag.',
      )
      .waitFor();

    // A pair shown large, then the next one.
    await preview.getByRole('button', { name: 'Show slide 1 before and after, larger' }).click();
    const dialog = page.getByRole('dialog', { name: `Slide 1 of ${slides}, before and after` });
    await dialog.waitFor();
    await expect.poll(() => allPicturesLoaded(dialog), { timeout: WAIT_MS }).toBe(true);
    await dialog.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('dialog', { name: `Slide 2 of ${slides}, before and after` }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The card names the file as Save will.
    await card!.getByText(/^Done — poi-SampleShow\.es\.pptx, /).waitFor();
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-translate');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('shows a PDF page by page before it is saved, each page large on a click', TIMEOUT, async () => {
    const deck = `${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`;
    const session = await openPanel(journey.browser, journey.app, 'pdf', 'Convert to PDF');
    const { page } = session;
    await addFiles(page, 'Add presentations', [deck]);
    await waitUntilStaged(page, 'Presentations to convert', ['poi-SampleShow.pptx']);
    const [card] = await startAndWait(page, 'Convert', ['poi-SampleShow.pptx']);
    const preview = card!.getByRole('region', { name: 'Preview of poi-SampleShow.pdf' });
    const pages = preview.getByRole('list', { name: 'Pages of poi-SampleShow.pdf' });
    await expect.poll(() => pages.getByRole('listitem').count(), { timeout: WAIT_MS }).toBe(await slideCount(deck));
    await pages.scrollIntoViewIfNeeded();
    await expect.poll(() => allPicturesLoaded(pages), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    await preview.getByRole('button', { name: 'Show page 2 larger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Page 2 of 2' });
    await dialog.getByRole('img', { name: 'Page 2 of poi-SampleShow.pdf' }).waitFor();
    // Drawn at the size the dialog shows it, not the 320-px thumbnail blown up.
    await expect
      .poll(() => dialog.getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: WAIT_MS })
      .toBeGreaterThan(640);
    await dialog.getByRole('button', { name: '← Previous' }).click();
    await page.getByRole('dialog', { name: 'Page 1 of 2' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-pdf');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('shows Slide pictures’ ZIP as its pictures before it is saved, each large on a click', TIMEOUT, async () => {
    const deck = `${CORPUS_ROOT}/pptx/poi-SampleShow.pptx`;
    const session = await openPanel(journey.browser, journey.app, 'slide-pictures', 'Slide pictures');
    const { page } = session;
    await page.getByRole('group', { name: 'Picture width' }).getByRole('radio', { name: '1080 px' }).check();
    await addFiles(page, 'Add presentations', [deck]);
    const [card] = await startAndWait(page, 'Render', ['poi-SampleShow.pptx']);
    const pictures = card!.getByRole('list', { name: /^Pictures in .*\.zip$/ });
    await expect.poll(() => pictures.getByRole('listitem').count(), { timeout: WAIT_MS }).toBe(await slideCount(deck));
    await pictures.scrollIntoViewIfNeeded();
    await expect.poll(() => allPicturesLoaded(pictures), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    // Each picture is the slide drawn in full: a 16:9 or 4:3 picture 1080 px on its long side.
    const first = pictures.getByRole('img').first();
    const natural = await first.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight]);
    expect(Math.max(...natural)).toBe(1080);
    await pictures.getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: /\(1 of 2\)$/ });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Next →' }).click();
    await page.getByRole('dialog', { name: /\(2 of 2\)$/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-slide-pictures');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('shows Compress’s largest picture before and after, with both sizes', TIMEOUT, async () => {
    const deck = `${CORPUS_ROOT}/pptx/pp-shp-picture.pptx`;
    const session = await openPanel(journey.browser, journey.app, 'compress', 'Compress files');
    const { page } = session;
    await addFiles(page, 'Add files', [deck]);
    await waitUntilStaged(page, 'Files to compress', ['pp-shp-picture.pptx']);
    await group(page, 'Quality').getByRole('radio', { name: 'Smallest' }).check();
    const [card] = await startAndWait(page, 'Compress', ['pp-shp-picture.pptx']);
    const preview = card!.getByRole('region', { name: 'Preview of pp-shp-picture-compressed.pptx' });
    const before = preview.getByRole('img', { name: 'The largest picture, before' });
    const after = preview.getByRole('img', { name: 'The largest picture, after' });
    await expect.poll(() => allPicturesLoaded(preview), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    // Each side says its pixel size and bytes, as the browser decoded it.
    const captions = await preview.locator('figcaption').allInnerTexts();
    const natural = async (image: Locator) =>
      image.evaluate((element) => `${(element as HTMLImageElement).naturalWidth} × ${(element as HTMLImageElement).naturalHeight} px`);
    expect(captions[0]).toContain(`Before — ${await natural(before)}`);
    expect(captions[1]).toContain(`After — ${await natural(after)}`);
    for (const caption of captions) expect(caption).toMatch(/, [\d.]+ (B|KB|MB)$/);
    await preview.getByText(/^Picture .* → .*\((.*smaller|.*larger|same size)\)$/).waitFor();

    // Full size: the picture at its own pixel width, scrolled inside its frame.
    await group(preview as unknown as Page, 'Show')
      .getByRole('radio', { name: 'Full size' })
      .check();
    await expect
      .poll(() => after.evaluate((element) => element.getBoundingClientRect().width === (element as HTMLImageElement).naturalWidth))
      .toBe(true);
    await group(preview as unknown as Page, 'Show')
      .getByRole('radio', { name: 'Fitted' })
      .check();
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-compress');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('shows a resized picture beside its original at full size, with both sizes', TIMEOUT, async () => {
    const picture = `${CORPUS_ROOT}/images/poi-nature1.jpg`;
    const session = await openPanel(journey.browser, journey.app, 'resize', 'Resize images');
    const { page } = session;
    await addFiles(page, 'Add pictures', [picture]);
    await waitUntilStaged(page, 'Pictures to resize', ['poi-nature1.jpg']);
    await page.getByRole('radio', { name: '640 px' }).check();
    const [card] = await startAndWait(page, 'Resize', ['poi-nature1.jpg']);
    const preview = card!.getByRole('region', { name: /^Preview of / });
    await expect.poll(() => allPicturesLoaded(preview), { timeout: WAIT_MS, interval: 250 }).toBe(true);
    const captions = await preview.locator('figcaption').allInnerTexts();
    expect(captions[0]).toMatch(/^Before — 1024 × 768 px, [\d.]+ KB$/);
    expect(captions[1]).toMatch(/^After — 640 × 480 px, [\d.]+ KB$/);
    await group(preview as unknown as Page, 'Show')
      .getByRole('radio', { name: 'Full size' })
      .check();
    const before = preview.getByRole('img', { name: 'poi-nature1.jpg, before' });
    await expect.poll(() => before.evaluate((element) => element.getBoundingClientRect().width)).toBe(1024);
    // Back to fitted for the pictures: full size runs past the card inside its scrolled frame, which the shots refuse.
    await group(preview as unknown as Page, 'Show')
      .getByRole('radio', { name: 'Fitted' })
      .check();
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-resize');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('plays a reduced video in the page before it is saved', TIMEOUT, async () => {
    const video = join(journey.work, 'clip.mp4');
    await run('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1280x720:rate=25',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      video,
    ]);
    const session = await openPanel(journey.browser, journey.app, 'video', 'Reduce video size');
    const { page } = session;
    await addFiles(page, 'Add videos', [video]);
    await waitUntilStaged(page, 'Videos to reduce', ['clip.mp4']);
    await group(page, 'Resolution').getByRole('radio', { name: '480p' }).check();
    const [card] = await startAndWait(page, 'Reduce', ['clip.mp4']);
    const player = card!.locator('video');
    // The browser read the video's own header through the preview address: its length and its picture size.
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: WAIT_MS })
      .toBeGreaterThanOrEqual(1);
    const shape = await player.evaluate((element) => {
      const media = element as HTMLVideoElement;
      return { width: media.videoWidth, height: media.videoHeight, duration: Math.round(media.duration) };
    });
    expect(shape).toEqual({ width: 854, height: 480, duration: 2 });
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-video');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('Save all downloads every result, two pictures of one name under two names', TIMEOUT, async () => {
    const [a, b] = [join(journey.work, 'a'), join(journey.work, 'b')];
    await mkdir(a);
    await mkdir(b);
    await copyFile(`${CORPUS_ROOT}/images/poi-nature1.jpg`, join(a, 'photo.jpg'));
    await copyFile(`${CORPUS_ROOT}/images/poi-nature2.jpg`, join(b, 'photo.jpg'));
    const session = await openPanel(journey.browser, journey.app, 'webp', 'Convert to WebP');
    const { page } = session;
    await addFiles(page, 'Add pictures', [join(a, 'photo.jpg'), join(b, 'photo.jpg')]);
    await waitUntilStaged(page, 'Pictures to convert', ['photo.jpg', 'photo.jpg']);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await expect.poll(() => results.locator('.badge', { hasText: 'Completed' }).count(), { timeout: WAIT_MS }).toBe(2);

    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await results.getByRole('button', { name: 'Save all 2 to a folder…' }).click();
    await expect.poll(() => downloads.length, { timeout: WAIT_MS }).toBe(2);
    expect(downloads.map((download) => download.suggestedFilename()).sort()).toEqual(['photo (2).webp', 'photo.webp']);
    const saved = await Promise.all(
      downloads.map(async (download) => {
        const target = join(journey.work, download.suggestedFilename());
        await download.saveAs(target);
        return { meta: await sharp(target).metadata(), bytes: await readFile(target) };
      }),
    );
    for (const { meta } of saved) expect(meta.format).toBe('webp');
    // Two different pictures, not one twice.
    expect(saved[0]!.bytes.equals(saved[1]!.bytes)).toBe(false);
    await results.getByText('Downloading 2 files: photo.webp, photo (2).webp.').waitFor();
    await dismissNotifications(page);
    await shootPanel(page, 'web-preview-save-all');
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
