/**
 * What makes a restyled slide look like the new design and stay readable: a slide's own background and colour
 * map go (the design's apply), fonts the slide names that were the old theme's heading or body font become the new theme's,
 * and text whose colour would hardly stand out against the new background (the old design's white-on-photo
 * titles on a white design, dark grey on a dark one) takes the design's text colour. Text on a shape with its own
 * fill keeps its colour: it is read against that fill.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';

const MIN_CONTRAST = 2.5;

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

export function retargetFonts(root: Element, fonts: ReadonlyMap<string, string>): void {
  if (fonts.size === 0) return;
  for (const el of allElements(root)) {
    if (el.namespaceURI !== NS.a || el.localName !== 'latin') continue;
    const replacement = fonts.get(el.getAttribute('typeface') ?? '');
    if (replacement) el.setAttribute('typeface', replacement);
  }
}

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
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

function hasOwnFill(shape: Element): boolean {
  const spPr = childElement(shape, NS.p, 'spPr');
  if (!spPr) return false;
  return childElements(spPr).some(
    (child) => child.namespaceURI === NS.a && ['solidFill', 'gradFill', 'blipFill', 'pattFill'].includes(child.localName ?? ''),
  );
}

/** Replaces text colours that would vanish against the design's background with its text colour. */
export function fixContrast(slide: Element, template: DeckTemplate): number {
  const background = template.dark ? template.colors.dk1 : template.colors.lt1;
  let fixed = 0;
  for (const shape of allElements(slide)) {
    if (shape.namespaceURI !== NS.p || shape.localName !== 'sp' || hasOwnFill(shape)) continue;
    const txBody = childElement(shape, NS.p, 'txBody');
    if (!txBody) continue;
    for (const props of allElements(txBody)) {
      if (props.namespaceURI !== NS.a || !['rPr', 'endParaRPr', 'defRPr'].includes(props.localName ?? '')) continue;
      const fill = childElement(props, NS.a, 'solidFill');
      const color = fill ? resolveColor(fill, template) : null;
      if (!fill || !color || contrast(color, background) >= MIN_CONTRAST) continue;
      while (fill.firstChild) fill.removeChild(fill.firstChild);
      const scheme = createElement(ownerDocument(fill), NS.a, 'schemeClr', 'a');
      scheme.setAttribute('val', 'tx1');
      fill.appendChild(scheme);
      fixed++;
    }
  }
  return fixed;
}
