/**
 * Fits every translated text body of a deck once the translation is written into it: slide shapes (with the room
 * around them on their slide), SmartArt drawing shapes and grouped shapes (in place, every box of one diagram at
 * one size), and table cells (table-fit.ts). Sizes are written into the runs (run-sizes.ts); an autofit the source
 * had is kept, none is added. Returns what still could not fit, per shape, for the task's metadata.
 */
import { TextMeasure, type FontRef } from '../../lib/fonts/text-measure';
import type { FlowParagraph, FlowResult } from '../../lib/fonts/text-flow';
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import { excerpt, type FitCandidate, type FitProblem, type ShapeCandidate, type TableCandidate } from './fit-types';
import type { Frame } from './placeholder-geometry';
import { writeScale } from './run-sizes';
import { fitTable } from './table-fit';
import { currentScale, EMU_PER_POINT, fontsOf, minimumScale, planFit, readFlow, textArea, type FitPlan } from './text-fit';
import { flowHeight } from '../../lib/fonts/text-flow';

export type { FitCandidate, FitProblem, ShapeCandidate, TableCandidate } from './fit-types';

/** Measured widths this close to the box count as fitting (kerning, rounding). */
const SLACK_WIDTH = 1.02;

function setFrame(shape: Element, frame: Frame): void {
  const doc = ownerDocument(shape);
  const spPr = childElement(shape, NS.p, 'spPr') ?? childElement(shape, NS.dsp, 'spPr');
  if (!spPr) return;
  let xfrm = childElement(spPr, NS.a, 'xfrm');
  if (!xfrm) {
    xfrm = createElement(doc, NS.a, 'xfrm', 'a');
    spPr.insertBefore(xfrm, spPr.firstChild);
  }
  let off = childElement(xfrm, NS.a, 'off');
  if (!off) {
    off = createElement(doc, NS.a, 'off', 'a');
    xfrm.insertBefore(off, xfrm.firstChild);
  }
  let ext = childElement(xfrm, NS.a, 'ext');
  if (!ext) {
    ext = createElement(doc, NS.a, 'ext', 'a');
    xfrm.insertBefore(ext, off.nextSibling);
  }
  off.setAttribute('x', String(Math.round(frame.x)));
  off.setAttribute('y', String(Math.round(frame.y)));
  ext.setAttribute('cx', String(Math.round(frame.cx)));
  ext.setAttribute('cy', String(Math.round(frame.cy)));
}

/** What the fit decided for one shape, applied once every shape of its diagram has decided. */
interface Decision {
  candidate: ShapeCandidate;
  after: FlowParagraph[];
  /** Final scale of the text, relative to the source's sizes (the source's own `fontScale` included). */
  scale: number;
  reduction: number;
  frame: Frame | null;
  /** Turn wrapping on (a `wrap="none"` shape whose translation is wider than its box). */
  wrapOn: boolean;
  floor: number;
  problem: FitProblem | null;
}

function problemOf(candidate: ShapeCandidate, after: FlowParagraph[], finding: Pick<FitProblem, 'code' | 'params' | 'detail'>): FitProblem {
  return { slide: candidate.slide, shape: candidate.name, excerpt: excerpt(after), ...finding };
}

/** The widest word of the text at `scale`, `factor` wider than measured (a render broke a word the measure fitted). */
function widestWord(paragraphs: FlowParagraph[], measure: TextMeasure, scale: number, factor: number): number {
  return Math.max(
    0,
    ...paragraphs.flatMap((p) =>
      p.runs.flatMap((run) => run.text.split(/\s+/).map((word) => measure.width(word, run.font, run.sizePt * scale) * factor + p.indentPt)),
    ),
  );
}

/** From `scale` down in 2.5 % steps to `floor`, the first scale at which the widest word fits `limitPt`. */
function wordsFitScale(
  paragraphs: FlowParagraph[],
  measure: TextMeasure,
  from: number,
  floor: number,
  limitPt: number,
  factor: number,
): number {
  let scale = from;
  while (scale > floor && widestWord(paragraphs, measure, scale, factor) > limitPt)
    scale = Math.max(floor, Math.round((scale - 0.025) * 1000) / 1000);
  return scale;
}

/**
 * A shape that grows with its text (`spAutoFit`) grows in height only: a word wider than the shape would be broken
 * in the middle, so its runs get a smaller size until the widest word fits (never below the floor).
 */
