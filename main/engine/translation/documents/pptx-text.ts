/**
 * The text of a deck: slides, notes, layouts and masters (placeholder prompts), tables, grouped shapes, charts
 * (titles, labels, and the category and series names of their caches) and SmartArt (its data and the drawing
 * LibreOffice and older viewers show). After translation, slide shapes, table cells and SmartArt shapes whose text
 * no longer fits are fitted (shape-fit.ts), and what still does not fit is reported.
 */
import { CT, NS, PRESENTATION_MAIN_TYPES, REL } from '../../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, type Element } from '../../lib/pptx/xml-dom';
import { addDrawingParagraph } from './drawingml-paragraph';
import type { OpenedDocument } from './opened-document';
import { PackageEdit } from './package-edit';
import {
  DEFAULT_THEME_FONTS,
  levelStyles,
  ownFrame,
  PlaceholderGeometry,
  type LevelStyle,
  type SlideGeometry,
} from './placeholder-geometry';
import { fitCandidates, refitShapes, type FitCandidate, type FitProblem } from './shape-fit';
import { chooseRefit } from './render-refit';
import { RenderedRoom } from './rendered-room';
import { roomAround, slideBoxes, type Obstacles } from './slide-room';
import { readFlow, type TextStyleDefaults } from './text-fit';
import { TextPlan, type TargetStyle } from './text-plan';

const CHART_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const DIAGRAM_DRAWING = 'application/vnd.ms-office.drawingml.diagramDrawing+xml';
const TABLE_DEFAULT_PT = 18;
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

interface DeckFacts {
  /** Slide part → 1-based slide number. */
  numbers: Map<string, number>;
  slideHeight: number;
  slideWidth: number;
  /** `p:defaultTextStyle`: what text boxes (shapes that are no placeholders) inherit. */
  defaultLevels: LevelStyle[];
}

async function deckFacts(pkg: PackageEdit): Promise<DeckFacts> {
  const numbers = new Map<string, number>();
  const main = pkg.partsOfType(PRESENTATION_MAIN_TYPES)[0];
  if (!main) return { numbers, slideHeight: 6858000, slideWidth: 9144000, defaultLevels: [] };
  const root = (await pkg.readXml(main)).documentElement;
  const rels = await pkg.relationships(main);
  const list = root ? childElement(root, NS.p, 'sldIdLst') : undefined;
  for (const sldId of list ? childElements(list) : []) {
    const rel = rels.find((r) => r.id === sldId.getAttributeNS(NS.r, 'id') && r.type === REL.slide);
    if (rel?.part) numbers.set(rel.part, numbers.size + 1);
  }
  const sldSz = root ? childElement(root, NS.p, 'sldSz') : undefined;
  const cy = Number(sldSz?.getAttribute('cy'));
  const cx = Number(sldSz?.getAttribute('cx'));
  const defaultLevels = levelStyles(root ? childElement(root, NS.p, 'defaultTextStyle') : undefined);
  return { numbers, slideHeight: cy > 0 ? cy : 6858000, slideWidth: cx > 0 ? cx : 9144000, defaultLevels };
}

function nameOf(shape: Element): { id: string; name: string } {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  const cNvPr = nv ? childElements(nv).find((child) => child.localName === 'cNvPr') : undefined;
  return { id: cNvPr?.getAttribute('id') ?? '', name: cNvPr?.getAttribute('name') || 'a shape' };
}

/** The top-level group a shape sits in (its diagram), or null. */
function topGroup(shape: Element, tree: Element | undefined): Element | null {
  let group: Element | null = null;
  for (let node = shape.parentNode as Element | null; node && node !== tree; node = node.parentNode as Element | null) {
    if (node.localName === 'grpSp') group = node;
  }
  return group;
}

