/**
 * Which Latin typefaces a deck uses: the theme fonts (`a:fontScheme` major/minor `a:latin`) and every `a:latin/@typeface`
 * in slides, layouts, masters, notes and the presentation's default text style. Theme references (`+mj-lt`, `+mn-lt`)
 * are covered by the theme fonts themselves.
 */
import type { Element } from '../pptx/xml-dom';
import { allElements } from '../pptx/xml-dom';
import { NS } from '../pptx/ooxml-constants';

/** Parts whose text or font scheme can name a typeface. */
export const TYPEFACE_PARTS =
  /^ppt\/(?:presentation\.xml|(?:slides|slideLayouts|slideMasters|notesSlides|notesMasters|handoutMasters|theme)\/[^/]+\.xml)$/i;

export function collectTypefaces(root: Element, into: Map<string, string>): void {
  for (const el of allElements(root)) {
    if (el.localName !== 'latin' || el.namespaceURI !== NS.a) continue;
    const typeface = (el.getAttribute('typeface') ?? '').trim();
    if (!typeface || typeface.startsWith('+')) continue;
    const key = typeface.toLowerCase();
    if (!into.has(key)) into.set(key, typeface);
  }
}
