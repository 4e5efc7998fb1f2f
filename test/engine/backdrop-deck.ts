/**
 * A deck whose content layout draws its organisation's logo and footer band inside its background picture (as
 * poi-aptia's layouts do), made from the corpus's two-slide poi-SampleShow: the picture is a white ground with a
 * pale watermark (plain backdrop, which a new design replaces), a green band along the foot and a red logo with a
 * white mark in the top right corner (content, which a revamp must keep).
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

/** Writes the deck to `dest`: slide 2's layout (Title and Content) has the picture as its background. */
export async function writeBackdropDeck(dest: string): Promise<void> {
  const picture = await backdropPicture();
  await mutateDeck(
    join(CORPUS_ROOT, 'pptx', 'poi-SampleShow.pptx'),
    dest,
    (name, data) => {
      if (name === 'ppt/slideLayouts/slideLayout2.xml')
        return Buffer.from(
          data
            .toString('utf8')
            .replace(
              /<p:cSld([^>]*)>/,
              '<p:cSld$1><p:bg><p:bgPr><a:blipFill dpi="0" rotWithShape="1"><a:blip r:embed="rIdBackdrop"/><a:srcRect/>' +
                '<a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg>',
            ),
        );
      if (name === 'ppt/slideLayouts/_rels/slideLayout2.xml.rels')
        return Buffer.from(
          data
            .toString('utf8')
            .replace(
              '</Relationships>',
              '<Relationship Id="rIdBackdrop" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" ' +
                'Target="../media/backdrop-test.jpeg"/></Relationships>',
            ),
        );
      return undefined;
    },
    { 'ppt/media/backdrop-test.jpeg': picture },
  );
}
