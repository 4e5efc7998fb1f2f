/**
 * The repair for the layout checker's `low-contrast` finding (layout-check/text-contrast.ts), shared by Create and
 * Revamp's closed loops: the checker measured what is drawn under a shape's text (`ground`), so its text takes the
 * design's colour that stands out most there (its light or dark text colour, or its second ones). Where none reads
 * well enough on that ground (a busy mid-tone photo), or the shape was flagged again after its colour changed, the
 * text also gets a backdrop: the shape is filled, mostly opaque, in the design's colour opposite its text.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { contrast } from './color-contrast';

/** What the checker measured under a shape's text, and how many times it has been flagged so far. */
export interface ReadableFix {
  ground: string;
  tries: number;
}

/** WCAG's ratio for body text: a colour reaching it needs no backdrop. */
const READS = 4.5;
/** The backdrop's opacity: the ground shows a little through, the text reads on it. */
const BACKDROP_ALPHA = 85000;
const FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

function shapeId(shape: Element): string | null {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  return (nv ? childElement(nv, NS.p, 'cNvPr')?.getAttribute('id') : null) ?? null;
}

function solidFill(props: Element, hex: string, alpha?: number): Element {
  const doc = ownerDocument(props);
  const fill = createElement(doc, NS.a, 'solidFill', 'a');
  const color = createElement(doc, NS.a, 'srgbClr', 'a');
  color.setAttribute('val', hex);
  if (alpha !== undefined) {
    const a = createElement(doc, NS.a, 'alpha', 'a');
    a.setAttribute('val', String(alpha));
    color.appendChild(a);
  }
  fill.appendChild(color);
  return fill;
}

/** Sets a run's (or paragraph end's) colour: its own fill goes, the new one comes after its outline, if any. */
function paint(props: Element, hex: string): void {
  for (const child of childElements(props)) if (child.namespaceURI === NS.a && FILLS.has(child.localName ?? '')) props.removeChild(child);
  const ln = childElement(props, NS.a, 'ln');
  props.insertBefore(solidFill(props, hex), ln ? ln.nextSibling : props.firstChild);
}

/** The shape's fill, in its place among the shape properties (after the geometry). */
function fillShape(shape: Element, hex: string): void {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) return;
  for (const child of childElements(spPr)) if (child.namespaceURI === NS.a && FILLS.has(child.localName ?? '')) spPr.removeChild(child);
  const geometry = childElement(spPr, NS.a, 'prstGeom') ?? childElement(spPr, NS.a, 'custGeom') ?? childElement(spPr, NS.a, 'xfrm');
  spPr.insertBefore(solidFill(spPr, hex, BACKDROP_ALPHA), geometry ? geometry.nextSibling : spPr.firstChild);
}

/** Every run and field of the text, and each paragraph's end, with run properties to colour. */
function runProperties(txBody: Element): Element[] {
  const out: Element[] = [];
  for (const el of allElements(txBody)) {
    if (el.namespaceURI !== NS.a) continue;
    if (el.localName === 'endParaRPr') out.push(el);
    if (el.localName !== 'r' && el.localName !== 'fld') continue;
    let rPr = childElement(el, NS.a, 'rPr');
    if (!rPr) {
      rPr = createElement(ownerDocument(el), NS.a, 'rPr', 'a');
      el.insertBefore(rPr, el.firstChild);
    }
    out.push(rPr);
  }
  return out;
}

/** The design's text colour that stands out most on `ground`. */
export function readableColor(ground: string, template: DeckTemplate): string {
  const { lt1, dk1, lt2, dk2 } = template.colors;
  return [lt1, dk1, lt2, dk2].reduce((best, color) => (contrast(color, ground) > contrast(best, ground) ? color : best));
}

/** Recolours (and where needed backs) the text of the slide's shapes named in `fixes`; returns the ids it changed. */
export function makeReadable(
  slide: Element,
  fixes: ReadonlyMap<string, ReadableFix>,
  template: DeckTemplate,
  /** Shapes whose colours are meant as they are (Revamp: a label naming its colour). */
  keep: (shape: Element) => boolean = () => false,
): string[] {
  const changed: string[] = [];
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || keep(shape)) continue;
    const id = shapeId(shape);
    const fix = id ? fixes.get(id) : undefined;
    const txBody = childElement(shape, NS.p, 'txBody');
    if (!id || !fix || !txBody) continue;
    let text = readableColor(fix.ground, template);
    if (fix.tries > 1 || contrast(text, fix.ground) < READS) {
      const { lt1, dk1 } = template.colors;
      // Light text on a dark backdrop, or dark on a light one: whichever of the two already stands out more.
      text = contrast(lt1, fix.ground) >= contrast(dk1, fix.ground) ? lt1 : dk1;
      fillShape(shape, text === lt1 ? dk1 : lt1);
    }
    for (const props of runProperties(txBody)) paint(props, text);
    changed.push(id);
  }
  return changed;
}
