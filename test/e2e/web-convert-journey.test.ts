/**
 * Compress, Reduce video and Convert to PDF end to end through `npm run web` in Chromium, several real files at once
 * (one task each) on the real local engine, every result saved as a browser download and checked with a tool of its
 * own: the sizes the card shows against the files (and unzip -t on the compressed packages), ffprobe on the videos,
 * pdfinfo's page count on the PDFs.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../shared/format-bytes';
import { webJourney } from '../helpers/web-journey';
import { CORPUS_ROOT } from '../helpers/corpus';
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

const journey = webJourney('convert');

/** Each card's result, saved, with the task as the host last pushed it. */
async function saveAll(session: PanelSession, cards: Locator[]) {
  const saved = [];
  for (const card of cards) {
    const task = lastState(session, await taskIdOf(card));
    saved.push({ card, task, file: await saveDownload(card, journey.work) });
  }
  return saved;
}

describe('npm run web: Compress', () => {
  it('compresses several files at once, one task each; each card’s before → after matches the files', { timeout: 600_000 }, async () => {
    const inputs = [join(CORPUS_ROOT, 'pptx', 'pp-dml-fill.pptx'), join(CORPUS_ROOT, 'office', 'poi-picture.xlsx')];
    const session = await openPanel(journey.browser, journey.app, 'compress', 'Compress files');
    const { page } = session;
    await addFiles(page, 'Add files', inputs);
    await waitUntilStaged(
      page,
      'Files to compress',
      inputs.map((path) => basename(path)),
    );
    const cards = await startAndWait(
      page,
      'Compress',
      inputs.map((path) => basename(path)),
    );
    await dismissNotifications(page);
    await shootPanel(page, 'web-compress-results');

    for (const [index, { card, task, file }] of (await saveAll(session, cards)).entries()) {
      const before = (await stat(inputs[index]!)).size;
      const after = (await stat(file)).size;
      expect(task.result).toMatchObject({ inputSize: before, outputSize: after });
      const saved = ((before - after) / before) * 100;
      const percent = Math.abs(saved) < 10 ? Math.abs(saved).toFixed(1).replace(/\.0$/, '') : String(Math.round(Math.abs(saved)));
      const change = after < before ? `${percent}% smaller` : 'same size';
      // The file's own change; the preview's largest picture has a labelled one of its own.
      const fileChange = card.locator('.size-change').filter({ hasNot: card.page().locator('.size-change__label') });
      expect(await fileChange.innerText()).toBe(`${formatBytes(before)} → ${formatBytes(after)} (${change})`);
      // Still a sound package of the same kind.
      await run('unzip', ['-tq', file]);
      expect(file.slice(-5)).toBe(inputs[index]!.slice(-5));
    }
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});

async function probe(file: string): Promise<{ duration: number; codec: string; width: number; height: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const parsed = JSON.parse(stdout) as {
    format: { duration: string };
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  };
  const video = parsed.streams.find((stream) => stream.codec_type === 'video');
  return { duration: Number(parsed.format.duration), codec: video?.codec_name ?? '', width: video?.width ?? 0, height: video?.height ?? 0 };
}

describe('npm run web: Reduce video', () => {
  it(
    'reduces several videos, one task each; length and size before → after match ffprobe and the files',
    { timeout: 600_000 },
    async () => {
      // A real clip (the one embedded in a POI test deck) and a 1440p one made here, which must come down to 1080p.
      await run('unzip', ['-o', '-j', join(CORPUS_ROOT, 'pptx', 'poi-EmbeddedVideo.pptx'), 'ppt/media/media1.mp4', '-d', journey.work]);
      const embedded = join(journey.work, 'media1.mp4');
      const large = join(journey.work, 'wide-shot.mov');
      await run('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=2560x1440:rate=25',
        '-t',
        '2',
        '-c:v',
        'mpeg4',
        '-q:v',
        '4',
        large,
      ]);
      const inputs = [embedded, large];

      const session = await openPanel(journey.browser, journey.app, 'video', 'Reduce video size');
      const { page } = session;
      await addFiles(page, 'Add videos', inputs);
      await waitUntilStaged(page, 'Videos to reduce', ['media1.mp4', 'wide-shot.mov']);
      const cards = await startAndWait(page, 'Reduce', ['media1.mp4', 'wide-shot.mov']);
      await dismissNotifications(page);
      await shootPanel(page, 'web-video-results');

      for (const [index, { card, task, file }] of (await saveAll(session, cards)).entries()) {
        const input = await probe(inputs[index]!);
        const output = await probe(file);
        expect(output.codec).toBe('h264');
        expect(Math.abs(output.duration - input.duration), basename(file)).toBeLessThan(0.2);
        expect(Math.abs(Number(task.result?.inputDuration) - input.duration)).toBeLessThan(0.05);
        expect((await stat(file)).size).toBe(task.result?.size);
        const facts = await card.locator('.result-facts li').allInnerTexts();
        expect(facts[0]).toMatch(/^Length \d.* → \d/);
        expect(facts[1]).toContain(`Size ${formatBytes((await stat(inputs[index]!)).size)} → ${formatBytes((await stat(file)).size)}`);
        if (index === 1) {
          expect([output.width, output.height]).toEqual([1920, 1080]);
          expect(facts[2]).toBe('Picture 2560 × 1440 → 1920 × 1080');
        }
      }
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});

describe('npm run web: Convert to PDF', () => {
  it('converts a .pptx and a legacy .ppt, one task each; each card’s page count is the PDF’s own', { timeout: 600_000 }, async () => {
    const inputs = [join(CORPUS_ROOT, 'pptx', 'pp-tbl-cell.pptx'), join(CORPUS_ROOT, 'ppt', 'poi-SampleShow.ppt')];
    const session = await openPanel(journey.browser, journey.app, 'pdf', 'Convert to PDF');
    const { page } = session;
    await addFiles(page, 'Add presentations', inputs);
    await waitUntilStaged(page, 'Presentations to convert', ['pp-tbl-cell.pptx', 'poi-SampleShow.ppt']);
    const cards = await startAndWait(page, 'Convert', ['pp-tbl-cell.pptx', 'poi-SampleShow.ppt']);
    // The browser's download is how a PDF opens here: no Open button.
    for (const card of cards) expect(await card.getByRole('button', { name: 'Open PDF' }).count()).toBe(0);
    await dismissNotifications(page);
    await shootPanel(page, 'web-pdf-results');

    const pageCounts = [];
    for (const { card, task, file } of await saveAll(session, cards)) {
      expect(file.endsWith('.pdf')).toBe(true);
      const { stdout } = await run('pdfinfo', [file]);
      const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
      expect(task.result?.pages).toBe(pages);
      await card.getByText(`${pages} page${pages === 1 ? '' : 's'} in the PDF.`).waitFor();
      pageCounts.push(pages);
    }
    // pp-tbl-cell has three slides.
    expect(pageCounts[0]).toBe(3);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
});
