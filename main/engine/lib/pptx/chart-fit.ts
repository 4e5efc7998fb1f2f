/**
 * Charts of a deck fitted to another slide size. The slide scales the chart's frame; the chart part holds its own
 * text sizes, line widths and marker sizes in points, which would otherwise stay as they were and crowd the smaller
 * plot (or leave a larger one empty). They scale by the same factor; text that names no size gets the chart-wide
 * default (10 pt) scaled, set once on the chart space.
 */
import { NS } from './ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from './xml-dom';

export const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
/** Text in a chart without a size is 10 pt (what PowerPoint and LibreOffice draw). */
const DEFAULT_CHART_TEXT = 1000;
/** c:chartSpace children that come after c:txPr (ECMA-376 CT_ChartSpace). */
const AFTER_TXPR = new Set(['externalData', 'printSettings', 'userShapes', 'extLst']);
const RUN_PROPS = new Set(['defRPr', 'rPr', 'endParaRPr']);

export function scaleChartXml(root: Element, f: number): void {
  if (root.localName !== 'chartSpace' || root.namespaceURI !== C) return;
  ensureDefaultTextSize(root);
  for (const el of allElements(root)) {
    const name = el.localName ?? '';
    if (el.namespaceURI === NS.a && RUN_PROPS.has(name)) scale(el, 'sz', f, 100, 400000);
    else if (el.namespaceURI === NS.a && name === 'ln') scale(el, 'w', f, 0);
    else if (el.namespaceURI === C && name === 'size' && (el.parentNode as Element | null)?.localName === 'marker')
      scale(el, 'val', f, 2, 72);
  }
}

/** The chart space's own text properties name a size, so scaling reaches text that sets none. */
function ensureDefaultTextSize(root: Element): void {
  const doc = ownerDocument(root);
  let txPr = childElement(root, C, 'txPr');
  if (!txPr) {
    txPr = createElement(doc, C, 'txPr', 'c');
    const bodyPr = createElement(doc, NS.a, 'bodyPr', 'a');
    const lstStyle = createElement(doc, NS.a, 'lstStyle', 'a');
    const p = createElement(doc, NS.a, 'p', 'a');
    const pPr = createElement(doc, NS.a, 'pPr', 'a');
    pPr.appendChild(createElement(doc, NS.a, 'defRPr', 'a'));
    p.appendChild(pPr);
    p.appendChild(createElement(doc, NS.a, 'endParaRPr', 'a'));
    for (const child of [bodyPr, lstStyle, p]) txPr.appendChild(child);
    const before = childElements(root).find((c) => AFTER_TXPR.has(c.localName ?? ''));
    root.insertBefore(txPr, before ?? null);
  }
  for (const p of childElements(txPr).filter((c) => c.localName === 'p')) {
    let pPr = childElement(p, NS.a, 'pPr');
    if (!pPr) {
      pPr = createElement(doc, NS.a, 'pPr', 'a');
      p.insertBefore(pPr, p.firstChild);
    }
    let defRPr = childElement(pPr, NS.a, 'defRPr');
    if (!defRPr) {
      defRPr = createElement(doc, NS.a, 'defRPr', 'a');
      pPr.appendChild(defRPr);
    }
    if (!defRPr.hasAttribute('sz')) defRPr.setAttribute('sz', String(DEFAULT_CHART_TEXT));
  }
}

function scale(el: Element, name: string, f: number, min: number, max?: number): void {
  const raw = el.getAttribute(name);
  if (raw === null || !/^\d+$/.test(raw)) return;
  let v = Math.max(min, Math.round(Number(raw) * f));
  if (max !== undefined) v = Math.min(max, v);
  el.setAttribute(name, String(v));
}
