/**
 * A font replaced by a stand-in everywhere a deck names it, so the stand-in embedded beside it is the font the text
 * asks for: PowerPoint serves text only from an embedded font of the very name it is set in, so embedding Carlito
 * does nothing for text that still names Calibri. Every typeface slot is rewritten — runs' and list styles' `a:latin`,
 * `a:ea`, `a:cs` and `a:sym`, bullets' `a:buFont`, a theme's major and minor fonts with their per-script `a:font`
 * entries (every theme part), the masters' text styles, table styles, charts and SmartArt — in the parts listed here.
 */
import { NS } from '../pptx/ooxml-constants';
import { allElements, type Element } from '../pptx/xml-dom';

/** Parts that can name a typeface (TYPEFACE_PARTS of deck-typefaces.ts, plus table styles, charts and diagrams). */
export const REPLACEABLE_PARTS =
  /^ppt\/(?:presentation\.xml|tableStyles\.xml|(?:slides|slideLayouts|slideMasters|notesSlides|notesMasters|handoutMasters|theme|charts|diagrams)\/[^/]+\.xml)$/i;

/** DrawingML elements whose `typeface` attribute names a font. */
const TYPEFACE_ELEMENTS: ReadonlySet<string> = new Set(['latin', 'ea', 'cs', 'sym', 'buFont', 'font']);

/** `from` (any case) → the stand-in, as the caller spells it. */
export type Replacements = ReadonlyMap<string, string>;

export function replacementMap(pairs: ReadonlyArray<{ from: string; to: string }>): Map<string, string> {
  return new Map(pairs.map(({ from, to }) => [from.trim().replace(/\s+/g, ' ').toLowerCase(), to]));
}

/**
 * Rewrites every typeface under `root` that `replacements` names; returns how many, per original name (lower case).
 * A replaced slot loses its `panose` (the old font's classification, which would mislead a substitution) and keeps
 * its pitch and character set.
 */
export function replaceTypefaces(root: Element, replacements: Replacements, counts: Map<string, number>): void {
  for (const el of allElements(root)) {
    if (el.namespaceURI !== NS.a || !TYPEFACE_ELEMENTS.has(el.localName ?? '')) continue;
    const named = (el.getAttribute('typeface') ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    const to = named ? replacements.get(named) : undefined;
    if (to === undefined) continue;
    el.setAttribute('typeface', to);
    el.removeAttribute('panose');
    counts.set(named, (counts.get(named) ?? 0) + 1);
  }
}
