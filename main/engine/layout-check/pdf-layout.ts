/**
 * What a rendered deck shows, read back from LibreOffice's PDF with pdf.js (legacy build, the one that runs in
 * Node): per page the text lines (glyph boxes and font sizes), the pictures, and the thin strokes (lines, rules,
 * borders, hairline rectangles) that could cross text. Everything is in points from the page's top-left corner.
 * LibreOffice's PDF keeps no shape identity: which shape a line belongs to is worked out from the deck's XML.
 */
import { readFile } from 'node:fs/promises';
import type { getDocument as GetDocument, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Box } from './geometry';
import { readLines, type RawItem } from './pdf-text-lines';

export interface TextLine {
  text: string;
  box: Box;
  /** Font size in points (the largest on the line). */
  size: number;
  /** Baseline, from the top. */
  baseline: number;
  /** Horizontal extents of each piece of the line, for telling a strike-through from a rule. */
  spans: [number, number][];
  rotated: boolean;
  /** The colour most of its letters are painted in (hex RGB, no '#') and that paint's opacity; null when unknown. */
  ink: { color: string; alpha: number } | null;
  bold: boolean;
  /** What the page shows under the line and how its ink stands out there (text-contrast.ts), once measured. */
  backdrop?: { color: string; contrast: number };
}

/** Where a text-showing operator starts (its origin on the baseline) and the fill it paints with. */
export interface Ink {
  x: number;
  baseline: number;
  color: string;
  alpha: number;
}

export interface Stroke {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  /** Drawing order on the page, to tell whether a later fill hides it. */
  order: number;
}

/** An opaque-looking filled area (a shape's body, a picture's frame), in drawing order. */
export interface Fill {
  box: Box;
  order: number;
}

export interface PageLayout {
  width: number;
  height: number;
  lines: TextLine[];
  pictures: Box[];
  strokes: Stroke[];
  fills: Fill[];
}

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** Thicker than this a stroke is a shape's body, not a line. */
const MAX_LINE_WIDTH = 6;
/** A filled rectangle thinner than this and at least LINE_MIN_LENGTH long is drawn as a rule. */
const THIN_FILL = 4;
const LINE_MIN_LENGTH = 8;

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

interface PdfJs {
  getDocument: typeof GetDocument;
  OPS: Record<string, number>;
}

let pdfjs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((module) => ({ getDocument: module.getDocument, OPS: module.OPS }));
  return pdfjs;
}

/** Points of a pdf.js path (DrawOPS: 0 moveTo, 1 lineTo, 2 curveTo, 3 quadraticCurveTo, 4 closePath) as polylines. */
function polylines(data: ArrayLike<number>): [number, number][][] {
  const out: [number, number][][] = [];
  let current: [number, number][] = [];
  for (let i = 0; i < data.length;) {
    const op = data[i++];
    if (op === 0) {
      if (current.length > 1) out.push(current);
      current = [[data[i] ?? 0, data[i + 1] ?? 0]];
      i += 2;
    } else if (op === 1) {
      current.push([data[i] ?? 0, data[i + 1] ?? 0]);
      i += 2;
    } else if (op === 2) {
      current.push([data[i + 4] ?? 0, data[i + 5] ?? 0]);
      i += 6;
    } else if (op === 3) {
      current.push([data[i + 2] ?? 0, data[i + 3] ?? 0]);
      i += 4;
    } else if (op === 4) {
      const first = current[0];
      if (first) current.push([first[0], first[1]]);
    } else {
      break;
    }
  }
  if (current.length > 1) out.push(current);
  return out;
}

interface PathPaint {
  stroke: boolean;
  fill: boolean;
}

function paintOf(op: number, OPS: Record<string, number>): PathPaint {
  const stroke = [OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke].includes(op);
  const fill = [OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke].includes(op);
  return { stroke, fill };
}

