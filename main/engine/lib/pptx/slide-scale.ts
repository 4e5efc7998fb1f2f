/**
 * Fitting a deck of another slide size into the output's size (docs/pptx-format.md §6): one uniform factor and the
 * content centred. With autoResize on ('scale') the factor is the smaller of the two ratios, so the slide fills the
 * output's width or height; off ('keep'), the deck keeps its size unless it would not fit. Clippit scales
 * positions, sizes, font sizes, tab stops and table grids; we also scale margins, spacing, bullet sizes, insets,
 * cell margins, line widths, shadow distances and picture tiles so the slide keeps its proportions, and translate
 * top-level shapes to centre the result. Backgrounds are fitted by background-fit.ts.
 */
import { NS } from './ooxml-constants';
import { allElements, descendantsNamed, isElement, type Element } from './xml-dom';
import type { SlideSize } from './source-deck';

/** 'scale': fit the output slide (autoResize on); 'keep': keep the deck's size, shrinking only what would not fit. */
export type FitMode = 'scale' | 'keep';

export interface SlideTransform {
  scale: number;
  /** Offset of the content's box on the output slide (EMU). */
  dx: number;
  dy: number;
  from: SlideSize;
  to: SlideSize;
  mode: FitMode;
}

export function fitTransform(from: SlideSize, to: SlideSize, mode: FitMode = 'scale'): SlideTransform | undefined {
  if (from.cx === to.cx && from.cy === to.cy) return undefined;
  const fit = Math.min(to.cx / from.cx, to.cy / from.cy);
  const scale = mode === 'scale' ? fit : Math.min(1, fit);
  return {
    scale,
    dx: Math.round((to.cx - from.cx * scale) / 2),
    dy: Math.round((to.cy - from.cy * scale) / 2),
    from: { ...from },
    to: { ...to },
    mode,
  };
}

/** Attributes scaled wherever they appear on elements of these local names (DrawingML namespace). */
const SCALED_ATTRS: ReadonlyMap<string, readonly string[]> = new Map([
  ['rPr', ['sz', 'spc', 'kern']],
  ['defRPr', ['sz', 'spc', 'kern']],
  ['endParaRPr', ['sz', 'spc', 'kern']],
  ['pPr', ['marL', 'marR', 'indent', 'defTabSz']],
  ['defPPr', ['marL', 'marR', 'indent', 'defTabSz']],
  ['tab', ['pos']],
  ['spcPts', ['val']],
  ['buSzPts', ['val']],
  ['bodyPr', ['lIns', 'tIns', 'rIns', 'bIns']],
  ['ln', ['w']],
  ['gridCol', ['w']],
  ['tr', ['h']],
  ['tcPr', ['marL', 'marR', 'marT', 'marB']],
  ['outerShdw', ['blurRad', 'dist']],
  ['innerShdw', ['blurRad', 'dist']],
  ['prstShdw', ['dist']],
  ['glow', ['rad']],
  ['softEdge', ['rad']],
  ['reflection', ['blurRad', 'dist']],
]);
const LEVEL_PPR = /^lvl[1-9]pPr$/;
/** Font sizes are ST_TextFontSize: 100–400000 (hundredths of a point). */
const FONT_SIZE_ATTR = 'sz';

const SHAPE_CONTAINERS: ReadonlySet<string> = new Set(['spTree', 'grpSp']);

function scaleAttr(el: Element, name: string, factor: number, min?: number, max?: number): void {
  const raw = el.getAttribute(name);
  if (raw === null || raw === '' || !/^-?\d+$/.test(raw)) return;
  let v = Math.round(Number(raw) * factor);
  if (min !== undefined) v = Math.max(min, v);
  if (max !== undefined) v = Math.min(max, v);
  el.setAttribute(name, String(v));
}

