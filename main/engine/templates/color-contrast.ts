/** WCAG contrast between colours (hex RGB without '#'), to keep text readable on a design's fills. */

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of two candidate text colours, the one that stands out more against `fill`. */
export function readableOn(fill: string, first: string, second: string): string {
  return contrast(first, fill) >= contrast(second, fill) ? first : second;
}
