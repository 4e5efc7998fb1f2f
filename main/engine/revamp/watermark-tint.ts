/**
 * How a carried watermark (lib/pptx/backdrop-watermark.ts) is drawn on a new design's ground: in the design's text
 * colour that stands out from the ground (darker on a light ground, lighter on a dark one), so thin that it stands
 * off the ground no more than it did on its source and never more than `MAX_RATIO`: text over it keeps nearly all
 * its contrast (at most a factor of `MAX_RATIO`), and a faint starburst on white stays faint on navy.
 */
import { channelsOf, contrast, hexOf } from '../templates/color-contrast';

/** The most a watermark's colour may stand off the ground (WCAG ratio): a decoration, not content. */
export const MAX_RATIO = 1.15;
/** Less than this and it is not seen at all: then it is not drawn. */
const MIN_RATIO = 1.03;

/** `a` laid over `b` at `opacity`, as a renderer composites it (hex RGB). */
export function over(a: string, b: string, opacity: number): string {
  const [x, y] = [channelsOf(a), channelsOf(b)];
  return hexOf(...(x.map((c, i) => c * opacity + y[i]! * (1 - opacity)) as [number, number, number]));
}

export interface WatermarkTint {
  /** Hex RGB of the watermark's pixels. */
  color: string;
  /** Their opacity where the watermark is at its typical strength (0–1). */
  opacity: number;
}

/**
 * The watermark's colour and opacity on `ground`: `toward` is whichever of the design's `colors` (its light and dark
 * colours) stands out most from the ground; the opacity makes it stand off the ground as far as `source` did from
 * its old ground (`sourceRatio`), capped at MAX_RATIO. Null when it would not show.
 */
export function watermarkTint(ground: string, colors: readonly string[], sourceRatio: number): WatermarkTint | null {
  const target = Math.min(MAX_RATIO, sourceRatio);
  if (target < MIN_RATIO || colors.length === 0) return null;
  const toward = colors.reduce((best, color) => (contrast(color, ground) > contrast(best, ground) ? color : best));
  if (contrast(toward, ground) < target) return null;
  let [lo, hi] = [0, 1];
  for (let step = 0; step < 20; step++) {
    const mid = (lo + hi) / 2;
    if (contrast(over(toward, ground, mid), ground) < target) lo = mid;
    else hi = mid;
  }
  return { color: toward, opacity: lo };
}