function boundsOf(points: readonly [number, number][]): Box {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** The part of a segment inside a box (Liang–Barsky), or null. */
function clipSegment(s: Omit<Stroke, 'order' | 'width'>, box: Box | null): Omit<Stroke, 'order' | 'width'> | null {
  if (!box) return s;
  let t0 = 0;
  let t1 = 1;
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  for (const [p, q] of [
    [-dx, s.x1 - box.x],
    [dx, box.x + box.w - s.x1],
    [-dy, s.y1 - box.y],
    [dy, box.y + box.h - s.y1],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return { x1: s.x1 + t0 * dx, y1: s.y1 + t0 * dy, x2: s.x1 + t1 * dx, y2: s.y1 + t1 * dy };
}

function intersect(a: Box | null, b: Box): Box {
  if (!a) return b;
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x), h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y) };
}

interface GraphicsState {
  ctm: Matrix;
  lineWidth: number;
  clip: Box | null;
  /** Fill colour (hex RGB, no '#') and opacity: what text is painted in. */
  fill: string;
  alpha: number;
}

/** pdf.js gives a fill colour as '#rrggbb'. */
function hexOf(value: unknown): string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value.slice(1).toUpperCase() : '000000';
}

/** The fill opacity (`ca`) an ExtGState sets, if any: pdf.js lists it as [key, value] pairs. */
function fillAlpha(args: unknown[] | null): number | null {
  const entries = Array.isArray(args?.[0]) ? (args[0] as unknown[]) : [];
  for (const entry of entries) if (Array.isArray(entry) && entry[0] === 'ca' && typeof entry[1] === 'number') return entry[1];
  return null;
}

/**
 * Pictures, strokes and fills of one page, walking its operators with the graphics state (transform, line width,
 * clip rectangle): a background texture clipped away or a line painted over by a later fill is not what shows.
 */
