/**
 * Pictures made and text read, end to end through `npm run web` in Chromium on the real local engine: HTML and
 * Markdown to PNG (size and pixels read with sharp), pictures resized (sizes against the originals), pictures to WebP and AVIF (format, size, dimensions against the
 * originals), text read from a picture by Tesseract (and copied), a deck's text (against the slides' own `a:t` runs,
 * read with unzip) and the parsers' ZIPs (unzip, result.json) — each against what its card says.
 */
import { execFile } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../shared/format-bytes';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
import { writeHtmlPdf } from '../helpers/html-pdf';
import { readZipEntries } from '../helpers/package-checks';
import {
  addFiles,
  dismissNotifications,
  openPanel,
  saveDownload,
  startAndWait,
  submittedParams,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import type { PanelSession } from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const TIMEOUT = { timeout: 600_000 };

const journey = webJourney('pictures');

async function pixel(file: string, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

async function finish(session: PanelSession, shot: string): Promise<void> {
  await dismissNotifications(session.page);
  await shootPanel(session.page, shot);
  expect(session.errors).toEqual([]);
  await session.context.close();
}

describe('npm run web: pictures', () => {
  it('HTML to PNG captures the window at the chosen size and density', TIMEOUT, async () => {
    const html = join(journey.work, 'badge.html');
    await writeFile(
      html,
      '<!doctype html><html><body style="margin:0;background:#fff"><div style="width:100px;height:100px;background:#ff0000"></div></body></html>',
    );
    const session = await openPanel(journey.browser, journey.app, 'html-picture', 'HTML to picture');
    await addFiles(session.page, 'Add pages', [html]);
    await waitUntilStaged(session.page, 'HTML pages to capture', ['badge.html']);
    await session.page.getByLabel('Window width').fill('400');
    await session.page.getByLabel('Window height').fill('300');
    await session.page.getByRole('group', { name: 'Pixel density' }).getByRole('radio', { name: '2×' }).check();
    const [card] = await startAndWait(session.page, 'Capture', ['badge.html']);
    const png = await saveDownload(card!, journey.work);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 800, 600]);
    expect(await pixel(png, 50, 50)).toEqual([255, 0, 0]);
    expect(await pixel(png, 700, 500)).toEqual([255, 255, 255]);
    await card!.getByText('800 × 600 px', { exact: true }).waitFor();
    await card!.getByRole('img', { name: 'The picture of badge.html' }).waitFor();
    await finish(session, 'web-html-picture');
  });

  it('Markdown to PNG renders the document at the page width in the dark theme', TIMEOUT, async () => {
    const markdown = join(journey.work, 'notes.md');
    await writeFile(markdown, '# Release notes\n\n- Faster merges\n- Fonts embedded offline\n');
    const session = await openPanel(journey.browser, journey.app, 'markdown-picture', 'Markdown to picture');
    await addFiles(session.page, 'Add documents', [markdown]);
    await waitUntilStaged(session.page, 'Markdown documents to render', ['notes.md']);
    await session.page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await session.page.getByLabel('Page width').fill('600');
    const [card] = await startAndWait(session.page, 'Render', ['notes.md']);
    const png = await saveDownload(card!, journey.work);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(600);
    expect(Math.max(...(await pixel(png, 3, 3)))).toBeLessThan(80);
    await card!.getByText(`600 × ${meta.height} px`, { exact: true }).waitFor();
    await finish(session, 'web-markdown-picture');
  });

  it(
    'Resize limits each picture to the height chosen, sending maxHeight alone; the saved pictures have the size the card shows',
    TIMEOUT,
    async () => {
      const inputs = [join(CORPUS_ROOT, 'images', 'poi-nature1.jpg'), join(CORPUS_ROOT, 'images', 'poi-GaiaTestImg.png')];
      const originals = await Promise.all(inputs.map(async (input) => sharp(input).metadata()));
      const session = await openPanel(journey.browser, journey.app, 'resize', 'Resize images');
      const { page } = session;
      await addFiles(page, 'Add pictures', inputs);
      const names = inputs.map((input) => basename(input));
      await waitUntilStaged(page, 'Pictures to resize', names);
      // Each staged picture shows itself and its own size, read in the page before anything is sent.
      const staged = page.getByRole('list', { name: 'Pictures to resize' });
      for (const meta of originals) await staged.getByText(`${meta.width} × ${meta.height} px`, { exact: false }).waitFor();
      expect(await staged.locator('img.staged__thumb').count()).toBe(inputs.length);
      await shootPanel(page, 'web-resize-staged');

      // Width at a preset first, then the toggle to Height with a custom value: only the last choice is sent.
      await page.getByRole('radio', { name: '640 px' }).check();
      await page.getByRole('radio', { name: 'Height' }).check();
      await page.getByRole('radio', { name: 'Custom' }).check();
      await page.getByLabel('Custom height in pixels').fill('120');
      const cards = await startAndWait(page, 'Resize', names);
      expect(submittedParams(session)).toEqual([{ maxHeight: 120 }, { maxHeight: 120 }]);

      for (const [index, card] of cards.entries()) {
        const before = originals[index]!;
        const after = await sharp(await saveDownload(card, journey.work)).metadata();
        expect(after.format).toBe(before.format);
        expect(after.height).toBe(120);
        expect(Math.abs(after.width - (before.width * 120) / before.height)).toBeLessThanOrEqual(1);
        await card.getByText(`${before.width} × ${before.height} px → ${after.width} × ${after.height} px`).waitFor();
      }
      await finish(session, 'web-resize');
    },
  );

  it('WebP pictures keeps each picture’s size and look in a smaller file', TIMEOUT, async () => {
    const inputs = [join(CORPUS_ROOT, 'images', 'poi-nature1.jpg'), join(CORPUS_ROOT, 'images', 'poi-GaiaTestImg.png')];
    const session = await openPanel(journey.browser, journey.app, 'webp', 'Convert to WebP');
    await addFiles(session.page, 'Add pictures', inputs);
    const names = inputs.map((input) => basename(input));
    await waitUntilStaged(session.page, 'Pictures to convert', names);
    const cards = await startAndWait(session.page, 'Convert', names);
    for (const [index, card] of cards.entries()) {
      const webp = await saveDownload(card, journey.work);
      const [before, after] = [await sharp(inputs[index]).metadata(), await sharp(webp).metadata()];
      expect(after.format).toBe('webp');
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const [inputSize, outputSize] = [(await stat(inputs[index]!)).size, (await stat(webp)).size];
      expect(outputSize).toBeLessThan(inputSize);
      expect(await card.locator('.size-change').innerText()).toContain(`${formatBytes(inputSize)} → ${formatBytes(outputSize)}`);
      await card.getByText(`${after.width} × ${after.height} px`, { exact: false }).waitFor();
    }
    await finish(session, 'web-webp');
  });

  it('AVIF pictures keeps each picture’s size and look in a smaller file, with its thumbnail', TIMEOUT, async () => {
    const inputs = [join(CORPUS_ROOT, 'images', 'poi-nature2.jpg'), join(CORPUS_ROOT, 'images', 'poi-testtiff.tif')];
    const session = await openPanel(journey.browser, journey.app, 'avif', 'Convert to AVIF');
    await addFiles(session.page, 'Add pictures', inputs);
    const names = inputs.map((input) => basename(input));
    await waitUntilStaged(session.page, 'Pictures to convert', names);
    const cards = await startAndWait(session.page, 'Convert', names);
    for (const [index, card] of cards.entries()) {
      const avif = await saveDownload(card, journey.work);
      expect(basename(avif)).toBe(names[index]!.replace(/\.\w+$/, '.avif'));
      const [before, after] = [await sharp(inputs[index]).metadata(), await sharp(avif).metadata()];
      expect([after.format, after.compression]).toEqual(['heif', 'av1']);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      const [inputSize, outputSize] = [(await stat(inputs[index]!)).size, (await stat(avif)).size];
      expect(outputSize).toBeLessThan(inputSize);
      expect(await card.locator('.size-change').innerText()).toContain(`${formatBytes(inputSize)} → ${formatBytes(outputSize)}`);
      await card.getByText(`${after.width} × ${after.height} px · from ${before.format.toUpperCase()}`, { exact: false }).waitFor();
      // The browser decodes the AVIF thumbnail: it has the picture's own proportions.
      const thumbnail = card.getByRole('img', { name: `The AVIF picture of ${names[index]}` });
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.naturalHeight / img.naturalWidth : 0)))
        .toBeCloseTo(after.height / after.width, 2);
    }
    await finish(session, 'web-avif');
  });
});

