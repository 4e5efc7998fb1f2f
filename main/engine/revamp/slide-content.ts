/**
 * What a slide shows, shape by shape (the top level of its shape tree, in drawing order): its role on a restyled
 * slide — title, subtitle, body text, footer, a picture or other visual, a picture that is the slide's backdrop,
 * an empty placeholder that draws nothing, or a shape mostly off the slide that the source did not show either; a
 * small text box right under a content slide's title is its subhead, not a second column (design notes, rule 3) —
 * and the box it occupies, its own or the one its placeholder takes from the old layout or master.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import type { Box } from '../templates/layout-specs';
import type { PlaceholderRef } from './layout-mapping';

export type ShapeRole = 'title' | 'subtitle' | 'subhead' | 'body' | 'footer' | 'visual' | 'background' | 'empty' | 'offSlide';

export interface SlideShape {
  element: Element;
  role: ShapeRole;
  /** The placeholder it fills, if any. */
  placeholder: PlaceholderRef | null;
  /** Where it is on the slide (EMU); null when neither it nor its placeholder says. */
  box: Box | null;
  /** Its text body, when it is a shape with text. */
  txBody: Element | null;
}

const TITLE_TYPES = new Set(['title', 'ctrTitle']);
const FOOTER_TYPES = new Set(['dt', 'ftr', 'sldNum', 'hdr']);
const SHAPES = new Set(['sp', 'pic', 'graphicFrame', 'grpSp', 'cxnSp', 'contentPart']);
/** A picture covering this much of the slide is its backdrop, not content to place. */
const BACKDROP = 0.85;

export function boxOf(xfrm: Element | undefined): Box | null {
  const off = xfrm ? childElement(xfrm, NS.a, 'off') : undefined;
  const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
  if (!off || !ext) return null;
  const value = (el: Element, name: string): number => Number(el.getAttribute(name)) || 0;
  return [value(off, 'x'), value(off, 'y'), value(ext, 'cx'), value(ext, 'cy')];
}

/** The shape element that positions itself (the first choice of an mc:AlternateContent). */
export function shapeOf(element: Element): Element | undefined {
  if (element.namespaceURI === NS.p && SHAPES.has(element.localName ?? '')) return element;
  if (element.namespaceURI === NS.mc && element.localName === 'AlternateContent') {
    const choice = childElements(element).find((child) => child.localName === 'Choice') ?? childElements(element)[0];
    return choice ? childElements(choice).find((child) => child.namespaceURI === NS.p && SHAPES.has(child.localName ?? '')) : undefined;
  }
  return undefined;
}

/** The shape's own transform element (`a:xfrm` in its properties, `p:xfrm` of a graphic frame). */
export function ownXfrm(shape: Element): Element | undefined {
  if (shape.localName === 'graphicFrame') return childElement(shape, NS.p, 'xfrm');
  const props = childElement(shape, NS.p, shape.localName === 'grpSp' ? 'grpSpPr' : 'spPr');
  return props ? childElement(props, NS.a, 'xfrm') : undefined;
}

/** Writes the shape's own frame (made when the shape had none, so it no longer takes its layout's place). */
export function setBox(shape: Element, [x, y, cx, cy]: Box): void {
  const doc = ownerDocument(shape);
  let xfrm = ownXfrm(shape);
  if (!xfrm) {
    const props = childElement(shape, NS.p, shape.localName === 'grpSp' ? 'grpSpPr' : 'spPr');
    if (!props) return;
    xfrm = createElement(doc, NS.a, 'xfrm', 'a');
    props.insertBefore(xfrm, props.firstChild);
  }
  for (const child of Array.from(xfrm.childNodes)) xfrm.removeChild(child);
  const off = createElement(doc, NS.a, 'off', 'a');
  off.setAttribute('x', String(Math.round(x)));
  off.setAttribute('y', String(Math.round(y)));
  const ext = createElement(doc, NS.a, 'ext', 'a');
  ext.setAttribute('cx', String(Math.round(cx)));
  ext.setAttribute('cy', String(Math.round(cy)));
  xfrm.appendChild(off);
  xfrm.appendChild(ext);
}

function placeholderOf(shape: Element): PlaceholderRef | null {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  const nvPr = nv ? childElement(nv, NS.p, 'nvPr') : undefined;
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  return ph ? { ph, shape, type: ph.getAttribute('type') || 'obj', idx: ph.getAttribute('idx') || null } : null;
}

export function hasText(root: Element): boolean {
  return allElements(root).some((el) => el.namespaceURI === NS.a && el.localName === 't' && (el.textContent ?? '').trim() !== '');
}

