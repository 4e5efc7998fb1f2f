/**
 * Text outside title and body placeholders (text boxes, shapes with text, table cells, footers) inherits what its
 * own properties leave open from `p:presentation/p:defaultTextStyle`, a deck-wide setting of which a merged deck
 * keeps only the first deck's. A later deck whose defaults differ would change size, font or colour (issue #11,
 * W1/W2), so its defaults are carried by value into its own shapes' `a:lstStyle`: only the properties whose
 * effective value differs from the first deck's (a property one deck leaves to the application default, 18 pt for
 * instance, is compared with that default), only at the list levels the shape's paragraphs use, and only under what
 * the shape, its shape style or its table style already decide: a shape whose `p:style` names a theme font keeps
 * it, a table cell keeps its table style's font, colour and weight. Theme references such as `+mn-lt` travel as
 * they are, so they resolve against the slide's own theme. A deck scaled to another slide size has its defaults'
 * sizes and spacings scaled with it, like everything else. A master's own text styles (`p:txStyles`: title, body and
 * other text) resolve what they leave open against the same presentation defaults (ECMA-376 §19.3.1.13), so a later
 * deck's masters get the differing properties filled in there too, at every level, where the style does not set them:
 * its body placeholders' second-level bullets keep their indentation when the first deck's defaults have another.
 */
import { MASTER_CHILD_ORDER, NS } from './ooxml-constants';
import {
  APPLICATION_DEFAULTS,
  DEF_RPR_GROUP,
  elementValue,
  FILL_GROUP,
  FONT_GROUPS,
  groupOf,
  IGNORED_RUN_ATTRS,
  LEVELS,
  PPR_GROUPS,
  RPR_GROUPS,
  SCALED_DEFAULTS,
  scaledValue,
  type LevelProps,
  type Slot,
  type Value,
} from './text-slots';
import { allElements, childElement, childElements, createElement, isElement, ownerDocument, sortChildren, type Element } from './xml-dom';

/** What a table style decides for the text of its cells (tcTxStyle): fonts, colour, bold, italic. */
export interface TableTextProps {
  font: boolean;
  fill: boolean;
  b: boolean;
  i: boolean;
}

/** Per level (index 0–8), the properties a later deck's shapes must carry; empty when its defaults match. */
export class TextDefaultsPatch {
  private constructor(private readonly levels: ReadonlyArray<ReadonlyMap<Slot, Value>>) {}

  /**
   * The difference between `deck` (a p:defaultTextStyle, or none), its lengths scaled by `scale`, and `skeleton`,
   * by effective value.
   */
  static between(skeleton: Element | undefined, deck: Element | undefined, scale = 1): TextDefaultsPatch {
    const a = effectiveLevels(skeleton);
    const b = effectiveLevels(deck);
    const levels = b.map((mine, i) => {
      const theirs = a[i] as LevelProps;
      const patch = new Map<Slot, Value>();
      const slots = new Set([...mine.keys(), ...theirs.keys(), ...(scale === 1 ? [] : SCALED_DEFAULTS)]);
      for (const slot of slots) {
        const own = mine.get(slot) ?? APPLICATION_DEFAULTS.get(slot);
        const value = own && scale !== 1 ? scaledValue(slot, own, scale) : own;
        const other = theirs.get(slot) ?? APPLICATION_DEFAULTS.get(slot);
        if (value !== undefined && value.key !== other?.key) patch.set(slot, value);
      }
      return patch;
    });
    return new TextDefaultsPatch(levels);
  }

  get isEmpty(): boolean {
    return this.levels.every((l) => l.size === 0);
  }

  /** A comparable form (masters fitted with different patches are different masters). */
  key(): string {
    return JSON.stringify(this.levels.map((l) => [...l].map(([slot, v]) => `${slot}=${v.key}`).sort()));
  }

  /** Writes the patch under the list styles of every non-placeholder text body in `root`, and a master's text styles. */
  apply(root: Element, tableStyle: (styleId: string | undefined) => TableTextProps): void {
    if (this.isEmpty) return;
    if (root.localName === 'sldMaster' && root.namespaceURI === NS.p) this.applyToTextStyles(root);
    for (const body of allElements(root)) {
      if (body.localName !== 'txBody' || !isElement(body.parentNode)) continue;
      const owner = body.parentNode;
      let skip: Set<Slot>;
      if (owner.localName === 'tc' && owner.namespaceURI === NS.a) skip = tableCellSkips(tableStyle(tableStyleIdOf(owner)));
      else if (owner.localName === 'sp' && owner.namespaceURI === NS.p && usesDefaults(owner)) skip = shapeStyleSkips(owner);
      else continue;
      this.applyToBody(body, skip);
    }
  }