function fitWidth(candidate: ShapeCandidate, measure: TextMeasure, after: FlowParagraph[], widthPt: number): Decision {
  const widest = (paragraphs: FlowParagraph[], scale: number): number => widestWord(paragraphs, measure, scale, 1);
  const limit = Math.max(widthPt, widest(candidate.before, 1)) * SLACK_WIDTH;
  const floor = Math.ceil(minimumScale({ before: candidate.before, currentScale: 1, title: candidate.defaults.title }) * 1000) / 1000;
  const decision: Decision = { candidate, after, scale: 1, reduction: 0, frame: null, wrapOn: false, floor, problem: null };
  const factor = candidate.tuning.wordWidthFactor ?? 1;
  if (widestWord(after, measure, 1, factor) <= limit) return decision;
  const scale = wordsFitScale(after, measure, 1, floor, limit, factor);
  decision.scale = scale;
  if (widestWord(after, measure, scale, factor) > limit)
    decision.problem = problemOf(candidate, after, {
      code: 'word-too-wide',
      params: {},
      detail: 'A word is wider than its box even at the smallest size allowed.',
    });
  return decision;
}

function alignment(txBody: Element): string {
  const p = childElement(txBody, NS.a, 'p');
  const pPr = p ? childElement(p, NS.a, 'pPr') : undefined;
  return pPr?.getAttribute('algn') ?? 'l';
}

/** The frame widened to `widthPt` of text around where its text is aligned, kept on the slide. */
function widened(candidate: ShapeCandidate, frame: Frame, extraPt: number): Frame {
  if (extraPt <= 0) return frame;
  const extra = extraPt * EMU_PER_POINT;
  const algn = alignment(candidate.txBody);
  const shift = algn === 'ctr' ? extra / 2 : algn === 'r' ? extra : 0;
  const x = Math.max(0, Math.min(frame.x - shift, candidate.slideWidth - frame.cx - extra));
  return { ...frame, x, cx: Math.min(frame.cx + extra, candidate.slideWidth - x) };
}

