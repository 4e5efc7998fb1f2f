/**
 * The space a revamped list keeps between its items (issue #35, blind pairs 31, 33, 40: every aptia list came out
 * with its spacing taken away to keep its type size, and the source's airier list won every pair). A gap is the space
 * after one paragraph and before the next. Before a point it is at least POINT_GAP of a line of its type (1.2 × its
 * size), before a sub-point under its point SUB_GAP; fitting removes spacing only down to these and then shrinks the
 * type, and a list with room to spare spreads its gaps in the same proportion (body-spread.ts).
 *
 * The points are the shallowest list level that holds two paragraphs or more: a lead-in line above sub-points
 * (aptia slide 3, "The common issues are:" over nine items) has the sub-points as its points, kept close under the
 * lead-in and spaced from each other. A list written at level 2 only (aptia slides 6–8) is a list of points too.
 * An empty paragraph is a gap of its own: no space is asked before it or before the paragraph after it.
 */
import { LINE, type MeasuredParagraph } from '../templates/text-layout';

/** Least gap before a point, in lines of its type: the source lists the judges preferred (poi-aptia) kept 0.37–0.52 of a line. */
export const POINT_GAP = 0.4;
/** Least gap before a sub-point (and a point's first sub-point): sub-points stay closer under their point. */
export const SUB_GAP = 0.2;

export type GapKind = 'point' | 'sub' | null;

const hasText = (paragraph: MeasuredParagraph): boolean => paragraph.runs.some((run) => run.text.trim() !== '');

/** The paragraph's largest type with text, in points (its end size when it has none). */
export function largestSize(paragraph: MeasuredParagraph): number {
  const sizes = paragraph.runs.filter((run) => run.text.trim()).map((run) => run.sizePt);
  return sizes.length > 0 ? Math.max(...sizes) : Math.max(...paragraph.runs.map((run) => run.sizePt), 0);
}

/** What kind of gap comes before each paragraph: null for the first, an empty one, or one after an empty one. */
export function gapKinds(paragraphs: readonly MeasuredParagraph[]): GapKind[] {
  const counts = new Map<number, number>();
  for (const paragraph of paragraphs.filter(hasText)) counts.set(paragraph.level ?? 0, (counts.get(paragraph.level ?? 0) ?? 0) + 1);
  const levels = [...counts.keys()].sort((a, b) => a - b);
  const pointLevel = levels.find((level) => counts.get(level)! >= 2) ?? levels[0] ?? 0;
  return paragraphs.map((paragraph, i) => {
    const previous = paragraphs[i - 1];
    if (!previous || !hasText(paragraph) || !hasText(previous)) return null;
    const level = paragraph.level ?? 0;
    // Going deeper is a point's first sub-point: close under it.
    if (level > (previous.level ?? 0)) return 'sub';
    return level <= pointLevel ? 'point' : 'sub';
  });
}

/** The least gap before each paragraph (points) with the type at `scale`. */
export function gapFloors(paragraphs: readonly MeasuredParagraph[], scale: number): number[] {
  const kinds = gapKinds(paragraphs);
  return paragraphs.map((paragraph, i) => {
    const kind = kinds[i];
    if (!kind) return 0;
    return (kind === 'point' ? POINT_GAP : SUB_GAP) * LINE * largestSize(paragraph) * scale;
  });
}

/** The gap before each paragraph as it is: the space after the one before and the space before it. */
export function gapsOf(paragraphs: readonly MeasuredParagraph[]): number[] {
  return paragraphs.map((paragraph, i) => (i === 0 ? 0 : (paragraphs[i - 1]!.spaceAfterPt ?? 0) + (paragraph.spaceBeforePt ?? 0)));
}
