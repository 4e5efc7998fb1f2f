/**
 * Which typefaces a deck's XML names: the theme fonts (`a:fontScheme` major/minor) and every `a:latin`, `a:ea`, `a:cs`,
 * `a:sym` and `a:buFont` typeface in slides, layouts, masters, notes, charts and the presentation's default text style.
 * Theme references (`+mj-lt`, `+mn-ea` …) name a font only through a theme, so they resolve against the theme of the
 * part they appear in (a slide's is its master's, a notes slide's its notes master's).
 */
import type { Element } from '../pptx/xml-dom';
import { allElements, childElement } from '../pptx/xml-dom';
import { NS } from '../pptx/ooxml-constants';

/** Parts whose text or font scheme can name a typeface. */
export const TYPEFACE_PARTS =
  /^ppt\/(?:presentation\.xml|(?:slides|slideLayouts|slideMasters|notesSlides|notesMasters|handoutMasters|theme)\/[^/]+\.xml)$/i;

/** The script slot a typeface fills: Latin, East Asian, complex script, symbol, or a bullet's font. */
export type TypefaceKind = 'latin' | 'ea' | 'cs' | 'sym' | 'bullet';

const KIND_OF_ELEMENT: Readonly<Record<string, TypefaceKind>> = { latin: 'latin', ea: 'ea', cs: 'cs', sym: 'sym', buFont: 'bullet' };

type ScriptSlot = 'latin' | 'ea' | 'cs';

/** A theme's major (headings) and minor (body) fonts per script; empty typefaces are left out. */
export interface ThemeFonts {
  major: Partial<Record<ScriptSlot, string>>;
  minor: Partial<Record<ScriptSlot, string>>;
}

export interface TypefaceUse {
  typeface: string;
  kind: TypefaceKind;
  /** Set when the XML named the font through the theme (`+mj-lt` → "Calibri Light"). */
  viaTheme?: 'major' | 'minor';
}

/** Reads `a:themeElements/a:fontScheme` of a theme part's root; null when the theme has none. */
export function readThemeFonts(themeRoot: Element): ThemeFonts | null {
  const elements = childElement(themeRoot, NS.a, 'themeElements');
  const scheme = elements ? childElement(elements, NS.a, 'fontScheme') : undefined;
  if (!scheme) return null;
  const read = (name: 'majorFont' | 'minorFont'): Partial<Record<ScriptSlot, string>> => {
    const collection = childElement(scheme, NS.a, name);
    const fonts: Partial<Record<ScriptSlot, string>> = {};
    if (!collection) return fonts;
    for (const slot of ['latin', 'ea', 'cs'] as const) {
      const typeface = (childElement(collection, NS.a, slot)?.getAttribute('typeface') ?? '').trim();
      if (typeface) fonts[slot] = typeface;
    }
    return fonts;
  };
  return { major: read('majorFont'), minor: read('minorFont') };
}

const THEME_REFERENCE = /^\+(mj|mn)-(lt|ea|cs)$/i;

/** `+mj-lt` → the theme's major Latin font, and so on; null for a reference the theme leaves empty (or no theme). */
export function resolveThemeTypeface(reference: string, theme: ThemeFonts | null): { typeface: string; via: 'major' | 'minor' } | null {
  const match = THEME_REFERENCE.exec(reference.trim());
  if (!match || !theme) return null;
  const via = match[1]!.toLowerCase() === 'mj' ? 'major' : 'minor';
  const slot: ScriptSlot = ({ lt: 'latin', ea: 'ea', cs: 'cs' } as const)[match[2]!.toLowerCase() as 'lt' | 'ea' | 'cs'];
  const typeface = theme[via][slot];
  return typeface ? { typeface, via } : null;
}

/**
 * Every typeface named under `root`, theme references resolved against `theme`. A theme part's own font scheme is
 * skipped here (see readThemeFonts): its per-script `a:font` fallbacks only apply to text in those scripts.
 */
export function typefaceUses(root: Element, theme: ThemeFonts | null): TypefaceUse[] {
  const uses: TypefaceUse[] = [];
  for (const el of allElements(root)) {
    if (el.namespaceURI !== NS.a) continue;
    if (el.localName === 'fontScheme') continue;
    const kind = KIND_OF_ELEMENT[el.localName ?? ''];
    if (!kind || isInsideFontScheme(el, root)) continue;
    const named = (el.getAttribute('typeface') ?? '').trim();
    if (!named) continue;
    if (named.startsWith('+')) {
      const resolved = resolveThemeTypeface(named, theme);
      if (resolved) uses.push({ typeface: resolved.typeface, kind, viaTheme: resolved.via });
      continue;
    }
    uses.push({ typeface: named, kind });
  }
  return uses;
}

function isInsideFontScheme(el: Element, root: Element): boolean {
  for (let node = el.parentNode; node && node !== root.parentNode; node = node.parentNode) {
    if ((node as Element).localName === 'fontScheme' && (node as Element).namespaceURI === NS.a) return true;
  }
  return false;
}

/** The Latin typefaces named under `root` (theme references left out: the theme part itself names them). */
export function collectTypefaces(root: Element, into: Map<string, string>): void {
  for (const el of allElements(root)) {
    if (el.localName !== 'latin' || el.namespaceURI !== NS.a) continue;
    const typeface = (el.getAttribute('typeface') ?? '').trim();
    if (!typeface || typeface.startsWith('+')) continue;
    const key = typeface.toLowerCase();
    if (!into.has(key)) into.set(key, typeface);
  }
}