function readGraphics(
  fnArray: number[],
  argsArray: unknown[],
  OPS: Record<string, number>,
  height: number,
): Pick<PageLayout, 'pictures' | 'strokes' | 'fills'> & { inks: Ink[] } {
  const pictures: Box[] = [];
  const inks: Ink[] = [];
  // The text matrix and the start of its line (PDF's Tm and Tlm), reset at each BT.
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  const strokes: Stroke[] = [];
  const fills: Fill[] = [];
  const stack: GraphicsState[] = [];
  let state: GraphicsState = { ctm: IDENTITY, lineWidth: 1, clip: null, fill: '000000', alpha: 1 };
  const texts = new Set([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);
  let pendingClip = false;
  let lastPathBox: Box | null = null;
  const top = (x: number, y: number): [number, number] => {
    const [px, py] = apply(state.ctm, x, y);
    return [px, height - py];
  };
  const scale = (): number => Math.sqrt(Math.abs(state.ctm[0] * state.ctm[3] - state.ctm[1] * state.ctm[2])) || 1;
  const images = new Set([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ]);
  for (let k = 0; k < fnArray.length; k++) {
    const fn = fnArray[k];
    const args = argsArray[k] as unknown[] | null;
    if (fn === OPS.save) stack.push({ ...state });
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform && args) state = { ...state, ctm: multiply(args as Matrix, state.ctm) };
    else if (fn === OPS.paintFormXObjectBegin && args) {
      stack.push({ ...state });
      const matrix = args[0] as Matrix | null;
      if (matrix) state = { ...state, ctm: multiply(matrix, state.ctm) };
    } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.setLineWidth && args) state = { ...state, lineWidth: Number(args[0]) || 0 };
    else if (fn === OPS.setFillRGBColor && args) state = { ...state, fill: hexOf(args[0]) };
    else if (fn === OPS.setGState) state = { ...state, alpha: fillAlpha(args) ?? state.alpha };
    else if (fn === OPS.beginText) textMatrix = lineMatrix = IDENTITY;
    else if (fn === OPS.setTextMatrix && args) textMatrix = lineMatrix = (Array.isArray(args[0]) ? args[0] : args) as Matrix;
    else if ((fn === OPS.moveText || fn === OPS.setLeadingMoveText) && args)
      textMatrix = lineMatrix = multiply([1, 0, 0, 1, Number(args[0]) || 0, Number(args[1]) || 0], lineMatrix);
    else if (fn !== undefined && texts.has(fn)) {
      const [x, y] = apply(multiply(textMatrix, state.ctm), 0, 0);
      inks.push({ x, baseline: height - y, color: state.fill, alpha: state.alpha });
    } else if (fn === OPS.clip || fn === OPS.eoClip) {
      // pdf.js may give the clip before or after the path it clips to.
      if (lastPathBox) {
        state = { ...state, clip: intersect(state.clip, lastPathBox) };
        lastPathBox = null;
      } else pendingClip = true;
    } else if (fn !== undefined && images.has(fn)) {
      const box = intersect(state.clip, boundsOf([top(0, 0), top(1, 0), top(0, 1), top(1, 1)]));
      if (box.w > 0 && box.h > 0) {
        pictures.push(box);
        fills.push({ box, order: k });
      }
    } else if (fn === OPS.constructPath && args) {
      const op = Number(args[0]);
      const data = (args[1] as ArrayLike<number>[] | null)?.[0];
      const paths = data ? polylines(data).map((poly) => poly.map(([x, y]) => top(x, y))) : [];
      if (op === OPS.endPath) {
        const box = paths.length > 0 ? boundsOf(paths.flat()) : null;
        if (pendingClip && box) state = { ...state, clip: intersect(state.clip, box) };
        lastPathBox = pendingClip ? null : box;
        pendingClip = false;
        continue;
      }
      lastPathBox = null;
      const paint = paintOf(op, OPS);
      for (const points of paths) {
        const width = state.lineWidth * scale();
        if (paint.stroke && width <= MAX_LINE_WIDTH) {
          for (let i = 1; i < points.length; i++) {
            const [x1, y1] = points[i - 1]!;
            const [x2, y2] = points[i]!;
            const seg = clipSegment({ x1, y1, x2, y2 }, state.clip);
            if (seg && Math.hypot(seg.x2 - seg.x1, seg.y2 - seg.y1) > 0.5) strokes.push({ ...seg, width: Math.max(width, 0.5), order: k });
          }
        }
        if (paint.fill) {
          const b = intersect(state.clip, boundsOf(points));
          if (Math.min(b.w, b.h) <= THIN_FILL && Math.max(b.w, b.h) >= LINE_MIN_LENGTH && !paint.stroke) {
            if (b.w >= b.h)
              strokes.push({ x1: b.x, y1: b.y + b.h / 2, x2: b.x + b.w, y2: b.y + b.h / 2, width: Math.max(b.h, 0.5), order: k });
            else strokes.push({ x1: b.x + b.w / 2, y1: b.y, x2: b.x + b.w / 2, y2: b.y + b.h, width: Math.max(b.w, 0.5), order: k });
          } else if (Math.min(b.w, b.h) > THIN_FILL) fills.push({ box: b, order: k });
        }
      }
    }
  }
  return { pictures, strokes, fills, inks };
}

/** The page's fonts whose names say bold (LibreOffice embeds "ABCDEF+OpenSans-Bold"); WCAG counts bold text large sooner. */
function boldFonts(page: PDFPageProxy, names: readonly string[]): Set<string> {
  const bold = new Set<string>();
  for (const name of names) {
    try {
      const font = page.commonObjs.get(name) as { name?: unknown } | null;
      if (typeof font?.name === 'string' && /bold|black|heavy/i.test(font.name)) bold.add(name);
    } catch {
      // A font pdf.js has not loaded: not known to be bold.
    }
  }
  return bold;
}

/** Every page of a PDF, in order. */
export async function readPdfLayout(pdfPath: string): Promise<PageLayout[]> {
  const { getDocument, OPS } = await loadPdfJs();
  const data = new Uint8Array(await readFile(pdfPath));
  const doc = await getDocument({ data, verbosity: 0, isEvalSupported: false, disableFontFace: true, useSystemFonts: false }).promise;
  try {
    const pages: PageLayout[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: RawItem[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      const ops = await page.getOperatorList();
      const { inks, ...graphics } = readGraphics(ops.fnArray, ops.argsArray, OPS, viewport.height);
      const lines = readLines(items, content.styles, viewport.height, inks, boldFonts(page, Object.keys(content.styles)));
      pages.push({ width: viewport.width, height: viewport.height, lines, ...graphics });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