function decideShape(candidate: ShapeCandidate, measure: TextMeasure, after: FlowParagraph[]): Decision | null {
  const bodyPr = childElement(candidate.txBody, NS.a, 'bodyPr');
  if (!candidate.frame) return null;
  // Vertical text is left to the renderer.
  if (bodyPr?.getAttribute('vert') && bodyPr.getAttribute('vert') !== 'horz') return null;
  const frameArea = textArea(bodyPr, candidate.frame.cx, candidate.frame.cy);
  const area = {
    widthPt: Math.min(frameArea.widthPt, candidate.tuning.areaWidthPt ?? Infinity),
    heightPt: Math.min(frameArea.heightPt, candidate.tuning.areaHeightPt ?? Infinity),
  };
  const grows = bodyPr !== undefined && childElement(bodyPr, NS.a, 'spAutoFit') !== undefined;
  if (grows && bodyPr.getAttribute('wrap') === 'none') return null;
  const scale0 = currentScale(bodyPr);
  const room = candidate.room();
  const tuning = candidate.tuning;
  const wrap = bodyPr?.getAttribute('wrap') !== 'none';
  if (grows) {
    // The renderer grows the shape downwards with its text: its text is made smaller only where that growth would
    // run into what lies below it, and where a word is wider than the shape.
    const byWidth = fitWidth(candidate, measure, after, area.widthPt);
    const plan = planFit(
      {
        before: candidate.before,
        after,
        widthPt: area.widthPt,
        heightPt: area.heightPt,
        wrap: true,
        currentScale: 1,
        title: candidate.defaults.title,
        roomAbove: 0,
        roomBelow: Math.min(room.below / EMU_PER_POINT, tuning.maxBelow ?? Infinity),
        anchor: 't',
        heightFactor: tuning.heightFactor,
      },
      measure,
    );
    tuning.model = () => flowHeight(after, area.widthPt, measure, plan?.fontScale ?? 1, plan?.lnSpcReduction ?? 0);
    if (!plan || plan.fontScale >= byWidth.scale) return byWidth;
    return { ...byWidth, scale: plan.fontScale, reduction: plan.lnSpcReduction, problem: byWidth.problem };
  }
  const input = {
    before: candidate.before,
    after,
    widthPt: area.widthPt,
    heightPt: area.heightPt,
    wrap,
    currentScale: scale0,
    title: candidate.defaults.title,
    roomAbove: Math.min(room.above / EMU_PER_POINT, tuning.maxAbove ?? Infinity),
    roomBelow: Math.min(room.below / EMU_PER_POINT, tuning.maxBelow ?? Infinity),
    anchor: bodyPr?.getAttribute('anchor') ?? (candidate.defaults.title ? 'ctr' : 't'),
    heightFactor: tuning.heightFactor,
    strictBox: tuning.areaHeightPt !== undefined,
  };
  const floor = Math.ceil(minimumScale(input) * 1000) / 1000;
  let plan: FitPlan | null = planFit(input, measure);
  let frame = candidate.frame;
  let wrapOn = false;
  if (!wrap && plan && (!plan.fits || plan.fontScale < scale0 - 0.001)) {
    // Too wide on its lines: wrapping within the box (as wide as the source's widest line) keeps the text larger
    // than shrinking it onto one line would, and keeps the explicit breaks.
    const sourceWidest = flowHeight(candidate.before, area.widthPt, measure, scale0, 0, false).widest;
    const widthPt = Math.max(area.widthPt, sourceWidest);
    const wrapped = planFit({ ...input, wrap: true, widthPt }, measure);
    if (!wrapped || (wrapped.fits && (!plan.fits || wrapped.fontScale > plan.fontScale))) {
      plan = wrapped;
      wrapOn = true;
      frame = widened(candidate, frame, widthPt - area.widthPt);
    }
  }
  const decision: Decision = { candidate, after, scale: scale0, reduction: 0, frame, wrapOn, floor, problem: null };
  const textWidth = frame.cx / EMU_PER_POINT - (candidate.frame.cx / EMU_PER_POINT - area.widthPt);
  const measured = (scale: number, reduction: number): FlowResult =>
    flowHeight(after, textWidth, measure, scale, reduction, wrap || wrapOn);
  tuning.model = () => measured(scale0, 0);
  if (!plan) return decision;
  const chosen = plan;
  tuning.model = () => measured(chosen.fontScale, chosen.lnSpcReduction);
  decision.scale = plan.fontScale;
  decision.reduction = plan.lnSpcReduction;
  if (plan.growTop > 0 || plan.growBottom > 0) {
    const top = plan.growTop * EMU_PER_POINT;
    decision.frame = { ...frame, y: frame.y - top, cy: frame.cy + top + plan.growBottom * EMU_PER_POINT };
  }
  // A word the render broke: smaller until it fits its line, as far as the floor allows (render-refit.ts).
  const factor = tuning.wordWidthFactor ?? 1;
  if (factor > 1) {
    const scale = wordsFitScale(after, measure, decision.scale, floor, textWidth, factor);
    if (scale < decision.scale) {
      decision.scale = scale;
      tuning.model = () => measured(scale, decision.reduction);
    }
  }
  if (!plan.fits)
    decision.problem = problemOf(candidate, after, {
      code: 'text-too-long',
      params: { percent: Math.round(plan.fontScale * 100) },
      detail: `Still too long for its box at ${Math.round(plan.fontScale * 100)} % of its size (the smallest allowed), with all the free room around it used.`,
    });
  return decision;
}

function sourceSize(candidate: ShapeCandidate): number {
  const sizes = candidate.before.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt));
  return sizes.length > 0 ? Math.max(...sizes) : 0;
}

