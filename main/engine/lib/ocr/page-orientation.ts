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
/**
 * Words read with confidence that settle which way up a page is without reading it the other way: upside-down or
 * mirrored text yields none or one (docs/pdf-tools.md).
 */
const WORDS_THAT_SETTLE = 3;

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

/**
 * Words of two letters or more Tesseract reads with confidence in the picture; null when it could not read it. With
 * `layer`, the same reading also writes the page's text layer (`layer`.pdf, .txt), as the OCR tool's own reading
 * does (`textonly_pdf`).
 */
async function wordsRead(run: TesseractRun, picture: string, language: string, layer?: string): Promise<number | null> {
  const common = ['-l', language, '--dpi', String(run.dpi)];
  const tsv = layer
    ? (await tesseractOut(run, [picture, layer, ...common, '-c', 'textonly_pdf=1', 'pdf', 'txt', 'tsv'])) === null
      ? null
      : await readFile(`${layer}.tsv`, 'utf8')
    : await tesseractOut(run, [picture, '-', ...common, 'tsv']);
  if (tsv === null) return null;
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
  /** The page, standing right as it is, was read into the `layer` given: its text layer is written already. */
  layerWritten?: boolean;
}

/**
 * How `picture` (a PNG file of a page) stands: the quarter turn that makes its text upright and the lean left after
 * it. Tesseract's orientation detection decides when it is sure. When it is unsure or finds too little text, the ink
 * tells the axis (lines up and down: a quarter turn; across: none or a half), and reading the page straightened
 * both ways of that axis tells which way up: upside-down text reads as nothing, and a page Tesseract may not read
 * at all while it leans (a slide's large letters, a few degrees off) reads once straight. `scratch` prefixes the
 * pictures written for that. When the page as it is gets read that way, the reading writes its text layer to `layer`
 * too, so a page that needed no fix is not read again.
 */
export async function pageStance(
  run: TesseractRun,
  picture: string,
  language: string,
  scratch: string,
  layer?: string,
): Promise<PageStance> {
  const detected = await detectOrientation(run, picture);
  const sideways = await linesRunUpAndDown(picture);
  // A lean is the same seen from either end of an axis, so it is measured before knowing which way is up.
  const across = sideways ? await sharp(picture).rotate(90).png().toBuffer() : await readFile(picture);
  const skew = await pageSkew(across);
  if (detected && detected.confidence >= SURE_ORIENTATION) return { turn: detected.rotate, skew };
  if (!detected && !sideways) return { turn: 0, skew };
  const straight = await sharp(across).rotate(-skew, { background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
  const [first, second] = sideways ? ([90, 270] as const) : ([0, 180] as const);
  // Tesseract's unsure answer still names the likelier end of the axis: that way is read first, and when it reads as
  // text the other is not read at all (upside-down text reads as a few stray letters, never as words).
  const likelier = detected?.rotate === second ? second : first;
  const other = likelier === first ? second : first;
  const asItIs = likelier === 0 && skew === 0;
  let likelierWords: number | null;
  if (asItIs) {
    likelierWords = await wordsRead(run, picture, language, layer);
  } else {
    await writeFile(`${scratch}-a.png`, likelier === first ? straight : await sharp(straight).rotate(180).png().toBuffer());
    likelierWords = await wordsRead(run, `${scratch}-a.png`, language);
  }
  const written = asItIs && layer !== undefined && likelierWords !== null ? { layerWritten: true } : {};
  if ((likelierWords ?? 0) >= WORDS_THAT_SETTLE) return { turn: likelier, skew, ...written };
  await writeFile(`${scratch}-b.png`, likelier === first ? await sharp(straight).rotate(180).png().toBuffer() : straight);
  const otherWords = (await wordsRead(run, `${scratch}-b.png`, language)) ?? 0;
  return otherWords > (likelierWords ?? 0) ? { turn: other, skew } : { turn: likelier, skew, ...written };
}
