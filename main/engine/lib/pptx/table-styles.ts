/**
 * Table styles across the merged decks. A table names its style by GUID (`a:tableStyleId`), and the merged deck has
 * one `tableStyles.xml`: the first deck's styles, then every other deck's that it lacks. Two decks may define the
 * same GUID differently (a customised copy of a built-in style): the later deck's style then gets a new GUID, and
 * its tables are pointed at it, so every table keeps the style of its own deck (issue #11, W1).
 */
import { createHash } from 'node:crypto';
import { NS, REL } from './ooxml-constants';
import type { SourceDeck } from './source-deck';
import type { TableTextProps } from './text-defaults';
import { allElements, childElements, descendantsNamed, ownerDocument, type Element } from './xml-dom';

/** A style a deck uses without defining it is one of PowerPoint's built-ins: all of them set font and colour. */
const BUILT_IN: TableTextProps = { font: true, fill: true, b: true, i: true };
const NO_STYLE: TableTextProps = { font: false, fill: false, b: false, i: false };
const COLOURS = new Set(['scrgbClr', 'srgbClr', 'hslClr', 'sysClr', 'schemeClr', 'prstClr']);

export class TableStyles {
  /** Per deck index: its own styles by GUID. */
  private readonly own = new Map<number, Map<string, Element>>();
  /** Per deck index: GUID in its slides → GUID in the output. */
  private readonly remaps = new Map<number, Map<string, string>>();
  /** Styles of the other decks to add to the output part, already carrying their output GUIDs. */
  readonly extra: Element[] = [];

  private constructor() {}

  static async load(skeleton: SourceDeck, decks: readonly SourceDeck[]): Promise<TableStyles> {
    const styles = new TableStyles();
    const output = new Map<string, string>();
    for (const deck of [skeleton, ...decks.filter((d) => d !== skeleton)]) {
      const mine = await readStyles(deck);
      styles.own.set(deck.index, mine);
      for (const [id, style] of mine) {
        const key = canonicalStyle(style);
        if (deck === skeleton) {
          output.set(id, key);
          continue;
        }
        // A style that points at parts (a picture fill) cannot travel without them; its tables fall back as before.
        if (referencesParts(style)) continue;
        const known = output.get(id);
        if (known === key) continue;
        let outId = id;
        if (known !== undefined) {
          outId = derivedGuid(`${deck.index}|${id}`);
          styles.remapOf(deck).set(id, outId);
        }
        output.set(outId, key);
        const copy = style.cloneNode(true) as Element;
        copy.setAttribute('styleId', outId);
        styles.extra.push(copy);
      }
    }
    return styles;
  }

  private remapOf(deck: SourceDeck): Map<string, string> {
    let map = this.remaps.get(deck.index);
    if (!map) {
      map = new Map();
      this.remaps.set(deck.index, map);
    }
    return map;
  }

  /** What the style a table of `deck` names decides for its cells' text. */
  textProps(deck: SourceDeck, styleId: string | undefined): TableTextProps {
    if (!styleId) return NO_STYLE;
    const style = this.own.get(deck.index)?.get(styleId);
    if (!style) return BUILT_IN;
    const props = { ...NO_STYLE };
    for (const tx of descendantsNamed(style, NS.a, 'tcTxStyle')) {
      if (tx.hasAttribute('b')) props.b = true;
      if (tx.hasAttribute('i')) props.i = true;
      for (const el of allElements(tx)) {
        if (el.localName === 'font' || el.localName === 'fontRef') props.font = true;
        if (COLOURS.has(el.localName ?? '')) props.fill = true;
      }
    }
    return props;
  }

  /** Points the tables of `deck` in `root` at their output styles. */
  remapTables(deck: SourceDeck, root: Element): void {
    const map = this.remaps.get(deck.index);
    if (!map) return;
    for (const el of descendantsNamed(root, NS.a, 'tableStyleId')) {
      const next = map.get((el.textContent ?? '').trim());
      if (!next) continue;
      while (el.firstChild) el.removeChild(el.firstChild);
      el.appendChild(ownerDocument(el).createTextNode(next));
    }
  }

  /** A fingerprint of what remapTables() does to `deck` (a master fitted differently is a different master). */
  key(deck: SourceDeck): string {
    return JSON.stringify([...(this.remaps.get(deck.index) ?? [])]);
  }
}

async function readStyles(deck: SourceDeck): Promise<Map<string, Element>> {
  const out = new Map<string, Element>();
  const part = deck.presentationTarget(REL.tableStyles);
  if (!part || !deck.exists(part)) return out;
  const root = (await deck.xml(part)).documentElement as Element;
  for (const style of childElements(root)) {
    const id = style.getAttribute('styleId');
    if (style.localName === 'tblStyle' && id && !out.has(id)) out.set(id, style);
  }
  return out;
}

function referencesParts(style: Element): boolean {
  return allElements(style).some((el) => {
    for (let i = 0; i < el.attributes.length; i++) if (el.attributes.item(i)?.namespaceURI === NS.r) return true;
    return false;
  });
}

/** Compares two definitions of a style: names, attributes (sorted) and children, not prefixes or whitespace. */
function canonicalStyle(el: Element): string {
  const attrs: string[] = [];
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i);
    if (attr && attr.name !== 'xmlns' && attr.prefix !== 'xmlns' && attr.name !== 'styleName')
      attrs.push(`${attr.localName}=${attr.value}`);
  }
  return `<${el.localName ?? ''} ${attrs.sort().join(' ')}>${childElements(el).map(canonicalStyle).join('')}</>`;
}

/** A GUID derived from `seed`, so the same merge always gives the same output. */
function derivedGuid(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex').toUpperCase();
  return `{${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}}`;
}
