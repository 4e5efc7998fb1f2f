/**
 * What Create's fitting measures with the design's fonts (slide-fit.ts puts it to use): the scale at which text fits
 * its area, down to a floor; lists split into parts of about equal height; the growth of a short list and the space
 * that spreads it over its area (design notes, rule 4: fill the slide).
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { layoutSpec, type LayoutKey, type TextStyle } from '../templates/layout-specs';
import {
  DEFAULT_INSETS,
  fitScale,
  fits,
  layoutParagraph,
  textHeight,
  type MeasuredParagraph,
  type TextFrame,
} from '../templates/text-layout';
import type { Bullet } from './deck-outline';
import { areaBox, bulletParagraphs, frameOf, listStyle, styledParagraphs, styleOf, type Fonts } from './outline-text';

export const MIN_TITLE_SCALE = 0.7;
export const MIN_BODY_SCALE = 0.8;
export const MIN_QUOTE_SCALE = 0.6;

export interface FitProblem {
  /** 1-based, in the fitted deck. */
  slide: number;
  excerpt: string;
  detail: string;
}

export type Problem = Omit<FitProblem, 'slide'>;

export interface Fitter {
  /** Draw the slide in its plainest family (a list, a picture beside its text): the repair after a flagged check. */
  plain?: boolean;
  measure: FontMeasure;
  fonts: Fonts;
  problems: Problem[];
}

export const continued = (title: string): string => `${title} (cont.)`;
export const excerpt = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The scale at which `paragraphs` fit, at least `min`; reports and returns `min` when they do not fit even then. */
export function scaleFor(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame, min: number, what: string): number {
  if (paragraphs.length === 0) return 1;
  const scale = fitScale(fit.measure, paragraphs, frame, min);
  if (scale !== null) return scale;
  fit.problems.push({
    excerpt: excerpt(paragraphs.map((p) => p.runs.map((run) => run.text).join('')).join(' ')),
    detail: `The ${what} does not fit its box even at ${Math.round(min * 100)} % of its size.`,
  });
  return min;
}

/**
 * Index ranges splitting `paragraphs` into `parts` runs of about equal height. A boundary that would separate a
 * sub-point from the point above it moves up to that point.
 */
export function balanced(
  fit: Fitter,
  paragraphs: MeasuredParagraph[],
  levels: number[],
  frame: TextFrame,
  parts: number,
): [number, number][] {
  const width = frame.widthPt - DEFAULT_INSETS[0] - DEFAULT_INSETS[2];
  const heights = paragraphs.map((p) => layoutParagraph(fit.measure, p, width).height);
  const target = heights.reduce((sum, h) => sum + h, 0) / parts;
  const starts = [0];
  let height = 0;
  for (let i = 0; i < paragraphs.length; i++) {
    const start = starts[starts.length - 1]!;
    if (i > start && height + heights[i]! / 2 > target && starts.length < parts) {
      let cut = i;
      while (cut > start + 1 && (levels[cut] ?? 0) > 0) cut--;
      if ((levels[cut] ?? 0) > 0) cut = i;
      starts.push(cut);
      height = heights.slice(cut, i).reduce((sum, h) => sum + h, 0);
    }
    height += heights[i]!;
  }
  return starts.map((start, n) => [start, starts[n + 1] ?? paragraphs.length]);
}

/** Splits one or more parallel lists (columns) into the fewest slides on which each part fits at `min` or larger. */
export function splitLists(
  fit: Fitter,
  lists: { paragraphs: MeasuredParagraph[]; levels: number[]; frame: TextFrame }[],
  min: number,
  what: string,
  fewest = 1,
) {
  const longest = Math.max(1, ...lists.map((list) => list.paragraphs.length));
  for (let parts = Math.min(fewest, longest); parts <= longest; parts++) {
    const ranges = lists.map((list) =>
      parts === 1 ? [[0, list.paragraphs.length] as [number, number]] : balanced(fit, list.paragraphs, list.levels, list.frame, parts),
    );
    const scales = lists.flatMap((list, l) =>
      ranges[l]!.map(([from, to]) => (from === to ? 1 : fitScale(fit.measure, list.paragraphs.slice(from, to), list.frame, min))),
    );
    if (scales.every((scale) => scale !== null)) return { ranges, scale: Math.min(1, ...scales) };
  }
  // Even one paragraph per slide does not fit: each part at the smallest size, reported.
  const ranges = lists.map((list) => list.paragraphs.map((_, i) => [i, i + 1] as [number, number]));
  let scale = 1;
  for (const list of lists) for (const p of list.paragraphs) scale = Math.min(scale, scaleFor(fit, [p], list.frame, min, what));
  return { ranges, scale };
}