  /** Fills the master's title, body and other text styles, level by level, with what they leave to the defaults. */
  private applyToTextStyles(master: Element): void {
    const doc = ownerDocument(master);
    let txStyles = childElement(master, NS.p, 'txStyles');
    if (!txStyles) {
      txStyles = createElement(doc, NS.p, 'txStyles', 'p');
      master.appendChild(txStyles);
      sortChildren(master, NS.p, MASTER_CHILD_ORDER);
    }
    TEXT_STYLES.forEach((name, rank) => {
      let style = childElement(txStyles, NS.p, name);
      if (!style) {
        style = createElement(doc, NS.p, name, 'p');
        insertInOrder(txStyles, style, (c) => (c.localName === 'extLst' ? 99 : TEXT_STYLES.indexOf(c.localName ?? '')), rank);
      }
      // What the style's own defPPr sets, it sets for every level.
      const setByStyle = new Map<Slot, Value>();
      const defPPr = childElement(style, NS.a, 'defPPr');
      if (defPPr) readLevel(defPPr, setByStyle);
      this.levels.forEach((slots, i) => {
        const wanted = [...slots].filter(([slot]) => !setByStyle.has(slot));
        if (wanted.length > 0) for (const [slot, value] of wanted) fillSlot(listLevel(style, i), slot, value);
      });
    });
  }

  private applyToBody(body: Element, skip: ReadonlySet<Slot>): void {
    const doc = ownerDocument(body);
    let lstStyle = childElements(body).find((c) => c.localName === 'lstStyle');
    // Only the levels its paragraphs use: the narrowest place that gives the text its old look.
    const used = new Set<number>();
    for (const p of childElements(body)) {
      if (p.localName !== 'p') continue;
      const pPr = childElement(p, NS.a, 'pPr');
      used.add(Math.min(8, Math.max(0, Number(pPr?.getAttribute('lvl') ?? 0) || 0)));
    }
    this.levels.forEach((slots, i) => {
      if (!used.has(i)) return;
      const wanted = [...slots].filter(([slot]) => !skip.has(slot));
      if (wanted.length === 0) return;
      if (!lstStyle) {
        lstStyle = createElement(doc, NS.a, 'lstStyle', 'a');
        const bodyPr = childElements(body).find((c) => c.localName === 'bodyPr');
        body.insertBefore(lstStyle, bodyPr ? bodyPr.nextSibling : body.firstChild);
      }
      const level = listLevel(lstStyle, i);
      for (const [slot, value] of wanted) fillSlot(level, slot, value);
    });
  }
}

/** A master's text styles in schema order (CT_SlideMasterTextStyles). */
const TEXT_STYLES = ['titleStyle', 'bodyStyle', 'otherStyle'];

/** Level `i` (0–8) of a list style (`a:lstStyle`, `p:bodyStyle` …), made in schema order when it is missing. */
function listLevel(list: Element, i: number): Element {
  const name = LEVELS[i] as string;
  let level = childElement(list, NS.a, name);
  if (!level) {
    level = createElement(ownerDocument(list), NS.a, name, 'a');
    insertInOrder(
      list,
      level,
      (c) => (c.localName === 'extLst' ? 99 : c.localName === 'defPPr' ? -1 : LEVELS.indexOf(c.localName ?? '')),
      i,
    );
  }
  return level;
}

function tableCellSkips(props: TableTextProps): Set<Slot> {
  const skip = new Set<Slot>();
  if (props.font) for (const g of FONT_GROUPS) skip.add(`r:${g}`);
  if (props.fill) skip.add(`r:${FILL_GROUP}`);
  if (props.b) skip.add('r@b');
  if (props.i) skip.add('r@i');
  return skip;
}

/** A shape style's fontRef gives the theme font and, with a colour, the text colour. */
function shapeStyleSkips(sp: Element): Set<Slot> {
  const style = childElement(sp, NS.p, 'style');
  const fontRef = style ? childElement(style, NS.a, 'fontRef') : undefined;
  const skip = new Set<Slot>();
  if (!fontRef) return skip;
  for (const g of FONT_GROUPS) skip.add(`r:${g}`);
  if (childElements(fontRef).length > 0) skip.add(`r:${FILL_GROUP}`);
  return skip;
}

function tableStyleIdOf(tc: Element): string | undefined {
  let tbl: Element | undefined = tc;
  while (tbl && !(tbl.localName === 'tbl' && tbl.namespaceURI === NS.a)) tbl = isElement(tbl.parentNode) ? tbl.parentNode : undefined;
  const tblPr = tbl ? childElement(tbl, NS.a, 'tblPr') : undefined;
  const id = tblPr ? childElement(tblPr, NS.a, 'tableStyleId') : undefined;
  const text = id?.textContent?.trim();
  return text ? text : undefined;
}

