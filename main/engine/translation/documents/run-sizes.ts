/**
 * Writing a fit into a text body the way every renderer reads it: each run's size (`a:rPr@sz`, also line breaks'
 * and the end-of-paragraph mark's) and each paragraph's line spacing and space before and after (`a:lnSpc`,
 * `a:spcBef`, `a:spcAft`). Runs that give no size get the one they inherited, scaled. An autofit hint
 * (`a:normAutofit@fontScale`) would be applied by PowerPoint only: LibreOffice fits such a shape its own way.
 */
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import { paragraphStyles, sizeOf, spacingPt, type TextStyleDefaults } from './text-fit';

/** PowerPoint's smallest run size (1 pt), in hundredths of a point. */
const MIN_SZ = 100;

function ensureFirst(parent: Element, localName: string): Element {
  const existing = childElement(parent, NS.a, localName);
  if (existing) return existing;
  const el = createElement(ownerDocument(parent), NS.a, localName, 'a');
  parent.insertBefore(el, parent.firstChild);
  return el;
}

function scaleSize(props: Element, inheritedPt: number, scale: number): void {
  const pt = sizeOf(props, inheritedPt);
  props.setAttribute('sz', String(Math.max(MIN_SZ, Math.round(pt * scale * 100))));
}

function setSpacing(pPr: Element, name: 'lnSpc' | 'spcBef' | 'spcAft', unit: 'spcPct' | 'spcPts', val: number): void {
  const old = childElement(pPr, NS.a, name);
  if (old) pPr.removeChild(old);
  const holder = createElement(ownerDocument(pPr), NS.a, name, 'a');
  const value = createElement(ownerDocument(pPr), NS.a, unit, 'a');
  value.setAttribute('val', String(Math.max(0, Math.round(val))));
  holder.appendChild(value);
  // Schema order: lnSpc, spcBef, spcAft, then the bullets and the rest.
  const order = ['lnSpc', 'spcBef', 'spcAft'];
  const rank = order.indexOf(name);
  const after = childElements(pPr).find((child) => {
    const at = child.namespaceURI === NS.a ? order.indexOf(child.localName ?? '') : -1;
    return at < 0 || at > rank;
  });
  pPr.insertBefore(holder, after ?? null);
}

/** Scales every run of `txBody` by `scale` and reduces its line spacing (and paragraph spacing) by `reduction`. */
export function writeScale(txBody: Element, defaults: TextStyleDefaults, scale: number, reduction: number): void {
  const shrink = scale < 0.999;
  if (!shrink && reduction <= 0) return;
  for (const { p, level, sizePt } of paragraphStyles(txBody, defaults)) {
    let firstRunPt: number | null = null;
    if (shrink) {
      for (const child of childElements(p)) {
        if (child.namespaceURI !== NS.a) continue;
        if (child.localName === 'r' || child.localName === 'fld' || child.localName === 'br') {
          const rPr = ensureFirst(child, 'rPr');
          firstRunPt ??= sizeOf(rPr, sizePt);
          scaleSize(rPr, sizePt, scale);
        } else if (child.localName === 'endParaRPr') scaleSize(child, firstRunPt ?? sizePt, scale);
      }
      if (!childElement(p, NS.a, 'endParaRPr') && firstRunPt === null) {
        const end = createElement(ownerDocument(p), NS.a, 'endParaRPr', 'a');
        p.appendChild(end);
        scaleSize(end, sizePt, scale);
      }
    }
    if (reduction > 0) {
      const pPr = ensureFirst(p, 'pPr');
      const keep = 1 - reduction;
      const own = childElement(pPr, NS.a, 'lnSpc');
      const exact = own ? childElement(own, NS.a, 'spcPts') : undefined;
      if (exact) setSpacing(pPr, 'lnSpc', 'spcPts', (Number(exact.getAttribute('val')) || 0) * keep);
      else setSpacing(pPr, 'lnSpc', 'spcPct', (level.lineSpacing ?? 1) * keep * 100000);
      // Spacing given as a share of the line follows the smaller text; in points it is reduced as the lines are.
      const endPt = (firstRunPt ?? sizePt) * scale;
      if (level.spaceBefore) setSpacing(pPr, 'spcBef', 'spcPts', spacingPt(level.spaceBefore, endPt) * keep * 100);
      if (level.spaceAfter) setSpacing(pPr, 'spcAft', 'spcPts', spacingPt(level.spaceAfter, endPt) * keep * 100);
    }
  }
}
