/**
 * The fonts a deck uses and embeds (pptx.getFontInfo). Every part that can name a typeface is reached from the
 * presentation part through its relationships, so theme references resolve against the theme that really applies to
 * that part, and parts no slide, layout or master points to (leftovers in the ZIP) do not count.
 * Embedded faces come from `p:embeddedFontLst`; a face is a subset when its EOT header has the SUBSET flag
 * (docs/pptx-format.md §5.4), which PowerPoint sets when "embed only the characters used" was on.
 */
import type { SourceDeck } from '../pptx/source-deck';
import { NS, REL } from '../pptx/ooxml-constants';
import { partKey } from '../pptx/part-names';
import { childElement, childElementsNamed } from '../pptx/xml-dom';
import type { ThemeFonts, TypefaceKind } from './deck-typefaces';
import { readThemeFonts, typefaceUses } from './deck-typefaces';
import { FONT_STYLES, type FontStyle } from './font-sources';

const OD = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
/** Parts a slide, layout or master draws whose text can carry its own typefaces. */
const DRAWN_PART_RELS = new Set([
  `${OD}chart`,
  'http://schemas.microsoft.com/office/2014/relationships/chartEx',
  `${OD}diagramData`,
  'http://schemas.microsoft.com/office/2007/relationships/diagramDrawing',
]);
/** How a part reaches the theme that applies to it, when it has no theme relationship of its own. */
const THEME_CARRIERS = [REL.slideLayout, REL.slideMaster, REL.notesMaster, REL.handoutMaster];

const EOT_FLAG_SUBSET = 0x1;
const EOT_MAGIC = 0x504c;

export interface FontUsage {
  name: string;
  /** The script slots it fills. */
  kinds: TypefaceKind[];
  /** Set when it is a theme's heading (major) or body (minor) font. */
  themeRoles: ('major' | 'minor')[];
  /** Parts naming it (directly or through their theme), e.g. `ppt/slides/slide1.xml`, in package order. */
  parts: string[];
  /** Styles embedded in the deck for this typeface (empty when it is not embedded). */
  embeddedStyles: FontStyle[];
}

export interface EmbeddedFontInfo {
  typeface: string;
  styles: FontStyle[];
  /** True when any embedded face of it holds only the characters the deck used. */
  subset: boolean;
  usedInDeck: boolean;
  /** Styles listed in `p:embeddedFontLst` whose font part is missing or is not an EOT stream. */
  unreadableStyles: FontStyle[];
}

export interface DeckFontInfo {
  /** DeckFlow's field: every typeface the deck uses, sorted case-insensitively. */
  fonts: string[];
  /** DeckFlow's field: whether the deck embeds any font. */
  embeddedFont: boolean;
  /** DeckFlow's field: whether any embedded font is a subset. */
  subsetFont: boolean;
  /** Per typeface: where and how it is used. */
  usage: FontUsage[];
  embedded: EmbeddedFontInfo[];
  /** The deck's `saveSubsetFonts` setting (PowerPoint: "embed only the characters used"). */
  saveSubsetFonts: boolean;
  themes: { part: string; major: ThemeFonts['major']; minor: ThemeFonts['minor'] }[];
}

