/**
 * Where a slide's placeholder sits and how big its text is when the slide does not say: PowerPoint inherits both
 * from the matching placeholder on the slide's layout, then its master (matched by `idx`, else by type), and the
 * font size from the master's text styles. Enough for text-fit.ts to estimate whether a translation overflows.
 */
import { NS, REL } from '../../lib/pptx/ooxml-constants';
import { allElements, childElement, type Element } from '../../lib/pptx/xml-dom';
import type { BoxGeometry } from './text-fit';
import type { PackageEdit } from './package-edit';

interface Placeholder {
  type: string;
  idx: string | null;
  geometry: BoxGeometry | null;
}

interface TextStyles {
  title: number;
  body: number;
  other: number;
}

const DEFAULT_STYLES: TextStyles = { title: 44, body: 28, other: 18 };

function family(type: string): string {
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

function shapeGeometry(sp: Element): BoxGeometry | null {
  const spPr = childElement(sp, NS.p, 'spPr');
  const xfrm = spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
  const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
  const cx = Number(ext?.getAttribute('cx'));
  const cy = Number(ext?.getAttribute('cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : null;
}

function placeholders(root: Element): Placeholder[] {
  const out: Placeholder[] = [];
  for (const sp of allElements(root)) {
    if (sp.localName !== 'sp' || sp.namespaceURI !== NS.p) continue;
    const ph = placeholderOf(sp);
    if (ph) out.push({ ...ph, geometry: shapeGeometry(sp) });
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

export class SlideGeometry {
  constructor(
    private readonly layout: Placeholder[],
    private readonly master: Placeholder[],
    private readonly styles: TextStyles,
  ) {}

  private static match(list: Placeholder[], ph: { type: string; idx: string | null }): Placeholder | undefined {
    return (
      (ph.idx !== null ? list.find((other) => other.idx === ph.idx) : undefined) ??
      list.find((other) => family(other.type) === family(ph.type))
    );
  }

  lookup(sp: Element): { geometry: BoxGeometry | null; fontPt: number } {
    const ph = placeholderOf(sp);
    if (!ph) return { geometry: null, fontPt: this.styles.other };
    const onLayout = SlideGeometry.match(this.layout, ph);
    const onMaster = this.master.find((other) => family(other.type) === family(onLayout?.type ?? ph.type));
    const kind = family(ph.type);
    const fontPt = kind === 'title' ? this.styles.title : kind === 'body' ? this.styles.body : this.styles.other;
    return { geometry: onLayout?.geometry ?? onMaster?.geometry ?? null, fontPt };
  }
}

export class PlaceholderGeometry {
  private readonly cache = new Map<string, Promise<SlideGeometry>>();

  constructor(private readonly pkg: PackageEdit) {}

  async forSlide(slidePart: string): Promise<SlideGeometry> {
    const layoutPart = (await this.pkg.relationships(slidePart)).find((rel) => rel.type === REL.slideLayout)?.part ?? null;
    if (!layoutPart || !this.pkg.zip.has(layoutPart)) return new SlideGeometry([], [], DEFAULT_STYLES);
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
    const txStyles = masterRoot ? childElement(masterRoot, NS.p, 'txStyles') : undefined;
    return new SlideGeometry(layoutRoot ? placeholders(layoutRoot) : [], masterRoot ? placeholders(masterRoot) : [], {
      title: styleSize(txStyles, 'titleStyle', DEFAULT_STYLES.title),
      body: styleSize(txStyles, 'bodyStyle', DEFAULT_STYLES.body),
      other: styleSize(txStyles, 'otherStyle', DEFAULT_STYLES.other),
    });
  }
}