describe('npm run web: reading text', () => {
  it('Text in pictures reads a rendered sentence, shows it and copies it', TIMEOUT, async () => {
    const sentence = 'Deckhand reads this sentence';
    const picture = join(journey.work, 'sign.png');
    await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="220"><rect width="100%" height="100%" fill="#fff"/>` +
          `<text x="40" y="130" font-family="DejaVu Sans" font-size="64" fill="#111">${sentence}</text></svg>`,
      ),
    )
      .png()
      .toFile(picture);
    const session = await openPanel(journey.browser, journey.app, 'ocr', 'Text in pictures');
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.app.origin });
    await addFiles(session.page, 'Add pictures', [picture]);
    await waitUntilStaged(session.page, 'Pictures to read', ['sign.png']);
    const [card] = await startAndWait(session.page, 'Read', ['sign.png']);
    const shown = await card!.locator('.text-result__text').innerText();
    expect(shown).toContain(sentence);
    await card!.getByText('4 words', { exact: false }).waitFor();
    await card!.getByRole('button', { name: 'Copy text' }).click();
    await card!.getByText('Copied.').waitFor();
    expect(await session.page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    // The saved JSON holds the same text (DeckFlow's {data: {text, confidence, blocks}}).
    const json = JSON.parse(await readFile(await saveDownload(card!, journey.work), 'utf8')) as { data: { text: string } };
    expect(json.data.text).toBe(shown);
    await finish(session, 'web-ocr');
  });

  it('Deck text shows every run of text the slides hold, slide by slide', TIMEOUT, async () => {
    const deck = join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx');
    const session = await openPanel(journey.browser, journey.app, 'deck-text', 'Deck text and shapes');
    await addFiles(session.page, 'Add decks', [deck]);
    await waitUntilStaged(session.page, 'Decks to read', ['pp-tbl-cell.pptx']);
    await session.page.getByRole('checkbox', { name: 'Speaker notes too' }).check();
    const [card] = await startAndWait(session.page, 'Read', ['pp-tbl-cell.pptx']);
    const shown = await card!.locator('.text-result__text').innerText();
    const slides = shown.split(/\n\n(?=Slide \d+)/);
    expect(slides.map((slide) => slide.split('\n')[0])).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    for (const [index, slide] of slides.entries()) {
      const { stdout } = await run('unzip', ['-p', deck, `ppt/slides/slide${index + 1}.xml`]);
      const runs = [...stdout.matchAll(/<a:t>([^<]+)<\/a:t>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      for (const text of runs) expect(slide, `slide ${index + 1}`).toContain(text);
    }
    await card!.getByText('3 slides', { exact: true }).waitFor();
    await finish(session, 'web-deck-text');
  });

  it('Text & pictures reads a PDF, a Word document and a deck, each with its own parser, into a ZIP', TIMEOUT, async () => {
    const pdf = join(journey.work, 'brief.pdf');
    await writeHtmlPdf(journey.browser, pdf, ['The first page of the brief.', 'The second page of the brief.']);
    const inputs = [pdf, join(CORPUS_ROOT, 'office', 'poi-issue_51265_3.docx'), join(CORPUS_ROOT, 'pptx', 'pp-shp-picture.pptx')];
    const names = inputs.map((input) => basename(input));
    const session = await openPanel(journey.browser, journey.app, 'extract', 'Extract text and pictures');
    await addFiles(session.page, 'Add documents', inputs);
    await waitUntilStaged(session.page, 'Documents to read', names);
    const cards = await startAndWait(session.page, 'Extract', names);
    const found = [];
    for (const card of cards) {
      const zip = await saveDownload(card, journey.work);
      await run('unzip', ['-tq', zip]);
      const entries = await readZipEntries(zip);
      const result = JSON.parse(entries.get('result.json')!.toString('utf8')) as Record<string, unknown>;
      const pictures = [...entries.keys()].filter((name) => /\.(png|jpe?g|gif|emf|wmf|bmp|tiff?)$/i.test(name)).length;
      found.push({ facts: await card.locator('.result-facts li').allInnerTexts(), result, pictures });
    }
    const [fromPdf, fromWord, fromDeck] = found;
    expect(fromPdf!.facts[0]).toBe('2 pages');
    expect(JSON.stringify(fromPdf!.result)).toContain('The second page of the brief.');
    expect(fromWord!.facts).toContain(`${fromWord!.pictures} picture${fromWord!.pictures === 1 ? '' : 's'}`);
    expect(fromWord!.pictures).toBeGreaterThan(0);
    expect(fromDeck!.facts[0]).toBe('2 slides');
    expect(fromDeck!.facts).toContain(`${fromDeck!.pictures} pictures`);
    await finish(session, 'web-extract');
  });
});
