/** WCAG contrast between colours (hex RGB without '#'), to keep text readable on a design's fills. */

/** sRGB channel (0–255) → linear light, as WCAG's relative luminance takes it. */
const LINEAR = Array.from({ length: 256 }, (_, v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));

/** WCAG's relative luminance of a colour given by its channels (0–255; fractions are rounded). */
export function rgbLuminance(r: number, g: number, b: number): number {
  return 0.2126 * LINEAR[Math.round(r)]! + 0.7152 * LINEAR[Math.round(g)]! + 0.0722 * LINEAR[Math.round(b)]!;
}

/** WCAG's contrast ratio between two relative luminances. */
export function luminanceRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The channels (0–255) of a hex RGB colour. */
export const channelsOf = (hex: string): [number, number, number] =>
  [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** WCAG's relative luminance of a hex RGB colour. */
export const hexLuminance = (hex: string): number => rgbLuminance(...channelsOf(hex));

/** Hex RGB (upper case, no '#') of channels 0–255. */
export function hexOf(r: number, g: number, b: number): string {
  return [r, g, b]
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

export function contrast(a: string, b: string): number {
  return luminanceRatio(hexLuminance(a), hexLuminance(b));
}

/** Of two candidate text colours, the one that stands out more against `fill`. */
export function readableOn(fill: string, first: string, second: string): string {
  return contrast(first, fill) >= contrast(second, fill) ? first : second;
}

/** A colour with its HSL lightness scaled and offset, as DrawingML's `lumMod` / `lumOff` (fractions) do. */
export function lumModOff(hex: string, mod: number, off: number): string {
  const [r, g, b] = channelsOf(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const l2 = Math.min(1, Math.max(0, l * mod + off));
  const c = (1 - Math.abs(2 * l2 - 1)) * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = l2 - c / 2;
  const sector = Math.floor((h + 6) % 6);
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector]!;
  return [r1!, g1!, b1!]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

/**
 * `color` mixed toward `toward` (the design's light or dark text colour) just far enough to stand out `min`:1 from
 * `ground`, or null when it would take more than `maxMix` of the way, where little of its hue would be left. A colour
 * an author gave a word (an answer marked red among white ones) keeps telling it apart once it has to read on a new
 * fill, instead of becoming the same white as the rest. A grey gives null: it has no hue to keep.
 */
export function readableShade(color: string, toward: string, ground: string, min: number, maxMix = 0.75): string | null {
  // A grey has no hue to keep: the design's own colour reads better than a paler grey.
  if (!hasHue(color)) return null;
  for (let step = 1; step <= 20 && step / 20 <= maxMix; step++) {
    const mixed = mixHex(color, toward, step / 20);
    if (contrast(mixed, ground) >= min) return mixed;
  }
  return null;
}

/** `a` mixed toward `b` by `t` (0–1), channel by channel. */
export function mixHex(a: string, b: string, t: number): string {
  const [x, y] = [channelsOf(a), channelsOf(b)];
  return hexOf(...(x.map((v, i) => v + (y[i]! - v) * t) as [number, number, number]));
}

/** A colour with a hue to keep: its channels differ by 48 or more (a grey has none). */
export function hasHue(hex: string): boolean {
  const channels = channelsOf(hex);
  return Math.max(...channels) - Math.min(...channels) >= 48;
}