/** The shape container (spTree or grpSp) that positions the shape owning this xfrm, skipping mc:AlternateContent. */
function containerOf(xfrm: Element): Element | undefined {
  const holder = xfrm.parentNode;
  if (!isElement(holder)) return undefined;
  // p:graphicFrame/p:xfrm is owned by the frame itself; a:xfrm sits in spPr/grpSpPr of its shape.
  const shape = holder.localName === 'graphicFrame' || holder.localName === 'contentPart' ? holder : holder.parentNode;
  if (!isElement(shape)) return undefined;
  if (SHAPE_CONTAINERS.has(shape.localName ?? '') && holder.localName === 'grpSpPr' && shape.localName === 'spTree') return undefined;
  let up = shape.parentNode;
  while (isElement(up) && up.namespaceURI === NS.mc) up = up.parentNode;
  return isElement(up) && SHAPE_CONTAINERS.has(up.localName ?? '') ? up : undefined;
}

/** Applies `t` to a slide, layout or master part in place (its background aside). */
export function scaleSlideXml(root: Element, t: Pick<SlideTransform, 'scale' | 'dx' | 'dy'>): void {
  const f = t.scale;
  const background = new Set(descendantsNamed(root, NS.p, 'bg').flatMap((bg) => allElements(bg)));
  for (const el of allElements(root)) {
    if (background.has(el)) continue;
    const name = el.localName ?? '';
    if (name === 'txXfrm') {
      // A SmartArt drawing's text box, relative to its shape.
      scaleChildren(el, f, false, t);
      continue;
    }
    if (el.namespaceURI !== NS.a && el.namespaceURI !== NS.p) continue;
    if (name === 'xfrm') {
      const container = containerOf(el);
      if (!container) continue;
      scaleChildren(el, f, container.localName === 'spTree', t);
      continue;
    }
    if (el.namespaceURI !== NS.a) continue;
    if (name === 'tile') {
      scaleTile(el, f);
      continue;
    }
    const attrs = LEVEL_PPR.test(name) ? SCALED_ATTRS.get('pPr') : SCALED_ATTRS.get(name);
    if (!attrs) continue;
    for (const attr of attrs) {
      if (attr === FONT_SIZE_ATTR) scaleAttr(el, attr, f, 100, 400000);
      else scaleAttr(el, attr, f, attr === 'w' || attr === 'h' || attr.endsWith('Ins') ? 0 : undefined);
    }
  }
}

/** A picture tile's size and offset scale with the content (absent: 100 % and 0). */
export function scaleTile(tile: Element, f: number): void {
  for (const [name, fallback] of [
    ['sx', 100000],
    ['sy', 100000],
    ['tx', 0],
    ['ty', 0],
  ] as const) {
    const raw = tile.getAttribute(name);
    const v = raw === null || raw === '' ? fallback : Number(raw);
    if (Number.isFinite(v)) tile.setAttribute(name, String(Math.round(v * f)));
  }
}

function scaleChildren(xfrm: Element, f: number, topLevel: boolean, t: Pick<SlideTransform, 'dx' | 'dy'>): void {
  for (let c = xfrm.firstChild; c; c = c.nextSibling) {
    if (!isElement(c) || c.namespaceURI !== NS.a) continue;
    if (c.localName === 'off') {
      scaleOffset(c, 'x', f, topLevel ? t.dx : 0);
      scaleOffset(c, 'y', f, topLevel ? t.dy : 0);
    } else if (c.localName === 'ext' || c.localName === 'chExt') {
      scaleAttr(c, 'cx', f, 0);
      scaleAttr(c, 'cy', f, 0);
    } else if (c.localName === 'chOff') {
      scaleAttr(c, 'x', f);
      scaleAttr(c, 'y', f);
    }
  }
}

function scaleOffset(el: Element, name: string, f: number, shift: number): void {
  const raw = el.getAttribute(name);
  if (raw === null || !/^-?\d+$/.test(raw)) return;
  el.setAttribute(name, String(Math.round(Number(raw) * f) + shift));
}