/**
 * Shapes whose text falls back on the presentation's defaults: every shape that is not a placeholder, and the
 * date, footer, header and slide-number placeholders, whose master text style (otherStyle) LibreOffice lays over
 * the presentation's defaults. Title and body placeholders take everything from their master's styles.
 */
function usesDefaults(sp: Element): boolean {
  const nvSpPr = childElement(sp, NS.p, 'nvSpPr');
  const nvPr = nvSpPr ? childElement(nvSpPr, NS.p, 'nvPr') : undefined;
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  return !ph || FOOTER_PLACEHOLDERS.has(ph.getAttribute('type') ?? '');
}

const FOOTER_PLACEHOLDERS = new Set(['dt', 'ftr', 'hdr', 'sldNum']);

/** Levels 1–9 of a defaultTextStyle, each over its defPPr, as slot → value. */
function effectiveLevels(style: Element | undefined): LevelProps[] {
  const base = new Map<Slot, Value>();
  const byLevel = new Map<string, Element>();
  for (const el of style ? childElements(style) : []) {
    if (el.localName === 'defPPr') readLevel(el, base);
    else if (LEVELS.includes(el.localName ?? '')) byLevel.set(el.localName as string, el);
  }
  return LEVELS.map((name) => {
    const props = new Map(base);
    const el = byLevel.get(name);
    if (el) readLevel(el, props);
    return props;
  });
}

function readLevel(pPr: Element, into: LevelProps): void {
  for (let i = 0; i < pPr.attributes.length; i++) {
    const attr = pPr.attributes.item(i);
    if (attr && !attr.name.startsWith('xmlns') && attr.name !== 'lvl') into.set(`p@${attr.name}`, { key: attr.value });
  }
  for (const child of childElements(pPr)) {
    const g = groupOf(PPR_GROUPS, child.localName ?? '');
    if (g < 0 || child.localName === 'extLst') continue;
    if (g !== DEF_RPR_GROUP) {
      into.set(`p:${g}`, elementValue(child));
      continue;
    }
    for (let i = 0; i < child.attributes.length; i++) {
      const attr = child.attributes.item(i);
      if (attr && !attr.name.startsWith('xmlns') && !IGNORED_RUN_ATTRS.has(attr.name)) into.set(`r@${attr.name}`, { key: attr.value });
    }
    for (const run of childElements(child)) {
      const rg = groupOf(RPR_GROUPS, run.localName ?? '');
      if (rg >= 0 && run.localName !== 'extLst') into.set(`r:${rg}`, elementValue(run));
    }
  }
}

/** Sets one slot on a list-style level, unless the level already sets it. */
function fillSlot(level: Element, slot: Slot, value: Value): void {
  const doc = ownerDocument(level);
  const kind = slot.slice(0, 2);
  const key = slot.slice(2);
  if (kind === 'p@') {
    if (!level.hasAttribute(key)) level.setAttribute(key, value.key);
    return;
  }
  if (kind === 'p:') {
    const g = Number(key);
    if (childElements(level).some((c) => groupOf(PPR_GROUPS, c.localName ?? '') === g)) return;
    insertInOrder(level, importValue(level, value), (c) => groupOf(PPR_GROUPS, c.localName ?? ''), g);
    return;
  }
  let defRPr = childElement(level, NS.a, 'defRPr');
  if (!defRPr) {
    defRPr = createElement(doc, NS.a, 'defRPr', 'a');
    insertInOrder(level, defRPr, (c) => groupOf(PPR_GROUPS, c.localName ?? ''), DEF_RPR_GROUP);
  }
  if (kind === 'r@') {
    if (!defRPr.hasAttribute(key)) defRPr.setAttribute(key, value.key);
    return;
  }
  const g = Number(key);
  if (childElements(defRPr).some((c) => groupOf(RPR_GROUPS, c.localName ?? '') === g)) return;
  insertInOrder(defRPr, importValue(defRPr, value), (c) => groupOf(RPR_GROUPS, c.localName ?? ''), g);
}

function importValue(into: Element, value: Value): Element {
  if (!value.el) throw new Error('an element property without its element');
  return ownerDocument(into).importNode(value.el, true);
}

/** An element property, compared by name, attributes (sorted, namespace declarations left out) and children. */
function insertInOrder(parent: Element, el: Element, rankOf: (c: Element) => number, rank: number): void {
  const before = childElements(parent).find((c) => rankOf(c) > rank);
  parent.insertBefore(el, before ?? null);
}
