/**
 * What a background picture shows besides its backdrop. A layout's picture is often a plain ground with the
 * organisation's logo, a banner or a footer band and tagline drawn into it; a new design rightly replaces the ground
 * (a colour, a faint watermark) but not those. The ground is the picture's commonest colour; content is what stands
 * well off it (a faint tint of it, such as a pale watermark, is still ground), in compact regions: bands, logos,
 * lines of text. A photo, a gradient or a texture has no such ground, or little of it, and carries nothing.
 */
import sharp, { type OutputInfo } from 'sharp';
import { INK, inkAt, type Rgb } from './backdrop-ink';
import { findWatermark, type Watermark } from './backdrop-watermark';
import type { BackgroundPicture } from './slide-background';

/** Analysis width in pixels: a line of small text is still a couple of pixels high. */
const WIDTH = 320;
/** Largest channel difference from the ground below which a pixel is ground (a pale watermark on white: ~30). */
const GROUND = 24;
/** The commonest colour must cover this share of the picture for it to be a ground. */
const MIN_GROUND = 0.3;
/** Content covering more than this share is the picture itself (a photo), not something drawn on a ground. */
const MAX_INK = 0.45;
/** A region smaller than this share of the picture is a speck; larger than `MAX_REGION`, part of the backdrop. */
const MIN_REGION = 0.0004;
const MAX_REGION = 0.4;
/** A region along the picture's edge at most this share of it deep is a seam (the pad included). */
const EDGE = 0.02;

/** A region as fractions of the whole picture: x, y, width, height. */
export type Region = [number, number, number, number];

export interface BackdropContent {
  ground: Rgb;
  regions: Region[];
  /** The faint art on the ground (backdrop-watermark.ts), outside the regions; null when there is none. */
  watermark: Watermark | null;
}

function groundColor(data: Buffer): { color: Rgb; share: number } {
  const counts = new Map<number, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const sum: Rgb = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    if ((((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4)) !== key) continue;
    for (let c = 0; c < 3; c++) sum[c] = sum[c]! + data[i + c]!;
  }
  return { color: sum.map((value) => value / count) as Rgb, share: count / (data.length / 3) };
}

/** Grows the mask by `rx` pixels sideways and `ry` up and down: letters of a line join into one region. */
function dilate(mask: Uint8Array, w: number, h: number, rx: number, ry: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) for (let k = Math.max(0, x - rx); k <= Math.min(w - 1, x + rx); k++) rows[y * w + k] = 1;
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (rows[y * w + x]) for (let k = Math.max(0, y - ry); k <= Math.min(h - 1, y + ry); k++) out[k * w + x] = 1;
  return out;
}

