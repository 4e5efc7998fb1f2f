/**
 * The document conversions of issue #14 end to end through `npm run web` in Chromium on the real local engine
 * (LibreOffice, poppler, ffmpeg): files added through each panel's drop zone, options set in its form, the task
 * completed, the result saved as a browser download and checked with a tool of its own — pdfinfo and pdftotext for
 * PDFs, unzip and sharp for ZIPs of pictures, unzip and the package parts for decks, ffprobe for the video — against
 * what the card says.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
import { writeHtmlPdf } from '../helpers/html-pdf';
import { writeKeynoteFile } from '../helpers/keynote-file';
import { libreOfficePages, readZipEntries } from '../helpers/package-checks';
import { writeWordDoc } from '../helpers/word-doc';
import {
  addFiles,
  dismissNotifications,
  lastState,
  openPanel,
  saveDownload,
  startAndWait,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import type { PanelSession } from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const run = promisify(execFile);
const TIMEOUT = { timeout: 600_000 };

const journey = webJourney('office');

async function pdfPages(file: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** Unpacks a ZIP of pictures into a fresh folder; the pictures' sizes as sharp reads them, in name order. */
async function pictureSizes(zip: string): Promise<{ name: string; width: number; height: number; format: string }[]> {
  const dir = join(journey.work, `unzipped-${Date.now()}`);
  await mkdir(dir);
  await run('unzip', ['-q', zip, '-d', dir]);
  const names = (await readdir(dir)).sort();
  return Promise.all(
    names.map(async (name) => {
      const meta = await sharp(join(dir, name)).metadata();
      return { name, width: meta.width, height: meta.height, format: meta.format };
    }),
  );
}

async function finish(session: PanelSession, shot: string, cards: Locator[]): Promise<void> {
  await dismissNotifications(session.page);
  await shootPanel(session.page, shot);
  expect(session.errors).toEqual([]);
  expect(cards.length).toBeGreaterThan(0);
}

