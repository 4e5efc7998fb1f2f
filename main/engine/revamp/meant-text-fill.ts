/**
 * A colour the author wrote for a word (`srgbClr`: a mark, a highlight) lying on a shape whose fill comes from the
 * theme: the design recolours the fill and the two may no longer contrast (poi-keyframes' quiz, the right answer in
 * red on boxes the design filled mid-blue; poi-45545_Comment's red labels on chevrons the design filled dark brown).
 * The word keeps its colour and the fill changes instead, as a designer would: to a colour of the design's palette or
 * a tint or shade of one, as close as it can be to what the design gave it, on the side of the text the source's fill
 * was (a light fill under red stays lighter than the red), where every text on it reads as WCAG asks for its size.
 * Shapes of the slide that share the themed fill (the quiz's four boxes, the four chevrons) take the same new fill, so
 * they still look like one set. docs/revamp.md, "Colours that are meant".
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { channelsOf, contrast, hasHue, hexLuminance, mixHex, readableShade } from '../templates/color-contrast';
import type { SourceColors } from './named-colors';
import { colorsKept } from './named-colors';
import { resolveColor, setColor, shapeUnder } from './restyle-text';
import { boxOf, ownXfrm } from './slide-content';

/**
 * What a word must reach on its fill: WCAG's 4.5:1 under 18 pt (14 pt bold), a little over it since the checker reads
 * rendered pixels, and the restyle's 3.5:1 at or above (red on Sunrise's dark brown is 3.3:1 and was judged hard to read).
 */
const BODY = 4.8;
const LARGE = 3.5;
/** How far (of the way to the design's dark or light colour) a marked word may be shaded when no fill alone does. */
const MAX_TEXT_MIX = 0.35;
/** A fill this close to the page's ground needs an outline to stand out from it. */
const STANDS_OUT = 1.5;
/** An outline as faint as this hardly draws the shape (Sunrise's peach `bg2` around a pale chevron on white). */
const OUTLINE_STANDS_OUT = 2;
const FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

/** The fill each shape had in the source (its theme's colour), kept for the side of its text it lay on. */
const sourceFills = new WeakMap<Element, string>();

/** The theme colour a shape is filled with (its own `schemeClr` fill or its style's fill reference). */
function themedFill(shape: Element): Element | null {
  const spPr = childElement(shape, NS.p, 'spPr');
  for (const child of spPr ? childElements(spPr) : []) {
    if (child.namespaceURI !== NS.a || !FILLS.has(child.localName ?? '')) continue;
    const color = child.localName === 'solidFill' ? childElements(child)[0] : undefined;
    return color?.localName === 'schemeClr' ? child : null;
  }
  const style = childElement(shape, NS.p, 'style');
  const ref = style ? childElement(style, NS.a, 'fillRef') : undefined;
  if (!ref || ref.getAttribute('idx') === '0') return null;
  return childElements(ref)[0]?.localName === 'schemeClr' ? ref : null;
}

/** What makes two themed fills the same: the scheme colour and its modifiers. */
function fillKey(fill: Element): string {
  const color = childElements(fill)[0]!;
  const mods = childElements(color).map((mod) => `${mod.localName}=${mod.getAttribute('val')}`);
  return [color.getAttribute('val'), ...mods].join(' ');
}

/** Notes the colour each themed fill of the source slide showed (before the design's theme replaces it). */
export function noteSourceFills(slide: Element, colors: SourceColors): void {
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp') continue;
    const fill = themedFill(shape);
    const value = fill ? colors.get(childElements(fill)[0]!.getAttribute('val') ?? '') : undefined;
    if (value) sourceFills.set(shape, value);
  }
}

function boxOfShape(shape: Element): readonly [number, number, number, number] | null {
  return boxOf(ownXfrm(shape)) ?? null;
}

/** The shape draws no fill: the slide, or what lies under it, shows through. */
function transparent(shape: Element): boolean {
  const spPr = childElement(shape, NS.p, 'spPr');
  const own = spPr ? childElements(spPr).find((child) => child.namespaceURI === NS.a && FILLS.has(child.localName ?? '')) : undefined;
  if (own) return own.localName === 'noFill';
  const style = childElement(shape, NS.p, 'style');
  const ref = style ? childElement(style, NS.a, 'fillRef') : undefined;
  return !ref || ref.getAttribute('idx') === '0';
}

/** What a top-level shape without a fill of its own (a label) lies on: a filled shape, or null (shapeUnder). */
function lyingOn(shape: Element): Element | null {
  if (!transparent(shape)) return null;
  const under = shapeUnder(shape, (other) => !transparent(other));
  return under === 'opaque' ? null : under;
}

interface Run {
  props: Element;
  /** The colour the author wrote (hex), or null for a theme's or inherited colour the design decides. */
  meant: string | null;
  color: string;
  need: number;
  /** Set in bold at 14 pt or more: large text by WCAG at any size the fit leaves it. */
  boldLarge: boolean;
  /** At 14 pt or more: made bold, it would be large text. */
  canBeLarge: boolean;
}

