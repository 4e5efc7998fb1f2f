/**
 * What makes a restyled slide look like the new design and stay readable: a slide's own background and colour
 * map go (the design's apply), the fonts the slide names become the new theme's heading or body font,
 * and text whose colour would hardly stand out against what it is read on — the new background (the old design's
 * white-on-photo titles on a white design, dark grey on a dark one), its shape's fill in the new theme's colours, or
 * a picture filling the slide — takes a colour that does.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { contrast, readableShade } from '../templates/color-contrast';
import { colorsKept } from './named-colors';
import { boxOf, ownXfrm } from './slide-content';

/**
 * Below this a colour is replaced. Above WCAG's 3:1 for large text, which the layout checker holds every text to:
 * an orange subtitle at 3.1:1 on Sunrise's burnt-orange title slide passed the check and still read poorly.
 */
const MIN_CONTRAST = 3.5;

/** Drops the slide's own background and colour-map override: both belong to the old design. */
export function resetSlideDesign(slide: Element): void {
  const cSld = childElement(slide, NS.p, 'cSld');
  const bg = cSld ? childElement(cSld, NS.p, 'bg') : undefined;
  if (cSld && bg) cSld.removeChild(bg);
  const override = childElement(slide, NS.p, 'clrMapOvr');
  if (!override) return;
  while (override.firstChild) override.removeChild(override.firstChild);
  override.appendChild(createElement(ownerDocument(override), NS.a, 'masterClrMapping', 'a'));
}

/** The old theme's heading and body fonts, mapped to the theme references that now mean the new ones. */
export function themeFontMap(theme: Element | null | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!theme) return map;
  for (const el of allElements(theme)) {
    if (el.namespaceURI !== NS.a || (el.localName !== 'majorFont' && el.localName !== 'minorFont')) continue;
    const face = childElement(el, NS.a, 'latin')?.getAttribute('typeface');
    if (face && !map.has(face)) map.set(face, el.localName === 'majorFont' ? '+mj-lt' : '+mn-lt');
  }
  return map;
}

/** Faces whose glyphs are pictures or code: a design's text font would change what they show. */
const KEPT_FACES =
  /^(wingdings|webdings|symbol|marlett|mt extra|segoe (ui )?(symbol|emoji)|courier|consolas|menlo|monaco|lucida console|lucida sans typewriter|source code|fira code|cascadia)|mono/i;

/**
 * Every text takes the design's fonts (design notes, rule 4: the body font as well as the title font): a title's
 * runs its heading font, all other text its body font — the old theme's fonts and any other face a run names
 * (a body left in Times New Roman under a new heading font looks unfinished). Symbol and code faces stay.
 */
export function retargetFonts(root: Element, fonts: ReadonlyMap<string, string>): void {
  const titles = new Set<Element>();
  for (const ph of allElements(root)) {
    if (ph.namespaceURI !== NS.p || ph.localName !== 'ph' || !['title', 'ctrTitle'].includes(ph.getAttribute('type') ?? '')) continue;
    const shape = (ph.parentNode as Element | null)?.parentNode?.parentNode as Element | null;
    if (shape) for (const el of allElements(shape)) titles.add(el);
  }
  for (const el of allElements(root)) {
    if (el.namespaceURI !== NS.a || el.localName !== 'latin') continue;
    const face = el.getAttribute('typeface') ?? '';
    if (face.startsWith('+') || KEPT_FACES.test(face)) continue;
    el.setAttribute('typeface', titles.has(el) ? '+mj-lt' : fonts.get(face) === '+mj-lt' ? '+mj-lt' : '+mn-lt');
  }
}

/** A fill colour as hex under the new design, or null when it is not a plain colour this can judge. */
export function resolveColor(fill: Element, template: DeckTemplate): string | null {
  const color = childElements(fill)[0];
  if (!color) return null;
  if (color.localName === 'srgbClr') return /^[0-9A-Fa-f]{6}$/.test(color.getAttribute('val') ?? '') ? color.getAttribute('val')! : null;
  if (color.localName === 'sysClr') return color.getAttribute('lastClr');
  if (color.localName !== 'schemeClr') return null;
  const [bg1, tx1, bg2, tx2] = template.dark ? (['dk1', 'lt1', 'dk2', 'lt2'] as const) : (['lt1', 'dk1', 'lt2', 'dk2'] as const);
  const mapped: Record<string, keyof DeckTemplate['colors']> = { bg1, tx1, bg2, tx2 };
  const name = color.getAttribute('val') ?? '';
  const key = (mapped[name] ?? name) as keyof DeckTemplate['colors'];
  return template.colors[key] ?? null;
}

