// Renders the PNG icons from the SVG sources next to this file. Run once after editing an SVG:
//   node assets/render-icons.mjs
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const here = new URL('./', import.meta.url);
/** `width` is the SVG's own width in px. */
const targets = [
  { svg: 'icon.svg', width: 512, png: 'icon.png', size: 512 },
  { svg: 'tray.svg', width: 32, png: 'tray.png', size: 32 },
  { svg: 'tray.svg', width: 32, png: 'tray@2x.png', size: 64 },
  { svg: 'trayTemplate.svg', width: 32, png: 'trayTemplate.png', size: 32 },
  { svg: 'trayTemplate.svg', width: 32, png: 'trayTemplate@2x.png', size: 64 },
];

for (const target of targets) {
  const svg = await readFile(new URL(target.svg, here));
  // Render at a high density, then downscale: crisper edges than rasterising at the target size.
  const info = await sharp(svg, { density: (72 * target.size * 4) / target.width })
    .resize(target.size, target.size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(target.png, here).pathname);
  console.log(`${target.png}: ${info.width}×${info.height}, ${info.size} bytes`);
}