export function titleScale(fit: Fitter, key: LayoutKey, title: string): number {
  if (!title || layoutSpec(key).placeholders[0]?.type === 'pic') return 1;
  return scaleFor(fit, styledParagraphs(title.split('\n'), styleOf(key, 0), fit.fonts), frameOf(areaBox(key, 0)), MIN_TITLE_SCALE, 'title');
}

export function areaScale(fit: Fitter, key: LayoutKey, n: number, lines: string[], min: number, what: string): number {
  return scaleFor(fit, styledParagraphs(lines, styleOf(key, n), fit.fonts), frameOf(areaBox(key, n)), min, what);
}

export function bulletList(fit: Fitter, key: LayoutKey, n: number, bullets: Bullet[], style: TextStyle = styleOf(key, n)) {
  return {
    paragraphs: bulletParagraphs(bullets, listStyle(style, bullets), fit.fonts),
    levels: bullets.map((b) => b.level),
    frame: frameOf(areaBox(key, n)),
  };
}

/**
 * A short list grows to fill its area (design notes, rule 4): by the largest factor up to GROW_CAP_PT for its
 * largest type at which it fits GROW_ROOM of the area's height (room for renderers' line breaks to differ).
 */
const GROW_CAP_PT = 28;
const GROW_ROOM = 0.8;

export function growScale(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame): number {
  const largest = Math.max(1, ...paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt)));
  const room = { ...frame, heightPt: frame.heightPt * GROW_ROOM };
  for (let scale = GROW_CAP_PT / largest; scale > 1.001; scale -= 0.05) {
    if (fits(fit.measure, paragraphs, room, scale)) return Math.round(scale * 1000) / 1000;
  }
  return 1;
}

/**
 * The space between a list's items that spreads it over SPREAD_SHARE of its area's height (design notes, rule 4:
 * fill the slide), at most SPREAD_LINES of its text size and never less than the design's own; absent when the
 * list already fills its area.
 */
const SPREAD_SHARE = 0.85;
const SPREAD_LINES = 0.75;

export function spreadSpacing(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame, scale: number): number | undefined {
  if (paragraphs.length < 2) return undefined;
  const tight = paragraphs.map((p) => ({ ...p, spaceBeforePt: 0 }));
  const own = paragraphs[1]!.spaceBeforePt ?? 0;
  const size = Math.max(...paragraphs.flatMap((p) => p.runs.map((run) => run.sizePt))) * scale;
  const room = (frame.heightPt * SPREAD_SHARE - textHeight(fit.measure, tight, frame, scale)) / (paragraphs.length - 1);
  const spacing = Math.min(room, size * SPREAD_LINES);
  return spacing > own + 1 ? Math.round(spacing) : undefined;
}

/**
 * Short columns spread over their areas as a short list does (comparison panels held a short block at their top,
 * issue #35): one spacing for both, the smaller of what each column of two or more items takes, none when either
 * already fills its area.
 */
export function columnSpacing(
  fit: Fitter,
  lists: readonly { paragraphs: MeasuredParagraph[]; frame: TextFrame }[],
  ranges: readonly (readonly [number, number])[][],
  part: number,
  scale: number,
): number | undefined {
  const spacings: number[] = [];
  for (const [c, list] of lists.entries()) {
    const paragraphs = list.paragraphs.slice(...ranges[c]![part]!);
    if (paragraphs.length < 2) continue;
    const spacing = spreadSpacing(fit, paragraphs, list.frame, scale);
    if (spacing === undefined) return undefined;
    spacings.push(spacing);
  }
  return spacings.length > 0 ? Math.min(...spacings) : undefined;
}
