/**
 * Relationship ids inside XML. Rather than a per-element whitelist, every attribute in the relationships namespace
 * is a reference (docs/pptx-format.md §1.4), plus the known non-namespaced ones: VML `o:relid`, and SmartArt's
 * `dsp:dataModelExt/@relId`, which names a relationship of the *slide* that owns the diagram data part.
 */
import type { Attr } from '@xmldom/xmldom';
import { NS } from './ooxml-constants';
import { allElements, removeNode, type Element } from './xml-dom';

const REL_ID_NAMESPACES: ReadonlySet<string> = new Set([NS.r, NS.rStrict]);
const HYPERLINK_ELEMENTS: ReadonlySet<string> = new Set(['hlinkClick', 'hlinkHover', 'hlinkMouseOver']);

export interface RelIdReference {
  element: Element;
  attr: Attr;
  /** `own`: an id in this part's .rels; `parent`: an id in the .rels of the part that references this one. */
  scope: 'own' | 'parent';
}

export function relIdReferences(root: Element): RelIdReference[] {
  const out: RelIdReference[] = [];
  for (const element of allElements(root)) {
    const attrs = element.attributes;
    for (let i = 0; i < attrs.length; i++) {
      const attr = attrs.item(i);
      if (!attr || attr.value === '') continue;
      const ns = attr.namespaceURI;
      if (ns !== null && REL_ID_NAMESPACES.has(ns)) out.push({ element, attr, scope: 'own' });
      else if (ns === NS.vmlOffice && attr.localName === 'relid') out.push({ element, attr, scope: 'own' });
      else if (ns === null && attr.localName === 'relId' && element.localName === 'dataModelExt')
        out.push({ element, attr, scope: 'parent' });
    }
  }
  return out;
}

/**
 * Rewrites every reference through `ownMap` (and `parentMap` for parent-scoped ones). A reference whose id is not in
 * its map points at a relationship that was dropped: a hyperlink element goes entirely, any other attribute goes.
 * Parent-scoped references are left alone when no parent map is given.
 */
export function rewriteRelIds(root: Element, ownMap: ReadonlyMap<string, string>, parentMap?: ReadonlyMap<string, string>): void {
  for (const ref of relIdReferences(root)) {
    const map = ref.scope === 'own' ? ownMap : parentMap;
    if (!map) continue;
    const next = map.get(ref.attr.value);
    if (next !== undefined) {
      if (next !== ref.attr.value) {
        if (ref.attr.namespaceURI === null) ref.element.setAttribute(ref.attr.name, next);
        else ref.element.setAttributeNS(ref.attr.namespaceURI, ref.attr.name, next);
      }
      continue;
    }
    if (HYPERLINK_ELEMENTS.has(ref.element.localName ?? '')) {
      if (ref.element.parentNode) removeNode(ref.element);
    } else {
      ref.element.removeAttributeNode(ref.attr);
    }
  }
}