/** Bounding boxes (pixels) of the content each joined region holds, specks left out. */
function components(mask: Uint8Array, joined: Uint8Array, w: number, h: number): [number, number, number, number][] {
  const seen = new Uint8Array(joined.length);
  const boxes: [number, number, number, number][] = [];
  const stack: number[] = [];
  for (let start = 0; start < joined.length; start++) {
    if (!joined[start] || seen[start]) continue;
    let [x0, y0, x1, y1, count] = [w, h, -1, -1, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      if (mask[p]) {
        count++;
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
        if (q >= 0 && joined[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (count >= MIN_REGION * w * h) boxes.push([x0, y0, x1 + 1, y1 + 1]);
  }
  return boxes;
}

/** Joins boxes that overlap, until none do. */
function merge(boxes: [number, number, number, number][]): [number, number, number, number][] {
  const out = [...boxes];
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length; j++) {
      const [a, b] = [out[i]!, out[j]!];
      if (a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]) {
        out[i] = [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
        out.splice(j, 1);
        j = i;
      }
    }
  }
  return out;
}

/** The content drawn on the picture's ground, top to bottom; null when it has no ground (a photo) or is unreadable. */
export async function backdropContent(picture: Buffer): Promise<BackdropContent | null> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(picture, { limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    // A few dozen pixels stretched over a slide is a texture or a wash of colour.
    if (!meta.width || !meta.height || Math.min(meta.width, meta.height) < 64) return null;
    raw = await image.resize(WIDTH).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const { data } = raw;
  const { width: w, height: h } = raw.info;
  const ground = groundColor(data);
  if (ground.share < MIN_GROUND) return null;
  const mask = new Uint8Array(w * h);
  let ink = 0;
  for (let p = 0; p < w * h; p++) {
    if (inkAt(data, p * 3, ground.color) < INK) continue;
    mask[p] = 1;
    ink++;
  }
  if (ink > MAX_INK * w * h) return null;
  const pad = 2;
  const regions = merge(components(mask, dilate(mask, w, h, Math.round(w * 0.012), 2), w, h))
    .map(([x0, y0, x1, y1]): [number, number, number, number] => [
      Math.max(0, x0 - pad),
      Math.max(0, y0 - pad),
      Math.min(w, x1 + pad),
      Math.min(h, y1 + pad),
    ])
    .filter(([x0, y0, x1, y1]) => (x1 - x0) * (y1 - y0) <= MAX_REGION * w * h)
    // A sliver along the picture's edge is a scanning or compression seam, not something drawn.
    .filter(([x0, y0, x1, y1]) => !((x0 === 0 || x1 === w) && x1 - x0 <= EDGE * w) && !((y0 === 0 || y1 === h) && y1 - y0 <= EDGE * h))
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([x0, y0, x1, y1]): Region => [x0 / w, y0 / h, (x1 - x0) / w, (y1 - y0) / h]);
  return { ground: ground.color, regions, watermark: findWatermark(data, w, h, ground.color, regions) };
}

/**
 * Where a region of the picture lies on a slide of `cx` × `cy` (EMU), as the background stretches it; null when
 * less than half of it is on the slide.
 */
export function regionOnSlide(
  region: Region,
  { crop, fill }: Pick<BackgroundPicture, 'crop' | 'fill'>,
  cx: number,
  cy: number,
): [number, number, number, number] | null {
  const map = (u: number, lo: number, hi: number, inLo: number, inHi: number): number =>
    inLo + ((u - lo) / Math.max(1e-6, 1 - lo - hi)) * (1 - inLo - inHi);
  const x0 = map(region[0], crop.l, crop.r, fill.l, fill.r) * cx;
  const x1 = map(region[0] + region[2], crop.l, crop.r, fill.l, fill.r) * cx;
  const y0 = map(region[1], crop.t, crop.b, fill.t, fill.b) * cy;
  const y1 = map(region[1] + region[3], crop.t, crop.b, fill.t, fill.b) * cy;
  const [l, t, r, b] = [Math.max(0, x0), Math.max(0, y0), Math.min(cx, x1), Math.min(cy, y1)];
  if (r <= l || b <= t || (r - l) * (b - t) < 0.5 * (x1 - x0) * (y1 - y0)) return null;
  return [Math.round(l), Math.round(t), Math.round(r - l), Math.round(b - t)];
}

/** The slide boxes (EMU) of what the background picture draws on its ground: what a new design must not lose. */
export function contentBoxes(
  content: BackdropContent,
  picture: BackgroundPicture,
  cx: number,
  cy: number,
): [number, number, number, number][] {
  return content.regions.flatMap((region) => {
    const box = regionOnSlide(region, picture, cx, cy);
    return box ? [box] : [];
  });
}

/**
 * The region cut out of the picture as a PNG, its ground made transparent (soft at the edges of the ink), so what
 * it shows stands on the new design's background as it stood on the old one.
 */
export async function regionPng(picture: Buffer, region: Region, ground: Rgb): Promise<Buffer> {
  const image = sharp(picture, { limitInputPixels: 100_000_000 });
  const { width = 1, height = 1 } = await image.metadata();
  const left = Math.min(width - 1, Math.floor(region[0] * width));
  const top = Math.min(height - 1, Math.floor(region[1] * height));
  const w = Math.max(1, Math.min(width - left, Math.ceil(region[2] * width)));
  const h = Math.max(1, Math.min(height - top, Math.ceil(region[3] * height)));
  const { data, info } = await image
    .extract({ left, top, width: w, height: h })
    .removeAlpha()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) {
    const d = inkAt(data, i, ground);
    const alpha = d <= GROUND ? 0 : d >= INK ? 1 : (d - GROUND) / (INK - GROUND);
    data[i + 3] = Math.round(alpha * 255);
    // The ground taken out of the ink's soft edge too, so it leaves no halo of the old colour.
    if (alpha > 0 && alpha < 1)
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, Math.round(ground[c]! + (data[i + c]! - ground[c]!) / alpha)));
  }
  // 256 colours, dithered: the cut-outs are logos, letters and bands that a palette holds; a photographic band (poi-aptia's
  // orange starburst, 52 KB as the source's JPEG) was 420 KB as a true-colour PNG with its alpha.
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ palette: true, colours: 256, effort: 10, compressionLevel: 9 })
    .toBuffer();
}
