/**
 * The PDF panels' own controls through `npm run web` in Chromium with the real local engine: Number & watermark's
 * picture picker and the switch that keeps active content (both sent in the task's params, the picture drawn), and
 * Convert to PDF's next steps — "Then compress" starts Compress PDF on the converted PDF, "Then merge" opens Merge PDFs
 * with it staged. The Stamp panel and the Convert card are shot light and dark.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CORPUS_ROOT } from '../helpers/corpus';
import { webJourney } from '../helpers/web-journey';
import {
  WAIT_MS,
  addFiles,
  dismissNotifications,
  lastState,
  openPanel,
  saveDownload,
  startAndWait,
  submittedParams,
  taskIdOf,
  waitUntilStaged,
} from '../helpers/web-panel-session';
import { shootPanel } from './panel-shots';

const journey = webJourney('pdf-next-steps');

/** A two-page A4 PDF of plain text, made with pdf-lib (no LibreOffice needed for the stamp). */
async function twoPagePdf(path: string): Promise<string> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of ['Quarterly minutes', 'Budget appendix']) doc.addPage([595, 842]).drawText(text, { x: 72, y: 760, size: 24, font });
  await writeFile(path, await doc.save());
  return path;
}

describe('npm run web: the PDF panels’ pictures, switches and next steps', () => {
  it(
    'stamps a picture chosen in Number & watermark on the pages asked for, and sends keepActiveContent when switched on',
    { timeout: 600_000 },
    async () => {
      const pdf = await twoPagePdf(join(journey.work, 'minutes.pdf'));
      const logo = join(journey.work, 'logo.png');
      await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" rx="40" fill="#1d5fd0"/></svg>',
        ),
      )
        .png()
        .toFile(logo);
      const session = await openPanel(journey.browser, journey.app, 'pdf-stamp', 'Number & watermark');
      const { page } = session;
      await addFiles(page, 'Add PDFs', [pdf]);
      await waitUntilStaged(page, 'PDFs to stamp', ['minutes.pdf']);
      const picker = page.locator('[data-param="watermarkPicture"]');
      await picker.locator('input[type="file"]').setInputFiles(logo);
      await picker.getByRole('img', { name: 'The watermark picture chosen' }).waitFor();
      await page.getByLabel('Watermark on pages').fill('2');
      const keep = page.getByRole('checkbox', { name: 'Keep scripts and attached files' });
      await expect.poll(() => keep.isChecked()).toBe(false);
      await keep.check();
      await shootPanel(page, 'web-pdf-stamp-picture');

      const [card] = await startAndWait(page, 'Stamp', ['minutes.pdf']);
      const [params] = submittedParams(session);
      expect(String(params!.watermarkPicture)).toMatch(/^data:image\/png;base64,/);
      expect(params).toMatchObject({ keepActiveContent: true, watermarkPages: '2', pictureSize: 40 });
      const task = lastState(session, await taskIdOf(card!));
      expect(task.result).toMatchObject({ watermarkPicture: true, watermarked: 1 });
      const saved = await saveDownload(card!, journey.work);
      const listed = execFileSync('pdfimages', ['-list', saved], { encoding: 'utf8' });
      expect(listed.split('\n').filter((row) => /^\s+2\s+\d+\s+image\s+400\s+200\b/.test(row))).toHaveLength(1);
      expect(listed.split('\n').filter((row) => /^\s+1\s+\d+\s+image/.test(row))).toHaveLength(0);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );

  it(
    'hands a converted PDF on: “Then compress” starts Compress PDF, “Then merge” stages it in Merge PDFs',
    { timeout: 900_000 },
    async () => {
      const deck = join(CORPUS_ROOT, 'pptx/poi-SampleShow.pptx');
      const session = await openPanel(journey.browser, journey.app, 'pdf', 'Convert to PDF');
      const { page } = session;
      await addFiles(page, 'Add presentations', [deck]);
      await waitUntilStaged(page, 'Presentations to convert', ['poi-SampleShow.pptx']);
      const [card] = await startAndWait(page, 'Convert', ['poi-SampleShow.pptx']);
      await dismissNotifications(page);
      await card!.getByRole('button', { name: 'Then compress' }).waitFor();
      await shootPanel(page, 'web-convert-pdf-next-steps');

      await card!.getByRole('button', { name: 'Then compress' }).click();
      await page.getByRole('heading', { name: 'Compress a PDF', level: 1 }).waitFor();
      const compressed = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
      await expect.poll(() => compressed.locator('.badge').textContent(), { timeout: WAIT_MS, interval: 200 }).toBe('Completed');
      const submitted = session.requests.filter((frame) => frame.channel === 'tasks:submit').at(-1)!.payload as {
        type: string;
        files: { name: string }[];
      };
      expect(submitted.type).toBe('pdf.compress');
      expect(submitted.files.map((file) => file.name)).toEqual(['poi-SampleShow.pdf']);

      await page.getByRole('navigation').getByRole('link', { name: 'Convert to PDF' }).click();
      await card!.getByRole('button', { name: 'Then merge' }).click();
      await page.getByRole('heading', { name: 'Merge PDFs', level: 1 }).waitFor();
      await waitUntilStaged(page, 'PDFs to merge', ['poi-SampleShow.pdf']);
      expect(session.errors).toEqual([]);
      await session.context.close();
    },
  );
});
