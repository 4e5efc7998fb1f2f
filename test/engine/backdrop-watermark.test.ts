/**
 * The faint art of an old background picture (a pale starburst) is carried as a faint decoration recoloured for the
 * new design's ground; a gradient or a grain is no watermark. A band across the slide stays across it, and a
 * picture of text that would fade on the new ground gets a card. Pure functions on pictures made here: no LibreOffice.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { backdropContent, regionPng } from '../../main/engine/lib/pptx/backdrop-regions';
import { watermarkPng } from '../../main/engine/lib/pptx/backdrop-watermark';
import { bandSpot } from '../../main/engine/revamp/free-spot';
import { cardFor } from '../../main/engine/revamp/picture-cards';
import { MAX_RATIO, over, watermarkTint } from '../../main/engine/revamp/watermark-tint';
import { contrast } from '../../main/engine/templates/color-contrast';

const svgPng = (body: string, w = 800, h = 600): Promise<Buffer> =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`))
    .png()
    .toBuffer();

/** Rays of a pale grey starburst (16 off white) on white, and an orange band along the foot. */
const starburst = (): Promise<Buffer> => {
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * 2 * Math.PI;
    return `<line x1="560" y1="220" x2="${560 + 200 * Math.cos(a)}" y2="${220 + 200 * Math.sin(a)}" stroke="#efefef" stroke-width="10"/>`;
  }).join('');
  return svgPng(`<rect width="800" height="600" fill="#ffffff"/>${rays}<rect y="530" width="800" height="24" fill="#f7941d"/>`);
};

