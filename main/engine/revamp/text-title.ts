/**
 * A deck's opening slide drawn with plain text boxes (no title placeholder: its title and byline typed into boxes
 * over a picture backdrop) is still a title slide (issue #35: shapes are mapped by their role). Its largest text
 * becomes the title and the next text down the subtitle, so it gets the design's title layout in the strong colour
 * instead of staying a white page of loose boxes.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import type { SlideShape } from './slide-content';

/** More text than this (characters) is no title slide's. */
const MAX_CHARS = 200;
/** At most this many text boxes: a title, a subtitle and one more (a date, a venue). */
const MAX_BOXES = 3;

function textOf(shape: Element): string {
  return allElements(shape)
    .filter((el) => el.namespaceURI === NS.a && el.localName === 't')
    .map((el) => el.textContent ?? '')
    .join('')
    .trim();
}

/** The largest run size the shape names (hundredths of a point), 0 when it names none. */
function largestSize(shape: Element): number {
  return Math.max(
    0,
    ...allElements(shape)
      .filter((el) => el.namespaceURI === NS.a && (el.localName === 'rPr' || el.localName === 'defRPr'))
      .map((el) => Number(el.getAttribute('sz') ?? 0)),
  );
}

function makePlaceholder(shape: SlideShape, type: 'ctrTitle' | 'subTitle'): void {
  const element = shape.element;
  const nvSpPr = childElement(element, NS.p, 'nvSpPr');
  const nvPr = nvSpPr ? childElement(nvSpPr, NS.p, 'nvPr') : undefined;
  if (!nvSpPr || !nvPr) return;
  childElement(nvSpPr, NS.p, 'cNvSpPr')?.removeAttribute('txBox');
  const ph = createElement(ownerDocument(element), NS.p, 'ph', 'p');
  ph.setAttribute('type', type);
  nvPr.insertBefore(ph, nvPr.firstChild);
  shape.role = type === 'ctrTitle' ? 'title' : 'subtitle';
  shape.placeholder = { ph, shape: element, type, idx: null };
}

/**
 * Marks the title and subtitle of an opening slide that has only short text boxes (a picture filling the slide
 * aside): the box with the largest type is the title, the highest of the rest the subtitle. Returns whether it did.
 */
export function markTextTitle(shapes: SlideShape[]): boolean {
  if (shapes.some((shape) => shape.role === 'title' || shape.role === 'body' || shape.role === 'subtitle')) return false;
  const visuals = shapes.filter((shape) => shape.role === 'visual');
  const texts = visuals.filter((shape) => shape.element.localName === 'sp' && shape.box && textOf(shape.element) !== '');
  if (texts.length === 0 || texts.length > MAX_BOXES || texts.length !== visuals.length) return false;
  if (texts.reduce((sum, shape) => sum + textOf(shape.element).length, 0) > MAX_CHARS) return false;
  // A shape with a fill or outline of its own (a button, a callout) is drawn, not typed.
  if (texts.some((shape) => hasLook(shape.element))) return false;
  const title = texts.reduce((a, b) => (largestSize(b.element) > largestSize(a.element) ? b : a));
  makePlaceholder(title, 'ctrTitle');
  const rest = texts.filter((shape) => shape !== title).sort((a, b) => a.box![1] - b.box![1]);
  if (rest[0]) makePlaceholder(rest[0], 'subTitle');
  return true;
}

function hasLook(shape: Element): boolean {
  const spPr = childElement(shape, NS.p, 'spPr');
  const filled = spPr && ['solidFill', 'gradFill', 'blipFill', 'pattFill'].some((name) => childElement(spPr, NS.a, name));
  const ln = spPr ? childElement(spPr, NS.a, 'ln') : undefined;
  const outlined = ln !== undefined && ['solidFill', 'gradFill', 'pattFill'].some((name) => childElement(ln, NS.a, name));
  const style = childElement(shape, NS.p, 'style');
  const styled = style !== undefined && childElement(style, NS.a, 'fillRef')?.getAttribute('idx') !== '0';
  return Boolean(filled || outlined || styled);
}
