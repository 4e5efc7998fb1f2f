/**
 * Builds the output's presentation.xml from the skeleton deck's: the id lists are rebuilt (slides 256…, masters
 * and layouts from one pool, one notes master, the handout master), references to presentation-level parts that
 * were not kept are removed with the element that holds them, custom shows are remapped or dropped, sections are
 * rebuilt, and children are put back in schema order (docs/pptx-format.md §2).
 */
import { createHash } from 'node:crypto';
import { NS, PRESENTATION_CHILD_ORDER, SECTION_EXT_URI } from './ooxml-constants';
import { relIdReferences } from './rel-references';
import {
  childElement,
  childElements,
  childElementsNamed,
  createElement,
  isElement,
  removeNode,
  serializeXml,
  sortChildren,
  type Document,
  type Element,
} from './xml-dom';

export interface PresentationPlan {
  masters: ReadonlyArray<{ id: number; relId: string }>;
  notesMasterRelId?: string;
  handoutMasterRelId?: string;
  slides: ReadonlyArray<{ id: number; relId: string }>;
  /** Skeleton presentation rel id → output rel id, for the presentation-level parts that were kept. */
  relMap: ReadonlyMap<string, string>;
  /** null: no sections in the output. */
  sections: ReadonlyArray<{ name: string; slideIds: number[] }> | null;
  /** `p:embeddedFont` elements owned by `doc`, their r:ids already output ids. */
  embeddedFonts: readonly Element[];
  embedTrueTypeFonts: boolean;
  /** Skeleton slide rel id → output slide rel id, to remap custom shows; null drops them. */
  customShowSlides: ReadonlyMap<string, string> | null;
}

const REBUILT_LISTS = ['sldMasterIdLst', 'notesMasterIdLst', 'handoutMasterIdLst', 'sldIdLst', 'embeddedFontLst'];

export function buildPresentationXml(doc: Document, plan: PresentationPlan): Buffer {
  const root = doc.documentElement as Element;
  for (const name of REBUILT_LISTS) for (const el of childElementsNamed(root, NS.p, name)) removeNode(el);
  const custShowLst = childElement(root, NS.p, 'custShowLst');
  if (custShowLst) removeNode(custShowLst);
  dropSectionExt(root);

  removeUnmappedReferences(root, plan.relMap);

  const rAttr = `${root.lookupPrefix(NS.r) ?? 'r'}:id`;
  const list = (name: string): Element => {
    const el = createElement(doc, NS.p, name, 'p');
    root.appendChild(el);
    return el;
  };
  const item = (parent: Element, name: string, relId: string, id?: number): void => {
    const el = createElement(doc, NS.p, name, 'p');
    if (id !== undefined) el.setAttribute('id', String(id));
    el.setAttributeNS(NS.r, rAttr, relId);
    parent.appendChild(el);
  };

  const masters = list('sldMasterIdLst');
  for (const m of plan.masters) item(masters, 'sldMasterId', m.relId, m.id);
  if (plan.notesMasterRelId) item(list('notesMasterIdLst'), 'notesMasterId', plan.notesMasterRelId);
  if (plan.handoutMasterRelId) item(list('handoutMasterIdLst'), 'handoutMasterId', plan.handoutMasterRelId);
  if (plan.slides.length > 0) {
    const slides = list('sldIdLst');
    for (const s of plan.slides) item(slides, 'sldId', s.relId, s.id);
  }
  if (plan.embeddedFonts.length > 0) {
    const fonts = list('embeddedFontLst');
    for (const f of plan.embeddedFonts) fonts.appendChild(f);
    if (plan.embedTrueTypeFonts) root.setAttribute('embedTrueTypeFonts', '1');
  }
  if (custShowLst && plan.customShowSlides) {
    remapCustomShows(custShowLst, plan.customShowSlides);
    if (childElements(custShowLst).length > 0) root.appendChild(custShowLst);
  }
  if (plan.sections && plan.sections.length > 0) addSections(doc, root, plan.sections);

  for (const name of ['custDataLst', 'extLst']) {
    const el = childElement(root, NS.p, name);
    if (el && childElements(el).length === 0) removeNode(el);
  }
  sortChildren(root, NS.p, PRESENTATION_CHILD_ORDER);
  return serializeXml(doc);
}

