/**
 * How far a background picture's pixel stands off its ground, shared by the analysis of what the picture draws
 * (backdrop-regions.ts) and of its faint art (backdrop-watermark.ts), so both read the same pixel the same way.
 */
export type Rgb = [number, number, number];

/** Largest channel difference from the ground from which a pixel is content (orange, grey or navy on white: ≥ 70). */
export const INK = 60;

/** The largest channel difference between the pixel whose red channel is at `i` in `data` and the ground. */
export const inkAt = (data: ArrayLike<number>, i: number, ground: Rgb): number =>
  Math.max(Math.abs(data[i]! - ground[0]), Math.abs(data[i + 1]! - ground[1]), Math.abs(data[i + 2]! - ground[2]));
