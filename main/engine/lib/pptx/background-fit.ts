/**
 * Picture backgrounds of a deck fitted to another slide size (issue #11, W4/W5). A slide background always covers
 * the whole slide, while the slide's content is scaled and centred, so a picture stretched over the background
 * would be squeezed or stretched against the content, and a tiled one would keep its old tile size:
 * - 'scale' (autoResize on): a stretched picture is drawn over the content's box, the way it sat behind that
 *   content before; tiles are scaled like the content and their grid moved with it.
 * - 'keep' (autoResize off): the deck keeps its size and its background fills the slide: a stretched picture
 *   covers it without being distorted, tiles keep their size.
 * The picture's rectangle is written as one tile of exactly that size (`a:tile`, mirrored around it so the bands
 * continue the picture's edges) when the picture states its resolution, since both PowerPoint and LibreOffice size
 * tiles from it; otherwise as `a:fillRect` insets or outsets (ECMA-376 §20.1.8.30), which PowerPoint honours and
 * LibreOffice 7.4 ignores on slide backgrounds (oox maps them to a graphic crop that page fills do not have).
 */
import { NS } from './ooxml-constants';
import { scaleTile, type SlideTransform } from './slide-scale';
import { childElement, childElements, createElement, descendantsNamed, ownerDocument, type Element } from './xml-dom';

const PERCENT = 100000;
/** How far (EMU, a hundredth of a millimetre) a picture's centre may be from the slide's to count as centred. */
const CENTRED = 360;

/** A stretched picture's natural size, when it states its resolution (image-info.ts). */
export type PictureSize = { cx: number; cy: number } | undefined;

/** The `a:blipFill` of a slide's, layout's or master's `p:bg`, if it has one. */
export function slideBackgroundFill(root: Element): Element | undefined {
  const cSld = childElement(root, NS.p, 'cSld');
  const bg = cSld ? childElement(cSld, NS.p, 'bg') : undefined;
  const bgPr = bg ? childElement(bg, NS.p, 'bgPr') : undefined;
  return bgPr ? childElement(bgPr, NS.a, 'blipFill') : undefined;
}

/** The picture fills of a theme's background styles (what `p:bgRef idx="1001…"` points at). */
export function themeBackgroundFills(root: Element): Element[] {
  return descendantsNamed(root, NS.a, 'bgFillStyleLst').flatMap((list) => childElements(list).filter((f) => f.localName === 'blipFill'));
}

/** Fits one background picture fill; `picture` is the natural size of its picture, when known. */
export function fitBackgroundFill(blipFill: Element, t: SlideTransform, picture: PictureSize): void {
  const stretch = childElement(blipFill, NS.a, 'stretch');
  const tile = childElement(blipFill, NS.a, 'tile');
  if (stretch) fitStretch(blipFill, stretch, t, picture);
  else if (tile && t.mode === 'scale') fitTile(tile, t, picture);
}

function fitStretch(blipFill: Element, stretch: Element, t: SlideTransform, picture: PictureSize): void {
  const { from, to } = t;
  const fillRect = childElement(stretch, NS.a, 'fillRect');
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
  const rect = { x: map(x0, 'x'), y: map(y0, 'y'), cx: map(x1, 'x') - map(x0, 'x'), cy: map(y1, 'y') - map(y0, 'y') };
  const srcRect = childElement(blipFill, NS.a, 'srcRect');
  const cropped = !!srcRect && ['l', 't', 'r', 'b'].some((n) => Number(srcRect.getAttribute(n) ?? 0) !== 0);
  // Centred on the slide, the tile needs no offset: LibreOffice reads tile offsets against the picture's unscaled
  // size, so an offset would land elsewhere there than in PowerPoint.
  const centred = Math.abs(rect.x + rect.cx / 2 - to.cx / 2) < CENTRED && Math.abs(rect.y + rect.cy / 2 - to.cy / 2) < CENTRED;
  if (picture && !cropped && centred && rect.cx > 0 && rect.cy > 0) {
    const tile = createElement(ownerDocument(blipFill), NS.a, 'tile', 'a');
    tile.setAttribute('tx', '0');
    tile.setAttribute('ty', '0');
    tile.setAttribute('sx', String(Math.round((rect.cx / picture.cx) * PERCENT)));
    tile.setAttribute('sy', String(Math.round((rect.cy / picture.cy) * PERCENT)));
    tile.setAttribute('flip', t.mode === 'scale' ? 'xy' : 'none');
    tile.setAttribute('algn', 'ctr');
    blipFill.replaceChild(tile, stretch);
    return;
  }
  const values = { l: rect.x / to.cx, t: rect.y / to.cy, r: (to.cx - rect.x - rect.cx) / to.cx, b: (to.cy - rect.y - rect.cy) / to.cy };
  let target = fillRect;
  if (!target) {
    target = createElement(ownerDocument(stretch), NS.a, 'fillRect', 'a');
    stretch.appendChild(target);
  }
  for (const [name, v] of Object.entries(values)) {
    const rounded = Math.round(v * PERCENT);
    if (rounded === 0) target.removeAttribute(name);
    else target.setAttribute(name, String(rounded));
  }
}

/**
 * Tiles keep their place against the content: their size scales, and their grid moves with the content's box.
 * When the picture's size is known the grid is anchored at the slide's centre, with the offset brought within half
 * a period of it (LibreOffice reads tile offsets against the unscaled picture, so a small offset errs least there);
 * otherwise the offset of the first tile moves with the edge it is aligned to.
 */
function fitTile(tile: Element, t: SlideTransform, picture: PictureSize): void {
  const algn = tile.getAttribute('algn') ?? 'tl';
  const flip = tile.getAttribute('flip') ?? 'none';
  const horizontal = algn === 'ctr' ? 0 : algn.endsWith('l') ? 1 : algn.endsWith('r') ? -1 : 0;
  const vertical = algn.startsWith('t') ? 1 : algn.startsWith('b') ? -1 : 0;
  const number = (name: string, fallback: number): number => {
    const v = Number(tile.getAttribute(name) ?? fallback);
    return Number.isFinite(v) ? v : fallback;
  };
  if (picture) {
    const axis = (size: number, natural: number, scale: number, offset: number, side: number, d: number, flipped: boolean): number => {
      const tileSize = (natural * scale) / PERCENT;
      // The first tile's near edge on the source slide, then on the output slide; then as an offset from a tile
      // centred on the output slide, reduced by the pattern's period (two tiles when mirrored).
      const origin = side === 1 ? offset : side === 0 ? size / 2 - tileSize / 2 + offset : size - tileSize + offset;
      const out = d + t.scale * origin;
      const period = t.scale * tileSize * (flipped ? 2 : 1);
      let rel = out - ((size * t.scale) / 2 + d - (t.scale * tileSize) / 2);
      rel -= Math.round(rel / period) * period;
      return rel;
    };
    const tx = axis(t.from.cx, picture.cx, number('sx', PERCENT), number('tx', 0), horizontal, t.dx, /x/.test(flip));
    const ty = axis(t.from.cy, picture.cy, number('sy', PERCENT), number('ty', 0), vertical, t.dy, /y/.test(flip));
    scaleTile(tile, t.scale);
    tile.setAttribute('tx', String(Math.round(tx)));
    tile.setAttribute('ty', String(Math.round(ty)));
    tile.setAttribute('algn', 'ctr');
    return;
  }
  scaleTile(tile, t.scale);
  const shift = (name: string, by: number): void => tile.setAttribute(name, String(number(name, 0) + by));
  shift('tx', horizontal * t.dx);
  shift('ty', vertical * t.dy);
}
