/**
 * Text in a shape that is not a placeholder (text boxes, shapes with text, table cells) inherits what its own
 * properties leave open from `p:presentation/p:defaultTextStyle` — a deck-wide setting. After a merge only the
 * first deck's survives, so a later deck whose defaults differ (older decks: 24 pt Arial in yellow instead of
 * 18 pt theme font) would change size and colour. We copy the source deck's defaults into each such shape's
 * `a:lstStyle`, under what the shape already sets, so the text looks as it did.
 */
import { NS } from './ooxml-constants';
import {
  allElements,
  childElement,
  childElements,
  createElement,
  isElement,
  ownerDocument,
  serializeElement,
  type Element,
} from './xml-dom';

const LEVELS = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];

/** CT_TextParagraphProperties children, in schema order; names in one group exclude each other. */
const PPR_GROUPS = [
  ['lnSpc'],
  ['spcBef'],
  ['spcAft'],
  ['buClrTx', 'buClr'],
  ['buSzTx', 'buSzPct', 'buSzPts'],
  ['buFontTx', 'buFont'],
  ['buNone', 'buAutoNum', 'buChar', 'buBlip'],
  ['tabLst'],
  ['defRPr'],
  ['extLst'],
];
/** CT_TextCharacterProperties children, in schema order. */
const RPR_GROUPS = [
  ['ln'],
  ['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill'],
  ['effectLst', 'effectDag'],
  ['highlight'],
  ['uLnTx', 'uLn'],
  ['uFillTx', 'uFill'],
  ['latin'],
  ['ea'],
  ['cs'],
  ['sym'],
  ['hlinkClick'],
  ['hlinkMouseOver'],
  ['rtl'],
  ['extLst'],
];

/** A comparable form of a deck's default text style ('' when it has none). */
export function defaultTextStyleKey(style: Element | undefined): string {
  return style ? serializeElement(style) : '';
}

/** Copies `defaults` (a p:defaultTextStyle) under the list styles of every non-placeholder text body in `root`. */
export function bakeDefaultTextStyle(root: Element, defaults: Element): void {
  const levels = new Map<string, Element>();
  for (const el of childElements(defaults)) if (LEVELS.includes(el.localName ?? '')) levels.set(el.localName as string, el);
  if (levels.size === 0) return;
  for (const body of allElements(root)) {
    if (body.localName !== 'txBody' || !isElement(body.parentNode)) continue;
    const owner = body.parentNode;
    const isTableCell = owner.localName === 'tc' && owner.namespaceURI === NS.a;
    const isPlainShape = owner.localName === 'sp' && owner.namespaceURI === NS.p && !hasPlaceholder(owner);
    if (!isTableCell && !isPlainShape) continue;
    let lstStyle = childElements(body).find((c) => c.localName === 'lstStyle');
    if (!lstStyle) {
      lstStyle = createElement(ownerDocument(body), NS.a, 'lstStyle', 'a');
      const bodyPr = childElements(body).find((c) => c.localName === 'bodyPr');
      body.insertBefore(lstStyle, bodyPr ? bodyPr.nextSibling : body.firstChild);
    }
    for (const [name, level] of levels) {
      const existing = childElement(lstStyle, NS.a, name);
      if (!existing) insertLevel(lstStyle, ownerDocument(body).importNode(level, true));
      else mergeProperties(existing, level, PPR_GROUPS);
    }
  }
}

function hasPlaceholder(sp: Element): boolean {
  const nvSpPr = childElement(sp, NS.p, 'nvSpPr');
  const nvPr = nvSpPr ? childElement(nvSpPr, NS.p, 'nvPr') : undefined;
  return !!nvPr && !!childElement(nvPr, NS.p, 'ph');
}

function insertLevel(lstStyle: Element, level: Element): void {
  const rank = LEVELS.indexOf(level.localName ?? '');
  const before = childElements(lstStyle).find((c) => {
    const r = LEVELS.indexOf(c.localName ?? '');
    return c.localName === 'extLst' || (r >= 0 && r > rank);
  });
  lstStyle.insertBefore(level, before ?? null);
}

/** Fills in what `target` leaves open from `source`: attributes, and child elements of groups it does not set. */
function mergeProperties(target: Element, source: Element, groups: string[][]): void {
  for (let i = 0; i < source.attributes.length; i++) {
    const attr = source.attributes.item(i);
    if (attr && !target.hasAttribute(attr.name)) target.setAttribute(attr.name, attr.value);
  }
  const doc = ownerDocument(target);
  const groupOf = (name: string): number => groups.findIndex((g) => g.includes(name));
  for (const child of childElements(source)) {
    const g = groupOf(child.localName ?? '');
    if (g < 0) continue;
    const present = childElements(target).find((c) => groupOf(c.localName ?? '') === g);
    if (present) {
      if (child.localName === 'defRPr' && present.localName === 'defRPr') mergeProperties(present, child, RPR_GROUPS);
      continue;
    }
    const before = childElements(target).find((c) => groupOf(c.localName ?? '') > g);
    target.insertBefore(doc.importNode(child, true), before ?? null);
  }
}
