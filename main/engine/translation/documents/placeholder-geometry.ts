/**
 * Where a slide's placeholder sits and how its text is set when the slide does not say: PowerPoint inherits the
 * frame from the matching placeholder on the slide's layout, then its master (matched by `idx`, else by type), the
 * font size from the master's text styles, and the typefaces from the theme (`+mj-lt` for titles, `+mn-lt` for the
 * rest). Enough for text-fit.ts to lay a translation out and see whether it fits.
 */
import { NS, REL } from '../../lib/pptx/ooxml-constants';
import { allElements, childElement, type Element } from '../../lib/pptx/xml-dom';
import type { PackageEdit } from './package-edit';

/** A shape's frame in EMU. */
export interface Frame {
  x: number;
  y: number;
  cx: number;
  cy: number;
}

export interface ThemeFonts {
  major: string;
  minor: string;
}

interface Placeholder {
  type: string;
  idx: string | null;
  frame: Frame | null;
  /** The placeholder's own list style (`p:txBody/a:lstStyle`): what its slides' text inherits before the master's. */
  levels: LevelStyle[];
}

/** What a list level of a master text style sets, for paragraphs that do not say. */
export interface LevelStyle {
  sizePt: number | null;
  indentPt: number;
  /** Space before/after: points, or a share of the line (`spcPct`). */
  spaceBefore: { pt: number } | { pct: number } | null;
  spaceAfter: { pt: number } | { pct: number } | null;
  lineSpacing: number | null;
}

interface TextStyles {
  title: number;
  body: number;
  other: number;
  levels: { title: LevelStyle[]; body: LevelStyle[]; other: LevelStyle[] };
}

export interface InheritedText {
  frame: Frame | null;
  fontPt: number;
  /** The master's list levels for this kind of text (index 0 = level 1). */
  levels: LevelStyle[];
  /** `title`, `body`, another placeholder type, or null for a shape that is no placeholder. */
  family: string | null;
}

const DEFAULT_STYLES: TextStyles = { title: 44, body: 28, other: 18, levels: { title: [], body: [], other: [] } };
export const DEFAULT_THEME_FONTS: ThemeFonts = { major: 'Calibri', minor: 'Calibri' };

export function placeholderFamily(type: string): string {
  if (type === 'title' || type === 'ctrTitle') return 'title';
  if (type === 'body' || type === 'obj' || type === 'subTitle') return 'body';
  return type;
}

function placeholderOf(sp: Element): { type: string; idx: string | null } | null {
  const nvSpPr = childElement(sp, NS.p, 'nvSpPr');
  const nvPr = nvSpPr ? childElement(nvSpPr, NS.p, 'nvPr') : undefined;
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  if (!ph) return null;
  return { type: ph.getAttribute('type') || 'obj', idx: ph.getAttribute('idx') || null };
}

/** The frame of a shape's own `a:xfrm` (`p:xfrm` for graphic frames), or null. */
export function ownFrame(shape: Element, ns: string = NS.p): Frame | null {
  const holder = childElement(shape, ns, 'spPr') ?? shape;
  const xfrm = childElement(holder, NS.a, 'xfrm') ?? childElement(shape, NS.p, 'xfrm');
  const off = xfrm ? childElement(xfrm, NS.a, 'off') : undefined;
  const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
  const cx = Number(ext?.getAttribute('cx'));
  const cy = Number(ext?.getAttribute('cy'));
  if (!(cx > 0 && cy > 0)) return null;
  return { x: Number(off?.getAttribute('x')) || 0, y: Number(off?.getAttribute('y')) || 0, cx, cy };
}

function placeholders(root: Element): Placeholder[] {
  const out: Placeholder[] = [];
  for (const sp of allElements(root)) {
    if (sp.localName !== 'sp' || sp.namespaceURI !== NS.p) continue;
    const ph = placeholderOf(sp);
    const txBody = childElement(sp, NS.p, 'txBody');
    if (ph) out.push({ ...ph, frame: ownFrame(sp), levels: levelStyles(txBody ? childElement(txBody, NS.a, 'lstStyle') : undefined) });
  }
  return out;
}