const display = (partName: string): string => partName.replace(/^\//, '');

export async function readDeckFontInfo(deck: SourceDeck, signal?: AbortSignal): Promise<DeckFontInfo> {
  const themeFonts = new Map<string, ThemeFonts | null>();
  const themeOfPart = new Map<string, string | null>();

  const internalTargets = async (part: string, types: ReadonlySet<string> | readonly string[]): Promise<string[]> => {
    const wanted = types instanceof Set ? types : new Set(types);
    return (await deck.rels(part))
      .filter((r) => !r.external && wanted.has(r.type))
      .map((r) => deck.resolve(part, r))
      .filter((t) => deck.exists(t));
  };

  const fontsOfTheme = async (themePart: string): Promise<ThemeFonts | null> => {
    const key = partKey(themePart);
    if (!themeFonts.has(key)) {
      const root = (await deck.xml(themePart)).documentElement;
      themeFonts.set(key, root ? readThemeFonts(root) : null);
    }
    return themeFonts.get(key) ?? null;
  };

  /** The theme part that applies to `part`: its own, else its layout's / master's / notes master's. */
  const themePartOf = async (part: string, depth = 0): Promise<string | null> => {
    const key = partKey(part);
    if (themeOfPart.has(key)) return themeOfPart.get(key) ?? null;
    let found: string | null = null;
    const [own] = await internalTargets(part, [REL.theme]);
    if (own) found = own;
    else if (depth < 4) {
      for (const carrier of await internalTargets(part, THEME_CARRIERS)) {
        found = await themePartOf(carrier, depth + 1);
        if (found) break;
      }
    }
    themeOfPart.set(key, found);
    return found;
  };

  // Parts to scan, each with the part whose theme applies to it; a Map keeps package order and drops repeats.
  const scan = new Map<string, { part: string; themeFrom: string }>();
  const add = (part: string, themeFrom = part): void => {
    if (!scan.has(partKey(part))) scan.set(partKey(part), { part, themeFrom });
  };
  const addWithDrawings = async (part: string): Promise<void> => {
    add(part);
    for (const drawn of await internalTargets(part, DRAWN_PART_RELS)) add(drawn, part);
  };

  add(deck.presentationPart);
  for (const master of deck.masters) {
    await addWithDrawings(master.partName);
    for (const layout of await internalTargets(master.partName, [REL.slideLayout])) await addWithDrawings(layout);
  }
  for (const slide of deck.slides) {
    signal?.throwIfAborted();
    await addWithDrawings(slide.partName);
    for (const layout of await internalTargets(slide.partName, [REL.slideLayout])) await addWithDrawings(layout);
    for (const notes of await internalTargets(slide.partName, [REL.notesSlide])) await addWithDrawings(notes);
  }
  for (const extra of [deck.notesMaster, deck.handoutMaster]) if (extra) await addWithDrawings(extra);

  const usage = new Map<string, FontUsage>();
  const use = (name: string, part: string, kind?: TypefaceKind, role?: 'major' | 'minor'): void => {
    const key = name.toLowerCase();
    let entry = usage.get(key);
    if (!entry) {
      entry = { name, kinds: [], themeRoles: [], parts: [], embeddedStyles: [] };
      usage.set(key, entry);
    }
    if (kind && !entry.kinds.includes(kind)) entry.kinds.push(kind);
    if (role && !entry.themeRoles.includes(role)) entry.themeRoles.push(role);
    if (!entry.parts.includes(part)) entry.parts.push(part);
  };

  const themesInUse = new Map<string, string>();
  for (const { part, themeFrom } of scan.values()) {
    signal?.throwIfAborted();
    // The presentation's default text style follows the first master's theme, as PowerPoint applies it.
    const themeSource = part === deck.presentationPart && deck.masters[0] ? deck.masters[0].partName : themeFrom;
    const themePart = await themePartOf(themeSource);
    const theme = themePart ? await fontsOfTheme(themePart) : null;
    if (themePart) themesInUse.set(partKey(themePart), themePart);
    const root = (await deck.xml(part)).documentElement;
    if (!root) continue;
    for (const found of typefaceUses(root, theme)) use(found.typeface, display(part), found.kind, found.viaTheme);
  }

  const themes: DeckFontInfo['themes'] = [];
  for (const themePart of themesInUse.values()) {
    const fonts = await fontsOfTheme(themePart);
    if (!fonts) continue;
    themes.push({ part: display(themePart), major: fonts.major, minor: fonts.minor });
    for (const role of ['major', 'minor'] as const) {
      for (const slot of ['latin', 'ea', 'cs'] as const) {
        const name = fonts[role][slot];
        if (name) use(name, display(themePart), slot, role);
      }
    }
  }

  const { embedded, saveSubsetFonts } = await readEmbeddedFonts(deck, usage);
  const fonts = [...usage.values()].map((u) => u.name).sort(compareNames);
  return {
    fonts,
    embeddedFont: embedded.some((e) => e.styles.length > 0),
    subsetFont: embedded.some((e) => e.subset),
    usage: [...usage.values()].sort((a, b) => compareNames(a.name, b.name)),
    embedded,
    saveSubsetFonts,
    themes,
  };
}

async function readEmbeddedFonts(
  deck: SourceDeck,
  usage: Map<string, FontUsage>,
): Promise<{ embedded: EmbeddedFontInfo[]; saveSubsetFonts: boolean }> {
  const root = (await deck.xml(deck.presentationPart)).documentElement;
  const saveSubsetFonts = /^(1|true)$/i.test(root?.getAttribute('saveSubsetFonts') ?? '');
  const list = root ? childElement(root, NS.p, 'embeddedFontLst') : undefined;
  const embedded = new Map<string, EmbeddedFontInfo>();
  for (const item of list ? childElementsNamed(list, NS.p, 'embeddedFont') : []) {
    const typeface = (childElement(item, NS.p, 'font')?.getAttribute('typeface') ?? '').trim();
    if (!typeface) continue;
    const key = typeface.toLowerCase();
    const info = embedded.get(key) ?? { typeface, styles: [], subset: false, usedInDeck: usage.has(key), unreadableStyles: [] };
    embedded.set(key, info);
    for (const style of FONT_STYLES) {
      const relId = childElement(item, NS.p, style)?.getAttributeNS(NS.r, 'id');
      if (!relId) continue;
      const rel = deck.presentationRels.find((r) => r.id === relId && !r.external);
      const target = rel ? deck.resolve(deck.presentationPart, rel) : undefined;
      const flags = target && deck.zip.has(target) ? eotFlags(await deck.zip.readBuffer(target)) : null;
      if (flags === null) {
        if (!info.unreadableStyles.includes(style)) info.unreadableStyles.push(style);
        continue;
      }
      if (!info.styles.includes(style)) info.styles.push(style);
      if (flags & EOT_FLAG_SUBSET) info.subset = true;
    }
    const used = usage.get(key);
    if (used) used.embeddedStyles = [...info.styles];
  }
  return { embedded: [...embedded.values()], saveSubsetFonts };
}

/** The Flags field of an EOT header, or null when the bytes are not an EOT stream. */
function eotFlags(data: Buffer): number | null {
  if (data.length < 36) return null;
  if (data.readUInt16LE(34) !== EOT_MAGIC) return null;
  // EOTSize covers the whole stream; a part may carry trailing padding but never less.
  if (data.readUInt32LE(0) > data.length) return null;
  return data.readUInt32LE(12);
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);
}
