/**
 * A short list on a revamped content slide spreads down its area (issue #35: body text stayed small at the top of a
 * half-empty slide): the space before each paragraph after the first grows until the text takes SPREAD_SHARE of
 * the area's height, at most SPREAD_LINES of its largest type and never less than it had — as Create spreads its
 * lists (generation/slide-fit.ts). The share leaves room for LibreOffice's and PowerPoint's line breaks to differ
 * from the measure, so neither's autofit shrinks the text.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { fits, type MeasuredParagraph } from '../templates/text-layout';
import { frameFor, shapeParagraphs, withoutTrailingEmpty, type TextContext } from './shape-text';

const SPREAD_SHARE = 0.85;
const SPREAD_LINES = 0.75;

/** Spreads the paragraphs of a text body of one list level over a `width` × `height` frame (EMU). */
export function spreadParagraphs(measure: FontMeasure, txBody: Element, ctx: TextContext, width: number, height: number): void {
  const elements = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  // Sub-points keep their own spacing under their point: only a list of one level is spread.
  if (elements.some((p) => Number(childElement(p, NS.a, 'pPr')?.getAttribute('lvl') ?? 0) > 0)) return;
  const paragraphs = withoutTrailingEmpty(shapeParagraphs(txBody, ctx));
  const frame = frameFor(txBody, width, height);
  if (!frame || paragraphs.length < 2 || paragraphs.length > elements.length) return;
  const target = { ...frame, heightPt: frame.heightPt * SPREAD_SHARE };
  const size = Math.max(...paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt)), 0);
  const spaced = (space: number): MeasuredParagraph[] =>
    paragraphs.map((p, i) => (i === 0 ? p : { ...p, spaceBeforePt: Math.max(p.spaceBeforePt ?? 0, space) }));
  if (!fits(measure, spaced(0), target)) return;
  let low = 0;
  let high = size * SPREAD_LINES;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (fits(measure, spaced(mid), target)) low = mid;
    else high = mid;
  }
  const space = Math.floor(low);
  paragraphs.forEach((p, i) => {
    if (i === 0 || space <= (p.spaceBeforePt ?? 0) + 1) return;
    setSpaceBefore(elements[i]!, space);
  });
}

function setSpaceBefore(paragraph: Element, points: number): void {
  const doc = ownerDocument(paragraph);
  let pPr = childElement(paragraph, NS.a, 'pPr');
  if (!pPr) {
    pPr = createElement(doc, NS.a, 'pPr', 'a');
    paragraph.insertBefore(pPr, paragraph.firstChild);
  }
  const old = childElement(pPr, NS.a, 'spcBef');
  if (old) pPr.removeChild(old);
  const spcBef = createElement(doc, NS.a, 'spcBef', 'a');
  const pts = createElement(doc, NS.a, 'spcPts', 'a');
  pts.setAttribute('val', String(Math.round(points * 100)));
  spcBef.appendChild(pts);
  // a:spcBef comes after a:lnSpc and before everything else in a:pPr.
  const lnSpc = childElement(pPr, NS.a, 'lnSpc');
  pPr.insertBefore(spcBef, lnSpc ? lnSpc.nextSibling : pPr.firstChild);
}
