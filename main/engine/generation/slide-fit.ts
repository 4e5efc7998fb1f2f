/**
 * Makes every outline slide fit its layout, measured with the design's fonts: a title may shrink to 70 % of the
 * design's size, body text to 80 % (24 pt → 19 pt); a list, columns or a caption that still do not fit continue on
 * further slides, split into parts of about equal height (a sub-point stays with its parent), so twelve long bullets
 * become two slides of six rather than ten and two. Tables get column widths from their text and continue with
 * their header row repeated. What cannot be made to fit is reported, never hidden.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { fitScale, fits } from '../templates/text-layout';
import { runsText, type Column, type DeckOutline, type SlideOutline } from './deck-outline';
import { areaBox, layoutFor, styleOf, titleLines, type Fonts } from './outline-text';
import {
  areaScale,
  bulletList,
  columnSpacing,
  continued,
  growScale,
  MIN_BODY_SCALE,
  MIN_QUOTE_SCALE,
  splitLists,
  spreadSpacing,
  titleScale,
  type FitProblem,
  type Fitter,
} from './fit-measures';
import { agendaScale } from './agenda-family';
import { cardScale, isKpiRow, suitsCards } from './card-family';
import { familySpec, stepsKind, takesAgenda, takesClosing, takesFullPicture } from './layout-families';
import { stepsScale } from './steps-family';
import { fitTable } from './table-fit';
import { asChartSlide } from './chart-family';

export { MIN_BODY_SCALE, MIN_TITLE_SCALE, type FitProblem } from './fit-measures';

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
