/**
 * A continuation slide for a body that does not fit its restyled slide: a copy of the slide holding only its
 * title (marked “(cont.)”), its footers and the body's paragraphs from the first that did not fit; the original
 * keeps the paragraphs before. Pictures, charts and other shapes stay on the original slide, and so do its notes.
 * Inserting the new slide into the presentation (its id, its place after the original, its section) is here too.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import type { Relationship } from '../lib/pptx/relationships';
import {
  allElements,
  childElement,
  childElements,
  createElement,
  parseXml,
  serializeXml,
  type Document,
  type Element,
} from '../lib/pptx/xml-dom';
import { shapeOf, slideShapes, type SlideShape } from './slide-content';

const CONTINUED = ' (cont.)';

function treeOf(root: Element): Element {
  return childElement(childElement(root, NS.p, 'cSld')!, NS.p, 'spTree')!;
}

function paragraphs(shape: Element): Element[] {
  const txBody = childElement(shapeOf(shape)!, NS.p, 'txBody');
  return txBody ? childElementsNamed(txBody, NS.a, 'p') : [];
}

function childElementsNamed(parent: Element, ns: string, name: string): Element[] {
  return childElements(parent).filter((el) => el.namespaceURI === ns && el.localName === name);
}

/** Appends “ (cont.)” to the title's last paragraph, in the style of its last run. */
export function markContinued(title: Element): void {
  const last = paragraphs(title).pop();
  if (!last || allElements(title).some((el) => el.localName === 't' && el.textContent === CONTINUED)) return;
  const runs = childElementsNamed(last, NS.a, 'r');
  const model = runs[runs.length - 1];
  const doc = last.ownerDocument!;
  const run = createElement(doc, NS.a, 'r', 'a');
  const rPr = model ? childElement(model, NS.a, 'rPr') : undefined;
  if (rPr) run.appendChild(rPr.cloneNode(true));
  const t = createElement(doc, NS.a, 't', 'a');
  t.textContent = CONTINUED;
  run.appendChild(t);
  last.insertBefore(run, childElement(last, NS.a, 'endParaRPr') ?? null);
}

/**
 * Splits `body` (a top-level shape of `slide`) after `keep` paragraphs: returns the continuation slide's document;
 * `slide` keeps the first paragraphs.
 */
export function splitOffContinuation(slide: Element, body: Element, keep: number): Document {
  const tree = treeOf(slide);
  const position = childElements(tree).indexOf(body);
  const copy = parseXml(serializeXml(slide.ownerDocument!));
  const copyRoot = copy.documentElement!;
  const copyTree = treeOf(copyRoot);
  const copyBody = childElements(copyTree)[position]!;
  const shapes = slideShapes(copyRoot, { cx: 1, cy: 1 }, () => null);
  const keepShape = (shape: SlideShape): boolean => shape.element === copyBody || shape.role === 'title' || shape.role === 'footer';
  for (const shape of shapes) if (!keepShape(shape)) copyTree.removeChild(shape.element);
  const title = shapes.find((shape) => shape.role === 'title' && shape.element.parentNode);
  if (title) markContinued(title.element);
  paragraphs(copyBody)
    .slice(0, keep)
    .forEach((p) => p.parentNode!.removeChild(p));
  paragraphs(body)
    .slice(keep)
    .forEach((p) => p.parentNode!.removeChild(p));
  // Timings and builds name shapes that are gone: the continuation has none.
  for (const name of ['timing']) {
    const el = childElement(copyRoot, NS.p, name);
    if (el) copyRoot.removeChild(el);
  }
  return copy;
}

/** The relationships of the original slide that the continuation's XML still refers to (its layout's excepted). */
export function referencedRels(doc: Document, rels: readonly Relationship[]): Relationship[] {
  const used = new Set<string>();
  for (const el of allElements(doc.documentElement!)) {
    for (const attr of Array.from(el.attributes)) if (attr.namespaceURI === NS.r) used.add(attr.value);
  }
  return rels.filter((rel) => used.has(rel.id));
}

/** Adds slide `relId` to the presentation's slide list right after `afterRelId`, with a new id; returns the id. */
export function insertSlideId(presentation: Element, afterRelId: string, relId: string): number {
  const list = childElement(presentation, NS.p, 'sldIdLst')!;
  const entries = childElements(list);
  const next = Math.max(255, ...entries.map((entry) => Number(entry.getAttribute('id')) || 0)) + 1;
  const entry = createElement(presentation.ownerDocument!, NS.p, 'sldId', 'p');
  entry.setAttribute('id', String(next));
  entry.setAttributeNS(NS.r, 'r:id', relId);
  const after = entries.find((el) => el.getAttributeNS(NS.r, 'id') === afterRelId);
  list.insertBefore(entry, after?.nextSibling ?? null);
  // A deck with sections lists every slide in one: the continuation joins its original's.
  const previous = after?.getAttribute('id');
  if (previous) {
    for (const ref of allElements(presentation).filter(
      (el) => el.localName === 'sldId' && el.parentNode !== list && el.getAttribute('id') === previous,
    )) {
      const copy = ref.cloneNode(false) as Element;
      copy.setAttribute('id', String(next));
      ref.parentNode!.insertBefore(copy, ref.nextSibling);
    }
  }
  return next;
}
