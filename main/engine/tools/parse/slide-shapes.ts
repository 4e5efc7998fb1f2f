/**
 * The shape tree of a slide, layout or master as plain data, for the readers (pptx.getTextShapes, pptx.parse):
 * every `p:sp`, `p:pic`, `p:grpSp`, `p:cxnSp` and `p:graphicFrame` in drawing order, with its box in slide EMU
 * (group child offsets mapped out; a placeholder without its own `a:xfrm` takes its layout's, then its master's),
 * its paragraphs and runs, and what it points at (picture, media, chart, table).
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import type { SourceDeck } from '../../lib/pptx/source-deck';
import type { Element } from '../../lib/pptx/xml-dom';
import { childElement, childElements } from '../../lib/pptx/xml-dom';
import { resolveThemeTypeface, type ThemeFonts } from '../../lib/fonts/deck-typefaces';

export type ShapeKind = 'shape' | 'picture' | 'group' | 'connectionShape' | 'graphicFrame';

export interface EmuBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RunNode {
  text: string;
  font?: string;
  /** Points. */
  fontSize?: number;
  bold?: boolean;
  italic?: boolean;
  underline?: string;
  strike?: string;
  /** RRGGBB, for colours given as RGB. */
  color?: string;
  /** Hundredths of a point. */
  charSpacing?: number;
}

export interface ParagraphNode {
  align?: string;
  rtl?: boolean;
  level: number;
  runs: RunNode[];
}

export interface ShapeNode {
  id: number;
  name: string;
  kind: ShapeKind;
  phType?: string;
  phIdx?: string;
  txBox?: boolean;
  hidden?: boolean;
  descr?: string;
  geometry?: string;
  box: EmuBox | null;
  rotation?: number;
  flipH?: boolean;
  flipV?: boolean;
  /** RRGGBB of a solid RGB fill. */
  fill?: string;
  paragraphs: ParagraphNode[];
  /** The picture's media part (`/ppt/media/image1.png`) and relationship. */
  picture?: { part: string; relId: string };
  media?: { kind: 'video' | 'audio'; part: string | null; relId: string };
  chart?: { part: string; relId: string };
  table?: { rows: { cells: { paragraphs: ParagraphNode[] }[] }[] };
  children: ShapeNode[];
}

const SHAPE_KINDS: Readonly<Record<string, ShapeKind>> = {
  sp: 'shape',
  pic: 'picture',
  grpSp: 'group',
  cxnSp: 'connectionShape',
  graphicFrame: 'graphicFrame',
};

const num = (el: Element | undefined, name: string): number => Number(el?.getAttribute(name) ?? 0) || 0;

/** The children of `el` in drawing order, looking through mc:AlternateContent (its Choice, else its Fallback). */
function drawingChildren(el: Element): Element[] {
  const out: Element[] = [];
  for (const child of childElements(el)) {
    if (child.localName === 'AlternateContent' && child.namespaceURI === NS.mc) {
      const branch =
        childElements(child).find((b) => b.localName === 'Choice') ?? childElements(child).find((b) => b.localName === 'Fallback');
      if (branch) out.push(...drawingChildren(branch));
    } else out.push(child);
  }
  return out;
}

function find(el: Element | undefined, path: readonly string[]): Element | undefined {
  let node = el;
  for (const name of path) {
    if (!node) return undefined;
    node = childElements(node).find((c) => c.localName === name);
  }
  return node;
}

function readXfrm(xfrm: Element | undefined): { box: EmuBox; chOff?: { x: number; y: number }; chExt?: { cx: number; cy: number } } | null {
  const off = xfrm ? childElement(xfrm, NS.a, 'off') : undefined;
  const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
  if (!xfrm || !off || !ext) return null;
  const chOff = childElement(xfrm, NS.a, 'chOff');
  const chExt = childElement(xfrm, NS.a, 'chExt');
  return {
    box: { left: num(off, 'x'), top: num(off, 'y'), width: num(ext, 'cx'), height: num(ext, 'cy') },
    chOff: chOff ? { x: num(chOff, 'x'), y: num(chOff, 'y') } : undefined,
    chExt: chExt ? { cx: num(chExt, 'cx'), cy: num(chExt, 'cy') } : undefined,
  };
}

/** Maps a box from a group's child space into its parent's. */
type BoxMap = (box: EmuBox) => EmuBox;
const identity: BoxMap = (box) => box;

