/**
 * Re-encodes one picture (JPEG or PNG) when that makes it clearly smaller without visible loss:
 * - scaled down to its displayed size when it is far larger (never when the displayed size is unknown);
 * - JPEG → JPEG (mozjpeg trellis quantisation) at the lowest quality of a short ladder that keeps SSIM ≥ the floor;
 * - PNG → PNG, lossless at zlib level 9, or palette-quantised when that keeps SSIM ≥ the floor; transparency kept;
 * - PNG → JPEG only when allowed (the caller can rename the part), the PNG is opaque and photographic
 *   (the JPEG is at most a third of the best PNG).
 * Anything unusual (animation, CMYK, EXIF rotation, tiny, undecodable) keeps its original bytes.
 */
import sharp from 'sharp';
import type { JpegOptions, Metadata, Sharp } from 'sharp';
import { DISPLAY_PPI, type DisplayNeed } from './picture-usage';
import type { ComparableImage } from './picture-similarity';
import { comparable, compareSize, similarity } from './picture-similarity';

export const DEFAULT_MIN_SSIM = 0.95;

/**
 * How hard a preset works a picture: the SSIM it keeps against the original, the resolution a picture keeps where it
 * is shown (pixels per inch of its frame), how much larger than that it may stay before it is scaled down, and the
 * JPEG qualities tried, lowest first.
 */
export interface PictureLevel {
  minSsim: number;
  ppi: number;
  downscaleOver: number;
  jpegQualities: readonly number[];
}

/** `balanced`, what the tool always did: 220 ppi (PowerPoint's "print"), scaled down past 1.5× that. */
export const BALANCED_LEVEL: PictureLevel = {
  minSsim: DEFAULT_MIN_SSIM,
  ppi: DISPLAY_PPI,
  downscaleOver: 1.5,
  jpegQualities: [80, 86, 92],
};
/** A re-encoding must save at least this fraction of the bytes, else the original (no generation loss) is kept. */
const MIN_SAVING = 0.1;
const PHOTO_PNG_TO_JPEG_RATIO = 1 / 3;
const MAX_PIXELS = 120_000_000;
const MIN_SIDE = 16;
/**
 * Candidates must clear the floor by this much, so an independent re-computation (another resize of the same
 * pixels) cannot land under it.
 */
const SSIM_MARGIN = 0.003;

export type PictureFormat = 'jpeg' | 'png';

export interface EncodeRequest {
  data: Buffer;
  /** The picture's largest frame, in pixels at DISPLAY_PPI; null when not known (then it is never scaled down). */
  need: DisplayNeed | null;
  /** The caller can store a PNG as a JPEG under a new part name. */
  allowJpegFromPng: boolean;
  level: PictureLevel;
  /** The format the part's name and content type promise; a picture in another format is left alone. */
  expectedFormat: PictureFormat;
}

export type EncodeResult =
  | { kind: 'kept'; reason: string }
  | {
      kind: 'reencoded';
      data: Buffer;
      format: PictureFormat;
      downscaled: boolean;
      ssim: number;
      width: number;
      height: number;
    };

interface Candidate {
  data: Buffer;
  format: PictureFormat;
  ssim: number;
}