type ShapeFill = { color: string } | 'opaque' | null;

/**
 * The shape's own fill under the new design: a plain colour (its own, or its style's fill reference), 'opaque' for
 * a gradient, picture or pattern this cannot judge, or null when the slide shows through.
 */
function shapeFill(shape: Element, template: DeckTemplate): ShapeFill {
  const spPr = childElement(shape, NS.p, 'spPr');
  for (const child of spPr ? childElements(spPr) : []) {
    if (child.namespaceURI !== NS.a) continue;
    if (child.localName === 'noFill') return null;
    if (child.localName === 'solidFill') {
      const color = resolveColor(child, template);
      return color ? { color } : 'opaque';
    }
    if (['gradFill', 'blipFill', 'pattFill', 'grpFill'].includes(child.localName ?? '')) return 'opaque';
  }
  const style = childElement(shape, NS.p, 'style');
  const fillRef = style ? childElement(style, NS.a, 'fillRef') : undefined;
  if (!fillRef || fillRef.getAttribute('idx') === '0') return null;
  const color = resolveColor(fillRef, template);
  return color ? { color } : 'opaque';
}

/** The colour a shape's text has when its runs say none: its style's font colour, else the design's text colour. */
function inheritedTextColor(shape: Element, template: DeckTemplate): string {
  const style = childElement(shape, NS.p, 'style');
  const fontRef = style ? childElement(style, NS.a, 'fontRef') : undefined;
  const own = fontRef && childElements(fontRef)[0] ? resolveColor(fontRef, template) : null;
  return own ?? (template.dark ? template.colors.lt1 : template.colors.dk1);
}

const NEUTRALS = new Set(['bg1', 'bg2', 'tx1', 'tx2', 'lt1', 'lt2', 'dk1', 'dk2']);

/** Of the design's light and dark colours, the one that stands out most from `background`. */
function mostContrasting(template: DeckTemplate, background: string): string {
  const { lt1, lt2, dk1, dk2 } = template.colors;
  return [lt1, lt2, dk1, dk2].reduce((best, c) => (contrast(c, background) > contrast(best, background) ? c : best));
}

/**
 * Keeps text readable on the new design: a colour that would hardly stand out against the design's background
 * becomes its text colour; text on a shape with its own plain fill (whose colour may have changed with the theme)
 * is judged against that fill, and takes the design's light or dark colour, whichever stands out more. Text on a
 * gradient or picture fill keeps its colour.
 */
export function fixContrast(slide: Element, template: DeckTemplate): number {
  const page = template.dark ? template.colors.dk1 : template.colors.lt1;
  let fixed = 0;
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || colorsKept(shape)) continue;
    const txBody = childElement(shape, NS.p, 'txBody');
    const own = shapeFill(shape, template);
    // A transparent text box lying on another shape is read against that shape (a label on a chevron).
    const fill = own ?? fillUnder(shape, template);
    if (!txBody || fill === 'opaque') continue;
    const background = fill?.color ?? page;
    const inherited = fill ? inheritedTextColor(shape, template) : null;
    const better =
      contrast(template.colors.lt1, background) >= contrast(template.colors.dk1, background) ? template.colors.lt1 : template.colors.dk1;
    for (const props of allElements(txBody)) {
      if (props.namespaceURI !== NS.a || !['rPr', 'endParaRPr', 'defRPr'].includes(props.localName ?? '')) continue;
      const own = childElement(props, NS.a, 'solidFill');
      const color = own ? resolveColor(own, template) : props.localName === 'defRPr' ? null : inherited;
      if (!color || contrast(color, background) >= MIN_CONTRAST) continue;
      // A colour the run was given keeps its hue where a shade of it reads; inherited ones take the design's. A
      // neutral of the theme (bg1, tx1, lt2 …) has no hue to keep: white title text on aptia's navy picture was bg1,
      // the ground itself on a strong-coloured title slide, and its shade came out a weak grey-blue (pair 23).
      const neutral = own && NEUTRALS.has(childElement(own, NS.a, 'schemeClr')?.getAttribute('val') ?? '');
      const shade =
        own && !neutral
          ? readableShade(color, fill ? better : template.dark ? template.colors.lt1 : template.colors.dk1, background, MIN_CONTRAST)
          : null;
      if (neutral) setColor(props, mostContrasting(template, background));
      else if (shade) setColor(props, shade);
      else if (fill) setColor(props, better);
      else if (own) {
        while (own.firstChild) own.removeChild(own.firstChild);
        const scheme = createElement(ownerDocument(own), NS.a, 'schemeClr', 'a');
        scheme.setAttribute('val', 'tx1');
        own.appendChild(scheme);
      }
      fixed++;
    }
  }
  return fixed;
}