describe('npm run web: documents to PDF and to pictures', () => {
  it('Word to PDF keeps the text in order; PDF to pictures renders every page at the chosen size', TIMEOUT, async () => {
    const doc = join(journey.work, 'minutes.docx');
    await writeWordDoc(doc, [[{ text: 'Alpha opens the minutes.' }], [{ text: 'Bravo follows it.' }], [{ text: 'Charlie closes.' }]]);
    const words = await openPanel(journey.browser, journey.app, 'word-pdf', 'Word to PDF');
    await addFiles(words.page, 'Add documents', [doc]);
    await waitUntilStaged(words.page, 'Documents to convert', ['minutes.docx']);
    const [wordCard] = await startAndWait(words.page, 'Convert', ['minutes.docx']);
    const pdf = await saveDownload(wordCard!, journey.work);
    const pages = await pdfPages(pdf);
    await wordCard!.getByText(`${pages} page${pages === 1 ? '' : 's'} in the PDF.`).waitFor();
    const { stdout: text } = await run('pdftotext', [pdf, '-']);
    expect(text.indexOf('Alpha')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Alpha')).toBeLessThan(text.indexOf('Bravo'));
    expect(text.indexOf('Bravo')).toBeLessThan(text.indexOf('Charlie'));
    await finish(words, 'web-word-pdf', [wordCard!]);
    await words.context.close();

    // A three-page PDF printed by Chromium, rendered at a long side of 800 px as JPEG.
    const report = join(journey.work, 'report.pdf');
    await writeHtmlPdf(journey.browser, report, ['One.', 'Two.', 'Three.']);
    const session = await openPanel(journey.browser, journey.app, 'pdf-pictures', 'PDF to pictures');
    await addFiles(session.page, 'Add PDFs', [report]);
    await waitUntilStaged(session.page, 'PDFs to render', ['report.pdf']);
    await session.page.getByLabel('Long side').fill('800');
    await session.page.getByRole('group', { name: 'Format' }).getByRole('radio', { name: 'JPEG' }).check();
    const [card] = await startAndWait(session.page, 'Render', ['report.pdf']);
    const zip = await saveDownload(card!, journey.work);
    const pictures = await pictureSizes(zip);
    expect(pictures).toHaveLength(await pdfPages(report));
    for (const picture of pictures) {
      expect(picture.format).toBe('jpeg');
      expect(Math.max(picture.width, picture.height)).toBe(800);
    }
    const { width, height } = pictures[0]!;
    expect(await card!.locator('.result-facts li').allInnerTexts()).toEqual([
      '3 pages as JPG pictures in the ZIP',
      `${width} × ${height} px`,
    ]);
    await finish(session, 'web-pdf-pictures', [card!]);
    await session.context.close();
  });

  it('Slide pictures renders each slide of a deck at the chosen width, one picture per slide', TIMEOUT, async () => {
    const deck = join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx');
    const session = await openPanel(journey.browser, journey.app, 'slide-pictures', 'Slide pictures');
    await addFiles(session.page, 'Add presentations', [deck]);
    await waitUntilStaged(session.page, 'Presentations to render', ['pp-tbl-cell.pptx']);
    await session.page.getByRole('group', { name: 'Picture width' }).getByRole('radio', { name: '1080 px' }).check();
    const [card] = await startAndWait(session.page, 'Render', ['pp-tbl-cell.pptx']);
    const pictures = await pictureSizes(await saveDownload(card!, journey.work));
    // pp-tbl-cell has three slides.
    expect(pictures.map((picture) => picture.format)).toEqual(['png', 'png', 'png']);
    for (const picture of pictures) expect(picture.width).toBe(1080);
    expect(await card!.locator('.result-facts li').allInnerTexts()).toEqual([
      '3 slides as PNG pictures in the ZIP',
      `1080 × ${pictures[0]!.height} px`,
    ]);
    await finish(session, 'web-slide-pictures', [card!]);
    await session.context.close();
  });

  it('Keynote becomes a PDF, or a picture per slide, as chosen', TIMEOUT, async () => {
    const keynote = join(journey.work, 'pitch.key');
    await writeKeynoteFile(keynote, ['Why we are here', 'What we ask']);
    const session = await openPanel(journey.browser, journey.app, 'keynote', 'Keynote to PDF or pictures');
    const { page } = session;
    await addFiles(page, 'Add presentations', [keynote]);
    await waitUntilStaged(page, 'Keynote presentations to convert', ['pitch.key']);
    const [pdfCard] = await startAndWait(page, 'Convert', ['pitch.key']);
    const pdf = await saveDownload(pdfCard!, journey.work);
    expect(await pdfPages(pdf)).toBe(2);
    await pdfCard!.getByText('2 pages in the PDF.').waitFor();
    expect(lastState(session, await taskIdOf(pdfCard!)).type).toBe('convertor.keynote2pdf');

    await addFiles(page, 'Add presentations', [keynote]);
    await waitUntilStaged(page, 'Keynote presentations to convert', ['pitch.key']);
    await page.getByRole('radio', { name: 'A picture per slide' }).check();
    await page.getByRole('group', { name: 'Picture width' }).getByRole('radio', { name: '1080 px' }).check();
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    // Two cards carry the deck's name now: the newest, on top, is the pictures.
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article', { name: 'pitch.key', exact: true });
    await expect.poll(() => cards.count()).toBe(2);
    const picturesCard = cards.first();
    await expect
      .poll(
        async () => {
          const badge = await picturesCard.locator('.badge').textContent();
          if (badge === 'Failed') throw new Error(`the task failed: ${await picturesCard.innerText()}`);
          return badge;
        },
        { timeout: 180_000, interval: 200 },
      )
      .toBe('Completed');
    expect(lastState(session, await taskIdOf(picturesCard)).type).toBe('convertor.keynote2image');
    const pictures = await pictureSizes(await saveDownload(picturesCard, journey.work));
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture.width).toBe(1080);
    await picturesCard.getByText('2 slides as PNG pictures in the ZIP').waitFor();
    await finish(session, 'web-keynote', [picturesCard]);
    await session.context.close();
  });
});

