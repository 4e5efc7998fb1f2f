/**
 * Edits `presentation.xml` for embedded fonts (docs/pptx-format.md §5.1): `embedTrueTypeFonts="1"` on `p:presentation`,
 * and one `p:embeddedFont` per typeface in `p:embeddedFontLst` (placed by schema order, after `notesSz`/`smartTags`),
 * holding `p:font typeface panose pitchFamily charset` and then the `p:regular/bold/italic/boldItalic r:id` slots.
 * A typeface already listed (compared case-insensitively) gets its slots filled or replaced; it is never listed twice.
 */
import type { Document, Element } from '../pptx/xml-dom';
import { childElements, createElement } from '../pptx/xml-dom';
import { NS, PRESENTATION_CHILD_ORDER } from '../pptx/ooxml-constants';
import type { FontStyle } from './font-sources';
import { FONT_STYLES } from './font-sources';

export interface EmbeddedFontEntry {
  typeface: string;
  /** 20 hex digits. */
  panose: string;
  /** Signed bytes, as the schema types them. */
  pitchFamily: number;
  charset: number;
  /** Relationship id (from the presentation part) per style. */
  slots: Partial<Record<FontStyle, string>>;
}

const LIST_ORDER = PRESENTATION_CHILD_ORDER as readonly string[];
const SLOT_ORDER: readonly string[] = ['font', ...FONT_STYLES];

function presentationChild(root: Element, localName: string): Element | undefined {
  return childElements(root).find((el) => el.namespaceURI === NS.p && el.localName === localName);
}

/** The `p:embeddedFontLst`, created at its schema position when absent. */
function embeddedFontList(doc: Document, root: Element): Element {
  const existing = presentationChild(root, 'embeddedFontLst');
  if (existing) return existing;
  const list = createElement(doc, NS.p, 'embeddedFontLst', 'p');
  const rank = LIST_ORDER.indexOf('embeddedFontLst');
  const before = childElements(root).find((el) => el.namespaceURI === NS.p && LIST_ORDER.indexOf(el.localName ?? '') > rank);
  root.insertBefore(list, before ?? null);
  return list;
}

function fontOf(entry: Element): Element | undefined {
  return childElements(entry).find((el) => el.namespaceURI === NS.p && el.localName === 'font');
}

/** Signed byte as text: 134 → "-122". */
export function signedByte(value: number): string {
  const byte = value & 0xff;
  return String(byte > 127 ? byte - 256 : byte);
}

/**
 * Applies `entries` to the presentation document. Returns the relationship ids whose slots were replaced, so the
 * caller can drop those relationships (and their font parts).
 */
export function applyEmbeddedFonts(doc: Document, entries: readonly EmbeddedFontEntry[]): string[] {
  const root = doc.documentElement;
  if (!root) return [];
  root.setAttribute('embedTrueTypeFonts', '1');
  const list = embeddedFontList(doc, root);
  const rPrefix = root.lookupPrefix(NS.r) ?? 'r';
  const replaced: string[] = [];

  for (const entry of entries) {
    let item = childElements(list).find(
      (el) =>
        el.localName === 'embeddedFont' && (fontOf(el)?.getAttribute('typeface') ?? '').toLowerCase() === entry.typeface.toLowerCase(),
    );
    if (!item) {
      item = createElement(doc, NS.p, 'embeddedFont', 'p');
      list.appendChild(item);
    }
    let font = fontOf(item);
    if (!font) {
      font = createElement(doc, NS.p, 'font', 'p');
      item.appendChild(font);
    }
    font.setAttribute('typeface', entry.typeface);
    font.setAttribute('panose', entry.panose);
    font.setAttribute('pitchFamily', signedByte(entry.pitchFamily));
    font.setAttribute('charset', signedByte(entry.charset));

    for (const style of FONT_STYLES) {
      const relId = entry.slots[style];
      if (!relId) continue;
      let slot = childElements(item).find((el) => el.namespaceURI === NS.p && el.localName === style);
      if (slot) {
        const old = slot.getAttributeNS(NS.r, 'id');
        if (old && old !== relId) replaced.push(old);
      } else {
        slot = createElement(doc, NS.p, style, 'p');
        item.appendChild(slot);
      }
      slot.setAttributeNS(NS.r, `${rPrefix}:id`, relId);
    }
    // Children in schema order: font, regular, bold, italic, boldItalic.
    const kids = childElements(item);
    const rank = (el: Element): number => {
      const i = SLOT_ORDER.indexOf(el.localName ?? '');
      return i < 0 ? SLOT_ORDER.length : i;
    };
    for (const el of [...kids].sort((a, b) => rank(a) - rank(b))) item.appendChild(el);
  }
  return replaced;
}