/**
 * The shape a top-level shape without a fill of its own (a label) lies on: the nearest shape drawn before it whose box
 * holds its centre and that `fills` says is drawn filled; 'opaque' for a picture, object, chart or table there (its
 * colours are unknown here), or null when it lies on the slide.
 */
export function shapeUnder(shape: Element, fills: (other: Element) => boolean): Element | 'opaque' | null {
  const box = boxOf(ownXfrm(shape));
  if (!box || shape.parentNode?.localName !== 'spTree') return null;
  const [cx, cy] = [box[0] + box[2] / 2, box[1] + box[3] / 2];
  for (let node = shape.previousSibling; node; node = node.previousSibling) {
    const other = node as Element;
    if (other.nodeType !== 1 || other.namespaceURI !== NS.p) continue;
    if (!['sp', 'pic', 'graphicFrame'].includes(other.localName ?? '')) continue;
    const under = boxOf(ownXfrm(other));
    if (!under || cx < under[0] || cx > under[0] + under[2] || cy < under[1] || cy > under[1] + under[3]) continue;
    if (other.localName !== 'sp') return 'opaque';
    if (fills(other)) return other;
  }
  return null;
}

/**
 * What a label lies on (shapeUnder): the plain fill of that shape, 'opaque', or null on the slide — the text keeps the
 * colour its source gave it for what is opaque. poi-45545_Comment's chevron labels turned dark on Slate, judged
 * against the light page while drawn on dark chevrons, and its "Local conditions" turned white on Midnight while it
 * lies on the white feasibility table.
 */
function fillUnder(shape: Element, template: DeckTemplate): ShapeFill {
  const under = shapeUnder(shape, (other) => shapeFill(other, template) !== null);
  return under === null || under === 'opaque' ? under : shapeFill(under, template);
}

function hasOwnFill(shape: Element): boolean {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) return false;
  return childElements(spPr).some(
    (child) => child.namespaceURI === NS.a && ['solidFill', 'gradFill', 'blipFill', 'pattFill'].includes(child.localName ?? ''),
  );
}

const RUN_FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

/** Gives a run `hex` as its one fill (any other fill it had, a gradient or none, goes: a run has one). */
export function setColor(props: Element, hex: string): void {
  const doc = ownerDocument(props);
  for (const child of childElements(props))
    if (child.namespaceURI === NS.a && RUN_FILLS.has(child.localName ?? '')) props.removeChild(child);
  const fill = createElement(doc, NS.a, 'solidFill', 'a');
  const color = createElement(doc, NS.a, 'srgbClr', 'a');
  color.setAttribute('val', hex);
  fill.appendChild(color);
  // Fills come first among run properties (after ln): before any effect, highlight or font.
  const ln = childElement(props, NS.a, 'ln');
  props.insertBefore(fill, ln ? ln.nextSibling : props.firstChild);
}

/**
 * Text drawn over a picture that fills the slide (`backdrop`: the picture's mean colour) is read against the
 * picture, not the design's background: a colour, its own or the design's, that would hardly stand out against it
 * becomes the design's light or dark colour, whichever stands out more.
 */
