/**
 * What a deck's XML says about each slide, where it is more exact than the PDF: every shape's box (its own
 * `a:xfrm`, through its groups, or its placeholder's on the layout and master), its kind, its text, its place in
 * the stacking order, its autofit, and the slide's speaker notes. Hidden slides are marked, since LibreOffice
 * leaves them out of the PDF.
 */
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { SourceDeck } from '../lib/pptx/source-deck';
import { childElement, childElements, type Element } from '../lib/pptx/xml-dom';
import { backdropPictureCounter } from './backdrop-pictures';
import { EMU_PER_POINT, type Box } from './geometry';

export type ShapeKind = 'text' | 'picture' | 'chart' | 'table' | 'diagram' | 'object' | 'line' | 'shape';

export interface TableCell {
  /** Column's horizontal extent and the row's nominal one (rows grow with their text). */
  box: Box;
  text: string;
}

export interface DeckShape {
  /** `cNvPr id`: the same shape in a translated deck keeps it. */
  id: string;
  name: string;
  kind: ShapeKind;
  box: Box | null;
  /** Stacking order on the slide: higher is drawn later, on top. */
  z: number;
  /** Placeholder family (`title`, `body`, `dt`, `ftr`, `sldNum`, …) or null. */
  placeholder: string | null;
  /** Paragraph texts (table: every cell's paragraphs). */
  paragraphs: string[];
  autofit: 'none' | 'shrink' | 'grow';
  /** `a:normAutofit@fontScale` (1 without). */
  fontScale: number;
  /** Largest explicit run size in points, when runs give one. */
  nominalPt: number | null;
  wrap: boolean;
  vertical: boolean;
  /** Has a visible fill: it hides what lies under it. */
  filled: boolean;
  cells: TableCell[];
  /** A line or connector: its end points. */
  segment: [number, number, number, number] | null;
}

export interface SlideShapes {
  /** 1-based position in the deck. */
  number: number;
  hidden: boolean;
  shapes: DeckShape[];
  notes: string;
  /**
   * Pictures its layout and master draw on it (not placeholders, not a backdrop filling the slide), and what its
   * background picture draws on its ground (a banner, a logo, a footer band: backdrop-pictures.ts).
   */
  inheritedPictures: number;
}

export interface DeckShapes {
  width: number;
  height: number;
  slides: SlideShapes[];
}

const A = NS.a;
const P = NS.p;
const GRAPHIC = {
  chart: 'http://schemas.openxmlformats.org/drawingml/2006/chart',
  table: 'http://schemas.openxmlformats.org/drawingml/2006/table',
  diagram: 'http://schemas.openxmlformats.org/drawingml/2006/diagram',
};
const LINE_PRESETS = new Set(['line', 'straightConnector1', 'bentConnector2', 'bentConnector3', 'curvedConnector3']);

type Transform = (box: Box) => Box;
const NO_TRANSFORM: Transform = (box) => box;

function emuAttr(el: Element | undefined, name: string): number {
  const value = Number(el?.getAttribute(name));
  return Number.isFinite(value) ? value / EMU_PER_POINT : 0;
}

function xfrmOf(spPr: Element | undefined): Element | undefined {
  return spPr ? childElement(spPr, A, 'xfrm') : undefined;
}

function boxOfXfrm(xfrm: Element | undefined): Box | null {
  const off = xfrm ? childElement(xfrm, A, 'off') : undefined;
  const ext = xfrm ? childElement(xfrm, A, 'ext') : undefined;
  if (!off || !ext) return null;
  const box = { x: emuAttr(off, 'x'), y: emuAttr(off, 'y'), w: emuAttr(ext, 'cx'), h: emuAttr(ext, 'cy') };
  const rot = Math.abs(Number(xfrm?.getAttribute('rot') ?? 0) / 60000) % 180;
  // A quarter turn swaps the box's sides around its centre; other angles are left as drawn unrotated.
  if (rot > 45 && rot < 135) return { x: box.x + (box.w - box.h) / 2, y: box.y + (box.h - box.w) / 2, w: box.h, h: box.w };
  return box;
}

