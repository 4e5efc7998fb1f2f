/**
 * How large each picture of an OOXML package is shown, so oversized pictures can be scaled down to what is visible.
 *
 * A picture's need is the largest of its uses: a DrawingML `a:blip` inside a `blipFill` of a picture (`p:pic`,
 * `pic:pic`, `xdr:pic`), of a shape's `spPr`, or of a slide background. The frame size comes from the nearest
 * `a:xfrm/a:ext` (pptx, and xlsx/docx pictures), else `wp:extent` (docx) or the anchor's `xdr:ext` (xlsx), scaled by
 * every enclosing group's ext/chExt and by the crop (`a:srcRect`) and stretch insets (`a:fillRect`).
 * Any other use (tiled fills, charts, SmartArt, VML, picture bullets, a reference we cannot read) makes the size
 * unknown, and an unknown picture is never downscaled.
 */
import type { Element } from '../../lib/pptx/xml-dom';
import { allElements, childElements } from '../../lib/pptx/xml-dom';
import { NS } from '../../lib/pptx/ooxml-constants';
import { firstChild } from './opc-parts';

/** Pixels per inch of the "print" quality PowerPoint offers; generous for screens, fine for handouts. */
export const DISPLAY_PPI = 220;
const EMU_PER_INCH = 914_400;

export interface DisplayNeed {
  widthPx: number;
  heightPx: number;
}

export interface PictureUsage {
  need: DisplayNeed | null;
  unknown: boolean;
}

export interface EmuSize {
  cx: number;
  cy: number;
}

export class UsageMap {
  private readonly byPart = new Map<string, PictureUsage>();

  get(part: string): PictureUsage {
    return this.byPart.get(part) ?? { need: null, unknown: true };
  }

  markUnknown(part: string): void {
    const usage = this.byPart.get(part);
    if (usage) usage.unknown = true;
    else this.byPart.set(part, { need: null, unknown: true });
  }

  addNeed(part: string, size: EmuSize): void {
    const widthPx = (size.cx / EMU_PER_INCH) * DISPLAY_PPI;
    const heightPx = (size.cy / EMU_PER_INCH) * DISPLAY_PPI;
    const usage = this.byPart.get(part) ?? { need: null, unknown: false };
    usage.need = usage.need
      ? { widthPx: Math.max(usage.need.widthPx, widthPx), heightPx: Math.max(usage.need.heightPx, heightPx) }
      : { widthPx, heightPx };
    this.byPart.set(part, usage);
  }
}

const REL_NAMESPACES = new Set<string>([NS.r, NS.rStrict]);

/**
 * Records the uses in one source part. `pictureByRelId` maps this part's relationship ids to the picture parts they
 * target. `slideSize` sizes slide backgrounds (pptx only).
 */
export function recordPartUses(
  root: Element,
  pictureByRelId: ReadonlyMap<string, string>,
  usage: UsageMap,
  slideSize: EmuSize | null,
): void {
  const referenced = new Set<string>();
  for (const el of allElements(root)) {
    const attrs = el.attributes;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs.item(i);
      if (!attr || !REL_NAMESPACES.has(attr.namespaceURI ?? '')) continue;
      const part = pictureByRelId.get(attr.value);
      if (!part) continue;
      referenced.add(attr.value);
      const size = el.localName === 'blip' && attr.localName === 'embed' ? blipDisplaySize(el, slideSize) : null;
      if (size) usage.addNeed(part, size);
      else usage.markUnknown(part);
    }
  }
  // Referenced some other way (VML `o:relid`, an extension we do not read): we cannot tell the size.
  for (const [relId, part] of pictureByRelId) if (!referenced.has(relId)) usage.markUnknown(part);
}

