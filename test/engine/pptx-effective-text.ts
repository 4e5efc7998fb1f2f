/**
 * The paragraph properties that reach a slide's paragraphs, resolved the way ECMA-376 describes it, independently of
 * the engine's package code: the paragraph's own `a:pPr`, its shape's `a:lstStyle`, then for a placeholder the
 * layout's and the master's matching placeholder and the master's text style for its kind (`p:titleStyle`,
 * `p:bodyStyle`, `p:otherStyle`), and last the presentation's `p:defaultTextStyle` (§19.3.1.13: the root of every text
 * style). Within a list style a level's own `a:lvlNpPr` comes before the style's `a:defPPr`.
 */
import { execFileSync } from 'node:child_process';
import { DOMParser } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const LEVELS = ['lvl1pPr', 'lvl2pPr', 'lvl3pPr', 'lvl4pPr', 'lvl5pPr', 'lvl6pPr', 'lvl7pPr', 'lvl8pPr', 'lvl9pPr'];
const TITLES = new Set(['title', 'ctrTitle']);
const OTHERS = new Set(['dt', 'ftr', 'hdr', 'sldNum']);

export interface EffectiveParagraph {
  /** 1-based slide number in the deck. */
  slide: number;
  text: string;
  /** 0-based level. */
  lvl: number;
  /** The paragraph properties that reach it (attribute name → value): marL, indent, algn … */
  props: Record<string, string>;
}

function part(pptx: string, name: string): Element {
  const xml = execFileSync('unzip', ['-p', pptx, name.replace(/^\//, '')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return new DOMParser().parseFromString(xml, 'application/xml').documentElement as unknown as Element;
}

function children(el: Element | undefined, ns: string, name: string): Element[] {
  const out: Element[] = [];
  for (let c = el?.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1 && (c as Element).namespaceURI === ns && (c as Element).localName === name) out.push(c as Element);
  }
  return out;
}

function child(el: Element | undefined, ns: string, name: string): Element | undefined {
  return children(el, ns, name)[0];
}

function descendants(el: Element, ns: string, name: string): Element[] {
  return Array.from(el.getElementsByTagNameNS(ns, name));
}

function resolve(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

function rels(pptx: string, partName: string): Map<string, { type: string; target: string }> {
  const slash = partName.lastIndexOf('/');
  const root = part(pptx, `${partName.slice(0, slash)}/_rels/${partName.slice(slash + 1)}.rels`);
  const map = new Map<string, { type: string; target: string }>();
  for (const rel of Array.from(root.getElementsByTagName('Relationship'))) {
    map.set(rel.getAttribute('Id') ?? '', {
      type: rel.getAttribute('Type') ?? '',
      target: resolve(partName, rel.getAttribute('Target') ?? ''),
    });
  }
  return map;
}

function related(pptx: string, partName: string, type: string): string | undefined {
  return [...rels(pptx, partName).values()].find((rel) => rel.type.endsWith(`/${type}`))?.target;
}

/** Attributes a list style gives level `lvl`: its lvlNpPr over its defPPr. */
function fromListStyle(list: Element | undefined, lvl: number): Record<string, string> {
  const props: Record<string, string> = {};
  for (const el of [child(list, A, 'defPPr'), child(list, A, LEVELS[lvl] as string)]) {
    if (!el) continue;
    for (const attr of Array.from(el.attributes)) if (!attr.name.startsWith('xmlns')) props[attr.name] = attr.value;
  }
  return props;
}

interface Placeholder {
  type: string;
  idx: string | undefined;
}

function placeholderOf(sp: Element): Placeholder | undefined {
  const ph = child(child(child(sp, P, 'nvSpPr'), P, 'nvPr'), P, 'ph');
  if (!ph) return undefined;
  return { type: ph.getAttribute('type') || 'body', idx: ph.getAttribute('idx') ?? undefined };
}

/** The placeholder shape in `tree` a slide's placeholder inherits from: by idx, else by type. */
function matching(tree: Element, ph: Placeholder): Element | undefined {
  const shapes = descendants(tree, P, 'sp');
  const byIdx = ph.idx === undefined ? undefined : shapes.find((sp) => placeholderOf(sp)?.idx === ph.idx);
  return byIdx ?? shapes.find((sp) => placeholderOf(sp)?.type === ph.type);
}

function lstStyle(sp: Element | undefined): Element | undefined {
  return child(child(sp, P, 'txBody'), A, 'lstStyle');
}

function styleFor(master: Element, ph: Placeholder | undefined): Element | undefined {
  if (!ph) return undefined;
  const name = TITLES.has(ph.type) ? 'titleStyle' : OTHERS.has(ph.type) ? 'otherStyle' : 'bodyStyle';
  return child(child(master, P, 'txStyles'), P, name);
}

/** Every paragraph with text on the deck's slides, in order, with the properties that reach it. */
export function effectiveParagraphs(pptx: string): EffectiveParagraph[] {
  const presentation = part(pptx, 'ppt/presentation.xml');
  const defaults = child(presentation, P, 'defaultTextStyle');
  const presRels = rels(pptx, 'ppt/presentation.xml');
  const slideIds = descendants(presentation, P, 'sldId');
  const out: EffectiveParagraph[] = [];
  slideIds.forEach((sldId, i) => {
    const slidePart = presRels.get(sldId.getAttributeNS(R, 'id') ?? '')?.target as string;
    const layoutPart = related(pptx, slidePart, 'slideLayout') as string;
    const masterPart = related(pptx, layoutPart, 'slideMaster') as string;
    const slide = part(pptx, slidePart);
    const layout = part(pptx, layoutPart);
    const master = part(pptx, masterPart);
    for (const sp of descendants(slide, P, 'sp')) {
      const ph = placeholderOf(sp);
      // Lowest first: what comes later overrides.
      const chain: Array<(lvl: number) => Record<string, string>> = [(lvl) => fromListStyle(defaults, lvl)];
      if (ph) {
        chain.push((lvl) => fromListStyle(styleFor(master, ph), lvl));
        chain.push((lvl) =>
          fromListStyle(
            lstStyle(matching(master, { type: TITLES.has(ph.type) ? 'title' : ph.type === 'obj' ? 'body' : ph.type, idx: undefined })),
            lvl,
          ),
        );
        chain.push((lvl) => fromListStyle(lstStyle(matching(layout, ph)), lvl));
      }
      chain.push((lvl) => fromListStyle(lstStyle(sp), lvl));
      for (const p of descendants(sp, A, 'p')) {
        const text = descendants(p, A, 't')
          .map((t) => t.textContent ?? '')
          .join('');
        if (text.trim() === '') continue;
        const pPr = child(p, A, 'pPr');
        const lvl = Number(pPr?.getAttribute('lvl') ?? 0) || 0;
        const props: Record<string, string> = {};
        for (const level of chain) Object.assign(props, level(lvl));
        for (const attr of pPr ? Array.from(pPr.attributes) : []) if (attr.name !== 'lvl') props[attr.name] = attr.value;
        out.push({ slide: i + 1, text, lvl, props });
      }
    }
  });
  return out;
}
