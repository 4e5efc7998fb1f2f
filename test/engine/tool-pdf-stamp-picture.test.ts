/**
 * Number & watermark's picture watermark on a LibreOffice export of a corpus deck: the picture is an image XObject
 * drawn on the pages asked for only (pdfimages lists images inside the overlaid form XObjects by page), the output
 * passes `qpdf --check`, and a render shows the picture where it was put.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run as stampPdf } from '../../main/engine/tools/pdf-stamp';
import { CORPUS_ROOT } from '../helpers/corpus';
import { createTask, runTask, startTestEngine, type TestEngine } from '../helpers/engine';
import { qpdfCheck } from '../helpers/pdf-files';
import { sofficeConvert } from '../helpers/soffice';
import { cleanupWorkDirs, expectToolError, runTool } from '../helpers/tool-harness';

let dir: string;
let engine: TestEngine;
/** az-SlideMasters.pptx: 3 pages of 960 × 540 pt, with pictures of its own on each (none 300 × 300 or 192 × 176). */
let deck: string;

const STAMP = {
  pageNumbers: false,
  numberFormat: 'n',
  position: 'bottom-center',
  startAt: 1,
  skipFirst: false,
  fontSize: 11,
  opacity: 0.6,
  angle: 0,
  pictureSize: 30,
} as const;

interface ListedImage {
  page: number;
  type: string;
  width: number;
  height: number;
  enc: string;
}

function images(pdf: string): ListedImage[] {
  const rows = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).split('\n').slice(2);
  return rows
    .map((row) => row.trim().split(/\s+/))
    .filter((cells) => cells.length > 8)
    .map((cells) => ({ page: Number(cells[0]), type: cells[2]!, width: Number(cells[3]), height: Number(cells[4]), enc: cells[8]! }));
}

function dataUrl(type: 'png' | 'jpeg', bytes: Buffer): string {
  return `data:image/${type};base64,${bytes.toString('base64')}`;
}

/**
 * How red the most red of a few points around a page's middle is (red minus the larger of green and blue), on the page
 * rendered at 36 dpi: the text watermark crosses the middle, so more than one point is read.
 */
async function rednessInMiddle(pdf: string, page: number): Promise<number> {
  const prefix = join(dir, `render-${page}`);
  execFileSync('pdftoppm', ['-r', '36', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdf, prefix]);
  const { data, info } = await sharp(`${prefix}.png`).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let most = -255;
  for (const [x, y] of [
    [0.5, 0.5],
    [0.47, 0.56],
    [0.53, 0.56],
    [0.5, 0.62],
    [0.45, 0.45],
    [0.55, 0.45],
  ] as const) {
    const at = (Math.round(y * (info.height - 1)) * info.width + Math.round(x * (info.width - 1))) * 3;
    most = Math.max(most, data[at]! - Math.max(data[at + 1]!, data[at + 2]!));
  }
  return most;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deckhand-pdf-stamp-picture-'));
  await sofficeConvert([join(CORPUS_ROOT, 'pptx/az-SlideMasters.pptx')], { outDir: dir, profile: join(dir, 'profile') });
  deck = join(dir, 'az-SlideMasters.pdf');
  engine = await startTestEngine();
});

afterAll(async () => {
  await engine?.close();
  await cleanupWorkDirs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pdf.stamp with a picture', () => {
  it('draws a transparent PNG and the text on the pages asked for only, through the engine', async () => {
    // A red disc on a transparent square: PNG with an alpha channel (an image and its soft mask in the PDF).
    const disc = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="150" fill="#e00000"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    const { task, output } = await runTask(engine, {
      type: 'pdf.stamp',
      files: [{ path: deck, name: 'Masters.pdf' }],
      params: { ...STAMP, watermark: 'DRAFT', watermarkPicture: dataUrl('png', disc), watermarkPages: '2-3' },
    });
    expect(task.status, JSON.stringify(task.error)).toBe('completed');
    expect(task.result).toMatchObject({ pages: 3, watermarkPicture: true, watermarked: 2 });
    const stamped = join(dir, 'disc.pdf');
    await writeFile(stamped, output!);
    if (process.env.DECKHAND_KEEP_RENDERS) await writeFile(join(process.env.DECKHAND_KEEP_RENDERS, 'disc.pdf'), output!);
    expect(qpdfCheck(stamped).code).toBe(0);

    const ours = images(stamped).filter((image) => image.width === 300 && image.height === 300);
    expect(ours.map((image) => `${image.page} ${image.type}`)).toEqual(['2 image', '2 smask', '3 image', '3 smask']);
    // The deck's own pictures are all still there.
    expect(images(stamped).length - ours.length).toBe(images(deck).length);

    // The disc is in the middle of pages 2 and 3 at 60 % over the page (red, lightened), not on page 1.
    expect(await rednessInMiddle(stamped, 1)).toBeLessThan(40);
    for (const page of [2, 3]) expect(await rednessInMiddle(stamped, page), `page ${page}`).toBeGreaterThan(100);
    const raw = (page: number) =>
      execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), stamped, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(raw(1)).not.toContain('DRAFT');
    expect(raw(2)).toContain('DRAFT');
  });

  it('draws a corpus JPEG turned, on every page, as a JPEG, and keeps the page as it was elsewhere', async () => {
    const clock = await readFile(join(CORPUS_ROOT, 'images/poi-clock.jpg'));
    const { output } = await runTool(stampPdf, [{ path: deck }], {
      ...STAMP,
      angle: 30,
      pictureSize: 50,
      watermarkPicture: dataUrl('jpeg', clock),
    });
    expect(qpdfCheck(output.path).code).toBe(0);
    const ours = images(output.path).filter((image) => image.width === 192 && image.height === 176);
    expect(ours.map((image) => `${image.page} ${image.type} ${image.enc}`)).toEqual(['1 image jpeg', '2 image jpeg', '3 image jpeg']);
    expect(output.metadata).toMatchObject({ watermarkPicture: true, watermark: false, watermarked: 3 });
    if (process.env.DECKHAND_KEEP_RENDERS) {
      execFileSync('pdftoppm', ['-r', '50', '-png', '-f', '2', '-l', '2', output.path, join(process.env.DECKHAND_KEEP_RENDERS, 'clock')]);
    }
  });

  it('refuses a picture that is not a PNG or JPEG by its content, and one too large for the params', async () => {
    const gif = await readFile(join(CORPUS_ROOT, 'images/poi-nature1.gif'));
    const small = await sharp(gif).resize(64).gif().toBuffer();
    await expectToolError(
      runTool(stampPdf, [{ path: deck }], { ...STAMP, watermarkPicture: dataUrl('png', small) }),
      'invalid_parameter',
      /watermarkPicture: the picture could not be read \(it is gif, not a PNG or JPEG\)/,
    );
    await expectToolError(
      runTool(stampPdf, [{ path: deck }], { ...STAMP, watermarkPicture: dataUrl('jpeg', Buffer.from('not a picture at all')) }),
      'invalid_parameter',
      /watermarkPicture: the picture could not be read/,
    );
    const large = await readFile(join(CORPUS_ROOT, 'images/poi-nature1.jpg'));
    expect(large.length).toBeGreaterThan(60_000);
    await expect(
      createTask(engine.baseUrl, engine.key, {
        type: 'pdf.stamp',
        files: [{ path: deck, name: 'Masters.pdf' }],
        params: { ...STAMP, watermarkPicture: dataUrl('jpeg', large) },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