export function fixContrastOnBackdrop(slide: Element, backdrop: string, template: DeckTemplate): number {
  const light = template.colors.lt1;
  const dark = template.colors.dk1;
  const better = contrast(light, backdrop) >= contrast(dark, backdrop) ? light : dark;
  const textColor = template.dark ? light : dark;
  let fixed = 0;
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || hasOwnFill(shape) || colorsKept(shape)) continue;
    const txBody = childElement(shape, NS.p, 'txBody');
    if (!txBody) continue;
    for (const props of allElements(txBody)) {
      if (props.namespaceURI !== NS.a || !['rPr', 'endParaRPr'].includes(props.localName ?? '')) continue;
      const fill = childElement(props, NS.a, 'solidFill');
      const color = (fill ? resolveColor(fill, template) : null) ?? (fill ? null : textColor);
      if (!color || contrast(color, backdrop) >= MIN_CONTRAST) continue;
      setColor(props, (fill && readableShade(color, better, backdrop, MIN_CONTRAST)) || better);
      fixed++;
    }
  }
  return fixed;
}

/**
 * A slide kept as it was laid out keeps its type too: the design's fonts are wider or narrower than the source's,
 * and its text boxes were sized for the source's. Runs that name no face take the old theme's font explicitly
 * (`fonts`: old face → '+mj-lt' / '+mn-lt', as themeFontMap gives), titles its heading font, the rest its body font.
 */
export function keepSourceFonts(root: Element, fonts: ReadonlyMap<string, string>): void {
  const old = (ref: string): string | undefined => [...fonts].find(([, role]) => role === ref)?.[0];
  const heading = old('+mj-lt');
  const body = old('+mn-lt');
  const titles = new Set<Element>();
  for (const ph of allElements(root)) {
    if (ph.namespaceURI !== NS.p || ph.localName !== 'ph' || !['title', 'ctrTitle'].includes(ph.getAttribute('type') ?? '')) continue;
    const shape = (ph.parentNode as Element | null)?.parentNode?.parentNode as Element | null;
    if (shape) for (const el of allElements(shape)) titles.add(el);
  }
  for (const props of allElements(root)) {
    if (props.namespaceURI !== NS.a || !['rPr', 'endParaRPr'].includes(props.localName ?? '')) continue;
    const latin = childElement(props, NS.a, 'latin');
    const face = latin?.getAttribute('typeface') ?? '';
    const wanted = titles.has(props) || face === '+mj-lt' ? heading : body;
    if (!wanted || (latin && !face.startsWith('+'))) continue;
    if (latin) {
      latin.setAttribute('typeface', wanted);
      continue;
    }
    const el = createElement(ownerDocument(props), NS.a, 'latin', 'a');
    el.setAttribute('typeface', wanted);
    // a:latin follows the fills and effects of the run properties, before ea/cs/sym and the hyperlinks.
    const after = childElements(props).find((child) =>
      ['ea', 'cs', 'sym', 'hlinkClick', 'hlinkMouseOver', 'rtl', 'extLst'].includes(child.localName ?? ''),
    );
    props.insertBefore(el, after ?? null);
  }
}

const AFTER_BULLET_COLOR = new Set([
  'buSzTx',
  'buSzPct',
  'buSzPts',
  'buFontTx',
  'buFont',
  'buNone',
  'buAutoNum',
  'buChar',
  'buBlip',
  'tabLst',
  'defRPr',
  'extLst',
]);

/**
 * On a title or section slide (the design's strong colour), a bullet the text brings takes the text's colour: the
 * master's accent bullets hardly show there (poi-themes slide 7 on Sunrise). Written on the paragraph, since
 * LibreOffice does not take `buClrTx` from the layout's list style.
 */
export function bulletsInTextColor(root: Element): void {
  for (const pPr of allElements(root)) {
    if (pPr.namespaceURI !== NS.a || pPr.localName !== 'pPr') continue;
    const children = childElements(pPr);
    if (!children.some((el) => el.localName === 'buChar' || el.localName === 'buAutoNum')) continue;
    if (children.some((el) => el.localName === 'buClr' || el.localName === 'buClrTx')) continue;
    const before = children.find((el) => AFTER_BULLET_COLOR.has(el.localName ?? ''));
    pPr.insertBefore(createElement(ownerDocument(pPr), NS.a, 'buClrTx', 'a'), before ?? null);
  }
}