function groupMap(parent: BoxMap, xfrm: ReturnType<typeof readXfrm>): BoxMap {
  if (!xfrm?.chOff || !xfrm.chExt) return parent;
  const { box, chOff, chExt } = xfrm;
  const sx = chExt.cx ? box.width / chExt.cx : 1;
  const sy = chExt.cy ? box.height / chExt.cy : 1;
  return (child) =>
    parent({
      left: Math.round(box.left + (child.left - chOff.x) * sx),
      top: Math.round(box.top + (child.top - chOff.y) * sy),
      width: Math.round(child.width * sx),
      height: Math.round(child.height * sy),
    });
}

export interface ReadContext {
  /** Relationship id → target part, for the part being read. */
  rels: ReadonlyMap<string, string>;
  theme: ThemeFonts | null;
  /** Boxes of the layout's and master's placeholders, by `idx:N` and `type:T`, for placeholders without a box. */
  inherited: ReadonlyMap<string, EmuBox>;
}

function colourOf(props: Element | undefined): string | undefined {
  const fill = props ? childElement(props, NS.a, 'solidFill') : undefined;
  const rgb = fill ? childElement(fill, NS.a, 'srgbClr') : undefined;
  return rgb?.getAttribute('val')?.toUpperCase() ?? undefined;
}

function readRun(rPr: Element | undefined, text: string, ctx: ReadContext): RunNode {
  const run: RunNode = { text };
  if (!rPr) return run;
  const latin = childElement(rPr, NS.a, 'latin')?.getAttribute('typeface') ?? undefined;
  if (latin) run.font = latin.startsWith('+') ? (resolveThemeTypeface(latin, ctx.theme)?.typeface ?? latin) : latin;
  if (rPr.hasAttribute('sz')) run.fontSize = num(rPr, 'sz') / 100;
  if (rPr.hasAttribute('b')) run.bold = /^(1|true)$/.test(rPr.getAttribute('b') ?? '');
  if (rPr.hasAttribute('i')) run.italic = /^(1|true)$/.test(rPr.getAttribute('i') ?? '');
  if (rPr.hasAttribute('u')) run.underline = rPr.getAttribute('u') ?? undefined;
  if (rPr.hasAttribute('strike')) run.strike = rPr.getAttribute('strike') ?? undefined;
  if (rPr.hasAttribute('spc')) run.charSpacing = num(rPr, 'spc');
  const color = colourOf(rPr);
  if (color) run.color = color;
  return run;
}

export function readParagraphs(txBody: Element | undefined, ctx: ReadContext): ParagraphNode[] {
  if (!txBody) return [];
  return childElements(txBody)
    .filter((p) => p.localName === 'p' && p.namespaceURI === NS.a)
    .map((p) => {
      const pPr = childElement(p, NS.a, 'pPr');
      const paragraph: ParagraphNode = { level: num(pPr, 'lvl'), runs: [] };
      if (pPr?.hasAttribute('algn')) paragraph.align = pPr.getAttribute('algn') ?? undefined;
      if (pPr?.hasAttribute('rtl')) paragraph.rtl = /^(1|true)$/.test(pPr.getAttribute('rtl') ?? '');
      for (const r of childElements(p)) {
        if (r.localName === 'r' || r.localName === 'fld') {
          paragraph.runs.push(readRun(childElement(r, NS.a, 'rPr'), childElement(r, NS.a, 't')?.textContent ?? '', ctx));
        } else if (r.localName === 'br') paragraph.runs.push(readRun(childElement(r, NS.a, 'rPr'), '\n', ctx));
      }
      return paragraph;
    });
}

const A_TABLE = 'http://schemas.openxmlformats.org/drawingml/2006/table';
const A_CHART = 'http://schemas.openxmlformats.org/drawingml/2006/chart';