function groupTransform(grpSpPr: Element | undefined, outer: Transform): Transform {
  const xfrm = xfrmOf(grpSpPr);
  const chOff = xfrm ? childElement(xfrm, A, 'chOff') : undefined;
  const chExt = xfrm ? childElement(xfrm, A, 'chExt') : undefined;
  const own = boxOfXfrm(xfrm);
  if (!own || !chOff || !chExt) return outer;
  const cx = emuAttr(chOff, 'x');
  const cy = emuAttr(chOff, 'y');
  const sx = emuAttr(chExt, 'cx') > 0 ? own.w / emuAttr(chExt, 'cx') : 1;
  const sy = emuAttr(chExt, 'cy') > 0 ? own.h / emuAttr(chExt, 'cy') : 1;
  return (box) => outer({ x: own.x + (box.x - cx) * sx, y: own.y + (box.y - cy) * sy, w: box.w * sx, h: box.h * sy });
}

function nvPrOf(shape: Element): Element | undefined {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  return nv ? childElement(nv, P, 'nvPr') : undefined;
}

function cNvPrOf(shape: Element): Element | undefined {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  return nv ? childElement(nv, P, 'cNvPr') : undefined;
}

interface PlaceholderRef {
  type: string;
  idx: string | null;
}

function placeholderRef(shape: Element): PlaceholderRef | null {
  const nvPr = nvPrOf(shape);
  const ph = nvPr ? childElement(nvPr, P, 'ph') : undefined;
  return ph ? { type: ph.getAttribute('type') || 'body', idx: ph.getAttribute('idx') || null } : null;
}

export function placeholderFamily(type: string): string {
  if (type === 'title' || type === 'ctrTitle') return 'title';
  if (type === 'body' || type === 'obj' || type === 'subTitle') return 'body';
  return type;
}

function paragraphText(p: Element): string {
  let text = '';
  for (const child of childElements(p)) {
    if (child.localName === 'br') text += ' ';
    else if (child.localName === 'r' || child.localName === 'fld') {
      const t = childElement(child, A, 't');
      text += t?.textContent ?? '';
    }
  }
  return text;
}

function bodyParagraphs(txBody: Element | undefined): string[] {
  if (!txBody) return [];
  return childElements(txBody)
    .filter((p) => p.localName === 'p' && p.namespaceURI === A)
    .map(paragraphText)
    .filter((text) => text.trim() !== '');
}

function largestRunSize(txBody: Element | undefined): number | null {
  let largest = 0;
  for (const p of txBody ? childElements(txBody) : []) {
    if (p.localName !== 'p') continue;
    for (const run of childElements(p)) {
      const rPr = childElement(run, A, 'rPr');
      const sz = Number(rPr?.getAttribute('sz'));
      if (sz > 0) largest = Math.max(largest, sz / 100);
    }
  }
  return largest > 0 ? largest : null;
}

function hasVisibleFill(shape: Element, spPr: Element | undefined, textBox: boolean): boolean {
  for (const child of spPr ? childElements(spPr) : []) {
    if (child.localName === 'noFill') return false;
    if (['solidFill', 'gradFill', 'blipFill', 'pattFill'].includes(child.localName ?? '')) return true;
  }
  if (textBox) return false;
  const style = childElement(shape, P, 'style');
  const fillRef = style ? childElement(style, A, 'fillRef') : undefined;
  return fillRef !== undefined && fillRef.getAttribute('idx') !== '0';
}

