/**
 * The text of a deck: slides, notes, layouts and masters (placeholder prompts), tables, grouped shapes, charts
 * (titles, labels, and the category and series names of their caches) and SmartArt (its data and the drawing
 * LibreOffice and older viewers show). After translation, text boxes on slides and in SmartArt that would
 * overflow get a font scale (text-fit.ts).
 */
import { CT, NS } from '../../lib/pptx/ooxml-constants';
import { allElements, childElement, type Element } from '../../lib/pptx/xml-dom';
import { addDrawingParagraph } from './drawingml-paragraph';
import type { OpenedDocument } from './opened-document';
import { PackageEdit } from './package-edit';
import { PlaceholderGeometry } from './placeholder-geometry';
import { applyFontScale, measureBody, neededScale, type BodyText, type BoxGeometry } from './text-fit';
import { TextPlan, type TargetStyle } from './text-plan';

const CHART_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const DIAGRAM_DRAWING = 'application/vnd.ms-office.drawingml.diagramDrawing+xml';
const TEXT_PARTS: ReadonlySet<string> = new Set([
  CT.slide,
  CT.slideLayout,
  CT.slideMaster,
  CT.notesSlide,
  CT.notesMaster,
  CT.handoutMaster,
  'application/vnd.openxmlformats-officedocument.drawingml.chart+xml',
  'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml',
  DIAGRAM_DRAWING,
]);

interface FitCandidate {
  txBody: Element;
  before: BodyText;
  geometry: BoxGeometry | null;
  defaultPt: number;
}

function explicitGeometry(shape: Element, ns: string): BoxGeometry | null {
  const spPr = childElement(shape, ns, 'spPr');
  const xfrm = spPr ? childElement(spPr, NS.a, 'xfrm') : undefined;
  const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
  const cx = Number(ext?.getAttribute('cx'));
  const cy = Number(ext?.getAttribute('cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : null;
}

/** Strings of chart caches (category names, series names): each `c:v` of a `c:strCache` point. */
function addChartStrings(root: Element, plan: TextPlan): void {
  for (const v of allElements(root)) {
    if (v.localName !== 'v' || v.namespaceURI !== CHART_NS) continue;
    const pt = v.parentNode as Element | null;
    const cache = pt?.parentNode as Element | null;
    if (pt?.localName !== 'pt' || cache?.localName !== 'strCache') continue;
    const text = v.textContent ?? '';
    if (!/\p{L}/u.test(text)) continue;
    plan.add([{ pieces: [text] }], (translated) => {
      const value = (translated[0] ?? []).map((piece) => piece.text).join('');
      while (v.firstChild) v.removeChild(v.firstChild);
      v.appendChild(v.ownerDocument!.createTextNode(value));
    });
  }
}

export async function openPptx(path: string, label: string, style: TargetStyle): Promise<OpenedDocument> {
  const pkg = await PackageEdit.open(path, label);
  try {
    const plan = new TextPlan();
    const finishers: (() => void)[] = [];
    const geometry = new PlaceholderGeometry(pkg);
    let slides = 0;
    for (const part of pkg.partsOfType(TEXT_PARTS)) {
      const type = pkg.contentTypes.lookup(part);
      const doc = await pkg.readXml(part);
      const root = doc.documentElement;
      if (!root) continue;
      if (type === CT.slide) slides++;
      let touched = false;
      for (const el of allElements(root)) {
        if (el.localName === 'p' && el.namespaceURI === NS.a) touched = addDrawingParagraph(el, plan, style) || touched;
      }
      if (type === 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml') {
        const before = plan.units.length;
        addChartStrings(root, plan);
        touched = touched || plan.units.length > before;
      }
      if (!touched) continue;
      const candidates: FitCandidate[] = [];
      if (type === CT.slide) {
        const layoutGeometry = await geometry.forSlide(part);
        for (const sp of allElements(root)) {
          if (sp.localName !== 'sp' || sp.namespaceURI !== NS.p) continue;
          const txBody = childElement(sp, NS.p, 'txBody');
          if (!txBody) continue;
          const inherited = layoutGeometry.lookup(sp);
          candidates.push({
            txBody,
            before: measureBody(txBody, inherited.fontPt),
            geometry: explicitGeometry(sp, NS.p) ?? inherited.geometry,
            defaultPt: inherited.fontPt,
          });
        }
      } else if (type === DIAGRAM_DRAWING) {
        for (const sp of allElements(root)) {
          if (sp.localName !== 'sp' || sp.namespaceURI !== NS.dsp) continue;
          const txBody = childElement(sp, NS.dsp, 'txBody');
          if (txBody) candidates.push({ txBody, before: measureBody(txBody, 18), geometry: explicitGeometry(sp, NS.dsp), defaultPt: 18 });
        }
      }
      finishers.push(() => {
        for (const candidate of candidates) fitBody(candidate);
        pkg.update(part, doc);
      });
    }
    return {
      plan,
      pages: slides,
      async write(outPath) {
        for (const finish of finishers) finish();
        await pkg.write(outPath);
      },
      close: () => pkg.close(),
    };
  } catch (error) {
    pkg.close();
    throw error;
  }
}

function fitBody(candidate: FitCandidate): void {
  const bodyPr = childElement(candidate.txBody, NS.a, 'bodyPr');
  // A shape that grows with its text (spAutoFit) or vertical text needs no shrinking.
  if (bodyPr && childElement(bodyPr, NS.a, 'spAutoFit')) return;
  if (bodyPr?.getAttribute('vert') && bodyPr.getAttribute('vert') !== 'horz') return;
  const after = measureBody(candidate.txBody, candidate.defaultPt);
  const scale = neededScale(bodyPr, candidate.geometry, candidate.before, after);
  if (scale !== null) applyFontScale(candidate.txBody, scale);
}
