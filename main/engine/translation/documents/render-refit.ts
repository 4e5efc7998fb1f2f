/**
 * Fitting again what the layout checker flagged in a translated deck's render: the shapes its issues name are told
 * what the render showed (how much taller LibreOffice set their text than the measure said, where the neighbours'
 * text really lies) and fitted again from their translated state; the shapes of their diagram with them, so the
 * diagram keeps one size. A `normAutofit` the source had is dropped where LibreOffice shrank the text past the
 * written size (a title below 70 %, text below the floor).
 */
import type { AnalysedSlide, DeckLayout } from '../../layout-check/deck-layout';
import type { KeyedIssue } from '../../layout-check/layout-issue';
import type { FitCandidate, ShapeCandidate } from './fit-types';
import { EMU_PER_POINT } from './text-fit';

/** Rounds a shape is fitted again at most; each is one more render of the deck. */
export const MAX_REFIT_ROUNDS = 3;
/** Each round asks at least this much more height of the measure, so the rounds make progress. */
/** How much wider words are taken each round a render broke one (a few rounds reach the renderer's widths). */
const WORD_STEP = 1.08;
const STEP = 1.06;

/** The shape ids an issue's key names (`overflow:s12`, `collision:s3+s7`, `collision:l4+s7`). */
export function issueShapeIds(issue: KeyedIssue): string[] {
  const rest = issue.key.slice(issue.key.indexOf(':') + 1);
  return rest
    .split(/[+:]/)
    .filter((part) => /^s./.test(part))
    .map((part) => part.slice(1));
}

function renderedLines(slide: AnalysedSlide | undefined, id: string): { top: number; bottom: number } | null {
  const lines = slide?.owned.filter((owned) => owned.owner?.id === id).map((owned) => owned.line) ?? [];
  if (lines.length === 0) return null;
  return { top: Math.min(...lines.map((l) => l.box.y)), bottom: Math.max(...lines.map((l) => l.box.y + l.box.h)) };
}

/**
 * How much taller the renderer set the text than the measure said it would be: the measure may not know a size the
 * text inherits, a font's spacing, or how the renderer wraps. The next fit scales the measure by it.
 */
function renderedFactor(candidate: ShapeCandidate, slide: AnalysedSlide | undefined): number {
  const drawn = renderedLines(slide, candidate.id);
  const model = candidate.tuning.model?.().height ?? 0;
  if (!drawn || model <= 0) return 1;
  return ((drawn.bottom - drawn.top) * 1.05) / model;
}

/**
 * The text area a render showed for a shape whose text a stroke of its own crosses (an arrow's shaft, a chevron's
 * sides: the preset's text box is smaller than the frame): bounded by the nearest strokes above, below and beside the
 * text, within the frame; and as wide as the renderer wrapped it when it made more lines than the measure.
 */
function renderedArea(candidate: ShapeCandidate, slide: AnalysedSlide): { widthPt?: number; heightPt?: number } {
  const shape = slide.shapes.shapes.find((s) => s.id === candidate.id);
  const lines = slide.owned.filter((owned) => owned.owner?.id === candidate.id).map((owned) => owned.line);
  if (!shape?.box || lines.length === 0) return {};
  const box = shape.box;
  const top = Math.min(...lines.map((l) => l.box.y));
  const bottom = Math.max(...lines.map((l) => l.box.y + l.box.h));
  const middle = (top + bottom) / 2;
  const left = Math.min(...lines.map((l) => l.box.x));
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  let upper = box.y;
  let lower = box.y + box.h;
  for (const s of slide.page.strokes) {
    if (Math.abs(s.y1 - s.y2) > 1) continue;
    const from = Math.min(s.x1, s.x2);
    const to = Math.max(s.x1, s.x2);
    if (to < left || from > right || s.y1 < box.y - 1 || s.y1 > box.y + box.h + 1) continue;
    if (s.y1 < middle) upper = Math.max(upper, s.y1);
    else lower = Math.min(lower, s.y1);
  }
  const out: { widthPt?: number; heightPt?: number } = {};
  if (upper > box.y + 1 || lower < box.y + box.h - 1) out.heightPt = Math.max(4, lower - upper - 4);
  const model = candidate.tuning.model?.();
  if (model && lines.length > model.lines) out.widthPt = Math.max(...lines.map((l) => l.box.w)) * 1.1;
  return out;
}

