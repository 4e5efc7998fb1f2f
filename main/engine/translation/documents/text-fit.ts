/**
 * Keeping translated text inside its box. Translations often run longer than the source (English → Spanish or
 * German by 15–35 %), and a text box does not grow in PowerPoint unless it is set to. The box's text is estimated
 * line by line (average glyph width ½ em, line height 1.2 em) before and after; when the translation would
 * need more height than the box — or than the source already took — the body gets `a:normAutofit` with the
 * font scale that makes the estimate fit, which PowerPoint and LibreOffice both apply.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';

const EMU_PER_POINT = 12700;
const GLYPH_EM = 0.5;
const LINE_EM = 1.2;
const MIN_SCALE = 0.3;

export interface BoxGeometry {
  /** Shape size in EMU (own `a:xfrm`, or the placeholder's on its layout or master). */
  cx: number;
  cy: number;
}

/** Characters per paragraph and the largest font size (points) in a text body. */
export interface BodyText {
  paragraphs: number[];
  fontPt: number;
}

export function measureBody(txBody: Element, defaultFontPt: number): BodyText {
  const paragraphs: number[] = [];
  let largest = 0;
  for (const p of childElements(txBody)) {
    if (p.localName !== 'p' || p.namespaceURI !== NS.a) continue;
    let chars = 0;
    for (const el of allElements(p)) {
      if (el.localName === 't' && el.namespaceURI === NS.a) chars += (el.textContent ?? '').length;
      if ((el.localName === 'rPr' || el.localName === 'defRPr') && el.namespaceURI === NS.a) {
        const sz = Number(el.getAttribute('sz'));
        if (Number.isFinite(sz) && sz > 0) largest = Math.max(largest, sz / 100);
      }
    }
    paragraphs.push(chars);
  }
  return { paragraphs, fontPt: largest || defaultFontPt };
}

function insets(bodyPr: Element | undefined): { x: number; y: number } {
  const num = (name: string, fallback: number): number => {
    const value = Number(bodyPr?.getAttribute(name) ?? NaN);
    return Number.isFinite(value) && bodyPr?.hasAttribute(name) ? value : fallback;
  };
  return { x: num('lIns', 91440) + num('rIns', 91440), y: num('tIns', 45720) + num('bIns', 45720) };
}

/** Estimated height (points) of the text at `scale`, wrapped to `widthPt`, or one line per paragraph without wrap. */
function textHeight(text: BodyText, scale: number, widthPt: number, wrap: boolean): { height: number; widest: number } {
  const size = text.fontPt * scale;
  let height = 0;
  let widest = 0;
  for (const chars of text.paragraphs) {
    const width = chars * GLYPH_EM * size;
    widest = Math.max(widest, width);
    const lines = wrap ? Math.max(1, Math.ceil(width / Math.max(1, widthPt))) : 1;
    height += lines * LINE_EM * size;
  }
  return { height, widest };
}

function currentScale(bodyPr: Element | undefined): number {
  const autofit = bodyPr ? childElement(bodyPr, NS.a, 'normAutofit') : undefined;
  const raw = autofit?.getAttribute('fontScale');
  if (!raw) return 1;
  const value = raw.endsWith('%') ? Number(raw.slice(0, -1)) / 100 : Number(raw) / 100000;
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * The font scale the translated text needs (below the current one), or null when it fits. Without geometry the
 * growth in characters decides: area grows with the square of the font size.
 */
export function neededScale(bodyPr: Element | undefined, geometry: BoxGeometry | null, before: BodyText, after: BodyText): number | null {
  const scale = currentScale(bodyPr);
  const beforeChars = before.paragraphs.reduce((a, b) => a + b, 0);
  const afterChars = after.paragraphs.reduce((a, b) => a + b, 0);
  if (afterChars <= beforeChars) return null;
  if (!geometry) {
    const growth = afterChars / Math.max(1, beforeChars);
    return growth > 1.15 ? Math.max(MIN_SCALE, scale / Math.sqrt(growth)) : null;
  }
  const pad = insets(bodyPr);
  const widthPt = (geometry.cx - pad.x) / EMU_PER_POINT;
  const heightPt = (geometry.cy - pad.y) / EMU_PER_POINT;
  const wrap = bodyPr?.getAttribute('wrap') !== 'none';
  const source = textHeight(before, scale, widthPt, wrap);
  const budgetHeight = Math.max(heightPt, source.height);
  const budgetWidth = Math.max(widthPt, source.widest);
  const fits = (s: number): boolean => {
    const estimate = textHeight(after, s, widthPt, wrap);
    return estimate.height <= budgetHeight && (wrap || estimate.widest <= budgetWidth);
  };
  if (fits(scale)) return null;
  for (let s = scale - 0.025; s > MIN_SCALE; s -= 0.025) if (fits(s)) return Math.round(s * 1000) / 1000;
  return MIN_SCALE;
}

/** Sets `a:normAutofit` with the scale (and a matching line-spacing reduction), replacing any other autofit. */
export function applyFontScale(txBody: Element, scale: number): void {
  const doc = ownerDocument(txBody);
  let bodyPr = childElement(txBody, NS.a, 'bodyPr');
  if (!bodyPr) {
    bodyPr = createElement(doc, NS.a, 'bodyPr', 'a');
    txBody.insertBefore(bodyPr, txBody.firstChild);
  }
  for (const child of childElements(bodyPr)) {
    if (child.namespaceURI === NS.a && ['noAutofit', 'normAutofit', 'spAutoFit'].includes(child.localName ?? '')) bodyPr.removeChild(child);
  }
  const autofit = createElement(doc, NS.a, 'normAutofit', 'a');
  autofit.setAttribute('fontScale', String(Math.round(scale * 100000)));
  if (scale < 0.95) autofit.setAttribute('lnSpcReduction', scale < 0.8 ? '20000' : '10000');
  const warp = childElement(bodyPr, NS.a, 'prstTxWarp');
  bodyPr.insertBefore(autofit, warp ? warp.nextSibling : bodyPr.firstChild);
}
