/**
 * What Chromium laid out, read from the page: the background, boxes with a fill or border, pictures, and blocks of
 * text with their runs and styles, in document (painting) order and in CSS pixels. The reader is a script evaluated in
 * the page (as a string: the engine is compiled without the DOM library); it runs even when the page's own scripts
 * are off. Elements the reader cannot express as shapes (inline SVG, canvas, CSS background images) are reported as
 * `snapshot` boxes, which the tool fills with a screenshot of that area.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Colour {
  /** RRGGBB. */
  hex: string;
  /** 0–1. */
  alpha: number;
}

export interface TextRun {
  text: string;
  /** A line break instead of text. */
  br?: boolean;
  font: string;
  sizePx: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  colour: Colour;
}

export interface TextParagraph {
  align: 'l' | 'ctr' | 'r' | 'just';
  bullet?: 'disc' | 'decimal';
  runs: TextRun[];
}

export type LayoutItem =
  | { kind: 'rect'; box: Box; fill: Colour | null; border: { widthPx: number; colour: Colour } | null; radiusPx: number }
  | { kind: 'picture'; box: Box; src: string; alt: string }
  | { kind: 'snapshot'; box: Box }
  | { kind: 'text'; box: Box; paragraphs: TextParagraph[]; singleLine: boolean; lineHeightPx: number | null };

export interface PageLayout {
  background: Colour | null;
  items: LayoutItem[];
  /** Set when the page had more items than one slide takes; the rest were left out. */
  truncated: boolean;
}

export const MAX_ITEMS_PER_SLIDE = 2000;