export interface RefitChoice {
  /** The shapes to fit again (those flagged, and the rest of their diagrams). */
  shapes: ShapeCandidate[];
  /** Flagged shapes that have had every round: what the checker says of them stays. */
  exhausted: { candidate: ShapeCandidate; issue: KeyedIssue }[];
}

/** Tunes the flagged shapes from the render and picks what to fit again. */
export function chooseRefit(candidates: readonly FitCandidate[], issues: readonly KeyedIssue[], output: DeckLayout): RefitChoice {
  const slides = new Map(output.slides.map((slide) => [slide.shapes.number, slide]));
  const shapes = candidates.filter((c): c is ShapeCandidate => c.kind === 'shape');
  const flagged = new Map<ShapeCandidate, KeyedIssue[]>();
  for (const issue of issues) {
    // Faint text is not the fit's to mend: a translation keeps the source's colours (it stays in the report).
    if (issue.slide === null || issue.kind === 'missing' || issue.kind === 'low-contrast') continue;
    for (const id of issueShapeIds(issue)) {
      const candidate = shapes.find((c) => c.slide === issue.slide && c.id === id);
      if (candidate) flagged.set(candidate, [...(flagged.get(candidate) ?? []), issue]);
    }
  }
  const chosen = new Set<ShapeCandidate>();
  const exhausted: RefitChoice['exhausted'] = [];
  for (const [candidate, found] of flagged) {
    const tuning = candidate.tuning;
    if (tuning.rounds >= MAX_REFIT_ROUNDS) {
      exhausted.push({ candidate, issue: found[0]! });
      continue;
    }
    tuning.rounds++;
    const slide = candidate.slide !== null ? slides.get(candidate.slide) : undefined;
    tuning.heightFactor = Math.max(tuning.heightFactor * STEP, renderedFactor(candidate, slide));
    if (found.some((issue) => issue.kind === 'title-shrunk' || issue.kind === 'small-text')) tuning.dropAutofit = true;
    if (found.some((issue) => issue.kind === 'word-broken')) tuning.wordWidthFactor = (tuning.wordWidthFactor ?? 1) * WORD_STEP;
    if (slide && found.some((issue) => issue.kind === 'line-through' || issue.kind === 'overflow')) {
      const area = renderedArea(candidate, slide);
      if (area.widthPt !== undefined) tuning.areaWidthPt = Math.min(tuning.areaWidthPt ?? Infinity, area.widthPt);
      if (area.heightPt !== undefined) {
        tuning.areaHeightPt = Math.min(tuning.areaHeightPt ?? Infinity, area.heightPt);
        // The outline grows with the frame only in part: the text is fitted in place.
        tuning.maxAbove = 0;
        tuning.maxBelow = 0;
        tuning.heightFactor = 1;
      }
    }
    // Growth already taken that ran into something is given back.
    if (found.some((issue) => issue.kind !== 'overflow') && candidate.frame) {
      const drawn = slide?.shapes.shapes.find((s) => s.id === candidate.id)?.box;
      if (drawn) {
        const grownAbove = candidate.frame.y / EMU_PER_POINT - drawn.y;
        const grownBelow = drawn.y + drawn.h - (candidate.frame.y + candidate.frame.cy) / EMU_PER_POINT;
        tuning.maxAbove = Math.max(0, Math.min(tuning.maxAbove ?? Infinity, grownAbove / 2));
        tuning.maxBelow = Math.max(0, Math.min(tuning.maxBelow ?? Infinity, grownBelow / 2));
      }
    }
    chosen.add(candidate);
  }
  // The rest of a flagged shape's diagram comes along, to end at the same size.
  for (const candidate of [...chosen]) {
    if (!candidate.set) continue;
    for (const other of shapes) if (other.set === candidate.set) chosen.add(other);
  }
  return { shapes: [...chosen], exhausted };
}
