/**
 * Word reflows a translation, except inside things of a fixed size: a table row of exact height (`w:trHeight
 * w:hRule="exact"`), a frame of exact height (`w:framePr w:hRule="exact"`) and a text box that does not grow with
 * its text (`wps:bodyPr` without `a:spAutoFit`). Longer text there is cut off in Word and LibreOffice alike. Where a
 * translated paragraph sits in one of them, the row or frame keeps its height as a minimum (`atLeast`) and the text
 * box grows with its text, as a person fixing the document would do; a box or row the text still fits looks the same.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const WPS = 'http://schemas.microsoft.com/office/word/2010/wordprocessingShape';

export interface FrameFit {
  rows: number;
  frames: number;
  textBoxes: number;
}

function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let node = el.parentNode; node && node.nodeType === 1; node = node.parentNode) out.push(node as Element);
  return out;
}

function loosenHeight(holder: Element | undefined): boolean {
  if (!holder || holder.getAttributeNS(W, 'hRule') !== 'exact') return false;
  holder.setAttributeNS(W, 'w:hRule', 'atLeast');
  return true;
}

/** `wps:bodyPr`: its autofit becomes "grow the shape to fit the text". */
function growWithText(bodyPr: Element): boolean {
  if (childElement(bodyPr, NS.a, 'spAutoFit')) return false;
  for (const child of childElements(bodyPr)) {
    if (child.namespaceURI === NS.a && (child.localName === 'noAutofit' || child.localName === 'normAutofit')) bodyPr.removeChild(child);
  }
  const fit = createElement(ownerDocument(bodyPr), NS.a, 'spAutoFit', 'a');
  // Schema order: prstTxWarp?, (autofit)?, scene3d?, sp3d?, flatTx?, extLst?
  const after = childElements(bodyPr).find((child) => child.localName !== 'prstTxWarp');
  bodyPr.insertBefore(fit, after ?? null);
  return true;
}

/** Loosens the fixed-size holders of the translated paragraphs; answers how many of each. */
export function fitWordFrames(paragraphs: readonly Element[]): FrameFit {
  const done = new Set<Element>();
  const fit: FrameFit = { rows: 0, frames: 0, textBoxes: 0 };
  for (const p of paragraphs) {
    for (const el of ancestors(p)) {
      if (done.has(el)) continue;
      if (el.namespaceURI === W && el.localName === 'tr') {
        done.add(el);
        const trPr = childElement(el, W, 'trPr');
        if (loosenHeight(trPr ? childElement(trPr, W, 'trHeight') : undefined)) fit.rows++;
      } else if (el.namespaceURI === WPS && el.localName === 'wsp') {
        done.add(el);
        const bodyPr = childElement(el, WPS, 'bodyPr');
        if (bodyPr && growWithText(bodyPr)) fit.textBoxes++;
      }
    }
    const pPr = childElement(p, W, 'pPr');
    if (loosenHeight(pPr ? childElement(pPr, W, 'framePr') : undefined)) fit.frames++;
  }
  return fit;
}