function styleSize(txStyles: Element | undefined, name: string, fallback: number): number {
  const style = txStyles ? childElement(txStyles, NS.p, name) : undefined;
  const lvl1 = style ? childElement(style, NS.a, 'lvl1pPr') : undefined;
  const defRPr = lvl1 ? childElement(lvl1, NS.a, 'defRPr') : undefined;
  const sz = Number(defRPr?.getAttribute('sz'));
  return sz > 0 ? sz / 100 : fallback;
}

function spacing(pPr: Element, name: string): LevelStyle['spaceBefore'] {
  const holder = childElement(pPr, NS.a, name);
  const pts = holder ? childElement(holder, NS.a, 'spcPts') : undefined;
  if (pts) return { pt: (Number(pts.getAttribute('val')) || 0) / 100 };
  const pct = holder ? childElement(holder, NS.a, 'spcPct') : undefined;
  return pct ? { pct: (Number(pct.getAttribute('val')) || 0) / 100000 } : null;
}

/** The nine list levels of a text style (`a:lvl1pPr` … `a:lvl9pPr`). */
export function levelStyles(style: Element | undefined): LevelStyle[] {
  const levels: LevelStyle[] = [];
  for (let n = 1; n <= 9; n++) levels.push(levelStyle(style ? childElement(style, NS.a, `lvl${n}pPr`) : undefined));
  return levels;
}

/** What one paragraph-properties element (`a:pPr`, `a:lvlNpPr`) sets. */
export function levelStyle(pPr: Element | undefined): LevelStyle {
  {
    const defRPr = pPr ? childElement(pPr, NS.a, 'defRPr') : undefined;
    const sz = Number(defRPr?.getAttribute('sz'));
    const marL = Number(pPr?.getAttribute('marL'));
    const lnSpc = pPr ? childElement(pPr, NS.a, 'lnSpc') : undefined;
    const lnPct = Number((lnSpc ? childElement(lnSpc, NS.a, 'spcPct') : undefined)?.getAttribute('val'));
    return {
      sizePt: sz > 0 ? sz / 100 : null,
      indentPt: marL > 0 ? marL / 12700 : 0,
      spaceBefore: pPr ? spacing(pPr, 'spcBef') : null,
      spaceAfter: pPr ? spacing(pPr, 'spcAft') : null,
      lineSpacing: lnPct > 0 ? lnPct / 100000 : null,
    };
  }
}

function themeFonts(theme: Element | null | undefined): ThemeFonts {
  const latin = (name: string): string | undefined => {
    for (const el of theme ? allElements(theme) : []) {
      if (el.localName !== name || el.namespaceURI !== NS.a) continue;
      const typeface = el.getElementsByTagNameNS(NS.a, 'latin')[0]?.getAttribute('typeface');
      if (typeface) return typeface;
    }
    return undefined;
  };
  return { major: latin('majorFont') ?? DEFAULT_THEME_FONTS.major, minor: latin('minorFont') ?? DEFAULT_THEME_FONTS.minor };
}

function overLevel(under: LevelStyle | undefined, over: LevelStyle | undefined): LevelStyle {
  const empty: LevelStyle = { sizePt: null, indentPt: 0, spaceBefore: null, spaceAfter: null, lineSpacing: null };
  const a = under ?? empty;
  if (!over) return a;
  return {
    sizePt: over.sizePt ?? a.sizePt,
    indentPt: over.indentPt || a.indentPt,
    spaceBefore: over.spaceBefore ?? a.spaceBefore,
    spaceAfter: over.spaceAfter ?? a.spaceAfter,
    lineSpacing: over.lineSpacing ?? a.lineSpacing,
  };
}

