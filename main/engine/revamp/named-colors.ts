/**
 * Shapes whose colour is their meaning keep it (docs/revamp.md, "Colours that are meant"). Revamp swaps the deck's
 * theme for the design's, so a fill given as a theme reference (`schemeClr`, a style's `fillRef`) takes the design's
 * colour; that is what restyling is for, except on a shape whose text names its colour — "Fill: RGB(148,198,0)", "#94C600",
 * or a text that is only a colour's name — where the recoloured box contradicts its own label (poi-themes slides 1
 * and 4, pairs 2 and 21 of the blind judgement). Such a shape's theme colours (fill, outline, text) are written out
 * as the RGB the source theme gave them, their modifiers (shade, tint …) kept. A colour the author gave as RGB
 * (`srgbClr`) is never changed by the theme swap, so it needs nothing here. Text lying on a picture or object keeps
 * its source colours the same way (onPicture): what it lies on does not change.
 */
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import type { DeckPackage } from './deck-package';
import { boxOf, hasText, ownXfrm } from './slide-content';

/** A colour written as a value: rgb()/rgba()/hsl(), or a #hex code. */
const COLOR_VALUE = /\b(?:rgba?|hsla?)\s*\(\s*\d{1,3}\s*%?\s*,\s*\d{1,3}\s*%?\s*,\s*\d{1,3}|(?:^|[\s:(])#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/iu;
/** A text that is nothing but a colour's name (a swatch's label). */
const COLOR_NAME =
  /^(?:(?:light|dark|pale|deep)\s+)?(?:red|green|blue|yellow|orange|purple|violet|pink|brown|black|white|gr[ae]y|cyan|magenta|teal|navy|olive|maroon|lime|gold|silver|beige|turquoise)$/iu;

/** The source theme's colours as the slide sees them: scheme names (dk1 … folHlink) and the mapped ones (tx1, bg1 …). */
export type SourceColors = ReadonlyMap<string, string>;

/**
 * The colours a slide of the source shows for each scheme name: the theme's scheme, through its master's colour map
 * (or the slide's own override).
 */
export function sourceColors(theme: Element | null, master: Element | null, slide: Element): SourceColors {
  const colors = new Map<string, string>();
  const scheme = theme ? allElements(theme).find((el) => el.namespaceURI === NS.a && el.localName === 'clrScheme') : undefined;
  for (const entry of scheme ? childElements(scheme) : []) {
    const color = childElements(entry)[0];
    const value =
      color?.localName === 'srgbClr' ? color.getAttribute('val') : color?.localName === 'sysClr' ? color.getAttribute('lastClr') : null;
    if (entry.localName && value && /^[0-9a-f]{6}$/iu.test(value)) colors.set(entry.localName, value.toUpperCase());
  }
  const override = childElement(slide, NS.p, 'clrMapOvr');
  const own = override ? childElement(override, NS.a, 'overrideClrMapping') : undefined;
  const map = own ?? (master ? childElement(master, NS.p, 'clrMap') : undefined);
  const defaults: Record<string, string> = { bg1: 'lt1', tx1: 'dk1', bg2: 'lt2', tx2: 'dk2' };
  for (const name of ['bg1', 'tx1', 'bg2', 'tx2']) {
    const to = map?.getAttribute(name) || defaults[name]!;
    const value = colors.get(to);
    if (value) colors.set(name, value);
  }
  return colors;
}

/**
 * The shapes whose colours were frozen, in the slide being restyled: their text is as readable as the source made it
 * on the very same colours, so the contrast repair (restyle-text.ts) leaves them alone.
 */
const frozenShapes = new WeakSet<Element>();

export const colorsKept = (shape: Element): boolean => frozenShapes.has(shape);

/** The shape's text names a colour. */
export function namesColor(text: string): boolean {
  const clean = text.replace(/\s+/gu, ' ').trim();
  return COLOR_VALUE.test(clean) || COLOR_NAME.test(clean);
}

/** Replaces a `schemeClr` with the `srgbClr` it showed in the source, its modifiers moved along. */
function freeze(scheme: Element, colors: SourceColors): boolean {
  const name = scheme.getAttribute('val') ?? '';
  const value = colors.get(name);
  if (!value) return false;
  const rgb = createElement(ownerDocument(scheme), NS.a, 'srgbClr', 'a');
  rgb.setAttribute('val', value);
  for (const modifier of childElements(scheme)) rgb.appendChild(modifier);
  scheme.parentNode?.replaceChild(rgb, scheme);
  return true;
}

const FILLS = new Set(['solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

/**
 * A top-level text box with no fill of its own whose centre lies on a picture, chart, table or object drawn before
 * it: the restyle does not change what it lies on, so its text keeps the colours its source chose for it
 * (poi-45545_Comment's "Local conditions", black on the white feasibility table, turned white or peach).
 */
function onPicture(shape: Element): boolean {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (spPr && childElements(spPr).some((child) => FILLS.has(child.localName ?? ''))) return false;
  const style = childElement(shape, NS.p, 'style');
  const fillRef = style ? childElement(style, NS.a, 'fillRef') : undefined;
  if (Number(fillRef?.getAttribute('idx') ?? 0) > 0 || shape.parentNode?.localName !== 'spTree') return false;
  const box = boxOf(ownXfrm(shape));
  if (!box) return false;
  const [cx, cy] = [box[0] + box[2] / 2, box[1] + box[3] / 2];
  for (let node = shape.previousSibling; node; node = node.previousSibling) {
    const other = node as Element;
    if (other.nodeType !== 1 || other.namespaceURI !== NS.p || !['sp', 'pic', 'graphicFrame'].includes(other.localName ?? '')) continue;
    const under = boxOf(ownXfrm(other));
    if (!under || cx < under[0] || cx > under[0] + under[2] || cy < under[1] || cy > under[1] + under[3]) continue;
    return other.localName !== 'sp';
  }
  return false;
}

/**
 * Freezes the theme colours of the slide's shapes whose text names a colour (all of them), and of the text of text
 * boxes lying on a picture or object (onPicture); returns how many shapes it changed.
 * `phClr` (the style's placeholder colour) is left alone: it stands for the reference's own colour, frozen here.
 */
export function keepNamedColors(slide: Element, colors: SourceColors): number {
  let changed = 0;
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || !hasText(shape)) continue;
    const txBody = childElement(shape, NS.p, 'txBody');
    const named = shapeNamesColor(shape);
    if (!named && !onPicture(shape)) continue;
    const schemes = allElements(named ? shape : (txBody ?? shape)).filter(
      (el) => el.namespaceURI === NS.a && el.localName === 'schemeClr' && el.getAttribute('val') !== 'phClr',
    );
    let frozen = 0;
    for (const scheme of schemes) if (freeze(scheme, colors)) frozen++;
    if (frozen > 0) {
      frozenShapes.add(shape);
      changed++;
    }
  }
  return changed;
}

/** Whether a shape's text names its colour ("Fill: RGB(148,198,0)"): its colours are its meaning, kept as they were. */
export function shapeNamesColor(shape: Element): boolean {
  const txBody = childElement(shape, NS.p, 'txBody');
  const text = txBody
    ? allElements(txBody)
        .filter((el) => el.namespaceURI === NS.a && el.localName === 't')
        .map((el) => el.textContent ?? '')
        .join(' ')
    : '';
  return namesColor(text);
}

/** The ids of the slide's shapes whose text names their colour. */
export function colorNamingShapes(slide: Element): string[] {
  return allElements(slide).flatMap((shape) => {
    const nv = shape.namespaceURI === NS.p && shape.localName === 'sp' ? childElement(shape, NS.p, 'nvSpPr') : undefined;
    const id = nv ? childElement(nv, NS.p, 'cNvPr')?.getAttribute('id') : undefined;
    return id && shapeNamesColor(shape) ? [id] : [];
  });
}

/**
 * A shape whose text names its colour keeps the colour its old theme gave it (named-colors.ts). Returns the source's
 * colours as the slide saw them.
 */
export async function keepSourceColorsNamed(deck: DeckPackage, slide: Element, oldLayout: string | undefined): Promise<SourceColors> {
  const master = oldLayout ? (await deck.targets(oldLayout, REL.slideMaster))[0] : undefined;
  const theme = master ? (await deck.targets(master, REL.theme))[0] : undefined;
  const root = async (part: string | undefined): Promise<Element | null> =>
    part && deck.zip.has(part) ? ((await deck.doc(part)).documentElement ?? null) : null;
  const colors = sourceColors(await root(theme), await root(master), slide);
  keepNamedColors(slide, colors);
  accentsMeantAsText(slide, colors);
  return colors;
}

const ACCENTS = new Set(['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6', 'hlink', 'folHlink']);

/**
 * Text in a theme accent that the source's theme made the very colour of its text (or of its background) was in the
 * text colour to its author: it takes the design's text (or background) colour, not the design's accent. poi-aptia's
 * body text is accent3, which its theme sets to its dark navy text colour; it came out amber on Meadow and
 * green-grey on Editorial, read as weaker than the source (blind pairs 12, 32). Returns how many it changed.
 */
export function accentsMeantAsText(slide: Element, colors: SourceColors): number {
  let changed = 0;
  for (const txBody of allElements(slide).filter((el) => el.namespaceURI === NS.p && el.localName === 'txBody')) {
    for (const scheme of allElements(txBody)) {
      if (scheme.namespaceURI !== NS.a || scheme.localName !== 'schemeClr' || !ACCENTS.has(scheme.getAttribute('val') ?? '')) continue;
      if ((scheme.parentNode as Element | null)?.localName !== 'solidFill') continue;
      const value = colors.get(scheme.getAttribute('val')!);
      const as = ['tx1', 'bg1'].find((name) => value && colors.get(name) === value);
      if (!as) continue;
      scheme.setAttribute('val', as);
      changed++;
    }
  }
  return changed;
}
