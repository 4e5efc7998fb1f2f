/**
 * Makes every outline slide fit its layout, measured with the design's fonts: a title may shrink to 70 % of the
 * design's size, body text to 80 % (24 pt → 19 pt); a list, columns or a caption that still do not fit continue on
 * further slides, split into parts of about equal height (a sub-point stays with its parent), so twelve long bullets
 * become two slides of six rather than ten and two. Tables get column widths from their text and continue with
 * their header row repeated. What cannot be made to fit is reported, never hidden.
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
import { runsText, type Bullet, type Column, type DeckOutline, type SlideOutline } from './deck-outline';
import {
  areaBox,
  bulletParagraphs,
  frameOf,
  layoutFor,
  listStyle,
  styledParagraphs,
  styleOf,
  titleLines,
  type Fonts,
} from './outline-text';
import { agendaScale } from './agenda-family';
import { cardScale, isKpiRow, suitsCards } from './card-family';
import { familySpec, stepsKind, takesAgenda, takesClosing, takesFullPicture } from './layout-families';
import { stepsScale } from './steps-family';
import { fitTable } from './table-fit';
import { asChartSlide } from './chart-family';

export const MIN_TITLE_SCALE = 0.7;
export const MIN_BODY_SCALE = 0.8;
const MIN_QUOTE_SCALE = 0.6;

export interface FitProblem {
  /** 1-based, in the fitted deck. */
  slide: number;
  excerpt: string;
  detail: string;
}

type Problem = Omit<FitProblem, 'slide'>;

interface Fitter {
  /** Draw the slide in its plainest family (a list, a picture beside its text): the repair after a flagged check. */
  plain?: boolean;
  measure: FontMeasure;
  fonts: Fonts;
  problems: Problem[];
}

