/**
 * The stamp layer: a PDF with one page per page to stamp, the same size as that page is shown, holding only the page
 * number and the watermark. qpdf then lays it over the pages (`--overlay`), so the user's PDF is never rewritten by an
 * in-process library. pdf-lib draws the text (docs/pdf-tools.md says why a library: Helvetica's metrics for placing
 * text, and the transparency state for the watermark's opacity).
 */
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont } from 'pdf-lib';
import { ToolError } from '../errors/tool-error';
import type { PageSize } from './page-sizes';

export type StampPosition = 'bottom-center' | 'bottom-right' | 'bottom-left' | 'top-center' | 'top-right' | 'top-left';

export interface StampSpec {
  /** Per page, the number's text, or null for none. */
  numbers: ReadonlyArray<string | null>;
  position: StampPosition;
  fontSize: number;
  watermark: { text: string; opacity: number; angle: number } | null;
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
  const half = { w: (perPoint * fontSize) / 2, h: (capHeight * fontSize) / 2 };
  const x = size.width / 2 - half.w * Math.cos(a) + half.h * Math.sin(a);
  const y = size.height / 2 - half.w * Math.sin(a) - half.h * Math.cos(a);
  return { x, y, fontSize };
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
  if (spec.watermark) encodable(font, spec.watermark.text, 'watermark');
  for (const [i, size] of sizes.entries()) {
    const page = doc.addPage([size.width, size.height]);
    const label = spec.numbers[i];
    if (label) {
      encodable(font, label, 'page number');
      const width = font.widthOfTextAtSize(label, spec.fontSize);
      const { x, y } = numberPlace(size, width, spec.fontSize, spec.position);
      page.drawText(label, { x, y, size: spec.fontSize, font, color: rgb(0.2, 0.2, 0.2) });
    }
    if (spec.watermark) {
      const { text, opacity, angle } = spec.watermark;
      const { x, y, fontSize } = watermarkPlace(size, font, text, angle);
      page.drawText(text, { x, y, size: fontSize, font, color: rgb(0.55, 0.55, 0.55), opacity, rotate: degrees(angle) });
    }
  }
  await writeFile(file, await doc.save());
}
