/**
 * Picture backgrounds of a deck fitted to another slide size (issue #11, W4/W5). A slide background always covers
 * the whole slide, while the slide's content is scaled and centred, so a picture stretched over the background
 * would be squeezed or stretched against the content, and a tiled one would keep its old tile size:
 * - 'scale' (autoResize on): a stretched picture is mapped onto the content's box (`a:fillRect` insets), the way
 *   it sat behind that content before; tiles are scaled like the content and their grid moved with it.
 * - 'keep' (autoResize off): the deck keeps its size and its background fills the slide: a stretched picture
 *   covers it without being distorted (`a:fillRect` outsets), tiles keep their size.
 * `a:fillRect` is ECMA-376 §20.1.8.30 (insets and outsets of the stretched picture, in 1/1000 %).
 */
import { NS } from './ooxml-constants';
import { scaleTile, type SlideTransform } from './slide-scale';
import { childElement, childElements, createElement, descendantsNamed, ownerDocument, type Element } from './xml-dom';

const PERCENT = 100000;

/** Fits the `p:bg` of a slide, layout or master. */
export function fitSlideBackground(root: Element, t: SlideTransform): void {
  const cSld = childElement(root, NS.p, 'cSld');
  const bg = cSld ? childElement(cSld, NS.p, 'bg') : undefined;
  const bgPr = bg ? childElement(bg, NS.p, 'bgPr') : undefined;
  const blipFill = bgPr ? childElement(bgPr, NS.a, 'blipFill') : undefined;
  if (blipFill) fitBackgroundFill(blipFill, t);
}

/** Fits the picture fills of a theme's background styles (what `p:bgRef idx="1001…"` points at). */
export function fitThemeBackgrounds(root: Element, t: SlideTransform): void {
  for (const list of descendantsNamed(root, NS.a, 'bgFillStyleLst')) {
    for (const fill of childElements(list)) if (fill.localName === 'blipFill') fitBackgroundFill(fill, t);
  }
}

function fitBackgroundFill(blipFill: Element, t: SlideTransform): void {
  const stretch = childElement(blipFill, NS.a, 'stretch');
  const tile = childElement(blipFill, NS.a, 'tile');
  if (stretch) fitStretch(stretch, t);
  else if (tile && t.mode === 'scale') fitTile(tile, t);
}

function fitStretch(stretch: Element, t: SlideTransform): void {
  const { from, to } = t;
  let fillRect = childElement(stretch, NS.a, 'fillRect');
  const inset = (name: string): number => Number(fillRect?.getAttribute(name) ?? 0) / PERCENT || 0;
  // The picture's rectangle on the source slide, then on the output slide.
  const x0 = inset('l') * from.cx;
  const x1 = from.cx - inset('r') * from.cx;
  const y0 = inset('t') * from.cy;
  const y1 = from.cy - inset('b') * from.cy;
  let map: (v: number, axis: 'x' | 'y') => number;
  if (t.mode === 'scale') {
    map = (v, axis) => (axis === 'x' ? t.dx : t.dy) + v * t.scale;
  } else {
    const cover = Math.max(to.cx / from.cx, to.cy / from.cy);
    map = (v, axis) => (axis === 'x' ? to.cx / 2 + (v - from.cx / 2) * cover : to.cy / 2 + (v - from.cy / 2) * cover);
  }
  const values = {
    l: map(x0, 'x') / to.cx,
    r: (to.cx - map(x1, 'x')) / to.cx,
    t: map(y0, 'y') / to.cy,
    b: (to.cy - map(y1, 'y')) / to.cy,
  };
  if (!fillRect) {
    fillRect = createElement(ownerDocument(stretch), NS.a, 'fillRect', 'a');
    stretch.appendChild(fillRect);
  }
  for (const [name, v] of Object.entries(values)) {
    const rounded = Math.round(v * PERCENT);
    if (rounded === 0) fillRect.removeAttribute(name);
    else fillRect.setAttribute(name, String(rounded));
  }
}

/**
 * Tiles keep their place against the content: their size scales, and the offset of the first tile moves with the
 * edge it is aligned to (start edge: by the band, centre: not at all, end edge: back by the band).
 */
function fitTile(tile: Element, t: SlideTransform): void {
  scaleTile(tile, t.scale);
  const algn = tile.getAttribute('algn') ?? 'tl';
  const horizontal = algn === 'ctr' ? 0 : algn.endsWith('l') ? 1 : algn.endsWith('r') ? -1 : 0;
  const vertical = algn.startsWith('t') ? 1 : algn.startsWith('b') ? -1 : 0;
  const shift = (name: string, by: number): void => tile.setAttribute(name, String(Number(tile.getAttribute(name) ?? 0) + by));
  shift('tx', horizontal * t.dx);
  shift('ty', vertical * t.dy);
}
