/**
 * Poppler's `pdftohtml -xml` output (text items and placed pictures with their boxes in points, fonts by id) turned
 * into DeckFlow's `pdf.parse` blocks: items on one baseline form a line, consecutive lines in the same font and close
 * together form a block. A block is a `heading` when its font is clearly larger than the page's body text, a
 * `list-item` when it starts with a bullet or a number.
 */
import { childElements, parseXml, type Element } from '../../lib/pptx/xml-dom';

export interface PdfBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PdfTextItem {
  pageIndex: number;
  text: string;
  box: PdfBox;
  size: number;
  bold: boolean;
  italic: boolean;
}

export interface PdfPicture {
  pageIndex: number;
  box: PdfBox;
  /** As pdftohtml wrote it. */
  src: string;
  pageArea: number;
}

export interface PdfTextBlock {
  text: string;
  role: 'heading' | 'list-item' | 'paragraph';
  style?: { bold?: boolean; italic?: boolean };
  locator: { pageIndex: number };
  bbox: PdfBox;
}

export interface PdfLayout {
  pages: number;
  items: PdfTextItem[];
  pictures: PdfPicture[];
}

const hasDescendant = (el: Element, name: string): boolean =>
  childElements(el).some((child) => child.localName === name || hasDescendant(child, name));

export function readPdfXml(xml: string): PdfLayout {
  // Our own pdftohtml run wrote this; its DTD line is the one thing the strict XML reader refuses.
  const doc = parseXml(xml.replace(/<!DOCTYPE[^>]*>/, ''));
  const items: PdfTextItem[] = [];
  const pictures: PdfPicture[] = [];
  const pages = childElements(doc.documentElement!).filter((el) => el.localName === 'page');
  const sizes = new Map<string, number>();
  pages.forEach((page, pageIndex) => {
    const pageArea = Number(page.getAttribute('width')) * Number(page.getAttribute('height'));
    for (const el of childElements(page)) {
      const box = {
        x: Number(el.getAttribute('left')),
        y: Number(el.getAttribute('top')),
        w: Number(el.getAttribute('width')),
        h: Number(el.getAttribute('height')),
      };
      if (el.localName === 'fontspec') sizes.set(el.getAttribute('id') ?? '', Number(el.getAttribute('size')) || 0);
      else if (el.localName === 'image') pictures.push({ pageIndex, box, src: el.getAttribute('src') ?? '', pageArea });
      else if (el.localName === 'text') {
        const text = el.textContent ?? '';
        if (text.trim() === '') continue;
        items.push({
          pageIndex,
          text,
          box,
          size: sizes.get(el.getAttribute('font') ?? '') ?? box.h,
          bold: hasDescendant(el, 'b'),
          italic: hasDescendant(el, 'i'),
        });
      }
    }
  });
  return { pages: pages.length, items, pictures };
}

interface Line {
  pageIndex: number;
  items: PdfTextItem[];
  box: PdfBox;
  size: number;
}

const union = (a: PdfBox, b: PdfBox): PdfBox => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};

function lineText(line: Line): string {
  const sorted = [...line.items].sort((a, b) => a.box.x - b.box.x);
  let text = '';
  let end = -Infinity;
  for (const item of sorted) {
    const gap = item.box.x - end;
    if (text && gap > item.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
    end = item.box.x + item.box.w;
  }
  return text.replace(/\s+/g, ' ').trim();
}

const LIST_START = /^(?:[•◦▪▫■□●○‣⁃–\-*]\s|\(?\d{1,3}[.)]\s|[a-z][.)]\s)/;

export function buildTextBlocks(items: readonly PdfTextItem[]): PdfTextBlock[] {
  // Lines: items of one page on one baseline (pdftohtml lists them in reading order).
  const lines: Line[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last && last.pageIndex === item.pageIndex && Math.abs(last.box.y - item.box.y) <= Math.max(2, item.size * 0.2)) {
      last.items.push(item);
      last.box = union(last.box, item.box);
      last.size = Math.max(last.size, item.size);
    } else lines.push({ pageIndex: item.pageIndex, items: [item], box: { ...item.box }, size: item.size });
  }
  // The body size: the font size carrying the most characters.
  const weight = new Map<number, number>();
  for (const item of items) weight.set(item.size, (weight.get(item.size) ?? 0) + item.text.length);
  const body = [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 12;

  const blocks: { lines: Line[]; box: PdfBox }[] = [];
  for (const line of lines) {
    const last = blocks.at(-1);
    const prev = last?.lines.at(-1);
    const joins =
      last &&
      prev &&
      prev.pageIndex === line.pageIndex &&
      Math.abs(prev.size - line.size) < 0.5 &&
      line.box.y >= prev.box.y &&
      line.box.y - (prev.box.y + prev.box.h) <= line.box.h * 0.6 &&
      line.box.x < last.box.x + last.box.w &&
      line.box.x + line.box.w > last.box.x &&
      !LIST_START.test(lineText(line));
    if (joins) {
      last.lines.push(line);
      last.box = union(last.box, line.box);
    } else blocks.push({ lines: [line], box: { ...line.box } });
  }
  return blocks.map(({ lines: blockLines, box }) => {
    const all = blockLines.flatMap((l) => l.items);
    // A word broken with a hyphen at a line end is joined again, as pdftotext does.
    const text = blockLines
      .map(lineText)
      .reduce(
        (joined, line) =>
          !joined ? line : /\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(line) ? joined.slice(0, -1) + line : `${joined} ${line}`,
        '',
      );
    const size = Math.max(...blockLines.map((l) => l.size));
    const role = LIST_START.test(text) ? 'list-item' : size >= body * 1.2 ? 'heading' : 'paragraph';
    const block: PdfTextBlock = { text, role, locator: { pageIndex: blockLines[0]!.pageIndex }, bbox: box };
    const bold = all.every((i) => i.bold);
    const italic = all.every((i) => i.italic);
    if (bold || italic) block.style = { ...(bold ? { bold } : {}), ...(italic ? { italic } : {}) };
    return block;
  });
}
