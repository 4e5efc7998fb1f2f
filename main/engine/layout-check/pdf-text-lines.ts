/**
 * The text lines of a rendered page, from pdf.js's text content: pieces on one baseline that touch are one line, and
 * each line takes the colour its text was painted in (the fill colour of the text-showing operators at its pieces'
 * origins, pdf-layout.ts) and whether its font is bold, for the contrast check (text-contrast.ts).
 */
import type { Box } from './geometry';
import type { Ink, TextLine } from './pdf-layout';

export interface RawItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
  hasEOL: boolean;
}

/**
 * pdf.js gives text as pieces (LibreOffice writes one per portion of a line); pieces on the same baseline that
 * touch are one line. Bullets and the spaces after them stay in the line's text.
 */
export function readLines(
  items: RawItem[],
  styles: Record<string, { ascent?: number; descent?: number }>,
  height: number,
  inks: readonly Ink[] = [],
  boldFonts: ReadonlySet<string> = new Set(),
): TextLine[] {
  const painted = new Map<TextLine, Map<string, number>>();
  const paint = (line: TextLine, item: RawItem, x: number, baseline: number): void => {
    const ink = inkAt(inks, x, baseline);
    if (!ink) return;
    const key = `${ink.color}:${ink.alpha}`;
    const weights = painted.get(line) ?? new Map<string, number>();
    weights.set(key, (weights.get(key) ?? 0) + item.str.trim().length);
    painted.set(line, weights);
    if (boldFonts.has(item.fontName)) line.bold = true;
  };
  const lines: TextLine[] = [];
  let current: TextLine | null = null;
  let spaced = false;
  for (const item of items) {
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    // White space between portions neither starts nor ends a line: the gap it leaves decides.
    if (item.str.trim() === '' || size <= 0) {
      if (item.hasEOL) current = null;
      spaced = true;
      continue;
    }
    const rotated = Math.abs(b) > 0.01 * size || Math.abs(c) > 0.01 * size || a < 0;
    const style = styles[item.fontName];
    const ascent = style?.ascent && style.ascent > 0.5 && style.ascent < 1.3 ? style.ascent : 0.9;
    const descent = style?.descent && style.descent < 0 && style.descent > -0.6 ? -style.descent : 0.22;
    const baseline = height - f;
    const box: Box = { x: e, y: baseline - ascent * size, w: Math.max(0, item.width), h: (ascent + descent) * size };
    // A bullet or list number is followed by a wide gap; anything else that far away is another shape's text.
    const listMark = current !== null && current.text.trim().length <= 3 && !/\p{L}{2}/u.test(current.text);
    // Justified lines stretch their spaces (written as pieces of their own).
    const reach = listMark ? 2 : spaced ? 0.6 : 0.4;
    spaced = false;
    const joins =
      current !== null &&
      !rotated &&
      !current.rotated &&
      Math.abs(current.baseline - baseline) < 0.35 * Math.max(size, current.size) &&
      e >= current.box.x + current.box.w - 0.6 * size &&
      e <= current.box.x + current.box.w + reach * size;
    if (joins && current) {
      const gap = e - (current.box.x + current.box.w);
      current.text += (gap > 0.15 * size && !/\s$/.test(current.text) ? ' ' : '') + item.str;
      const right = Math.max(current.box.x + current.box.w, box.x + box.w);
      const topY = Math.min(current.box.y, box.y);
      const bottom = Math.max(current.box.y + current.box.h, box.y + box.h);
      current.box = { x: current.box.x, y: topY, w: right - current.box.x, h: bottom - topY };
      current.size = Math.max(current.size, size);
      current.spans.push([box.x, box.x + box.w]);
      paint(current, item, e, baseline);
    } else {
      current = { text: item.str, box, size, baseline, spans: [[box.x, box.x + box.w]], rotated, ink: null, bold: false };
      lines.push(current);
      paint(current, item, e, baseline);
    }
    if (item.hasEOL) current = null;
  }
  for (const [line, weights] of painted) {
    // The colour most of the line's letters are painted in (a bullet in the accent colour is one letter).
    const [key] = [...weights].reduce((a, b) => (b[1] > a[1] ? b : a));
    const [color = '000000', alpha = '1'] = key.split(':');
    line.ink = { color, alpha: Number(alpha) };
  }
  return lines.filter((line) => line.text.trim() !== '');
}

/** The text-showing operator that starts at this point (pdf.js puts a piece's origin where its operator draws). */
function inkAt(inks: readonly Ink[], x: number, baseline: number): Ink | undefined {
  let best: Ink | undefined;
  let distance = 1.5;
  for (const ink of inks) {
    const d = Math.abs(ink.x - x) + Math.abs(ink.baseline - baseline);
    if (d < distance) {
      best = ink;
      distance = d;
    }
  }
  return best;
}