/** The boxes of one diagram that had one size keep one size: the smallest any of them needed (each above its floor). */
function unify(decisions: Decision[]): void {
  const groups = new Map<string, Decision[]>();
  const sets = new Map<Element, number>();
  for (const d of decisions) {
    const set = d.candidate.set;
    if (!set) continue;
    if (!sets.has(set)) sets.set(set, sets.size);
    const key = `${sets.get(set)}:${sourceSize(d.candidate)}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const smallest = Math.min(...members.map((d) => d.scale));
    for (const d of members) d.scale = Math.max(d.floor, smallest);
  }
}

function apply(decision: Decision): void {
  const { candidate } = decision;
  const bodyPr = childElement(candidate.txBody, NS.a, 'bodyPr');
  const autofit = bodyPr ? childElement(bodyPr, NS.a, 'normAutofit') : undefined;
  if (candidate.tuning.dropAutofit && bodyPr && autofit) {
    bodyPr.replaceChild(createElement(ownerDocument(bodyPr), NS.a, 'noAutofit', 'a'), autofit);
  }
  if (decision.wrapOn) bodyPr?.setAttribute('wrap', 'square');
  if (decision.frame && decision.frame !== candidate.frame) {
    setFrame(candidate.shape, decision.frame);
    candidate.resized(decision.frame);
  }
  // The source's own fontScale stays in its autofit; the runs carry the rest.
  writeScale(candidate.txBody, candidate.defaults, decision.scale / currentScale(bodyPr), decision.reduction);
}

function spPrOf(shape: Element): Element | undefined {
  return childElement(shape, NS.p, 'spPr') ?? childElement(shape, NS.dsp, 'spPr');
}

/** Puts `el`'s attributes and children back as `copy` has them, keeping `el` itself (others hold it). */
function restoreInPlace(el: Element, copy: Element): void {
  for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
  for (const attr of Array.from(copy.attributes)) el.setAttribute(attr.name, attr.value);
  while (el.firstChild) el.removeChild(el.firstChild);
  for (let child = copy.firstChild; child; child = child.nextSibling) el.appendChild(child.cloneNode(true));
}

/** Shapes fitted again after a render: each back as translated, then fitted with what the render taught. */
export async function refitShapes(candidates: readonly ShapeCandidate[], signal?: AbortSignal): Promise<FitProblem[]> {
  for (const candidate of candidates) {
    const pristine = candidate.pristine;
    if (!pristine) continue;
    restoreInPlace(candidate.txBody, pristine.txBody);
    const spPr = spPrOf(candidate.shape);
    if (spPr && pristine.spPr) restoreInPlace(spPr, pristine.spPr);
    if (candidate.frame) candidate.resized(candidate.frame);
  }
  return fitCandidates(candidates, { signal, keep: true });
}

/** Fits every candidate after translation; the fonts are loaded once for all of them. */
export async function fitCandidates(
  candidates: readonly FitCandidate[],
  options: { signal?: AbortSignal; /** Keep each shape as translated, to fit it again after a render. */ keep?: boolean } = {},
): Promise<FitProblem[]> {
  const signal = options.signal;
  for (const candidate of candidates) {
    if (!options.keep || candidate.kind !== 'shape' || candidate.pristine) continue;
    const spPr = spPrOf(candidate.shape);
    candidate.pristine = { txBody: candidate.txBody.cloneNode(true) as Element, spPr: spPr?.cloneNode(true) as Element | undefined };
  }
  const afterShapes = new Map<ShapeCandidate, FlowParagraph[]>();
  const afterTables = new Map<TableCandidate, Map<Element, FlowParagraph[]>>();
  const fonts: FontRef[] = [];
  for (const candidate of candidates) {
    if (candidate.kind === 'shape') {
      const after = readFlow(candidate.txBody, candidate.defaults);
      afterShapes.set(candidate, after);
      fonts.push(...fontsOf(candidate.before), ...fontsOf(after));
    } else {
      const cells = new Map<Element, FlowParagraph[]>();
      for (const tc of candidate.before.keys()) {
        const txBody = childElement(tc, NS.a, 'txBody');
        if (txBody) cells.set(tc, readFlow(txBody, candidate.defaults));
      }
      afterTables.set(candidate, cells);
      for (const flow of [...candidate.before.values(), ...cells.values()]) fonts.push(...fontsOf(flow));
    }
  }
  if (candidates.length === 0) return [];
  const measure = await TextMeasure.load(fonts, signal);
  const problems: FitProblem[] = [];
  const decisions: Decision[] = [];
  for (const candidate of candidates) {
    if (candidate.kind === 'table') {
      const problem = fitTable(candidate, measure, afterTables.get(candidate) ?? new Map<Element, FlowParagraph[]>());
      if (problem) problems.push(problem);
      continue;
    }
    const decision = decideShape(candidate, measure, afterShapes.get(candidate) ?? []);
    if (!decision) continue;
    // A grown shape takes its room at once, so the next shape on the slide does not grow into it too.
    if (decision.frame && decision.frame !== candidate.frame) candidate.resized(decision.frame);
    decisions.push(decision);
  }
  unify(decisions);
  for (const decision of decisions) {
    apply(decision);
    if (decision.problem) problems.push(decision.problem);
  }
  return problems;
}