/** The runs of a shape's text with the colour they show on the new design and the contrast their size needs. */
function runsOf(shape: Element, template: DeckTemplate, defaultSize: number): Run[] {
  const txBody = childElement(shape, NS.p, 'txBody');
  if (!txBody) return [];
  const style = childElement(shape, NS.p, 'style');
  const fontRef = style ? childElement(style, NS.a, 'fontRef') : undefined;
  const inherited =
    (fontRef && childElements(fontRef)[0] ? resolveColor(fontRef, template) : null) ??
    (template.dark ? template.colors.lt1 : template.colors.dk1);
  const out: Run[] = [];
  for (const r of allElements(txBody)) {
    if (r.namespaceURI !== NS.a || r.localName !== 'r' || !/\S/.test(childElement(r, NS.a, 't')?.textContent ?? '')) continue;
    const props = childElement(r, NS.a, 'rPr');
    if (!props) continue;
    const fill = childElement(props, NS.a, 'solidFill');
    const written = fill ? childElement(fill, NS.a, 'srgbClr')?.getAttribute('val')?.toUpperCase() : undefined;
    const meant = written && /^[0-9A-F]{6}$/.test(written) && hasHue(written) ? written : null;
    const color = meant ?? (fill ? resolveColor(fill, template) : inherited) ?? inherited;
    const size = Number(props.getAttribute('sz')) / 100 || defaultSize;
    const bold = props.getAttribute('b') === '1';
    out.push({
      props,
      meant,
      color,
      need: size >= 17.95 || (bold && size >= 13.95) ? LARGE : BODY,
      boldLarge: bold && size >= 13.95,
      canBeLarge: size >= 13.95,
    });
  }
  return out;
}

/** CIE L*a*b* of a colour, to tell how far a fill moved from the design's. */
function lab(hex: string): [number, number, number] {
  const lin = channelsOf(hex).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  const [r, g, b] = lin as [number, number, number];
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089,
  ];
  const f = xyz.map((v) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116)) as [number, number, number];
  return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])];
}

const distance = (a: string, b: string): number => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

/** The design's palette with its tints and shades: the fills a shape may take. */
function candidates(template: DeckTemplate, given: string): string[] {
  const { dk1, lt1, dk2, lt2, accent1, accent2, accent3, accent4, accent5, accent6 } = template.colors;
  const out = new Set<string>();
  for (const base of [given, dk1, lt1, dk2, lt2, accent1, accent2, accent3, accent4, accent5, accent6]) {
    for (let step = 0; step < 20; step++) {
      out.add(mixHex(base, 'FFFFFF', step / 20));
      out.add(mixHex(base, '000000', step / 20));
    }
  }
  return [...out];
}

interface Choice {
  fill: string;
  /** The colour each run takes on it. */
  colors: Map<Element, string>;
  /** Meant words set in bold so that they read as large text (below). */
  bold: Element[];
  cost: number;
}

/** How the texts read on `fill`, and what it costs: null when one of them cannot be made to read on it. */
function judge(fill: string, given: string, runs: readonly { run: Run; source?: string }[], template: DeckTemplate): Choice | null {
  const { lt1, lt2, dk1, dk2 } = template.colors;
  const toward = contrast(lt1, fill) >= contrast(dk1, fill) ? lt1 : dk1;
  const colors = new Map<Element, string>();
  const bold: Element[] = [];
  let cost = distance(fill, given);
  for (const { run, source } of runs) {
    if (!run.meant) {
      if (contrast(run.color, fill) >= run.need) continue;
      const best = [lt1, dk1, lt2, dk2].reduce((a, b) => (contrast(b, fill) > contrast(a, fill) ? b : a));
      if (contrast(best, fill) < run.need) return null;
      colors.set(run.props, best);
      continue;
    }
    // The source's fill lay lighter (or darker) than the word: the new one does too.
    if (source && hexLuminance(source) > hexLuminance(run.meant) !== hexLuminance(fill) > hexLuminance(run.meant)) return null;
    // A meant word that reads only as large text (18 pt; red on a pale fill never reaches 4.5:1) is set in bold:
    // then it is large text at 14 pt too, and stays readable when fitting the slide's text shrinks it (keyframes'
    // quiz answer at 17.5 pt lost its red to the checker's repair, blind pair 38). Bold marks it no less.
    const pure = contrast(run.meant, fill);
    if (pure >= run.need && (pure >= BODY || run.boldLarge)) continue;
    if (run.canBeLarge && pure >= LARGE) {
      bold.push(run.props);
      cost += 2;
      continue;
    }
    const shade = readableShade(run.meant, toward, fill, run.need, MAX_TEXT_MIX);
    if (!shade) return null;
    colors.set(run.props, shade);
    // Moving the word's colour costs more than moving the fill: the colour is what the author meant.
    cost += 4 * distance(shade, run.meant);
  }
  return { fill, colors, bold, cost };
}