function tableCells(tbl: Element, frame: Box): TableCell[] {
  const grid = childElement(tbl, A, 'tblGrid');
  const columns = (grid ? childElements(grid) : []).map((col) => emuAttr(col, 'w'));
  const cells: TableCell[] = [];
  let y = frame.y;
  for (const tr of childElements(tbl).filter((el) => el.localName === 'tr')) {
    const h = emuAttr(tr, 'h');
    let column = 0;
    for (const tc of childElements(tr).filter((el) => el.localName === 'tc')) {
      const span = Math.max(1, Number(tc.getAttribute('gridSpan')) || 1);
      const x = frame.x + columns.slice(0, column).reduce((a, b) => a + b, 0);
      const w = columns.slice(column, column + span).reduce((a, b) => a + b, 0);
      column += span;
      if (tc.getAttribute('hMerge') === '1' || tc.getAttribute('vMerge') === '1') continue;
      const text = bodyParagraphs(childElement(tc, A, 'txBody')).join(' ');
      if (text.trim()) cells.push({ box: { x, y, w, h }, text });
    }
    y += h;
  }
  return cells;
}

interface InheritedBoxes {
  find(ref: PlaceholderRef): Box | null;
}

function collectPlaceholderBoxes(root: Element | null | undefined): { ref: PlaceholderRef; box: Box }[] {
  const tree = root ? spTreeOf(root) : undefined;
  const out: { ref: PlaceholderRef; box: Box }[] = [];
  for (const sp of tree ? childElements(tree) : []) {
    const ref = placeholderRef(sp);
    const box = boxOfXfrm(xfrmOf(childElement(sp, P, 'spPr')));
    if (ref && box) out.push({ ref, box });
  }
  return out;
}

function spTreeOf(root: Element): Element | undefined {
  const cSld = childElement(root, P, 'cSld');
  return cSld ? childElement(cSld, P, 'spTree') : undefined;
}

function inheritedBoxes(layout: { ref: PlaceholderRef; box: Box }[], master: { ref: PlaceholderRef; box: Box }[]): InheritedBoxes {
  return {
    find(ref) {
      const byIdx = ref.idx !== null ? layout.find((entry) => entry.ref.idx === ref.idx) : undefined;
      const byType = layout.find((entry) => placeholderFamily(entry.ref.type) === placeholderFamily(ref.type));
      const onLayout = byIdx ?? byType;
      const family = placeholderFamily(onLayout?.ref.type ?? ref.type);
      return onLayout?.box ?? master.find((entry) => placeholderFamily(entry.ref.type) === family)?.box ?? null;
    },
  };
}

function baseShape(el: Element, kind: ShapeKind, box: Box | null, z: number): DeckShape {
  const cNvPr = cNvPrOf(el);
  return {
    id: cNvPr?.getAttribute('id') ?? '',
    name: cNvPr?.getAttribute('name') ?? '',
    kind,
    box,
    z,
    placeholder: null,
    paragraphs: [],
    autofit: 'none',
    fontScale: 1,
    nominalPt: null,
    wrap: true,
    vertical: false,
    filled: false,
    cells: [],
    segment: null,
  };
}

function readTextShape(sp: Element, transform: Transform, inherited: InheritedBoxes, z: number): DeckShape {
  const spPr = childElement(sp, P, 'spPr');
  const ref = placeholderRef(sp);
  const own = boxOfXfrm(xfrmOf(spPr));
  const box = own ? transform(own) : ref ? inherited.find(ref) : null;
  const txBody = childElement(sp, P, 'txBody');
  const bodyPr = txBody ? childElement(txBody, A, 'bodyPr') : undefined;
  const paragraphs = bodyParagraphs(txBody);
  const geom = spPr ? childElement(spPr, A, 'prstGeom') : undefined;
  const preset = geom?.getAttribute('prst') ?? '';
  const isLine = LINE_PRESETS.has(preset) && paragraphs.length === 0;
  const shape = baseShape(sp, isLine ? 'line' : paragraphs.length > 0 ? 'text' : 'shape', box, z);
  shape.placeholder = ref ? placeholderFamily(ref.type) : null;
  shape.paragraphs = paragraphs;
  const normAutofit = bodyPr ? childElement(bodyPr, A, 'normAutofit') : undefined;
  shape.autofit = bodyPr && childElement(bodyPr, A, 'spAutoFit') ? 'grow' : normAutofit ? 'shrink' : 'none';
  const scale = Number(normAutofit?.getAttribute('fontScale'));
  shape.fontScale = scale > 0 ? scale / 100000 : 1;
  shape.nominalPt = largestRunSize(txBody);
  shape.wrap = bodyPr?.getAttribute('wrap') !== 'none';
  const vert = bodyPr?.getAttribute('vert');
  shape.vertical = vert !== null && vert !== undefined && vert !== 'horz';
  const cNvSpPr = childElements(childElements(sp).find((c) => c.localName === 'nvSpPr') ?? sp).find((c) => c.localName === 'cNvSpPr');
  shape.filled = hasVisibleFill(sp, spPr, cNvSpPr?.getAttribute('txBox') === '1');
  if (isLine && box) shape.segment = lineEnds(xfrmOf(spPr), box);
  return shape;
}