function readShape(el: Element, ctx: ReadContext, map: BoxMap): ShapeNode | null {
  const kind = SHAPE_KINDS[el.localName ?? ''];
  if (!kind || el.namespaceURI !== NS.p) return null;
  const nv = childElements(el).find((c) => (c.localName ?? '').startsWith('nv'));
  const cNvPr = nv ? childElement(nv, NS.p, 'cNvPr') : undefined;
  const nvPr = nv ? childElement(nv, NS.p, 'nvPr') : undefined;
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  const spPr = childElements(el).find((c) => c.localName === 'spPr' || c.localName === 'grpSpPr');
  const xfrm = readXfrm(kind === 'graphicFrame' ? childElement(el, NS.p, 'xfrm') : spPr ? childElement(spPr, NS.a, 'xfrm') : undefined);
  const node: ShapeNode = {
    id: num(cNvPr, 'id'),
    name: cNvPr?.getAttribute('name') ?? '',
    kind,
    box: null,
    paragraphs: readParagraphs(childElement(el, NS.p, 'txBody'), ctx),
    children: [],
  };
  if (/^(1|true)$/.test(cNvPr?.getAttribute('hidden') ?? '')) node.hidden = true;
  const descr = cNvPr?.getAttribute('descr');
  if (descr) node.descr = descr;
  if (ph) {
    node.phType = ph.getAttribute('type') ?? 'body';
    if (ph.hasAttribute('idx')) node.phIdx = ph.getAttribute('idx') ?? undefined;
  }
  const cNvSpPr = nv ? childElement(nv, NS.p, 'cNvSpPr') : undefined;
  if (/^(1|true)$/.test(cNvSpPr?.getAttribute('txBox') ?? '')) node.txBox = true;
  if (xfrm) {
    node.box = map(xfrm.box);
    const raw = spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
    if (raw?.hasAttribute('rot')) node.rotation = num(raw, 'rot') / 60_000;
    if (/^(1|true)$/.test(raw?.getAttribute('flipH') ?? '')) node.flipH = true;
    if (/^(1|true)$/.test(raw?.getAttribute('flipV') ?? '')) node.flipV = true;
  } else if (ph) {
    const inherited = (node.phIdx ? ctx.inherited.get(`idx:${node.phIdx}`) : undefined) ?? ctx.inherited.get(`type:${node.phType}`);
    if (inherited) node.box = inherited;
  }
  const geometry = spPr ? childElement(spPr, NS.a, 'prstGeom')?.getAttribute('prst') : undefined;
  if (geometry) node.geometry = geometry;
  const fill = colourOf(spPr);
  if (fill) node.fill = fill;

  if (kind === 'picture') {
    const blip = find(el, ['blipFill', 'blip']);
    const relId = blip?.getAttributeNS(NS.r, 'embed') ?? '';
    const part = ctx.rels.get(relId);
    if (part) node.picture = { part, relId };
  }
  for (const mediaKind of ['video', 'audio'] as const) {
    const file = nvPr ? childElement(nvPr, NS.a, `${mediaKind}File`) : undefined;
    if (file) {
      const relId = file.getAttributeNS(NS.r, 'link') ?? '';
      node.media = { kind: mediaKind, part: ctx.rels.get(relId) ?? null, relId };
    }
  }
  if (kind === 'graphicFrame') {
    const data = find(el, ['graphic', 'graphicData']);
    const uri = data?.getAttribute('uri') ?? '';
    const tbl = data ? childElement(data, NS.a, 'tbl') : undefined;
    if (uri === A_TABLE && tbl) {
      node.table = {
        rows: childElements(tbl)
          .filter((tr) => tr.localName === 'tr')
          .map((tr) => ({
            cells: childElements(tr)
              .filter((tc) => tc.localName === 'tc')
              .map((tc) => ({ paragraphs: readParagraphs(childElement(tc, NS.a, 'txBody'), ctx) })),
          })),
      };
    }
    const chart = uri === A_CHART && data ? childElements(data).find((c) => c.localName === 'chart') : undefined;
    const chartRel = chart?.getAttributeNS(NS.r, 'id') ?? '';
    if (chart && ctx.rels.get(chartRel)) node.chart = { part: ctx.rels.get(chartRel)!, relId: chartRel };
  }
  if (kind === 'group') {
    const inner = groupMap(map, xfrm);
    for (const child of drawingChildren(el)) {
      const shape = readShape(child, ctx, inner);
      if (shape) node.children.push(shape);
    }
  }
  return node;
}

/** The shapes of a slide, layout or master part's `p:cSld/p:spTree`, in drawing order. */
export function readShapeTree(root: Element, ctx: ReadContext): ShapeNode[] {
  const tree = find(root, ['cSld', 'spTree']);
  if (!tree) return [];
  return drawingChildren(tree)
    .map((el) => readShape(el, ctx, identity))
    .filter((shape): shape is ShapeNode => shape !== null);
}

/** Placeholder boxes of a layout or master, for the parts that inherit from it. */
export function placeholderBoxes(shapes: readonly ShapeNode[], into: Map<string, EmuBox>): void {
  for (const shape of shapes) {
    if (!shape.phType || !shape.box) continue;
    if (shape.phIdx && !into.has(`idx:${shape.phIdx}`)) into.set(`idx:${shape.phIdx}`, shape.box);
    if (!into.has(`type:${shape.phType}`)) into.set(`type:${shape.phType}`, shape.box);
  }
}

/** The plain text of paragraphs: runs joined, paragraphs on their own lines. */
export function paragraphsText(paragraphs: readonly ParagraphNode[]): string {
  return paragraphs.map((p) => p.runs.map((r) => r.text).join('')).join('\n');
}

/** The internal relationships of a part, as id → target part name. */
export async function relTargets(deck: SourceDeck, part: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of await deck.rels(part)) if (!rel.external) out.set(rel.id, deck.resolve(part, rel));
  return out;
}