describe('a background picture’s watermark', () => {
  it('is found apart from the band, where it was drawn', async () => {
    const content = (await backdropContent(await starburst()))!;
    expect(content.regions).toHaveLength(1);
    const [x, y, w, h] = content.watermark!.region;
    // The rays reach from (360, 20) to (760, 420) of 800 × 600.
    expect(x).toBeCloseTo(0.45, 1);
    expect(y).toBeCloseTo(0.03, 1);
    expect(x + w).toBeCloseTo(0.95, 1);
    expect(y + h).toBeCloseTo(0.7, 1);
    expect(content.watermark!.peak).toBeGreaterThan(10);
    expect(content.watermark!.peak).toBeLessThan(20);
  });

  it('is not a gradient, a vignette or a grain', async () => {
    const gradient = await svgPng(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8d8d8"/></linearGradient></defs>' +
        '<rect width="800" height="600" fill="#ffffff"/><rect x="400" width="400" height="600" fill="url(#g)"/>',
    );
    expect((await backdropContent(gradient))?.watermark ?? null).toBeNull();
    const grain = Buffer.alloc(400 * 300 * 3, 255);
    for (let p = 0; p < 400 * 300; p += 7) grain.fill(255 - ((p * 31) % 23), p * 3, p * 3 + 3);
    const grainy = await sharp(grain, { raw: { width: 400, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect((await backdropContent(grainy))?.watermark ?? null).toBeNull();
  });

  it('is drawn darker on a light ground and lighter on a dark one, standing off it no more than it did or 1.15:1', () => {
    for (const [ground, expected] of [
      ['FFFFFF', '1F2937'],
      ['BAC6CD', '1F2937'],
      ['0B1220', 'FFFFFF'],
    ] as const) {
      const tint = watermarkTint(
        ground,
        ['1F2937', '263238', 'F8FAFC', 'FFFFFF'].filter((c) => c !== ground),
        1.4,
      )!;
      expect(tint.color, ground).toBe(expected);
      expect(contrast(over(tint.color, ground, tint.opacity), ground)).toBeCloseTo(MAX_RATIO, 1);
    }
    // As faint as its source where that was fainter; not drawn at all where it would not show.
    const faint = watermarkTint('FFFFFF', ['1F2937'], 1.08)!;
    expect(contrast(over(faint.color, 'FFFFFF', faint.opacity), 'FFFFFF')).toBeCloseTo(1.08, 1);
    expect(watermarkTint('FFFFFF', ['1F2937'], 1.01)).toBeNull();
  });

  it('is cut out in one colour, its opacity following the art and none on the band', async () => {
    const picture = await starburst();
    const content = (await backdropContent(picture))!;
    const png = await watermarkPng(picture, content.watermark!, content.ground, content.regions, [10, 20, 30], 0.2);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    let shown = 0;
    let most = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! === 0) continue;
      expect([data[i], data[i + 1], data[i + 2]]).toEqual([10, 20, 30]);
      shown++;
      most = Math.max(most, data[i + 3]!);
    }
    expect(shown / (info.width * info.height)).toBeGreaterThan(0.05);
    expect(most).toBeLessThanOrEqual(Math.ceil(0.2 * 255));
    expect(most).toBeGreaterThan(0.15 * 255);
    // One colour at a few opacities is a palette, not true colour: a third of the bytes for the same pixels.
    expect((await sharp(png).metadata()).isPalette).toBe(true);
  });
});

describe('a region cut out of a background picture', () => {
  it('keeps its ink, loses its ground and is stored as a palette, a gradient band included', async () => {
    // An orange-to-grey gradient band on white, as poi-aptia's title banner: true colour with alpha made it 420 KB.
    const picture = await svgPng(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f7941d"/><stop offset="1" stop-color="#a6a6a6"/></linearGradient></defs>' +
        '<rect width="800" height="600" fill="#ffffff"/><rect y="100" width="800" height="120" fill="url(#g)"/>',
    );
    const png = await regionPng(picture, [0, 0.1, 1, 0.3], [255, 255, 255]);
    expect((await sharp(png).metadata()).isPalette).toBe(true);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
    // Above the band the white ground is gone; in it the gradient's ends are within a few levels of what was drawn.
    expect(at(400, 5)[3]).toBe(0);
    const left = at(2, info.height / 2);
    const right = at(info.width - 3, info.height / 2);
    expect(left[3]).toBe(255);
    expect(Math.max(...[0xf7, 0x94, 0x1d].map((c, i) => Math.abs(c - left[i]!)))).toBeLessThanOrEqual(8);
    expect(Math.max(...[0xa6, 0xa6, 0xa6].map((c, i) => Math.abs(c - right[i]!)))).toBeLessThanOrEqual(8);
  });
});

describe('a band across the slide', () => {
  const size = { cx: 9144000, cy: 6858000 };
  const body: [number, number, number, number] = [628650, 1905000, 7886700, 4271963];
  const slideNumber: [number, number, number, number] = [6457950, 6356350, 2057400, 365125];

  it('keeps its length, thinner in the gap between the body and the footers, and stops at a rail', () => {
    const band: [number, number, number, number] = [0, 6028000, 9144000, 343000];
    const spot = bandSpot(band, [body, slideNumber], size)!;
    expect(spot[0]).toBe(0);
    expect(spot[2]).toBe(9144000);
    expect(spot[1]).toBeGreaterThanOrEqual(body[1] + body[3]);
    expect(spot[1] + spot[3]).toBeLessThanOrEqual(slideNumber[1]);
    expect(spot[3]).toBeGreaterThanOrEqual(0.3 * band[3]);
    const rail: [number, number, number, number] = [0, 0, 300000, size.cy];
    const beside = bandSpot(band, [body, slideNumber, rail], size)!;
    expect(beside[0]).toBe(300000);
    expect(beside[0] + beside[2]).toBe(9144000);
    // A logo is no band.
    expect(bandSpot([8000000, 100000, 900000, 600000], [body], size)).toBeNull();
  });
});

describe('a picture of text on a new ground', () => {
  it('gets a card when its letters fade there, in the colour nearest the ground it was made for', async () => {
    const letters = await svgPng(
      '<text x="10" y="60" font-size="48" font-family="sans-serif" fill="#f7941d">AUSTRALIA NATIONAL TRIBUNAL</text>',
      900,
      80,
    );
    const designs = ['BAC6CD', 'FFFFFF', '263238', '37474F'];
    // Orange letters cut out of a white picture, on Slate's grey-blue page: a white card.
    expect(await cardFor(letters, 'BAC6CD', designs, 'FFFFFF')).toBe('FFFFFF');
    // On white, where they were made, none; on navy they stand out as well as on white: none.
    expect(await cardFor(letters, 'FFFFFF', designs, 'FFFFFF')).toBeNull();
    expect(await cardFor(letters, '0B1220', ['0B1220', 'FFFFFF'], 'FFFFFF')).toBeNull();
    // A red icon made for a white page reads less well on navy: a light card, as it had.
    const icon = await svgPng('<circle cx="60" cy="60" r="40" fill="none" stroke="#e00000" stroke-width="14"/>', 120, 120);
    expect(await cardFor(icon, '0B1220', ['F8FAFC', 'CBD5E1', '0B1220', '111C33'])).toBe('F8FAFC');
    // A solid band is no picture of text.
    const band = await svgPng('<rect y="20" width="900" height="40" fill="#f7941d"/>', 900, 80);
    expect(await cardFor(band, 'BAC6CD', designs, 'FFFFFF')).toBeNull();
  });
});
