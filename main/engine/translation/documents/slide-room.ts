/**
 * The free room around a shape on its slide: how far it can grow down (or up) before it meets another shape that
 * shares its columns, the bottom (or top) margin of the slide, or the edge of a filled shape it sits on. Text
 * that grows into that room collides with nothing.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElements, type Element } from '../../lib/pptx/xml-dom';
import { ownFrame, type Frame, type SlideGeometry } from './placeholder-geometry';

/** Space kept free along the slide's top and bottom edges, as a share of its height. */
const EDGE_MARGIN = 0.04;
/** Space kept between a grown shape and its neighbour, in EMU (4 pt). */
const GAP = 50800;

/**
 * What a render showed in the way of a shape (other shapes' text lines, pictures, the master's footers and slide
 * numbers), as frames in EMU: a shape's rendered text may reach past its frame, and the master's text has none here.
 */
export type Obstacles = (shapeId: string, frame: Frame) => Frame[];

export const NO_OBSTACLES: Obstacles = () => [];

export interface SlideBox {
  shape: Element;
  frame: Frame;
  filled: boolean;
}

function isFilled(shape: Element): boolean {
  const spPr = childElements(shape).find((child) => child.localName === 'spPr');
  for (const child of spPr ? childElements(spPr) : []) {
    if (child.localName === 'noFill') return false;
    if (['solidFill', 'gradFill', 'blipFill', 'pattFill'].includes(child.localName ?? '')) return true;
  }
  return shape.localName === 'pic';
}

/** The top-level shapes of a slide with their frames (own, or inherited by placeholders); groups as one box. */
export function slideBoxes(root: Element, geometry: SlideGeometry): SlideBox[] {
  const cSld = childElements(root).find((child) => child.localName === 'cSld');
  const tree = cSld ? childElements(cSld).find((child) => child.localName === 'spTree') : undefined;
  const boxes: SlideBox[] = [];
  for (const shape of tree ? childElements(tree) : []) {
    if (shape.namespaceURI !== NS.p || !['sp', 'pic', 'graphicFrame', 'grpSp', 'cxnSp'].includes(shape.localName ?? '')) continue;
    const frame =
      shape.localName === 'grpSp'
        ? ownFrame(childElements(shape).find((child) => child.localName === 'grpSpPr') ?? shape)
        : (ownFrame(shape) ?? (shape.localName === 'sp' ? geometry.lookup(shape).frame : null));
    if (frame) boxes.push({ shape, frame, filled: isFilled(shape) });
  }
  return boxes;
}

function overlapsColumns(a: Frame, b: Frame): boolean {
  const overlap = Math.min(a.x + a.cx, b.x + b.cx) - Math.max(a.x, b.x);
  return overlap > 0.05 * Math.min(a.cx, b.cx);
}

function contains(outer: Frame, inner: Frame): boolean {
  return (
    outer.x <= inner.x + 1 &&
    outer.y <= inner.y + 1 &&
    outer.x + outer.cx >= inner.x + inner.cx - 1 &&
    outer.y + outer.cy >= inner.y + inner.cy - 1
  );
}

/** Room above and below `frame` in EMU (never negative). */
export function roomAround(
  frame: Frame,
  shape: Element,
  boxes: readonly SlideBox[],
  slideHeight: number,
  rendered: readonly Frame[] = [],
): { above: number; below: number } {
  const margin = EDGE_MARGIN * slideHeight;
  let top = margin;
  let bottom = slideHeight - margin;
  const frameBottom = frame.y + frame.cy;
  for (const other of boxes) {
    if (other.shape === shape) continue;
    const o = other.frame;
    if (other.filled && contains(o, frame)) {
      // A card the text sits on: stay on it.
      top = Math.max(top, o.y);
      bottom = Math.min(bottom, o.y + o.cy);
      continue;
    }
    if (!overlapsColumns(frame, o)) continue;
    if (o.y >= frameBottom - 1) bottom = Math.min(bottom, o.y - GAP);
    else if (o.y + o.cy <= frame.y + 1) top = Math.max(top, o.y + o.cy + GAP);
  }
  for (const o of rendered) {
    if (!overlapsColumns(frame, o)) continue;
    if (o.y >= frameBottom - 1) bottom = Math.min(bottom, o.y - GAP);
    else if (o.y + o.cy <= frame.y + 1) top = Math.max(top, o.y + o.cy + GAP);
  }
  return { above: Math.max(0, frame.y - top), below: Math.max(0, bottom - frameBottom) };
}
