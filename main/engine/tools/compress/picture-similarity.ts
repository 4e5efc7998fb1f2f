/**
 * SSIM between an original picture and a candidate re-encoding, both rendered at the size the picture is shown.
 * Transparent pictures are compared flattened onto white, and their alpha channels compared on their own;
 * the lower of the two scores counts.
 */
import sharp from 'sharp';
import { ssim } from 'ssim.js';

/**
 * Comparison is capped at about one full-HD screen of pixels: a picture is rarely seen larger, and SSIM's cost is
 * linear in pixels (~0.5 µs per pixel here).
 */
export const MAX_COMPARE_PIXELS = 1920 * 1080;

interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface ComparableImage {
  color: Rgba;
  alpha: Rgba | null;
}

export interface CompareSize {
  width: number;
  height: number;
}

/** The size to compare at: the displayed size (never above the picture's own), capped at MAX_COMPARE_PIXELS. */
export function compareSize(width: number, height: number, shownScale: number): CompareSize {
  let scale = Math.min(1, shownScale);
  const pixels = width * scale * height * scale;
  if (pixels > MAX_COMPARE_PIXELS) scale *= Math.sqrt(MAX_COMPARE_PIXELS / pixels);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toRgba(data: Buffer, width: number, height: number): Rgba {
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height };
}

/** Grey values as an opaque RGBA image, the form ssim.js takes. */
function greyToRgba(grey: Buffer, width: number, height: number): Rgba {
  const out = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = grey[i] ?? 0;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return toRgba(out, width, height);
}

export async function comparable(input: Buffer, size: CompareSize, withAlpha: boolean): Promise<ComparableImage> {
  const resized = sharp(input, { failOn: 'none' }).resize(size.width, size.height, { fit: 'fill' });
  const color = await resized
    .clone()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let alpha: Rgba | null = null;
  if (withAlpha) {
    const a = await resized.clone().ensureAlpha().extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
    alpha = greyToRgba(a.data, a.info.width, a.info.height);
  }
  return { color: toRgba(color.data, color.info.width, color.info.height), alpha };
}

/** Mean SSIM (ssim.js "weber", no internal downsampling: we already compare at the displayed size). */
export function similarity(a: ComparableImage, b: ComparableImage): number {
  const options = { ssim: 'weber', downsample: false } as const;
  let score = ssim(a.color, b.color, options).mssim;
  if (a.alpha && b.alpha) score = Math.min(score, ssim(a.alpha, b.alpha, options).mssim);
  return score;
}