export async function encodePicture(request: EncodeRequest): Promise<EncodeResult> {
  const { data, level } = request;
  const minSsim = level.minSsim;
  // The frame's size at this level's resolution.
  const need = request.need
    ? { widthPx: (request.need.widthPx * level.ppi) / DISPLAY_PPI, heightPx: (request.need.heightPx * level.ppi) / DISPLAY_PPI }
    : null;
  let meta: Metadata;
  try {
    meta = await sharp(data, { failOn: 'none' }).metadata();
  } catch {
    return { kind: 'kept', reason: 'undecodable' };
  }
  const format = meta.format === 'jpeg' || meta.format === 'png' ? meta.format : null;
  const { width, height } = meta;
  if (!format || !width || !height) return { kind: 'kept', reason: 'unsupported format' };
  if (format !== request.expectedFormat) return { kind: 'kept', reason: 'format differs from its name' };
  if ((meta.pages ?? 1) > 1) return { kind: 'kept', reason: 'animated' };
  if (meta.space === 'cmyk') return { kind: 'kept', reason: 'CMYK' };
  if (meta.orientation !== undefined && meta.orientation !== 1) return { kind: 'kept', reason: 'EXIF orientation' };
  if (width * height > MAX_PIXELS || Math.min(width, height) < MIN_SIDE) return { kind: 'kept', reason: 'size' };

  // Scale at which the picture is shown; > 1 means it is shown larger than its pixels.
  const shownScale = need ? Math.max(need.widthPx / width, need.heightPx / height) : 1;
  const downscale = need !== null && shownScale * level.downscaleOver < 1;
  const outWidth = downscale ? Math.max(1, Math.ceil(width * shownScale)) : width;
  const outHeight = downscale ? Math.max(1, Math.ceil(height * shownScale)) : height;

  const size = compareSize(width, height, shownScale);
  if (Math.min(size.width, size.height) < 11) return { kind: 'kept', reason: 'size' };
  const hasAlpha = meta.hasAlpha === true;
  const reference = await comparable(data, size, hasAlpha);
  const budget = Math.floor(data.length * (1 - MIN_SAVING));

  const base = (): Sharp => {
    const image = sharp(data, { failOn: 'none' }).keepIccProfile();
    return downscale ? image.resize(outWidth, outHeight, { fit: 'fill', kernel: 'lanczos3' }) : image;
  };

  const floor = Math.min(1, minSsim + SSIM_MARGIN);
  const best =
    format === 'jpeg'
      ? await jpegLadder(base, reference, size, floor, budget, level.jpegQualities)
      : await pngCandidates(base, reference, size, floor, budget, hasAlpha, request.allowJpegFromPng, downscale, level.jpegQualities);
  if (!best) return { kind: 'kept', reason: 'no smaller encoding keeps the quality' };
  return {
    kind: 'reencoded',
    data: best.data,
    format: best.format,
    downscaled: downscale,
    ssim: best.ssim,
    width: outWidth,
    height: outHeight,
  };
}

async function score(
  candidate: Buffer,
  reference: ComparableImage,
  size: { width: number; height: number },
  withAlpha: boolean,
): Promise<number> {
  return similarity(reference, await comparable(candidate, size, withAlpha));
}

function jpegOptions(quality: number): JpegOptions {
  // Baseline (not progressive) keeps the widest compatibility with older Office readers.
  return { quality, trellisQuantisation: true, overshootDeringing: true, quantisationTable: 3, optimiseCoding: true, progressive: false };
}

/** The lowest quality that keeps SSIM ≥ minSsim and fits the budget; higher qualities only grow. */
async function jpegLadder(
  base: () => Sharp,
  reference: ComparableImage,
  size: { width: number; height: number },
  minSsim: number,
  budget: number,
  qualities: readonly number[],
): Promise<Candidate | null> {
  for (const quality of qualities) {
    const data = await base().flatten({ background: '#ffffff' }).jpeg(jpegOptions(quality)).toBuffer();
    if (data.length > budget) return null;
    const ssim = await score(data, reference, size, false);
    if (ssim >= minSsim) return { data, format: 'jpeg', ssim };
  }
  return null;
}

async function pngCandidates(
  base: () => Sharp,
  reference: ComparableImage,
  size: { width: number; height: number },
  minSsim: number,
  budget: number,
  hasAlpha: boolean,
  allowJpeg: boolean,
  downscaled: boolean,
  qualities: readonly number[],
): Promise<Candidate | null> {
  const accepted: Candidate[] = [];
  const lossless = await base().png({ compressionLevel: 9, adaptiveFiltering: true, palette: false }).toBuffer();
  // Without scaling the lossless PNG has the very same pixels.
  const losslessSsim = downscaled ? await score(lossless, reference, size, hasAlpha) : 1;
  if (losslessSsim >= minSsim) accepted.push({ data: lossless, format: 'png', ssim: losslessSsim });

  const bestPng = Math.min(lossless.length, budget);
  if (allowJpeg && !hasAlpha) {
    for (const quality of qualities) {
      const data = await base().jpeg(jpegOptions(quality)).toBuffer();
      if (data.length > bestPng * PHOTO_PNG_TO_JPEG_RATIO) break;
      const ssim = await score(data, reference, size, false);
      if (ssim >= minSsim) {
        accepted.push({ data, format: 'jpeg', ssim });
        break;
      }
    }
  }
  if (!accepted.some((c) => c.format === 'jpeg')) {
    const palette = await base().png({ palette: true, quality: 95, effort: 10, compressionLevel: 9, dither: 1 }).toBuffer();
    if (palette.length < lossless.length) {
      const ssim = await score(palette, reference, size, hasAlpha);
      if (ssim >= minSsim) accepted.push({ data: palette, format: 'png', ssim });
    }
  }
  const smallest = accepted.filter((c) => c.data.length <= budget).sort((x, y) => x.data.length - y.data.length)[0];
  return smallest ?? null;
}