function slideCandidates(
  root: Element,
  geometry: SlideGeometry,
  facts: DeckFacts,
  slide: number | null,
  obstacles: Obstacles,
): FitCandidate[] {
  const boxes = slideBoxes(root, geometry);
  const byShape = new Map(boxes.map((box) => [box.shape, box]));
  const tree = boxes[0]?.shape.parentNode as Element | undefined;
  const candidates: FitCandidate[] = [];
  for (const el of allElements(root)) {
    if (el.namespaceURI !== NS.p) continue;
    if (el.localName === 'sp') {
      const txBody = childElement(el, NS.p, 'txBody');
      if (!txBody) continue;
      const inherited = geometry.lookup(el);
      const own = ownFrame(el);
      const frame = own ?? inherited.frame;
      const defaults: TextStyleDefaults = {
        sizePt: inherited.family === null ? (facts.defaultLevels[0]?.sizePt ?? TABLE_DEFAULT_PT) : inherited.fontPt,
        levels: inherited.family === null ? facts.defaultLevels : inherited.levels,
        fonts: geometry.fonts,
        title: inherited.family === 'title',
      };
      const box = byShape.get(el);
      const { id, name } = nameOf(el);
      candidates.push({
        kind: 'shape',
        shape: el,
        id,
        name,
        txBody,
        frame,
        ownFrame: own !== null,
        defaults,
        before: readFlow(txBody, defaults),
        // Shapes inside groups are sized in their group's units: they are fitted in place, never grown.
        room: () => (frame && box ? roomAround(frame, el, boxes, facts.slideHeight, obstacles(id, frame)) : { above: 0, below: 0 }),
        resized: (next) => {
          if (box) box.frame = next;
        },
        set: topGroup(el, tree),
        slide,
        slideWidth: facts.slideWidth,
        tuning: { heightFactor: 1, rounds: 0 },
      });
    } else if (el.localName === 'graphicFrame') {
      const tbl = allElements(el).find((child) => child.localName === 'tbl' && child.namespaceURI === NS.a);
      const box = ownFrame(el);
      if (!tbl || !box) continue;
      const defaults: TextStyleDefaults = { sizePt: TABLE_DEFAULT_PT, fonts: geometry.fonts, title: false };
      const before = new Map<Element, ReturnType<typeof readFlow>>();
      for (const tc of allElements(tbl)) {
        const txBody = tc.localName === 'tc' ? childElement(tc, NS.a, 'txBody') : undefined;
        if (txBody) before.set(tc, readFlow(txBody, defaults));
      }
      const room = byShape.has(el) ? roomAround(box, el, boxes, facts.slideHeight) : { above: 0, below: 0 };
      candidates.push({ kind: 'table', frame: el, ...nameOf(el), tbl, box, defaults, before, room, slide });
    }
  }
  return candidates;
}

function drawingCandidates(root: Element): FitCandidate[] {
  const candidates: FitCandidate[] = [];
  const defaults: TextStyleDefaults = { sizePt: 18, fonts: DEFAULT_THEME_FONTS, title: false };
  for (const sp of allElements(root)) {
    if (sp.localName !== 'sp' || sp.namespaceURI !== NS.dsp) continue;
    const txBody = childElement(sp, NS.dsp, 'txBody');
    const frame = ownFrame(sp, NS.dsp);
    if (!txBody) continue;
    candidates.push({
      kind: 'shape',
      shape: sp,
      ...nameOf(sp),
      txBody,
      frame,
      ownFrame: true,
      defaults,
      before: readFlow(txBody, defaults),
      room: () => ({ above: 0, below: 0 }),
      resized: () => undefined,
      set: root,
      slide: null,
      slideWidth: Infinity,
      tuning: { heightFactor: 1, rounds: 0 },
    });
  }
  return candidates;
}

export async function openPptx(path: string, label: string, style: TargetStyle): Promise<OpenedDocument> {
  const pkg = await PackageEdit.open(path, label);
  try {
    const plan = new TextPlan('slide');
    const edited: { part: string; doc: Awaited<ReturnType<PackageEdit['readXml']>>; candidates: FitCandidate[] }[] = [];
    const geometry = new PlaceholderGeometry(pkg);
    const facts = await deckFacts(pkg);
    const rendered = new RenderedRoom();
    let slides = 0;
    for (const part of pkg.partsOfType(TEXT_PARTS)) {
      const type = pkg.contentTypes.lookup(part);
      const doc = await pkg.readXml(part);
      const root = doc.documentElement;
      if (!root) continue;
      if (type === CT.slide) slides++;
      plan.at(facts.numbers.get(part) ?? null);
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
      let candidates: FitCandidate[] = [];
      if (type === CT.slide)
        candidates = slideCandidates(
          root,
          await geometry.forSlide(part),
          facts,
          facts.numbers.get(part) ?? null,
          rendered.obstacles(facts.numbers.get(part) ?? null),
        );
      else if (type === DIAGRAM_DRAWING) candidates = drawingCandidates(root);
      edited.push({ part, doc, candidates });
    }
    let problems: FitProblem[] = [];
    const candidates = edited.flatMap((entry) => entry.candidates);
    const save = async (outPath: string): Promise<void> => {
      for (const entry of edited) pkg.update(entry.part, entry.doc);
      await pkg.write(outPath);
    };
    return {
      plan,
      pages: slides,
      async write(outPath, context) {
        rendered.add(context?.sourceLayout ?? null);
        problems = await fitCandidates(candidates, { keep: context?.checked === true });
        await save(outPath);
      },
      async refit(outPath, issues, output) {
        const choice = chooseRefit(candidates, issues, output);
        if (choice.shapes.length === 0) return 0;
        rendered.add(output);
        const again = new Set(choice.shapes.map((shape) => `${shape.slide}:${shape.name}`));
        const kept = problems.filter((problem) => !again.has(`${problem.slide}:${problem.shape}`));
        problems = [...kept, ...(await refitShapes(choice.shapes))];
        await save(outPath);
        return choice.shapes.length;
      },
      fitProblems: () => [...problems].sort((a, b) => (a.slide ?? 0) - (b.slide ?? 0)),
      close: () => pkg.close(),
    };
  } catch (error) {
    pkg.close();
    throw error;
  }
}