export class SlideGeometry {
  constructor(
    private readonly layout: Placeholder[],
    private readonly master: Placeholder[],
    private readonly styles: TextStyles,
    readonly fonts: ThemeFonts,
  ) {}

  private static match(list: Placeholder[], ph: { type: string; idx: string | null }): Placeholder | undefined {
    return (
      (ph.idx !== null ? list.find((other) => other.idx === ph.idx) : undefined) ??
      list.find((other) => placeholderFamily(other.type) === placeholderFamily(ph.type))
    );
  }

  lookup(sp: Element): InheritedText {
    const ph = placeholderOf(sp);
    if (!ph) return { frame: null, fontPt: this.styles.other, levels: this.styles.levels.other, family: null };
    const onLayout = SlideGeometry.match(this.layout, ph);
    const onMaster = this.master.find((other) => placeholderFamily(other.type) === placeholderFamily(onLayout?.type ?? ph.type));
    const family = placeholderFamily(ph.type);
    const kind = family === 'title' ? 'title' : family === 'body' ? 'body' : 'other';
    // The layout's placeholder over the master's placeholder over the master's text styles, level by level.
    const base = this.styles.levels[kind];
    const levels = Array.from({ length: 9 }, (_, i) => overLevel(overLevel(base[i], onMaster?.levels[i]), onLayout?.levels[i]));
    return { frame: onLayout?.frame ?? onMaster?.frame ?? null, fontPt: levels[0]?.sizePt ?? this.styles[kind], levels, family };
  }
}

export class PlaceholderGeometry {
  private readonly cache = new Map<string, Promise<SlideGeometry>>();

  constructor(private readonly pkg: PackageEdit) {}

  async forSlide(slidePart: string): Promise<SlideGeometry> {
    const layoutPart = (await this.pkg.relationships(slidePart)).find((rel) => rel.type === REL.slideLayout)?.part ?? null;
    if (!layoutPart || !this.pkg.zip.has(layoutPart)) return new SlideGeometry([], [], DEFAULT_STYLES, DEFAULT_THEME_FONTS);
    let cached = this.cache.get(layoutPart);
    if (!cached) {
      cached = this.load(layoutPart);
      this.cache.set(layoutPart, cached);
    }
    return cached;
  }

  private async load(layoutPart: string): Promise<SlideGeometry> {
    const layoutRoot = (await this.pkg.readXml(layoutPart)).documentElement;
    const masterPart = (await this.pkg.relationships(layoutPart)).find((rel) => rel.type === REL.slideMaster)?.part ?? null;
    const masterRoot = masterPart && this.pkg.zip.has(masterPart) ? (await this.pkg.readXml(masterPart)).documentElement : null;
    const themePart = masterPart ? ((await this.pkg.relationships(masterPart)).find((rel) => rel.type === REL.theme)?.part ?? null) : null;
    const themeRoot = themePart && this.pkg.zip.has(themePart) ? (await this.pkg.readXml(themePart)).documentElement : null;
    const txStyles = masterRoot ? childElement(masterRoot, NS.p, 'txStyles') : undefined;
    return new SlideGeometry(
      layoutRoot ? placeholders(layoutRoot) : [],
      masterRoot ? placeholders(masterRoot) : [],
      {
        title: styleSize(txStyles, 'titleStyle', DEFAULT_STYLES.title),
        body: styleSize(txStyles, 'bodyStyle', DEFAULT_STYLES.body),
        other: styleSize(txStyles, 'otherStyle', DEFAULT_STYLES.other),
        levels: {
          title: levelStyles(txStyles ? childElement(txStyles, NS.p, 'titleStyle') : undefined),
          body: levelStyles(txStyles ? childElement(txStyles, NS.p, 'bodyStyle') : undefined),
          other: levelStyles(txStyles ? childElement(txStyles, NS.p, 'otherStyle') : undefined),
        },
      },
      themeFonts(themeRoot),
    );
  }
}
