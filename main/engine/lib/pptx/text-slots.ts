/**
 * The text properties the defaults patch (text-defaults.ts) compares, as slots: paragraph and run attributes, and the
 * child groups of CT_TextParagraphProperties and CT_TextCharacterProperties in schema order; what PowerPoint uses when
 * nothing sets one, and how a scaled deck's lengths scale.
 */
import { NS } from './ooxml-constants';
import { allElements, childElements, parseXml, type Element } from './xml-dom';

export const LEVELS = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];

/** CT_TextParagraphProperties children, in schema order; names in one group exclude each other. */
export const PPR_GROUPS = [
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
export const RPR_GROUPS = [
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
export const DEF_RPR_GROUP = PPR_GROUPS.findIndex((g) => g.includes('defRPr'));
export const FILL_GROUP = RPR_GROUPS.findIndex((g) => g.includes('solidFill'));
export const FONT_GROUPS = ['latin', 'ea', 'cs'].map((n) => RPR_GROUPS.findIndex((g) => g.includes(n)));

/** Run attributes about proofing and editing state, not looks. */
export const IGNORED_RUN_ATTRS = new Set(['lang', 'altLang', 'dirty', 'err', 'smtClean', 'smtId', 'noProof', 'bmk']);

/** A property's key: `p@name` / `r@name` for paragraph / run attributes, `p:N` / `r:N` for the child group N. */
export type Slot = string;
/** Attribute text, or an element with its canonical form (what is compared). */
export interface Value {
  key: string;
  el?: Element;
}
export type LevelProps = Map<Slot, Value>;

/** What PowerPoint uses when no level of the inheritance sets a property (ECMA-376 attribute defaults, 18 pt). */
export const APPLICATION_DEFAULTS: ReadonlyMap<Slot, Value> = new Map(
  (
    [
      ['p@marL', '0'],
      ['p@marR', '0'],
      ['p@indent', '0'],
      ['p@algn', 'l'],
      ['p@rtl', '0'],
      ['p@defTabSz', '914400'],
      ['r@sz', '1800'],
      ['r@b', '0'],
      ['r@i', '0'],
      ['r@u', 'none'],
      ['r@strike', 'noStrike'],
      ['r@kern', '0'],
      ['r@cap', 'none'],
      ['r@spc', '0'],
      ['r@baseline', '0'],
      [`p:${groupOf(PPR_GROUPS, 'lnSpc')}`, `<a:lnSpc xmlns:a="${NS.a}"><a:spcPct val="100000"/></a:lnSpc>`],
      [`p:${groupOf(PPR_GROUPS, 'spcBef')}`, `<a:spcBef xmlns:a="${NS.a}"><a:spcPts val="0"/></a:spcBef>`],
      [`p:${groupOf(PPR_GROUPS, 'spcAft')}`, `<a:spcAft xmlns:a="${NS.a}"><a:spcPts val="0"/></a:spcAft>`],
      [`p:${groupOf(PPR_GROUPS, 'buNone')}`, `<a:buNone xmlns:a="${NS.a}"/>`],
      [`r:${FILL_GROUP}`, `<a:solidFill xmlns:a="${NS.a}"><a:schemeClr val="tx1"/></a:solidFill>`],
      [`r:${groupOf(RPR_GROUPS, 'latin')}`, `<a:latin xmlns:a="${NS.a}" typeface="+mn-lt"/>`],
      [`r:${groupOf(RPR_GROUPS, 'ea')}`, `<a:ea xmlns:a="${NS.a}" typeface="+mn-ea"/>`],
      [`r:${groupOf(RPR_GROUPS, 'cs')}`, `<a:cs xmlns:a="${NS.a}" typeface="+mn-cs"/>`],
    ] as Array<[Slot, string]>
  ).map(([slot, text]) => [slot, text.startsWith('<') ? elementValue(parseXml(text).documentElement as Element) : { key: text }]),
);

/** Slots holding lengths, which a scaled deck's defaults scale: attributes, and groups whose points scale. */
const LENGTH_ATTRS = new Set(['p@marL', 'p@marR', 'p@indent', 'p@defTabSz', 'r@sz', 'r@spc', 'r@kern']);
const LENGTH_GROUPS = new Set(['lnSpc', 'spcBef', 'spcAft', 'buSzPts', 'tabLst'].map((n) => `p:${groupOf(PPR_GROUPS, n)}`));
export const SCALED_DEFAULTS = [...APPLICATION_DEFAULTS.keys()].filter((slot) => LENGTH_ATTRS.has(slot) || LENGTH_GROUPS.has(slot));
/** Point and EMU attributes inside the length groups. */
const LENGTH_CHILDREN: ReadonlyMap<string, string> = new Map([
  ['spcPts', 'val'],
  ['buSzPts', 'val'],
  ['tab', 'pos'],
]);

export function scaledValue(slot: Slot, value: Value, f: number): Value {
  if (LENGTH_ATTRS.has(slot)) {
    const n = Number(value.key);
    if (!Number.isFinite(n)) return value;
    const v = Math.round(n * f);
    return { key: String(slot === 'r@sz' ? Math.min(400000, Math.max(100, v)) : v) };
  }
  if (!LENGTH_GROUPS.has(slot) || !value.el) return value;
  const el = value.el.cloneNode(true) as Element;
  for (const child of allElements(el)) {
    const attr = LENGTH_CHILDREN.get(child.localName ?? '');
    const raw = attr ? child.getAttribute(attr) : null;
    if (attr && raw !== null && /^-?\d+$/.test(raw)) child.setAttribute(attr, String(Math.round(Number(raw) * f)));
  }
  return elementValue(el);
}

export function groupOf(groups: string[][], name: string): number {
  return groups.findIndex((g) => g.includes(name));
}

export function elementValue(el: Element): Value {
  return { key: canonical(el), el };
}

function canonical(el: Element): string {
  const attrs: string[] = [];
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i);
    if (attr && attr.name !== 'xmlns' && attr.prefix !== 'xmlns') attrs.push(`${attr.localName ?? attr.name}=${attr.value}`);
  }
  return `<${el.localName ?? ''} ${attrs.sort().join(' ')}>${childElements(el).map(canonical).join('')}</>`;
}