function lineEnds(xfrm: Element | undefined, box: Box): [number, number, number, number] {
  const flipH = xfrm?.getAttribute('flipH') === '1';
  const flipV = xfrm?.getAttribute('flipV') === '1';
  const x1 = flipH ? box.x + box.w : box.x;
  const x2 = flipH ? box.x : box.x + box.w;
  const y1 = flipV ? box.y + box.h : box.y;
  const y2 = flipV ? box.y : box.y + box.h;
  return [x1, y1, x2, y2];
}

function readFrame(frame: Element, transform: Transform, z: number): DeckShape {
  const own = boxOfXfrm(childElement(frame, P, 'xfrm'));
  const box = own ? transform(own) : null;
  const graphic = childElement(frame, A, 'graphic');
  const data = graphic ? childElement(graphic, A, 'graphicData') : undefined;
  const uri = data?.getAttribute('uri') ?? '';
  const kind: ShapeKind =
    uri === GRAPHIC.chart ? 'chart' : uri === GRAPHIC.table ? 'table' : uri === GRAPHIC.diagram ? 'diagram' : 'object';
  const shape = baseShape(frame, kind, box, z);
  const tbl = data ? childElement(data, A, 'tbl') : undefined;
  if (tbl && box) {
    shape.cells = tableCells(tbl, box);
    shape.paragraphs = shape.cells.map((cell) => cell.text);
  }
  return shape;
}

/** Every shape of a shape tree in drawing order, groups flattened. */
function readTree(tree: Element, transform: Transform, inherited: InheritedBoxes, out: DeckShape[]): void {
  for (const el of childElements(tree)) {
    const name = el.localName;
    if (name === 'AlternateContent') {
      const choice = childElements(el).find((child) => child.localName === 'Choice' || child.localName === 'Fallback');
      if (choice) readTree(choice, transform, inherited, out);
    } else if (name === 'sp') out.push(readTextShape(el, transform, inherited, out.length));
    else if (name === 'cxnSp') {
      const spPr = childElement(el, P, 'spPr');
      const own = boxOfXfrm(xfrmOf(spPr));
      const shape = baseShape(el, 'line', own ? transform(own) : null, out.length);
      if (shape.box) shape.segment = lineEnds(xfrmOf(spPr), shape.box);
      out.push(shape);
    } else if (name === 'pic') {
      const own = boxOfXfrm(xfrmOf(childElement(el, P, 'spPr')));
      out.push(baseShape(el, 'picture', own ? transform(own) : null, out.length));
    } else if (name === 'graphicFrame') out.push(readFrame(el, transform, out.length));
    else if (name === 'grpSp') readTree(el, groupTransform(childElement(el, P, 'grpSpPr'), transform), inherited, out);
  }
}