const continued = (title: string): string => `${title} (cont.)`;
const excerpt = (text: string): string => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The scale at which `paragraphs` fit, at least `min`; reports and returns `min` when they do not fit even then. */
function scaleFor(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame, min: number, what: string): number {
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
function balanced(fit: Fitter, paragraphs: MeasuredParagraph[], levels: number[], frame: TextFrame, parts: number): [number, number][] {
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
function splitLists(
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

function titleScale(fit: Fitter, key: LayoutKey, title: string): number {
  if (!title || layoutSpec(key).placeholders[0]?.type === 'pic') return 1;
  return scaleFor(fit, styledParagraphs(title.split('\n'), styleOf(key, 0), fit.fonts), frameOf(areaBox(key, 0)), MIN_TITLE_SCALE, 'title');
}

function areaScale(fit: Fitter, key: LayoutKey, n: number, lines: string[], min: number, what: string): number {
  return scaleFor(fit, styledParagraphs(lines, styleOf(key, n), fit.fonts), frameOf(areaBox(key, n)), min, what);
}

function bulletList(fit: Fitter, key: LayoutKey, n: number, bullets: Bullet[], style: TextStyle = styleOf(key, n)) {
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

function growScale(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame): number {
  const largest = Math.max(1, ...paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt)));
  const room = { ...frame, heightPt: frame.heightPt * GROW_ROOM };
  for (let scale = GROW_CAP_PT / largest; scale > 1.001; scale -= 0.05) {
    if (fits(fit.measure, paragraphs, room, scale)) return Math.round(scale * 1000) / 1000;
  }
  return 1;
}

/** The drawn family a list takes (agenda, steps or timeline, cards or key numbers), if any fits at the floor. */
function drawnFamily(fit: Fitter, slide: Extract<SlideOutline, { layout: 'bullets' }>): SlideOutline | null {
  const { bullets, title } = slide;
  const drawn = (draw: 'cards' | 'steps' | 'timeline' | 'agenda', scale: number | null): SlideOutline | null =>
    scale === null
      ? null
      : {
          ...slide,
          draw,
          ...(draw === 'cards' && isKpiRow(bullets) ? { kpi: true } : {}),
          scales: [titleScale(fit, draw === 'cards' ? 'bullets' : 'titleOnly', title), scale],
        };
  if (takesAgenda(title, bullets)) {
    const agenda = drawn('agenda', agendaScale(fit.measure, bullets, fit.fonts, MIN_BODY_SCALE));
    if (agenda) return agenda;
  }
  const steps = stepsKind(bullets);
  if (steps) {
    const drawnSteps = drawn(steps, stepsScale(fit.measure, bullets, steps, fit.fonts, MIN_BODY_SCALE));
    if (drawnSteps) return drawnSteps;
  }
  if (suitsCards(bullets)) return drawn('cards', cardScale(fit.measure, bullets, fit.fonts, MIN_BODY_SCALE));
  return null;
}

/** Top-level points a list slide holds at most (design notes: about six before a continuation slide). */
const MAX_POINTS = familySpec('bullets').budget.items![1];

/**
 * The space between a list's items that spreads it over SPREAD_SHARE of its area's height (design notes, rule 4:
 * fill the slide), at most SPREAD_LINES of its text size and never less than the design's own; absent when the
 * list already fills its area.
 */
const SPREAD_SHARE = 0.85;
const SPREAD_LINES = 0.75;

function spreadSpacing(fit: Fitter, paragraphs: MeasuredParagraph[], frame: TextFrame, scale: number): number | undefined {
  if (paragraphs.length < 2) return undefined;
  const tight = paragraphs.map((p) => ({ ...p, spaceBeforePt: 0 }));
  const own = paragraphs[1]!.spaceBeforePt ?? 0;
  const size = Math.max(...paragraphs.flatMap((p) => p.runs.map((run) => run.sizePt))) * scale;
  const room = (frame.heightPt * SPREAD_SHARE - textHeight(fit.measure, tight, frame, scale)) / (paragraphs.length - 1);
  const spacing = Math.min(room, size * SPREAD_LINES);
  return spacing > own + 1 ? Math.round(spacing) : undefined;
}

function fitBullets(fit: Fitter, slide: Extract<SlideOutline, { layout: 'bullets' }>): SlideOutline[] {
  const drawn = fit.plain ? null : drawnFamily(fit, slide);
  if (drawn) return [drawn];
  const list = bulletList(fit, 'bullets', 1, slide.bullets);
  const points = slide.bullets.filter((bullet) => bullet.level === 0).length;
  const { ranges, scale } = splitLists(fit, [list], MIN_BODY_SCALE, 'list', Math.ceil(points / MAX_POINTS));
  return ranges[0]!.map(([from, to], i) => {
    const title = i === 0 ? slide.title : continued(slide.title);
    const { notes: _notes, ...rest } = slide;
    const grown = scale >= 1 ? growScale(fit, list.paragraphs.slice(from, to), list.frame) : scale;
    const spacingPt = spreadSpacing(fit, list.paragraphs.slice(from, to), list.frame, grown);
    return {
      ...(i === 0 ? slide : rest),
      title,
      bullets: slide.bullets.slice(from, to),
      scales: [titleScale(fit, 'bullets', title), grown],
      ...(spacingPt ? { spacingPt } : {}),
    };
  });
}

/**
 * Short columns spread over their areas as a short list does (comparison panels held a short block at their top,
 * issue #35): one spacing for both, the smaller of what each column of two or more items takes, none when either
 * already fills its area.
 */
function columnSpacing(
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

function fitColumns(fit: Fitter, slide: Extract<SlideOutline, { layout: 'twoColumns' }>): SlideOutline[] {
  const key = layoutFor(slide);
  // Without headings on both, a heading is the column's first line.
  const columns = slide.columns.map((column) =>
    key === 'comparison' || !column.heading
      ? column
      : { bullets: [{ runs: [{ text: column.heading, bold: true }], level: 0, plain: true }, ...column.bullets] },
  ) as [Column, Column];
  const areas = key === 'comparison' ? [2, 4] : [1, 2];
  const lists = columns.map((column, c) => bulletList(fit, key, areas[c]!, column.bullets));
  const { ranges, scale: fitted } = splitLists(fit, lists, MIN_BODY_SCALE, 'column');
  // Short columns grow together (one size for both), as a short list does.
  const scale =
    fitted >= 1 && ranges[0]!.length === 1 ? Math.min(...lists.map((list) => growScale(fit, list.paragraphs, list.frame))) : fitted;
  const headingScale =
    key === 'comparison'
      ? Math.min(
          ...columns.map((column, c) => areaScale(fit, key, areas[c]! - 1, [column.heading ?? ''], MIN_BODY_SCALE, 'column heading')),
        )
      : 1;
  return ranges[0]!.map((_, i) => {
    const title = i === 0 ? slide.title : continued(slide.title);
    const parts = columns.map((column, c) => ({ ...column, bullets: column.bullets.slice(...ranges[c]![i]!) })) as [Column, Column];
    const scales =
      key === 'comparison'
        ? [titleScale(fit, key, title), headingScale, scale, headingScale, scale]
        : [titleScale(fit, key, title), scale, scale];
    const spacingPt = columnSpacing(fit, lists, ranges, i, scale);
    return {
      ...(i === 0 && slide.notes ? { notes: slide.notes } : {}),
      layout: 'twoColumns' as const,
      title,
      columns: parts,
      scales,
      ...(spacingPt ? { spacingPt } : {}),
    };
  });
}

function fitPicture(fit: Fitter, slide: Extract<SlideOutline, { layout: 'pictureCaption' }>): SlideOutline[] {
  const { picture } = slide;
  if (!fit.plain && picture && takesFullPicture(slide.title, slide.caption, picture.width, picture.height))
    return [{ ...slide, fullBleed: true }];
  const list = bulletList(fit, 'pictureCaption', 2, slide.caption);
  const scale = fitScale(fit.measure, list.paragraphs, list.frame, MIN_BODY_SCALE);
  const scales = [titleScale(fit, 'pictureCaption', slide.title), 1, scale ?? 1];
  if (scale !== null) return [{ ...slide, scales }];
  // The caption runs on as a list on the next slides; what fits stays beside the picture.
  let keep = 0;
  while (keep < list.paragraphs.length && fits(fit.measure, list.paragraphs.slice(0, keep + 1), list.frame)) keep++;
  const rest = fitBullets(fit, { layout: 'bullets', title: slide.title, bullets: slide.caption.slice(keep) });
  return [{ ...slide, caption: slide.caption.slice(0, keep), scales }, ...rest.map((part) => ({ ...part, title: continued(slide.title) }))];
}

function fitSlide(fit: Fitter, slide: SlideOutline): SlideOutline[] {
  const key = layoutFor(slide);
  const title = titleLines(slide).join('\n');
  switch (slide.layout) {
    case 'title':
      return [
        {
          ...slide,
          scales: [titleScale(fit, key, title), areaScale(fit, key, 1, (slide.subtitle ?? '').split('\n'), MIN_QUOTE_SCALE, 'subtitle')],
        },
      ];
    case 'section':
      return [
        { ...slide, scales: [titleScale(fit, key, title), areaScale(fit, key, 1, [slide.text ?? ''], MIN_QUOTE_SCALE, 'section text')] },
      ];
    case 'bullets':
      return fitBullets(fit, slide);
    case 'twoColumns':
      return fitColumns(fit, slide);
    case 'pictureCaption':
      return fitPicture(fit, slide);
    case 'quote':
      if (slide.quote.length > familySpec('quote').budget.text!) {
        // Over the quote's budget: a list of plain paragraphs holds it, continuing as long lists do.
        const paragraph = (text: string) => ({ runs: [{ text, italic: true }], level: 0, plain: true });
        const bullets = [
          paragraph(slide.quote),
          ...(slide.attribution ? [{ ...paragraph(`— ${slide.attribution}`), runs: [{ text: `— ${slide.attribution}` }] }] : []),
        ];
        return fitBullets(fit, { layout: 'bullets', title: slide.title ?? '', bullets, ...(slide.notes ? { notes: slide.notes } : {}) });
      }
      return [
        {
          ...slide,
          scales: [
            titleScale(fit, key, title),
            areaScale(fit, key, 1, [slide.quote], MIN_QUOTE_SCALE, 'quotation'),
            areaScale(fit, key, 2, [slide.attribution ? `— ${slide.attribution}` : ''], MIN_BODY_SCALE, 'attribution'),
          ],
        },
      ];
    case 'statistic': {
      // The figure stays on one line: it shrinks to the box's width.
      const style = styleOf(key, 1);
      const [, , cx] = areaBox(key, 1);
      const width = fit.measure.width(slide.value, { family: fit.fonts.heading, bold: true }, style.sizePt);
      const value = Math.min(1, (cx / 12700 - 14.4) / Math.max(1, width), areaScale(fit, key, 1, [slide.value], 0.3, 'figure'));
      return [
        {
          ...slide,
          scales: [titleScale(fit, key, title), value, areaScale(fit, key, 2, [slide.caption ?? ''], MIN_BODY_SCALE, 'caption')],
        },
      ];
    }
    case 'table': {
      const chart = asChartSlide(slide);
      if (chart) return [{ ...chart, scales: [titleScale(fit, key, slide.title)] }];
      return fitTable(fit.measure, fit.fonts, slide, fit.problems).map((part, i) => ({
        ...part,
        title: i === 0 ? slide.title : continued(slide.title),
        scales: [titleScale(fit, key, i === 0 ? slide.title : continued(slide.title))],
      }));
    }
  }
}

/** The deck's last slide as a closing slide, when it closes ("Thank you", "Questions") and is short. */
function closing(slide: SlideOutline): SlideOutline {
  if (slide.layout !== 'section' && slide.layout !== 'bullets') return slide;
  const lines = slide.layout === 'section' ? (slide.text ? [slide.text] : []) : slide.bullets.map((bullet) => runsText(bullet.runs));
  if (!takesClosing(slide.title, lines)) return slide;
  return {
    layout: 'title',
    title: slide.title,
    closing: true,
    ...(lines.length ? { subtitle: lines.join('\n') } : {}),
    ...(slide.notes ? { notes: slide.notes } : {}),
  };
}

export interface FitOptions {
  /** Written slides (0-based) to draw in their plainest family: the layout check flagged their drawn family. */
  plain?: ReadonlySet<number>;
}

export function fitOutline(
  outline: DeckOutline,
  measure: FontMeasure,
  fonts: Fonts,
  options: FitOptions = {},
): { outline: DeckOutline; problems: FitProblem[]; origins: number[] } {
  const slides: SlideOutline[] = [];
  const problems: FitProblem[] = [];
  /** For each fitted slide, the written slide it comes from (0-based). */
  const origins: number[] = [];
  for (const [index, written] of outline.slides.entries()) {
    const plain = options.plain?.has(index) ?? false;
    const slide = !plain && index > 0 && index === outline.slides.length - 1 ? closing(written) : written;
    const fit: Fitter = { measure, fonts, problems: [], plain };
    const parts = fitSlide(fit, slide);
    problems.push(...fit.problems.map((problem) => ({ slide: slides.length + 1, ...problem })));
    slides.push(...parts);
    origins.push(...parts.map(() => index));
  }
  return { outline: { ...outline, slides }, problems, origins };
}