/** The share of the box that lies on the slide. */
function visibleShare([x, y, cx, cy]: Box, slide: { cx: number; cy: number }): number {
  if (cx <= 0 || cy <= 0) return x >= 0 && y >= 0 && x <= slide.cx && y <= slide.cy ? 1 : 0;
  const w = Math.max(0, Math.min(x + cx, slide.cx) - Math.max(x, 0));
  const h = Math.max(0, Math.min(y + cy, slide.cy) - Math.max(y, 0));
  return (w * h) / (cx * cy);
}

const FILLS = new Set(['solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

/** The theme style's reference (`fillRef`, `lnRef`) draws something: an index above 0. */
function styleDraws(shape: Element, ref: string): boolean {
  const style = childElement(shape, NS.p, 'style');
  const el = style ? childElement(style, NS.a, ref) : undefined;
  return Number(el?.getAttribute('idx') ?? 0) > 0;
}

/**
 * A shape with no text, no fill and no outline draws nothing: it is no content to place. poi-45545_Comment's slide
 * 8 has such an empty text box reaching far past the slide's edge; placed with the full-slide table it shrank that
 * table to 86 % of its source size to bring the box onto the slide.
 */
function drawsNothing(shape: Element): boolean {
  if (shape.localName !== 'sp') return false;
  const spPr = childElement(shape, NS.p, 'spPr');
  const fill = spPr ? childElements(spPr).find((child) => FILLS.has(child.localName ?? '') || child.localName === 'noFill') : undefined;
  const filled = fill ? fill.localName !== 'noFill' : styleDraws(shape, 'fillRef');
  const ln = spPr ? childElement(spPr, NS.a, 'ln') : undefined;
  const lineFill = ln ? childElements(ln).find((child) => FILLS.has(child.localName ?? '') || child.localName === 'noFill') : undefined;
  const outlined = lineFill ? lineFill.localName !== 'noFill' : styleDraws(shape, 'lnRef');
  return !filled && !outlined;
}

function roleOf(shape: Element, placeholder: PlaceholderRef | null, box: Box | null, slide: { cx: number; cy: number }): ShapeRole {
  const text = hasText(shape);
  if (placeholder && FOOTER_TYPES.has(placeholder.type)) return 'footer';
  if (shape.localName === 'sp' && placeholder) {
    if (!text) return 'empty';
    if (TITLE_TYPES.has(placeholder.type)) return 'title';
    if (placeholder.type === 'subTitle') return 'subtitle';
    return 'body';
  }
  if (!placeholder && !text && drawsNothing(shape)) return 'empty';
  if (shape.localName === 'pic' && box && box[2] * box[3] >= BACKDROP * slide.cx * slide.cy) return 'background';
  if (box && visibleShare(box, slide) < 0.5) return 'offSlide';
  return 'visual';
}

/** The slide's shapes; `inherited` finds where the old layout drew a placeholder that has no position of its own. */
export function slideShapes(
  slide: Element,
  size: { cx: number; cy: number },
  inherited: (ref: PlaceholderRef) => Box | null,
): SlideShape[] {
  const cSld = childElement(slide, NS.p, 'cSld');
  const tree = cSld ? childElement(cSld, NS.p, 'spTree') : undefined;
  if (!tree) return [];
  const out: SlideShape[] = [];
  for (const element of childElements(tree)) {
    const shape = shapeOf(element);
    if (!shape) continue;
    const placeholder = placeholderOf(shape);
    const box = boxOf(ownXfrm(shape)) ?? (placeholder ? inherited(placeholder) : null);
    const txBody = shape.localName === 'sp' ? (childElement(shape, NS.p, 'txBody') ?? null) : null;
    out.push({ element, role: roleOf(shape, placeholder, box, size), placeholder, box, txBody });
  }
  return out;
}

/** A text box this short (share of the slide's height) under the title, above the other text, is a subhead. */
const SUBHEAD_HEIGHT = 0.16;

/**
 * Marks a content slide's subhead: of its two bodies, one at most SUBHEAD_HEIGHT tall whose bottom is above the
 * tops of all the others and which spans at least half the width of the one below it.
 */
export function markSubhead(shapes: SlideShape[], size: { cx: number; cy: number }): void {
  if (!shapes.some((shape) => shape.role === 'title')) return;
  const bodies = shapes.filter((shape) => shape.role === 'body' && shape.box);
  if (bodies.length !== 2) return;
  const top = bodies.reduce((a, b) => (b.box![1] < a.box![1] ? b : a));
  const [x, y, w, h] = top.box!;
  const others = bodies.filter((shape) => shape !== top);
  if (h > SUBHEAD_HEIGHT * size.cy) return;
  if (!others.every((shape) => shape.box![1] >= y + h * 0.9)) return;
  const below = others.reduce((a, b) => (b.box![1] < a.box![1] ? b : a)).box!;
  const shared = Math.min(x + w, below[0] + below[2]) - Math.max(x, below[0]);
  if (shared < 0.5 * below[2]) return;
  top.role = 'subhead';
}
