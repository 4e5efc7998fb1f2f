/**
 * Fits every translated text body of a deck once the translation is written into it: slide shapes (with the room
 * around them on their slide), SmartArt drawing shapes (in place), and table cells (a table grows row by row into
 * the room below it, then its text is shrunk evenly). Returns what still could not fit, for the task's metadata.
 */
import { TextMeasure, type FontRef } from '../../lib/fonts/text-measure';
import { flowHeight, type FlowParagraph } from '../../lib/fonts/text-flow';
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../../lib/pptx/xml-dom';
import type { Frame } from './placeholder-geometry';
import {
  applyAutofit,
  currentScale,
  EMU_PER_POINT,
  fontsOf,
  minimumScale,
  planFit,
  readFlow,
  textArea,
  type TextStyleDefaults,
} from './text-fit';

/** Measured widths this close to the box count as fitting (kerning, rounding). */
const SLACK_WIDTH = 1.02;

export interface FitProblem {
  /** 1-based slide number, or null outside slides (SmartArt drawings). */
  slide: number | null;
  excerpt: string;
  detail: string;
}

export interface ShapeCandidate {
  kind: 'shape';
  shape: Element;
  txBody: Element;
  /** The shape's frame (own or inherited), null when unknown. */
  frame: Frame | null;
  /** The frame is the shape's own `a:xfrm` (else it is written when the shape grows). */
  ownFrame: boolean;
  defaults: TextStyleDefaults;
  before: FlowParagraph[];
  /** Room to grow into, in EMU. */
  room: { above: number; below: number };
  slide: number | null;
}

export interface TableCandidate {
  kind: 'table';
  frame: Element;
  tbl: Element;
  box: Frame;
  defaults: TextStyleDefaults;
  before: Map<Element, FlowParagraph[]>;
  room: { above: number; below: number };
  slide: number | null;
}

export type FitCandidate = ShapeCandidate | TableCandidate;