function emuAttr(el: Element | undefined, name: string): number | null {
  const value = Number(el?.getAttribute(name) ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function extOf(el: Element | undefined): EmuSize | null {
  const cx = emuAttr(el, 'cx');
  const cy = emuAttr(el, 'cy');
  return cx !== null && cy !== null ? { cx, cy } : null;
}

function xfrmExt(spPr: Element | undefined): EmuSize | null {
  const xfrm = spPr ? firstChild(spPr, 'xfrm') : undefined;
  return extOf(xfrm ? firstChild(xfrm, 'ext') : undefined);
}

/** Fraction of the frame (or of the picture) that a rectangle with l/t/r/b insets in 1/1000 % keeps. */
function insetFraction(rect: Element | undefined): { x: number; y: number } {
  const pct = (name: string): number => {
    const value = Number(rect?.getAttribute(name) ?? 0);
    return Number.isFinite(value) ? value / 100_000 : 0;
  };
  return { x: 1 - pct('l') - pct('r'), y: 1 - pct('t') - pct('b') };
}

/** The frame size in EMU of the shape or picture a blipFill belongs to, or null when it cannot be told. */
function frameSize(container: Element, slideSize: EmuSize | null): EmuSize | null {
  switch (container.localName) {
    case 'pic':
      return xfrmExt(firstChild(container, 'spPr')) ?? anchorExtent(container);
    case 'spPr':
      return xfrmExt(container);
    case 'bgPr':
      return slideSize;
    default:
      return null;
  }
}

/** docx `wp:inline|wp:anchor/wp:extent`, xlsx `xdr:oneCellAnchor|xdr:absoluteAnchor/xdr:ext`. */
function anchorExtent(el: Element): EmuSize | null {
  for (let node = el.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    const ancestor = node as Element;
    const name = ancestor.localName;
    if (name === 'inline' || name === 'anchor') return extOf(firstChild(ancestor, 'extent'));
    if (name === 'oneCellAnchor' || name === 'absoluteAnchor') return extOf(firstChild(ancestor, 'ext'));
  }
  return null;
}

/** Product of the ext/chExt scale of every group around `el` (a group is any element with a `grpSpPr` child). */
function groupScale(el: Element): { x: number; y: number } {
  let x = 1;
  let y = 1;
  for (let node = el.parentNode; node && node.nodeType === 1; node = node.parentNode) {
    const grpSpPr = firstChild(node as Element, 'grpSpPr');
    const xfrm = grpSpPr ? firstChild(grpSpPr, 'xfrm') : undefined;
    if (!xfrm) continue;
    const ext = extOf(firstChild(xfrm, 'ext'));
    const chExt = extOf(firstChild(xfrm, 'chExt'));
    // The slide's own shape tree carries zero sizes: no scaling there.
    if (!ext || !chExt) continue;
    x *= ext.cx / chExt.cx;
    y *= ext.cy / chExt.cy;
  }
  return { x, y };
}

/** The size at which the whole picture behind `blip` is drawn (before cropping), or null when unknown. */
function blipDisplaySize(blip: Element, slideSize: EmuSize | null): EmuSize | null {
  const blipFill = blip.parentNode as Element | null;
  if (!blipFill || blipFill.localName !== 'blipFill') return null;
  if (childElements(blipFill).some((el) => el.localName === 'tile')) return null;
  const container = blipFill.parentNode as Element | null;
  if (!container) return null;
  const frame = frameSize(container, slideSize);
  if (!frame) return null;
  const stretch = firstChild(blipFill, 'stretch');
  const fill = insetFraction(stretch ? firstChild(stretch, 'fillRect') : undefined);
  const crop = insetFraction(firstChild(blipFill, 'srcRect'));
  if (fill.x <= 0.01 || fill.y <= 0.01 || crop.x <= 0.01 || crop.y <= 0.01) return null;
  const scale = groupScale(container.localName === 'pic' ? container : (container.parentNode as Element));
  return {
    cx: (frame.cx * scale.x * fill.x) / crop.x,
    cy: (frame.cy * scale.y * fill.y) / crop.y,
  };
}
