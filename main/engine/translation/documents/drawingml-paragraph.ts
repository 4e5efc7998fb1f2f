/**
 * DrawingML paragraphs (`a:p`), the text of slides, notes, masters, tables, charts and SmartArt. Runs (`a:r`) are
 * translated; line breaks (`a:br`), fields (`a:fld`: slide numbers, dates) and anything else stay as they are and
 * split the paragraph into lines translated on their own. Each translated stretch is written as a copy of the run
 * it came from, so its properties (bold, size, font, colour, `a:hlinkClick`) stay on those words.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import { hasWords, type TextUnit, type TranslatedPiece } from '../unit-markup';
import type { TargetStyle, TextPlan } from './text-plan';

type Segment = { kind: 'line'; runs: Element[] } | { kind: 'keep'; el: Element };

export function runText(run: Element): string {
  let text = '';
  for (const t of childElements(run)) if (t.localName === 't') text += t.textContent ?? '';
  return text;
}

function setRunText(run: Element, text: string): void {
  const doc = ownerDocument(run);
  let t = childElement(run, NS.a, 't');
  if (!t) {
    t = createElement(doc, NS.a, 't', 'a');
    run.appendChild(t);
  }
  while (t.firstChild) t.removeChild(t.firstChild);
  t.appendChild(doc.createTextNode(text));
}

/** Marks run properties with the new language (spelling, hyphenation) and drops the old spell-check flag. */
export function setRunLanguage(holder: Element, propsName: 'rPr' | 'endParaRPr', lang: string): void {
  let props = propsName === 'rPr' ? childElement(holder, NS.a, 'rPr') : holder;
  if (!props) {
    props = createElement(ownerDocument(holder), NS.a, 'rPr', 'a');
    holder.insertBefore(props, holder.firstChild);
  }
  props.setAttribute('lang', lang);
  props.removeAttribute('err');
}

function setRightToLeft(p: Element): void {
  let pPr = childElement(p, NS.a, 'pPr');
  if (!pPr) {
    pPr = createElement(ownerDocument(p), NS.a, 'pPr', 'a');
    p.insertBefore(pPr, p.firstChild);
  }
  pPr.setAttribute('rtl', '1');
  const algn = pPr.getAttribute('algn');
  if (!algn || algn === 'l') pPr.setAttribute('algn', 'r');
}

/**
 * Registers one paragraph with the plan. `onApplied` hears the text length before and after, for the
 * overflow check of the box it sits in. Paragraphs with nothing to translate are left alone.
 */
export function addDrawingParagraph(
  p: Element,
  plan: TextPlan,
  style: TargetStyle,
  onApplied?: (before: number, after: number) => void,
): boolean {
  const segments: Segment[] = [];
  for (const child of childElements(p)) {
    if (child.namespaceURI === NS.a && (child.localName === 'pPr' || child.localName === 'endParaRPr')) continue;
    if (child.namespaceURI === NS.a && child.localName === 'r') {
      const last = segments[segments.length - 1];
      if (last?.kind === 'line') last.runs.push(child);
      else segments.push({ kind: 'line', runs: [child] });
    } else {
      segments.push({ kind: 'keep', el: child });
    }
  }
  const lines = segments.filter((segment): segment is Extract<Segment, { kind: 'line' }> => segment.kind === 'line');
  const units: TextUnit[] = lines.map((line) => ({ pieces: line.runs.map(runText) }));
  if (!units.some(hasWords)) return false;
  const before = units.reduce((sum, unit) => sum + unit.pieces.join('').length, 0);

  plan.add(units, (translated: TranslatedPiece[][]) => {
    const anchor = childElement(p, NS.a, 'endParaRPr') ?? null;
    for (const segment of segments) {
      if (segment.kind === 'keep') p.removeChild(segment.el);
      else for (const run of segment.runs) p.removeChild(run);
    }
    let after = 0;
    let line = 0;
    for (const segment of segments) {
      if (segment.kind === 'keep') {
        p.insertBefore(segment.el, anchor);
        continue;
      }
      for (const piece of translated[line] ?? []) {
        const source = segment.runs[piece.source] ?? segment.runs[0];
        if (!source) continue;
        const run = source.cloneNode(true) as Element;
        setRunText(run, piece.text);
        setRunLanguage(run, 'rPr', style.lang);
        p.insertBefore(run, anchor);
        after += piece.text.length;
      }
      line++;
    }
    if (anchor) setRunLanguage(anchor, 'endParaRPr', style.lang);
    if (style.rtl) setRightToLeft(p);
    onApplied?.(before, after);
  });
  return true;
}