function excerpt(paragraphs: readonly FlowParagraph[]): string {
  const text = paragraphs
    .map((p) => p.runs.map((r) => r.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

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

/**
 * A shape that grows with its text (`spAutoFit`) grows in height only: a word wider than the shape would be broken
 * in the middle, so its runs get a smaller size until the widest word fits (never below the floor).
 */
function fitWidth(candidate: ShapeCandidate, measure: TextMeasure, after: FlowParagraph[], widthPt: number): FitProblem | null {
  const widest = (scale: number): number =>
    Math.max(
      0,
      ...after.flatMap((p) =>
        p.runs.flatMap((run) => run.text.split(/\s+/).map((word) => measure.width(word, run.font, run.sizePt * scale) + p.indentPt)),
      ),
    );
  const sourceWidest = Math.max(
    0,
    ...candidate.before.flatMap((p) =>
      p.runs.flatMap((run) => run.text.split(/\s+/).map((word) => measure.width(word, run.font, run.sizePt))),
    ),
  );
  const limit = Math.max(widthPt, sourceWidest) * SLACK_WIDTH;
  if (widest(1) <= limit) return null;
  const floor = Math.ceil(minimumScale({ before: candidate.before, currentScale: 1, title: candidate.defaults.title }) * 1000) / 1000;
  let scale = 1;
  while (scale > floor && widest(scale) > limit) scale = Math.max(floor, Math.round((scale - 0.025) * 1000) / 1000);
  scaleRuns(candidate.txBody, scale, candidate.defaults.sizePt);
  if (widest(scale) <= limit) return null;
  return { slide: candidate.slide, excerpt: excerpt(after), detail: 'A word is wider than its box even at the smallest size allowed.' };
}

function fitShape(candidate: ShapeCandidate, measure: TextMeasure, after: FlowParagraph[]): FitProblem | null {
  const bodyPr = childElement(candidate.txBody, NS.a, 'bodyPr');
  if (!candidate.frame) return null;
  // Vertical text is left to the renderer.
  if (bodyPr?.getAttribute('vert') && bodyPr.getAttribute('vert') !== 'horz') return null;
  const area = textArea(bodyPr, candidate.frame.cx, candidate.frame.cy);
  if (bodyPr && childElement(bodyPr, NS.a, 'spAutoFit'))
    return bodyPr.getAttribute('wrap') === 'none' ? null : fitWidth(candidate, measure, after, area.widthPt);
  const plan = planFit(
    {
      before: candidate.before,
      after,
      widthPt: area.widthPt,
      heightPt: area.heightPt,
      wrap: bodyPr?.getAttribute('wrap') !== 'none',
      currentScale: currentScale(bodyPr),
      title: candidate.defaults.title,
      roomAbove: candidate.room.above / EMU_PER_POINT,
      roomBelow: candidate.room.below / EMU_PER_POINT,
      anchor: bodyPr?.getAttribute('anchor') ?? (candidate.defaults.title ? 'ctr' : 't'),
    },
    measure,
  );
  if (!plan) return null;
  if (plan.growTop > 0 || plan.growBottom > 0) {
    const f = candidate.frame;
    const top = plan.growTop * EMU_PER_POINT;
    setFrame(candidate.shape, { x: f.x, y: f.y - top, cx: f.cx, cy: f.cy + top + plan.growBottom * EMU_PER_POINT });
  }
  applyAutofit(candidate.txBody, plan.fontScale, plan.lnSpcReduction);
  if (plan.fits) return null;
  return {
    slide: candidate.slide,
    excerpt: excerpt(after),
    detail: `Still too long for its box at ${Math.round(plan.fontScale * 100)} % of its size (the smallest allowed).`,
  };
}

function margins(tcPr: Element | undefined): { x: number; y: number } {
  const n = (name: string, fallback: number): number => {
    const value = Number(tcPr?.getAttribute(name));
    return tcPr?.hasAttribute(name) && Number.isFinite(value) ? value : fallback;
  };
  return { x: (n('marL', 91440) + n('marR', 91440)) / EMU_PER_POINT, y: (n('marT', 45720) + n('marB', 45720)) / EMU_PER_POINT };
}

interface CellLayout {
  tc: Element;
  row: number;
  widthPt: number;
  marginY: number;
}

function cellLayouts(tbl: Element): { cells: CellLayout[]; rows: Element[]; columns: number[] } {
  const grid = childElement(tbl, NS.a, 'tblGrid');
  const columns = (grid ? childElements(grid) : []).map((col) => (Number(col.getAttribute('w')) || 0) / EMU_PER_POINT);
  const rows = childElements(tbl).filter((el) => el.localName === 'tr');
  const cells: CellLayout[] = [];
  rows.forEach((tr, row) => {
    let column = 0;
    for (const tc of childElements(tr).filter((el) => el.localName === 'tc')) {
      const span = Math.max(1, Number(tc.getAttribute('gridSpan')) || 1);
      const width = columns.slice(column, column + span).reduce((a, b) => a + b, 0);
      column += span;
      if (tc.getAttribute('hMerge') === '1' || tc.getAttribute('vMerge') === '1' || Number(tc.getAttribute('rowSpan')) > 1) continue;
      const m = margins(childElement(tc, NS.a, 'tcPr'));
      cells.push({ tc, row, widthPt: Math.max(1, width - m.x), marginY: m.y });
    }
  });
  return { cells, rows, columns };
}

function scaleRuns(txBody: Element, scale: number, fallbackPt: number): void {
  for (const p of childElements(txBody)) {
    if (p.localName !== 'p') continue;
    for (const child of childElements(p)) {
      const props =
        child.localName === 'endParaRPr'
          ? child
          : child.localName === 'r' || child.localName === 'fld'
            ? childElement(child, NS.a, 'rPr')
            : undefined;
      if (!props) continue;
      const sz = Number(props.getAttribute('sz')) || fallbackPt * 100;
      props.setAttribute('sz', String(Math.max(100, Math.round((sz * scale) / 50) * 50)));
    }
  }
}

function fitTable(candidate: TableCandidate, measure: TextMeasure, after: Map<Element, FlowParagraph[]>): FitProblem | null {
  const { cells, rows } = cellLayouts(candidate.tbl);
  const rowHeights = rows.map((tr) => (Number(tr.getAttribute('h')) || 0) / EMU_PER_POINT);
  const heights = (flows: Map<Element, FlowParagraph[]>, scale: number): number[] => {
    const needed = [...rowHeights];
    for (const cell of cells) {
      const flow = flows.get(cell.tc);
      if (!flow) continue;
      const height = flowHeight(flow, cell.widthPt, measure, scale).height + cell.marginY;
      needed[cell.row] = Math.max(needed[cell.row] ?? 0, height);
    }
    return needed;
  };
  const total = (list: number[]): number => list.reduce((a, b) => a + b, 0);
  const source = total(heights(candidate.before, 1));
  const budget = Math.max(candidate.box.cy / EMU_PER_POINT + candidate.room.below / EMU_PER_POINT, source);
  const floor = Math.min(...[...candidate.before.values()].map((before) => minimumScale({ before, currentScale: 1, title: false })));
  let chosen = 1;
  let fits = false;
  for (let s = 1; s >= floor - 1e-9; s = Math.round((s - 0.025) * 1000) / 1000) {
    chosen = s;
    if (total(heights(after, s)) <= budget * 1.01) {
      fits = true;
      break;
    }
  }
  const final = heights(after, chosen);
  if (chosen < 1)
    for (const cell of cells) {
      const txBody = childElement(cell.tc, NS.a, 'txBody');
      if (txBody) scaleRuns(txBody, chosen, candidate.defaults.sizePt);
    }
  if (total(final) > total(rowHeights) + 0.5) {
    rows.forEach((tr, i) => tr.setAttribute('h', String(Math.round(Math.max(rowHeights[i] ?? 0, final[i] ?? 0) * EMU_PER_POINT))));
    const xfrm = childElement(candidate.frame, NS.p, 'xfrm');
    const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
    ext?.setAttribute('cy', String(Math.round(Math.min(budget, total(final)) * EMU_PER_POINT)));
  }
  if (fits) return null;
  const first = [...after.values()][0] ?? [];
  return {
    slide: candidate.slide,
    excerpt: excerpt(first),
    detail: `The table's translated text does not fit below it on the slide even at ${Math.round(chosen * 100)} % of its size.`,
  };
}

/** Fits every candidate after translation; the fonts are loaded once for all of them. */
export async function fitCandidates(candidates: readonly FitCandidate[], signal?: AbortSignal): Promise<FitProblem[]> {
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
  for (const candidate of candidates) {
    const problem =
      candidate.kind === 'shape'
        ? fitShape(candidate, measure, afterShapes.get(candidate) ?? [])
        : fitTable(candidate, measure, afterTables.get(candidate) ?? new Map<Element, FlowParagraph[]>());
    if (problem) problems.push(problem);
  }
  return problems;
}
