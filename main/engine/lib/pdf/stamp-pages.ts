/**
 * The stamp layer: a PDF with one page per page to stamp, the same size as that page is shown, holding only the page
 * number and the watermark (text or picture). qpdf then lays it over the pages (`--overlay`), so the user's PDF is
 * never rewritten by an in-process library. pdf-lib draws the text and the picture (docs/pdf-tools.md says why a
 * library: Helvetica's metrics for placing text, the transparency state for the watermark's opacity, picture XObjects).
 * The picture is embedded once and drawn only on the pages that get the watermark.
 */
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import { ToolError } from '../errors/tool-error';
import type { PageSize } from './page-sizes';
import type { StampPicture } from './stamp-picture';

export type StampPosition = 'bottom-center' | 'bottom-right' | 'bottom-left' | 'top-center' | 'top-right' | 'top-left';

export interface StampSpec {
  /** Per page, the number's text, or null for none. */
  numbers: ReadonlyArray<string | null>;
  position: StampPosition;
  fontSize: number;
  /** The watermark: its text and/or picture (the picture's width as a percentage of the page's), on `pages` only. */
  watermark: {
    text: string | null;
    picture: { picture: StampPicture; size: number } | null;
    opacity: number;
    angle: number;
    /** Page numbers from 1; null = every page. */
    pages: ReadonlySet<number> | null;
  } | null;
}

/** Distance of the page number from the page's edges, in points (about 8.5 mm). */
const MARGIN = 24;

function numberPlace(size: PageSize, width: number, fontSize: number, position: StampPosition): { x: number; y: number } {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  const x = horizontal === 'left' ? MARGIN : horizontal === 'right' ? size.width - MARGIN - width : (size.width - width) / 2;
  const y = vertical === 'bottom' ? MARGIN : size.height - MARGIN - fontSize;
  return { x, y };
}

/** The watermark's size and origin so that, turned by `angle` about its middle, it sits in the page's middle. */
function watermarkPlace(size: PageSize, font: PDFFont, text: string, angle: number): { x: number; y: number; fontSize: number } {
  const a = (angle * Math.PI) / 180;
  const cos = Math.abs(Math.cos(a));
  const sin = Math.abs(Math.sin(a));
  const perPoint = font.widthOfTextAtSize(text, 1);
  const capHeight = 0.72;
  const fontSize = Math.min(
    160,
    (0.8 * size.width) / (perPoint * cos + capHeight * sin),
    (0.8 * size.height) / (perPoint * sin + capHeight * cos),
  );
  return { ...centredOrigin(size, perPoint * fontSize, capHeight * fontSize, angle), fontSize };
}

/** Where a box of `width` × `height`, turned by `angle` about its lower left corner, starts so its middle is the page's. */
function centredOrigin(size: PageSize, width: number, height: number, angle: number): { x: number; y: number } {
  const a = (angle * Math.PI) / 180;
  const x = size.width / 2 - (width / 2) * Math.cos(a) + (height / 2) * Math.sin(a);
  const y = size.height / 2 - (width / 2) * Math.sin(a) - (height / 2) * Math.cos(a);
  return { x, y };
}

/** The picture `percent` of the page's width wide, lowered so it is no taller than the same share of the page's height. */
function pictureBox(size: PageSize, picture: StampPicture, percent: number): { width: number; height: number } {
  const share = percent / 100;
  const scale = Math.min((share * size.width) / picture.width, (share * size.height) / picture.height);
  return { width: picture.width * scale, height: picture.height * scale };
}

function encodable(font: PDFFont, text: string, what: string): void {
  try {
    font.encodeText(text);
  } catch {
    throw new ToolError(
      'invalid_parameter',
      `The ${what} “${text}” has letters the built-in Helvetica cannot show: use Latin letters, digits and common signs.`,
    );
  }
}

export async function writeStampPdf(file: string, sizes: readonly PageSize[], spec: StampSpec): Promise<void> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const mark = spec.watermark;
  if (mark?.text) encodable(font, mark.text, 'watermark');
  let image: PDFImage | null = null;
  if (mark?.picture) {
    const { kind, bytes } = mark.picture.picture;
    image = kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  }
  for (const [i, size] of sizes.entries()) {
    const page = doc.addPage([size.width, size.height]);
    const label = spec.numbers[i];
    if (label) {
      encodable(font, label, 'page number');
      const width = font.widthOfTextAtSize(label, spec.fontSize);
      const { x, y } = numberPlace(size, width, spec.fontSize, spec.position);
      page.drawText(label, { x, y, size: spec.fontSize, font, color: rgb(0.2, 0.2, 0.2) });
    }
    if (!mark || (mark.pages && !mark.pages.has(i + 1))) continue;
    const { opacity, angle } = mark;
    if (image && mark.picture) {
      const box = pictureBox(size, mark.picture.picture, mark.picture.size);
      const { x, y } = centredOrigin(size, box.width, box.height, angle);
      page.drawImage(image, { x, y, ...box, opacity, rotate: degrees(angle) });
    }
    if (mark.text) {
      const { x, y, fontSize } = watermarkPlace(size, font, mark.text, angle);
      page.drawText(mark.text, { x, y, size: fontSize, font, color: rgb(0.55, 0.55, 0.55), opacity, rotate: degrees(angle) });
    }
  }
  await writeFile(file, await doc.save());
}
