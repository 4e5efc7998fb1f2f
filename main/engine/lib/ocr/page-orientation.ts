/**
 * Which way up a scanned page is: Tesseract's orientation and script detection (`--psm 0`, the `osd` traineddata,
 * Debian's `tesseract-ocr-osd`). It says how far to turn the picture clockwise (0, 90, 180 or 270) and how sure it is.
 * On a sparse page (a slide: a title and a few lines) it is right but unsure, confidence 1–3 where ocrmypdf's default
 * bar is 14, so an unsure answer is checked: the axis by the ink, which way up by reading (docs/pdf-tools.md).
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ProcessTimeoutError, runProcess } from '../process/process-runner';
import { linesRunUpAndDown, pageSkew } from './page-skew';
import { installedLanguages } from './tesseract';

export type QuarterTurn = 0 | 90 | 180 | 270;

/** At or above this confidence Tesseract's turn is taken as it is; below, it is checked by reading. */
export const SURE_ORIENTATION = 5;
/** A word counts as read when Tesseract's confidence in it reaches this. */
const READ_WORD_CONFIDENCE = 60;

interface TesseractRun {
  tesseract: string;
  signal: AbortSignal;
  timeoutMs: number;
  dpi: number;
}

async function tesseractOut(run: TesseractRun, args: string[]): Promise<string | null> {
  try {
    const result = await runProcess(run.tesseract, args, {
      signal: run.signal,
      timeoutMs: run.timeoutMs,
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    return result.exitCode === 0 ? result.stdout : null;
  } catch (error) {
    // An orientation nobody can find in time is no orientation: the page is read as it is.
    if (error instanceof ProcessTimeoutError) return null;
    throw error;
  }
}

/** Whether this Tesseract can tell orientation at all (the `osd` data is a package of its own). */
export async function canFindOrientation(tesseract: string): Promise<boolean> {
  return (await installedLanguages(tesseract)).has('osd');
}

/** Words of two letters or more Tesseract reads with confidence in the picture. */
async function wordsRead(run: TesseractRun, picture: string, language: string): Promise<number> {
  const tsv = await tesseractOut(run, [picture, '-', '-l', language, '--dpi', String(run.dpi), 'tsv']);
  if (tsv === null) return 0;
  return tsv
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((cells) => cells[0] === '5' && Number(cells[10]) >= READ_WORD_CONFIDENCE && /\p{L}{2,}/u.test(cells[11] ?? '')).length;
}

/** What Tesseract's orientation detection says of `picture`: a clockwise turn and its confidence; null when it cannot tell. */
async function detectOrientation(run: TesseractRun, picture: string): Promise<{ rotate: QuarterTurn; confidence: number } | null> {
  const osd = await tesseractOut(run, [picture, '-', '--psm', '0', '-l', 'osd', '--dpi', String(run.dpi)]);
  const rotate = Number(/^Rotate:\s*(\d+)/m.exec(osd ?? '')?.[1] ?? -1);
  if (rotate !== 0 && rotate !== 90 && rotate !== 180 && rotate !== 270) return null;
  return { rotate, confidence: Number(/^Orientation confidence:\s*([\d.]+)/m.exec(osd ?? '')?.[1] ?? 0) };
}

export interface PageStance {
  /** Clockwise quarter turn that stands the page upright. */
  turn: QuarterTurn;
  /** The lean of its lines once upright, degrees clockwise (page-skew.ts). */
  skew: number;
}

/**
 * How `picture` (a PNG file of a page) stands: the quarter turn that makes its text upright and the lean left after
 * it. Tesseract's orientation detection decides when it is sure. When it is unsure or finds too little text, the ink
 * tells the axis (lines up and down: a quarter turn; across: none or a half), and reading the page straightened
 * both ways of that axis tells which way up: upside-down text reads as nothing, and a page Tesseract may not read
 * at all while it leans (a slide's large letters, a few degrees off) reads once straight. `scratch` prefixes the
 * pictures written for that.
 */
export async function pageStance(run: TesseractRun, picture: string, language: string, scratch: string): Promise<PageStance> {
  const detected = await detectOrientation(run, picture);
  const sideways = await linesRunUpAndDown(picture);
  // A lean is the same seen from either end of an axis, so it is measured before knowing which way is up.
  const across = sideways ? await sharp(picture).rotate(90).png().toBuffer() : await readFile(picture);
  const skew = await pageSkew(across);
  if (detected && detected.confidence >= SURE_ORIENTATION) return { turn: detected.rotate, skew };
  if (!detected && !sideways) return { turn: 0, skew };
  const straight = await sharp(across).rotate(-skew, { background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
  const [first, second] = sideways ? ([90, 270] as const) : ([0, 180] as const);
  await writeFile(`${scratch}-a.png`, straight);
  await writeFile(`${scratch}-b.png`, await sharp(straight).rotate(180).png().toBuffer());
  const better = (await wordsRead(run, `${scratch}-b.png`, language)) > (await wordsRead(run, `${scratch}-a.png`, language));
  return { turn: better ? second : first, skew };
}
