/**
 * The faint art of a background picture: a pale watermark on its ground (poi-aptia's starburst, ~18 off white on its
 * content layouts, ~40 off navy on its title layout). Too faint to count as content (backdrop-regions.ts), it is still
 * the deck's look, and a revamp carries it as a faint decoration recoloured for the new design's ground. A gradient,
 * a vignette or a paper grain is not a watermark: a gradient has no sharp edge, a grain is specks.
 */
import sharp from 'sharp';
// From INK on, a pixel is content, carried as itself (backdrop-regions.ts).
import { INK, inkAt, type Rgb } from './backdrop-ink';

/** Channel difference from the ground where faint art starts (JPEG noise stays under it). */
export const FAINT = 8;
/** Faint pixels under this share of the picture are no watermark. */
const MIN_SHARE = 0.01;
/** A joined piece of faint art smaller than this share of the picture is a speck (grain). */
const MIN_PIECE = 0.002;
/** Of the faint pixels, this share must lie in pieces: else it is a grain or noise. */
const IN_PIECES = 0.5;
/** Of a watermark's pixels, at least this share stand at a sharp edge (a gradient has almost none). */
const EDGES = 0.02;
/** Widest cut-out in pixels: a faint decoration needs no more. */
const MAX_WIDTH = 1000;

export interface Watermark {
  /** Fractions of the picture: x, y, width, height. */
  region: [number, number, number, number];
  /** Its typical distance from the ground (largest channel difference). */
  peak: number;
  /** Its typical colour, to tell how far it stood off the ground. */
  color: Rgb;
}

const inside = (x: number, y: number, boxes: readonly (readonly number[])[]): boolean =>
  boxes.some(([bx, by, bw, bh]) => x >= bx! && x < bx! + bw! && y >= by! && y < by! + bh!);

/**
 * The watermark of an analysed picture (RGB, `w` × `h`), leaving out what lies in `content` (fractions of the
 * picture: what is carried as itself); null when it has none.
 */
export function findWatermark(data: Buffer, w: number, h: number, ground: Rgb, content: readonly (readonly number[])[]): Watermark | null {
  const boxes = content.map(([x, y, cw, ch]) => [x! * w, y! * h, cw! * w, ch! * h]);
  const ink = new Uint8Array(w * h);
  const faint = new Uint8Array(w * h);
  let count = 0;
  for (let p = 0; p < w * h; p++) {
    ink[p] = Math.min(255, inkAt(data, p * 3, ground));
    if (ink[p]! < FAINT || ink[p]! >= INK || inside(p % w, Math.floor(p / w), boxes)) continue;
    faint[p] = 1;
    count++;
  }
  if (count < MIN_SHARE * w * h) return null;
  // Pieces: 8-connected runs of faint pixels; specks are left out.
  const kept = new Uint8Array(w * h);
  const seen = new Uint8Array(w * h);
  let inPieces = 0;
  for (let start = 0; start < w * h; start++) {
    if (!faint[start] || seen[start]) continue;
    const piece = [start];
    seen[start] = 1;
    for (let k = 0; k < piece.length; k++) {
      const p = piece[k]!;
      const [x, y] = [p % w, Math.floor(p / w)];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          const q = ny * w + nx;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || !faint[q] || seen[q]) continue;
          seen[q] = 1;
          piece.push(q);
        }
    }
    if (piece.length < MIN_PIECE * w * h) continue;
    for (const p of piece) kept[p] = 1;
    inPieces += piece.length;
  }
  if (inPieces < IN_PIECES * count) return null;
  const histogram = new Array<number>(INK).fill(0);
  for (let p = 0; p < w * h; p++) if (kept[p]) histogram[ink[p]!]!++;
  let peak = FAINT;
  for (let seenCount = 0; peak < INK && seenCount + histogram[peak]! < inPieces / 2; peak++) seenCount += histogram[peak]!;
  // Sharp edges: a strong pixel of it two pixels from the bare ground.
  let edges = 0;
  const color: Rgb = [0, 0, 0];
  let strong = 0;
  let [x0, y0, x1, y1] = [w, h, 0, 0];
  for (let p = 0; p < w * h; p++) {
    if (!kept[p]) continue;
    const [x, y] = [p % w, Math.floor(p / w)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
    if (ink[p]! < 0.6 * peak) continue;
    strong++;
    for (let c = 0; c < 3; c++) color[c] = color[c]! + data[p * 3 + c]!;
    const near = [x > 1 ? p - 2 : -1, x < w - 2 ? p + 2 : -1, y > 1 ? p - 2 * w : -1, y < h - 2 ? p + 2 * w : -1];
    if (near.some((q) => q >= 0 && ink[q]! < FAINT)) edges++;
  }
  if (strong === 0 || edges < EDGES * inPieces) return null;
  return {
    region: [x0 / w, y0 / h, (x1 - x0) / w, (y1 - y0) / h],
    peak,
    color: color.map((sum) => sum / strong) as Rgb,
  };
}

/**
 * The watermark cut out of the picture as a PNG in one colour, `tint`, its opacity following how far each pixel
 * stood off the ground (at most `opacity`, reached at its typical strength); what lies in `content` and the content
 * ink itself left out (they are carried as themselves).
 */
export async function watermarkPng(
  picture: Buffer,
  mark: Watermark,
  ground: Rgb,
  content: readonly (readonly number[])[],
  tint: Rgb,
  opacity: number,
): Promise<Buffer> {
  const image = sharp(picture, { limitInputPixels: 100_000_000 });
  const { width = 1, height = 1 } = await image.metadata();
  const left = Math.min(width - 1, Math.floor(mark.region[0] * width));
  const top = Math.min(height - 1, Math.floor(mark.region[1] * height));
  const w = Math.max(1, Math.min(width - left, Math.ceil(mark.region[2] * width)));
  const h = Math.max(1, Math.min(height - top, Math.ceil(mark.region[3] * height)));
  const scale = Math.min(1, MAX_WIDTH / w);
  const { data, info } = await image
    .extract({ left, top, width: w, height: h })
    .resize(Math.max(1, Math.round(w * scale)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Content boxes in the cut-out's pixels.
  const boxes = content.map(([x, y, cw, ch]) => [
    (x! * width - left) * scale,
    (y! * height - top) * scale,
    cw! * width * scale,
    ch! * height * scale,
  ]);
  const out = Buffer.alloc(info.width * info.height * 4);
  for (let p = 0; p < info.width * info.height; p++) {
    const d = inkAt(data, p * 3, ground);
    const strength =
      d >= INK || inside(p % info.width, Math.floor(p / info.width), boxes) ? 0 : (d - FAINT) / Math.max(1, mark.peak - FAINT);
    out.set([...tint, Math.round(Math.min(1, Math.max(0, strength)) * opacity * 255)], p * 4);
  }
  // One colour at fewer than 256 opacities: a palette holds it exactly, in a third of the bytes.
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 })
    .toBuffer();
}
