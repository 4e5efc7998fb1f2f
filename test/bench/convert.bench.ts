/**
 * Converters benchmark (issue #14): our convertor.ppt2image against `soffice --convert-to pdf` + `pdftoppm` run by
 * hand, image.ocr against `tesseract` by hand, convertor.html2png against `chromium --screenshot`.
 *
 * Targets: ppt2image pages per second ≥ 0.85× the hand-run pair's (ours adds checks and the ZIP); ocr time ≤ 1.25×
 * tesseract's (ours adds sharp's PNG normalisation and the TSV tree); html2png time ≤ 1.5× chromium --screenshot's
 * (ours drives the browser through playwright and aborts every request).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { run as htmlToPng } from '../../main/engine/tools/html2png';
import { run as ocr } from '../../main/engine/tools/image-ocr';
import { run as pptToImages } from '../../main/engine/tools/ppt2image';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium';
import { CORPUS_ROOT } from '../helpers/corpus';
import { callTool } from './call-tool';
import { bestOf, loadNote, seconds } from './bench-timing';

const exec = promisify(execFile);
const DECK = `${CORPUS_ROOT}/ppt/poi-45543.ppt`;
const DECK_PAGES = 11;

type Log = (line: string) => void;

async function benchPptToImages(log: Log, scratch: string): Promise<void> {
  let n = 0;
  const ours = (): Promise<void> => callTool(pptToImages, DECK, { resolution: 1920, format: 'png' }, scratch);
  const reference = async (): Promise<void> => {
    const dir = path.join(scratch, `by-hand-${n++}`);
    await exec(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, DECK],
      {
        timeout: 300_000,
      },
    );
    await exec('pdftoppm', ['-png', '-scale-to', '1920', path.join(dir, 'poi-45543.pdf'), path.join(dir, 'page')]);
    if ((await readdir(dir)).filter((f) => f.endsWith('.png')).length !== DECK_PAGES)
      throw new Error('pdftoppm wrote the wrong number of pages');
  };
  const best = await bestOf(3, ours, reference);
  const rate = (ms: number): string => `${(DECK_PAGES / (ms / 1000)).toFixed(2)} pages/s`;
  log(
    `convertor.ppt2image (${path.basename(DECK)}, ${DECK_PAGES} slides, 1920 px PNG): ours ${rate(best.ours.wall)}, soffice + pdftoppm by hand ${rate(best.reference.wall)}, ` +
      `ratio ${(best.reference.wall / best.ours.wall).toFixed(2)} (target ≥ 0.85)`,
  );
  log(`  CPU ${seconds(best.ours.cpu)} vs ${seconds(best.reference.cpu)}`);
}

async function benchOcr(log: Log, scratch: string): Promise<void> {
  const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: the quick brown fox jumps over the lazy dog, ${1000 + i * 7} times.`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1700" height="2200"><rect width="100%" height="100%" fill="white"/>${lines
    .map((line, i) => `<text x="100" y="${150 + i * 65}" font-family="DejaVu Serif" font-size="34" fill="black">${line}</text>`)
    .join('')}</svg>`;
  const page = path.join(scratch, 'page.png');
  await sharp(Buffer.from(svg)).png().toFile(page);
  const ours = (): Promise<void> => callTool(ocr, page, { language: 'en' }, scratch);
  const reference = async (): Promise<void> => {
    await exec('tesseract', [page, path.join(scratch, 'by-hand'), '-l', 'eng', 'txt', 'tsv'], {
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
  };
  const best = await bestOf(3, ours, reference);
  log(
    `image.ocr (1700×2200 page, 30 lines): ours ${seconds(best.ours.wall)}, tesseract by hand ${seconds(best.reference.wall)}, ` +
      `ratio ${(best.ours.wall / best.reference.wall).toFixed(2)} (target ≤ 1.25)`,
  );
}

async function benchHtmlToPng(log: Log, scratch: string): Promise<void> {
  const html = `<!doctype html><body style="margin:0;font-family:sans-serif;background:#f4f1ea">${Array.from(
    { length: 40 },
    (_, i) =>
      `<div style="display:inline-block;width:150px;height:80px;margin:8px;background:hsl(${i * 9},60%,60%);border-radius:8px">Box ${i}</div>`,
  ).join('')}</body>`;
  const page = path.join(scratch, 'page.html');
  await writeFile(page, html);
  let n = 0;
  const ours = (): Promise<void> =>
    callTool(htmlToPng, page, { scale: 1, fullPage: false, width: 1280, height: 720, allowScripts: false }, scratch);
  const reference = async (): Promise<void> => {
    const out = path.join(scratch, `shot-${n}.png`);
    await exec(
      CHROMIUM_PATH,
      [
        ...CHROMIUM_ARGS,
        `--user-data-dir=${path.join(scratch, `profile-${n++}`)}`,
        `--screenshot=${out}`,
        '--window-size=1280,720',
        `file://${page}`,
      ],
      {
        timeout: 120_000,
      },
    );
  };
  const best = await bestOf(3, ours, reference);
  log(
    `convertor.html2png (1280×720 page): ours ${seconds(best.ours.wall)}, chromium --screenshot ${seconds(best.reference.wall)}, ` +
      `ratio ${(best.ours.wall / best.reference.wall).toFixed(2)} (target ≤ 1.5)`,
  );
}

export async function runBench(log: (line: string) => void): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'deckhand-convert-bench-'));
  log(`(${loadNote()} at start)`);
  try {
    await benchPptToImages(log, scratch);
    await benchOcr(log, scratch);
    await benchHtmlToPng(log, scratch);
    log(`(${loadNote()} at end)`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