function setFill(shape: Element, hex: string): void {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) return;
  for (const child of childElements(spPr)) if (child.namespaceURI === NS.a && FILLS.has(child.localName ?? '')) spPr.removeChild(child);
  const geometry = childElement(spPr, NS.a, 'prstGeom') ?? childElement(spPr, NS.a, 'custGeom') ?? childElement(spPr, NS.a, 'xfrm');
  spPr.insertBefore(solid(spPr, hex), geometry ? geometry.nextSibling : spPr.firstChild);
}

function solid(near: Element, hex: string): Element {
  const doc = ownerDocument(near);
  const fill = createElement(doc, NS.a, 'solidFill', 'a');
  const color = createElement(doc, NS.a, 'srgbClr', 'a');
  color.setAttribute('val', hex);
  fill.appendChild(color);
  return fill;
}

/** The outline's colour under the design, or null when the shape draws none. */
function outline(shape: Element, template: DeckTemplate): string | null {
  const ln = childElement(childElement(shape, NS.p, 'spPr') ?? shape, NS.a, 'ln');
  if (ln && childElement(ln, NS.a, 'noFill')) return null;
  const own = ln ? childElement(ln, NS.a, 'solidFill') : undefined;
  if (own) return resolveColor(own, template);
  const ref = childElement(childElement(shape, NS.p, 'style') ?? shape, NS.a, 'lnRef');
  return ref && ref.getAttribute('idx') !== '0' ? resolveColor(ref, template) : null;
}

/** Draws the shape's outline in `hex` (its width kept, else 1 pt). */
function setOutline(shape: Element, hex: string): void {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) return;
  let ln = childElement(spPr, NS.a, 'ln');
  if (!ln) {
    ln = createElement(ownerDocument(spPr), NS.a, 'ln', 'a');
    ln.setAttribute('w', '12700');
    const after = childElements(spPr).find((child) =>
      ['effectLst', 'effectDag', 'scene3d', 'sp3d', 'extLst'].includes(child.localName ?? ''),
    );
    spPr.insertBefore(ln, after ?? null);
  }
  for (const child of childElements(ln)) if (FILLS.has(child.localName ?? '')) ln.removeChild(child);
  ln.insertBefore(solid(ln, hex), ln.firstChild);
}

/**
 * Gives a new fill to the themed shapes of the slide on which a word in the author's colour no longer reads, with its
 * siblings in that fill; the texts on them keep their meant colour (shaded only when no fill alone makes it read).
 * Returns how many shapes it refilled.
 */
export function refillForMeantText(slide: Element, template: DeckTemplate, defaultSize = 18): number {
  const page = template.dark ? template.colors.dk1 : template.colors.lt1;
  const texts = new Map<Element, Run[]>();
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || colorsKept(shape)) continue;
    const carrier = themedFill(shape) ? shape : lyingOn(shape);
    if (!carrier || !themedFill(carrier) || colorsKept(carrier)) continue;
    const runs = runsOf(shape, template, defaultSize);
    if (runs.length) texts.set(carrier, [...(texts.get(carrier) ?? []), ...runs]);
  }
  const done = new Set<Element>();
  let refilled = 0;
  for (const [carrier, runs] of texts) {
    if (done.has(carrier)) continue;
    const given = resolveColor(themedFill(carrier)!, template);
    if (!given || runs.every((run) => !run.meant || contrast(run.meant, given) >= run.need)) continue;
    const key = fillKey(themedFill(carrier)!);
    const area = (shape: Element): number => (boxOfShape(shape)?.[2] ?? 0) * (boxOfShape(shape)?.[3] ?? 0);
    const set = allElements(slide).filter((shape) => {
      if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || colorsKept(shape) || done.has(shape)) return false;
      const fill = themedFill(shape);
      const ratio = area(shape) / Math.max(1, area(carrier));
      return shape === carrier || (fill !== null && fillKey(fill) === key && ratio > 0.4 && ratio < 2.5);
    });
    const all = set.flatMap((shape) => (texts.get(shape) ?? []).map((run) => ({ run, source: sourceFills.get(shape) })));
    let best: Choice | null = null;
    for (const fill of candidates(template, given)) {
      const choice = judge(fill, given, all, template);
      if (choice && (!best || choice.cost < best.cost)) best = choice;
    }
    if (!best) continue;
    for (const shape of set) {
      done.add(shape);
      setFill(shape, best.fill);
      // A fill as pale (or dark) as the page keeps its shape by an outline in the colour the design gave it.
      const line = outline(shape, template);
      if (contrast(best.fill, page) < STANDS_OUT && !(line && contrast(line, page) >= OUTLINE_STANDS_OUT)) setOutline(shape, given);
      refilled++;
    }
    for (const [props, color] of best.colors) setColor(props, color);
    for (const props of best.bold) props.setAttribute('b', '1');
  }
  return refilled;
}
