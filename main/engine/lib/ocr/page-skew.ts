/**
 * How far a scanned page's lines lean, from its picture alone: the projection profile. Ink pixels are summed along
 * lines of each candidate angle; at the angle of the text's lines the sums are sharpest (full rows of ink between
 * empty gaps), which the sum of squared differences of neighbouring rows measures. Why this and not Tesseract's line
 * boxes: docs/pdf-tools.md ("Searchable PDF").
 */
import sharp from 'sharp';

/** Leans beyond this are not scans put in crooked but pages meant that way (or not text at all). */
export const MAX_SKEW_DEGREES = 10;
/** Leans below this are not worth turning the page's content for: a 0.3° lean moves a line end by 1 mm on A4. */
export const MIN_SKEW_DEGREES = 0.3;
/** The picture is measured this wide: enough for 0.1° steps on a page of text, quick in plain JavaScript. */
const WIDTH = 1200;
/** Ink pixels beyond this are sampled evenly, so a dark photograph costs no more than a page of text. */
const MAX_INK = 150_000;
/** The sharpest angle must beat the straight page by this share, or the page has no lines to go by. */
const MIN_GAIN = 1.05;

/** The lean's ink pixels as [x, y] pairs, y down, in the measured picture's pixels. */
async function inkPixels(picture: Buffer | string): Promise<{ xs: Float32Array; ys: Float32Array; height: number }> {
  const { data, info } = await sharp(picture)
    .greyscale()
    .resize({ width: WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += 1) if (data[i]! < 128) ink += 1;
  const step = Math.max(1, Math.ceil(ink / MAX_INK));
  const count = Math.floor(ink / step);
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  let seen = 0;
  let kept = 0;
  for (let i = 0; i < data.length && kept < count; i += 1) {
    if (data[i]! >= 128) continue;
    if (seen++ % step !== 0) continue;
    xs[kept] = i % info.width;
    ys[kept] = Math.floor(i / info.width);
    kept += 1;
  }
  return { xs: xs.subarray(0, kept), ys: ys.subarray(0, kept), height: info.height + info.width };
}

/** How sharp the rows are when the picture is read along lines leaning `degrees` (clockwise is positive, y down). */
function sharpness(xs: Float32Array, ys: Float32Array, rows: number, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = rows / 2;
  const sums = new Float64Array(rows + 1);
  for (let i = 0; i < xs.length; i += 1) {
    const row = Math.round(ys[i]! - xs[i]! * slope + offset);
    if (row >= 0 && row <= rows) sums[row]! += 1;
  }
  let score = 0;
  for (let row = 1; row <= rows; row += 1) score += (sums[row]! - sums[row - 1]!) ** 2;
  return score;
}

/** The sharpest reading of the rows over the leans a page may have, coarse steps. */
function sharpestRows(xs: Float32Array, ys: Float32Array, rows: number): number {
  let best = 0;
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.5)
    best = Math.max(best, sharpness(xs, ys, rows, degrees));
  return best;
}

/**
 * Whether the picture's lines run up and down rather than across: a page lying on its side. Tesseract reads such a
 * page either way (its layout analysis finds vertical lines), so reading cannot tell; the ink's profile can.
 */
export async function linesRunUpAndDown(picture: Buffer | string): Promise<boolean> {
  const { xs, ys, height } = await inkPixels(picture);
  if (xs.length < 500) return false;
  return sharpestRows(ys, xs, height) > sharpestRows(xs, ys, height);
}

/**
 * The lean of the picture's lines in degrees, clockwise positive as seen (y down): a page whose lines fall to the
 * right leans clockwise, and turning its content that far anticlockwise straightens it. 0 when the page is straight
 * within MIN_SKEW_DEGREES, leans more than MAX_SKEW_DEGREES, or has no lines to measure.
 */
export async function pageSkew(picture: Buffer | string): Promise<number> {
  const { xs, ys, height } = await inkPixels(picture);
  if (xs.length < 500) return 0;
  const measure = (degrees: number): number => sharpness(xs, ys, height, degrees);
  let best = 0;
  let bestScore = measure(0);
  const straight = bestScore;
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.25) {
    const score = measure(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  const coarse = best;
  for (let degrees = coarse - 0.25; degrees <= coarse + 0.25; degrees += 0.05) {
    const score = measure(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  if (Math.abs(best) < MIN_SKEW_DEGREES || Math.abs(best) > MAX_SKEW_DEGREES || bestScore < straight * MIN_GAIN) return 0;
  return Math.round(best * 100) / 100;
}