async function notesText(deck: SourceDeck, slidePart: string): Promise<string> {
  const rel = (await deck.rels(slidePart)).find((r) => !r.external && r.type === REL.notesSlide);
  if (!rel) return '';
  const part = deck.resolve(slidePart, rel);
  if (!deck.exists(part)) return '';
  const root = (await deck.xml(part)).documentElement;
  const tree = root ? spTreeOf(root) : undefined;
  const texts: string[] = [];
  for (const sp of tree ? childElements(tree) : []) {
    const ref = placeholderRef(sp);
    if (ref?.type !== 'body') continue;
    texts.push(...bodyParagraphs(childElement(sp, P, 'txBody')));
  }
  return texts.join('\n');
}

async function relatedRoot(deck: SourceDeck, part: string, type: string): Promise<{ part: string; root: Element } | null> {
  const rel = (await deck.rels(part)).find((r) => !r.external && r.type === type);
  if (!rel) return null;
  const target = deck.resolve(part, rel);
  if (!deck.exists(target)) return null;
  const root = (await deck.xml(target)).documentElement;
  return root ? { part: target, root } : null;
}

/** A picture covering this much of the slide is its backdrop: a new design may replace it. */
const BACKDROP_SHARE = 0.85;

function shows(root: Element | undefined): boolean {
  const value = root?.getAttribute('showMasterSp');
  return value !== '0' && value !== 'false';
}

/** The pictures a layout (and, unless it hides them, its master) draws on the slides that use it. */
function layoutPictures(layout: Element | undefined, master: Element | undefined, area: number): number {
  const count = (root: Element | undefined): number => {
    const tree = root ? spTreeOf(root) : undefined;
    const shapes: DeckShape[] = [];
    if (tree) readTree(tree, NO_TRANSFORM, inheritedBoxes([], []), shapes);
    return shapes.filter(
      (shape) => shape.kind === 'picture' && shape.placeholder === null && shape.box && shape.box.w * shape.box.h < BACKDROP_SHARE * area,
    ).length;
  };
  return count(layout) + (shows(layout) ? count(master) : 0);
}

/** The shapes of every slide of an open deck. */
export async function readDeckShapes(deck: SourceDeck): Promise<DeckShapes> {
  const layouts = new Map<string, InheritedBoxes>();
  const pictures = new Map<string, number>();
  const area = (deck.slideSize.cx / EMU_PER_POINT) * (deck.slideSize.cy / EMU_PER_POINT);
  const slides: SlideShapes[] = [];
  const backdropPictures = backdropPictureCounter(deck);
  for (const slide of deck.slides) {
    const root = (await deck.xml(slide.partName)).documentElement;
    const layout = await relatedRoot(deck, slide.partName, REL.slideLayout);
    let inherited = layout ? layouts.get(layout.part) : undefined;
    if (!inherited) {
      const master = layout ? await relatedRoot(deck, layout.part, REL.slideMaster) : null;
      inherited = inheritedBoxes(collectPlaceholderBoxes(layout?.root), collectPlaceholderBoxes(master?.root));
      if (layout) {
        layouts.set(layout.part, inherited);
        pictures.set(layout.part, layoutPictures(layout.root, master?.root, area));
      }
    }
    const shapes: DeckShape[] = [];
    const tree = root ? spTreeOf(root) : undefined;
    if (tree) readTree(tree, NO_TRANSFORM, inherited, shapes);
    const show = root?.getAttribute('show');
    slides.push({
      number: slide.index + 1,
      hidden: show === '0' || show === 'false',
      shapes,
      notes: await notesText(deck, slide.partName),
      inheritedPictures:
        (layout && shows(root ?? undefined) ? (pictures.get(layout.part) ?? 0) : 0) + (await backdropPictures(slide.partName)),
    });
  }
  return { width: deck.slideSize.cx / EMU_PER_POINT, height: deck.slideSize.cy / EMU_PER_POINT, slides };
}

/** Opens a .pptx and reads its shapes. */
export async function readDeckShapesFile(path: string, label: string): Promise<DeckShapes> {
  const deck = await SourceDeck.open(path, label, 0);
  try {
    return await readDeckShapes(deck);
  } finally {
    deck.close();
  }
}
