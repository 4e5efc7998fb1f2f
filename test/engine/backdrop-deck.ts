/**
 * A deck whose content layout draws its organisation's logo and footer band inside its background picture (as
 * poi-aptia's layouts do), made from the corpus's two-slide poi-SampleShow: the picture is a white ground with a
 * pale watermark (plain backdrop, which a new design replaces), a green band along the foot and a red logo with a
 * white mark in the top right corner (content, which a revamp must keep). Its title layout's background is a navy
 * ground with an orange banner across the upper part holding the logo (aptia's title slide).
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { CORPUS_ROOT } from '../helpers/corpus';
import { mutateDeck } from './pptx-test-support';

export const BAND_GREEN: [number, number, number] = [0x1b, 0x7f, 0x3b];
export const LOGO_RED: [number, number, number] = [0xc0, 0x39, 0x2b];

const W = 1600;
const H = 1200;

/** The layout's background picture (4:3, as the deck). */
export async function backdropPicture(): Promise<Buffer> {
  const hex = (rgb: number[]): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#ffffff"/>` +
    `<circle cx="${W * 0.7}" cy="${H * 0.45}" r="${H * 0.3}" fill="none" stroke="#ececec" stroke-width="40"/>` +
    `<rect x="0" y="${H * 0.9}" width="${W}" height="${H * 0.05}" fill="${hex(BAND_GREEN)}"/>` +
    `<rect x="${W * 0.86}" y="${H * 0.03}" width="${W * 0.1}" height="${W * 0.1}" fill="${hex(LOGO_RED)}"/>` +
    `<circle cx="${W * 0.91}" cy="${H * 0.03 + W * 0.05}" r="${W * 0.03}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export const BANNER_ORANGE: [number, number, number] = [0xf0, 0x8a, 0x24];
/** Where the title layout's banner lies, as shares of the slide's height. */
export const BANNER_TOP = 0.08;
export const BANNER_FOOT = 0.34;

/** The title layout's background picture: a navy ground, the banner across it with the logo at its right. */
export async function bannerPicture(): Promise<Buffer> {
  const hex = (rgb: number[]): string => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const [top, foot] = [H * BANNER_TOP, H * BANNER_FOOT];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#0b1a3c"/>` +
    `<rect x="0" y="${top}" width="${W}" height="${foot - top}" fill="${hex(BANNER_ORANGE)}"/>` +
    `<rect x="${W * 0.8}" y="${top + H * 0.03}" width="${W * 0.14}" height="${foot - top - H * 0.06}" fill="#ffffff"/>` +
    `<rect x="${W * 0.83}" y="${top + H * 0.06}" width="${W * 0.08}" height="${W * 0.08}" fill="${hex(LOGO_RED)}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A layout part given the picture `rel` as its background. */
function withBackground(xml: Buffer, rel: string): Buffer {
  return Buffer.from(
    xml
      .toString('utf8')
      .replace(
        /<p:cSld([^>]*)>/,
        `<p:cSld$1><p:bg><p:bgPr><a:blipFill dpi="0" rotWithShape="1"><a:blip r:embed="${rel}"/><a:srcRect/>` +
          '<a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg>',
      ),
  );
}

/** A layout's relationships with the picture `target` added as `rel`. */
function withPicture(xml: Buffer, rel: string, target: string): Buffer {
  return Buffer.from(
    xml
      .toString('utf8')
      .replace(
        '</Relationships>',
        `<Relationship Id="${rel}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" ` +
          `Target="../media/${target}"/></Relationships>`,
      ),
  );
}

/** Writes the deck to `dest`: slide 1's layout (Title Slide) has the banner as its background, slide 2's the picture. */
export async function writeBackdropDeck(dest: string): Promise<void> {
  const picture = await backdropPicture();
  await mutateDeck(
    join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx'),
    dest,
    (name, data) => {
      if (name === 'ppt/slideLayouts/slideLayout1.xml') return withBackground(data, 'rIdBanner');
      if (name === 'ppt/slideLayouts/_rels/slideLayout1.xml.rels') return withPicture(data, 'rIdBanner', 'banner-test.jpeg');
      if (name === 'ppt/slideLayouts/slideLayout2.xml') return withBackground(data, 'rIdBackdrop');
      if (name === 'ppt/slideLayouts/_rels/slideLayout2.xml.rels') return withPicture(data, 'rIdBackdrop', 'backdrop-test.jpeg');
      return undefined;
    },
    { 'ppt/media/backdrop-test.jpeg': picture, 'ppt/media/banner-test.jpeg': await bannerPicture() },
  );
}
