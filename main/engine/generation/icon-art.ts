/**
 * An icon of the Tabler set (`@tabler/icons`, MIT) drawn for a slide: its SVG with the stroke in the design's accent,
 * and a PNG of it made with sharp, for renderers that do not read SVG (docs/charts.md). The picture's `a:blip` names
 * the PNG and carries the SVG in Office's `asvg:svgBlip` extension.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { iconsDir } from './icon-pick';

/** The PNG fallback's size in pixels: sharp enough for an icon about an inch wide on a projected slide. */
export const ICON_PNG_PX = 192;
export const SVG_EXT_URI = '{96DAC541-7B7A-43D3-8B79-37D633B846F1}';
export const ASVG_NS = 'http://schemas.microsoft.com/office/drawing/2016/SVG/main';

export interface IconArt {
  name: string;
  svg: Buffer;
  png: Buffer;
}

/** The icon's SVG with `color` (hex RGB, no '#') as its stroke. */
export async function tintedSvg(name: string, color: string): Promise<string> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) throw new Error(`not an icon name: ${name}`);
  if (!/^[0-9A-Fa-f]{6}$/.test(color)) throw new Error(`not a colour: ${color}`);
  const source = await readFile(path.join(iconsDir(), `${name}.svg`), 'utf8');
  return source
    .replace(/\s*class="[^"]*"/, '')
    .replace(/stroke="currentColor"/g, `stroke="#${color.toUpperCase()}"`)
    .replace(/width="24"/, `width="${ICON_PNG_PX}"`)
    .replace(/height="24"/, `height="${ICON_PNG_PX}"`);
}

export async function iconArt(name: string, color: string): Promise<IconArt> {
  const svg = await tintedSvg(name, color);
  const png = await sharp(Buffer.from(svg, 'utf8'), { density: 72 * (ICON_PNG_PX / 24) })
    .resize(ICON_PNG_PX, ICON_PNG_PX)
    .png()
    .toBuffer();
  return { name, svg: Buffer.from(svg, 'utf8'), png };
}