/** A reference to a part that was not kept takes its holder with it: the p:ext, the custDataLst item, or smartTags. */
function removeUnmappedReferences(root: Element, relMap: ReadonlyMap<string, string>): void {
  for (const ref of relIdReferences(root)) {
    if (ref.scope !== 'own') continue;
    const next = relMap.get(ref.attr.value);
    if (next !== undefined) {
      ref.element.setAttributeNS(ref.attr.namespaceURI, ref.attr.name, next);
      continue;
    }
    let holder: Element | undefined;
    for (let n: Element | undefined = ref.element; n && n !== root; n = isElement(n.parentNode) ? n.parentNode : undefined) {
      const parent = n.parentNode;
      if (n.localName === 'ext' && isElement(parent) && parent.localName === 'extLst') holder = n;
      else if (isElement(parent) && parent.localName === 'custDataLst' && !holder) holder = n;
      else if (n.localName === 'smartTags' && !holder) holder = n;
    }
    if (holder) {
      if (holder.parentNode) removeNode(holder);
    } else if (ref.element.parentNode) {
      ref.element.removeAttributeNode(ref.attr);
    }
  }
}

function dropSectionExt(root: Element): void {
  const extLst = childElement(root, NS.p, 'extLst');
  if (!extLst) return;
  for (const ext of childElementsNamed(extLst, NS.p, 'ext')) {
    if ((ext.getAttribute('uri') ?? '').toUpperCase() === SECTION_EXT_URI) removeNode(ext);
  }
}

function remapCustomShows(list: Element, slides: ReadonlyMap<string, string>): void {
  for (const show of childElementsNamed(list, NS.p, 'custShow')) {
    const sldLst = childElement(show, NS.p, 'sldLst');
    for (const sld of sldLst ? childElementsNamed(sldLst, NS.p, 'sld') : []) {
      const attr = sld.getAttributeNodeNS(NS.r, 'id');
      const next = attr ? slides.get(attr.value) : undefined;
      if (attr && next) sld.setAttributeNS(NS.r, attr.name, next);
      else removeNode(sld);
    }
    if (!sldLst || childElements(sldLst).length === 0) removeNode(show);
  }
}

/**
 * A section's GUID named by its place, name and slides (a name-based UUID, version 5 layout): the same merge gives
 * the same bytes on every engine, which a team server's outputs are checked against.
 */
function sectionGuid(index: number, section: { name: string; slideIds: number[] }): string {
  const hash = createHash('sha1')
    .update(`${index}\0${section.name}\0${section.slideIds.join(',')}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex').toUpperCase();
  return `{${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}}`;
}

function addSections(doc: Document, root: Element, sections: ReadonlyArray<{ name: string; slideIds: number[] }>): void {
  let extLst = childElement(root, NS.p, 'extLst');
  if (!extLst) {
    extLst = createElement(doc, NS.p, 'extLst', 'p');
    root.appendChild(extLst);
  }
  const ext = createElement(doc, NS.p, 'ext', 'p');
  ext.setAttribute('uri', SECTION_EXT_URI);
  const p14 = (name: string): Element => doc.createElementNS(NS.p14, `p14:${name}`);
  const sectionLst = p14('sectionLst');
  sectionLst.setAttributeNS('http://www.w3.org/2000/xmlns/', 'xmlns:p14', NS.p14);
  for (const [index, s] of sections.entries()) {
    const section = p14('section');
    section.setAttribute('name', s.name);
    section.setAttribute('id', sectionGuid(index, s));
    const ids = p14('sldIdLst');
    for (const id of s.slideIds) {
      const sldId = p14('sldId');
      sldId.setAttribute('id', String(id));
      ids.appendChild(sldId);
    }
    section.appendChild(ids);
    sectionLst.appendChild(section);
  }
  ext.appendChild(sectionLst);
  extLst.insertBefore(ext, extLst.firstChild);
}