/** Evaluated in the page; returns a PageLayout. */
export const READ_PAGE_LAYOUT = String.raw`(() => {
  const MAX = ${MAX_ITEMS_PER_SLIDE};
  const items = [];
  let truncated = false;
  const push = (item) => { if (items.length < MAX) items.push(item); else truncated = true; };
  const colour = (css) => {
    const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+%?))?\)/.exec(css || '');
    if (!m) return null;
    let alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    if (!(alpha > 0)) return null;
    const hex = [m[1], m[2], m[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, '0')).join('').toUpperCase();
    return { hex, alpha: Math.min(1, alpha) };
  };
  const boxOf = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  const visible = (el, cs) => cs.display !== 'none' && cs.visibility !== 'hidden' && parseFloat(cs.opacity) > 0;
  const BLOCKY = /^(block|flex|grid|table|table-row|table-cell|list-item|flow-root|table-caption|inline-block|inline-flex|inline-grid)$/;
  const isBlock = (el) => el.nodeType === 1 && BLOCKY.test(getComputedStyle(el).display);
  const firstFamily = (list) => (list.split(',')[0] || '').trim().replace(/^["']|["']$/g, '');
  const runStyle = (cs) => ({
    font: firstFamily(cs.fontFamily),
    sizePx: parseFloat(cs.fontSize) || 16,
    bold: (parseInt(cs.fontWeight, 10) || 400) >= 600,
    italic: cs.fontStyle === 'italic' || cs.fontStyle.startsWith('oblique'),
    underline: (cs.textDecorationLine || '').includes('underline'),
    strike: (cs.textDecorationLine || '').includes('line-through'),
    colour: colour(cs.color) || { hex: '000000', alpha: 1 },
  });
  const ALIGN = { left: 'l', start: 'l', center: 'ctr', right: 'r', end: 'r', justify: 'just' };

  // The runs of a block: its text nodes and inline descendants, stopping at nested blocks (they get their own boxes).
  const collectRuns = (el, runs, pre) => {
    for (const node of el.childNodes) {
      if (node.nodeType === 3) {
        let text = node.textContent || '';
        if (!pre) text = text.replace(/[\s]+/g, ' ');
        if (text) runs.push(Object.assign({ text }, runStyle(getComputedStyle(el))));
      } else if (node.nodeType === 1) {
        const cs = getComputedStyle(node);
        if (!visible(node, cs) || isBlock(node)) continue;
        if (node.tagName === 'BR') runs.push(Object.assign({ text: '', br: true }, runStyle(cs)));
        else if (node.tagName !== 'IMG' && node.tagName !== 'SVG' && node.tagName !== 'svg' && node.tagName !== 'CANVAS') collectRuns(node, runs, pre || /^pre/.test(cs.whiteSpace));
      }
    }
    return runs;
  };
  const hasOwnText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && /\S/.test(n.textContent || ''))
    || [...el.children].some((c) => !isBlock(c) && c.tagName !== 'IMG' && /\S/.test(c.textContent || '') && getComputedStyle(c).display !== 'none');

  const textItem = (el, cs) => {
    const runs = collectRuns(el, [], /^pre/.test(cs.whiteSpace));
    while (runs.length && !runs[0].br && !/\S/.test(runs[0].text)) runs.shift();
    while (runs.length && !runs[runs.length - 1].br && !/\S/.test(runs[runs.length - 1].text)) runs.pop();
    if (runs.length === 0) return;
    if (!/^pre/.test(cs.whiteSpace)) {
      runs[0].text = runs[0].text.replace(/^\s+/, '');
      runs[runs.length - 1].text = runs[runs.length - 1].text.replace(/\s+$/, '');
    }
    const r = el.getBoundingClientRect();
    const pad = (side) => (parseFloat(cs['padding' + side]) || 0) + (parseFloat(cs['border' + side + 'Width']) || 0);
    const box = { x: r.left + pad('Left'), y: r.top + pad('Top'), w: r.width - pad('Left') - pad('Right'), h: r.height - pad('Top') - pad('Bottom') };
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)));
    const list = el.tagName === 'LI' ? (el.parentElement && el.parentElement.tagName === 'OL' ? 'decimal' : 'disc') : undefined;
    const paragraph = { align: ALIGN[cs.textAlign] || 'l', runs };
    if (list && cs.listStyleType !== 'none') paragraph.bullet = list;
    const lineHeight = cs.lineHeight === 'normal' ? null : parseFloat(cs.lineHeight) || null;
    push({ kind: 'text', box, paragraphs: [paragraph], singleLine: tops.size <= 1 && !runs.some((x) => x.br), lineHeightPx: lineHeight });
  };

  const walk = (el) => {
    const cs = getComputedStyle(el);
    if (!visible(el, cs)) return;
    const tag = el.tagName.toUpperCase();
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'HEAD' || tag === 'TEMPLATE' || tag === 'NOSCRIPT') return;
    const r = el.getBoundingClientRect();
    const inPage = r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight;
    if (tag === 'IMG') {
      if (inPage && el.complete && el.naturalWidth > 0) push({ kind: 'picture', box: boxOf(r), src: el.currentSrc || el.src, alt: el.alt || '' });
      return;
    }
    if (tag === 'SVG' || tag === 'CANVAS' || tag === 'VIDEO') {
      if (inPage) push({ kind: 'snapshot', box: boxOf(r) });
      return;
    }
    if (el !== document.documentElement && el !== document.body && inPage) {
      if (cs.backgroundImage && cs.backgroundImage !== 'none') push({ kind: 'snapshot', box: boxOf(r) });
      else {
        const fill = colour(cs.backgroundColor);
        const bw = parseFloat(cs.borderTopWidth) || 0;
        const bc = cs.borderTopStyle !== 'none' && bw > 0 ? colour(cs.borderTopColor) : null;
        if (fill || bc) push({ kind: 'rect', box: boxOf(r), fill, border: bc ? { widthPx: bw, colour: bc } : null, radiusPx: parseFloat(cs.borderTopLeftRadius) || 0 });
      }
    }
    if (inPage && hasOwnText(el) && (isBlock(el) || el === document.body)) textItem(el, cs);
    for (const child of el.children) if (isBlock(child) || child.tagName === 'IMG' || child.children.length || getComputedStyle(child).position === 'absolute') walk(child);
  };

  const page = document.body ? getComputedStyle(document.body) : null;
  const background = (page && colour(page.backgroundColor)) || colour(getComputedStyle(document.documentElement).backgroundColor);
  walk(document.documentElement);
  return { background, items, truncated };
})()`;