describe('npm run web: decks', () => {
  it('PPT to PPTX makes a sound deck with as many slides as the old file shows', TIMEOUT, async () => {
    const ppt = join(CORPUS_ROOT, 'ppt', 'poi-SampleShow.ppt');
    const session = await openPanel(journey.browser, journey.app, 'ppt-pptx', 'PPT to PPTX');
    await addFiles(session.page, 'Add presentations', [ppt]);
    await waitUntilStaged(session.page, 'Presentations to convert', ['poi-SampleShow.ppt']);
    const [card] = await startAndWait(session.page, 'Convert', ['poi-SampleShow.ppt']);
    const pptx = await saveDownload(card!, journey.work);
    expect(pptx.endsWith('.pptx')).toBe(true);
    await run('unzip', ['-tq', pptx]);
    const slides = [...(await readZipEntries(pptx)).keys()].filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
    const [shown] = await libreOfficePages(ppt);
    expect(slides).toBe(shown);
    await card!.getByText(`${slides} slide${slides === 1 ? '' : 's'}`, { exact: true }).waitFor();
    await finish(session, 'web-ppt-pptx', [card!]);
    await session.context.close();
  });

  it('Slides to video records each slide for the chosen time; ffprobe’s length is the sum', TIMEOUT, async () => {
    const deck = join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx');
    const session = await openPanel(journey.browser, journey.app, 'slide-video', 'Slides to video');
    await addFiles(session.page, 'Add presentations', [deck]);
    await waitUntilStaged(session.page, 'Presentations to record', ['pp-tbl-cell.pptx']);
    await session.page.getByLabel('Seconds per slide').fill('1.5');
    await session.page.getByRole('group', { name: 'Picture height' }).getByRole('radio', { name: '720p' }).check();
    const [card] = await startAndWait(session.page, 'Record', ['pp-tbl-cell.pptx']);
    const task = lastState(session, await taskIdOf(card!));
    const video = await saveDownload(card!, journey.work);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', video]);
    const probed = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string; height?: number }[] };
    const duration = Number(probed.format.duration);
    const slides = task.result?.slides as { seconds: number }[];
    expect(slides.map((slide) => slide.seconds)).toEqual([1.5, 1.5, 1.5]);
    expect(Math.abs(duration - 4.5)).toBeLessThan(0.2);
    expect(probed.streams.find((stream) => stream.codec_type === 'video')?.height).toBe(720);
    expect(await card!.locator('.result-facts li').allInnerTexts()).toEqual([
      'Length 4.5 s',
      `${Number(task.result?.width)} × 720 px`,
      '3 slides',
    ]);
    await finish(session, 'web-slide-video', [card!]);
    await session.context.close();
  });

  it('HTML to PPTX makes one slide per page, in the list’s order', TIMEOUT, async () => {
    const pages = [
      ['intro.html', '<h1 style="font: 48px sans-serif">Quarterly plan</h1><p style="font: 24px sans-serif">Where we stand</p>'],
      ['numbers.html', '<div style="background:#1f6f8b;width:400px;height:200px"></div><p style="font: 24px sans-serif">Revenue grew</p>'],
    ] as const;
    for (const [name, body] of pages) await writeFile(join(journey.work, name), `<!doctype html><html><body>${body}</body></html>`);
    const session = await openPanel(journey.browser, journey.app, 'html-deck', 'HTML to PPTX');
    await addFiles(
      session.page,
      'Add pages',
      pages.map(([name]) => join(journey.work, name)),
    );
    await waitUntilStaged(session.page, 'HTML pages, in slide order', ['intro.html', 'numbers.html']);
    const [card] = await startAndWait(session.page, 'Convert', ['intro.html + 1 more']);
    const deck = await saveDownload(card!, journey.work);
    await run('unzip', ['-tq', deck]);
    const parts = await readZipEntries(deck);
    const slideText = (n: number) =>
      [...(parts.get(`ppt/slides/slide${n}.xml`)?.toString('utf8') ?? '').matchAll(/<a:t>([^<]*)/g)].map((m) => m[1]).join(' ');
    expect(slideText(1)).toContain('Quarterly plan');
    expect(slideText(2)).toContain('Revenue grew');
    expect(parts.has('ppt/slides/slide3.xml')).toBe(false);
    await card!.getByText('2 slides', { exact: true }).waitFor();
    await finish(session, 'web-html-deck', [card!]);
    await session.context.close();
  });
});
