/**
 * A content slide whose one body is a list of 3–6 points that each open with a date or a stage ("2008-09 — Award
 * modernisation", "Stage 1 — March 2014 to mid-2015") or are numbered is a timeline or a process (issue #35, item 6:
 * each slide gets the layout family its content fits, not one bullets layout for all). Revamp draws it as Create
 * draws one (generation/steps-family.ts): a marker per point on a connecting line, the point's text on a tinted card,
 * on the design's title-only layout. Every word stays (a date goes on its marker, the rest on its card); a list with
 * links, fields, line breaks or sub-points, or one whose words do not fit the cards at the body floor, stays a list —
 * and the closed loop lays a slide the checker still flags out as it was, list and all. docs/revamp.md, "Lists that
 * are a timeline or a process".
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, parseXml, type Element } from '../lib/pptx/xml-dom';
import type { Bullet, TextRun } from '../generation/deck-outline';
import { MIN_BODY_SCALE } from '../generation/fit-measures';
import { stepsKind } from '../generation/layout-families';
import { stepsScale, stepsXml } from '../generation/steps-family';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { hasHue } from '../templates/color-contrast';
import { scaleBox, type SlideSize } from '../templates/master-xml';
import type { SlideShape } from './slide-content';

/** The steps end this far (a share of the slide's height) above the body area's foot, clear of a carried band. */
const FOOT_CLEAR = 0.015;

/** The list's points as Create's bullets, or null when it holds what a card would not show. */
function listPoints(txBody: Element): Bullet[] | null {
  const paragraphs = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  const points: Bullet[] = [];
  let level: string | null = null;
  for (const paragraph of paragraphs) {
    const children = childElements(paragraph);
    if (children.some((el) => el.localName === 'fld' || el.localName === 'br')) return null;
    const runs = children.filter((el) => el.localName === 'r');
    const text = runs.map((run) => childElement(run, NS.a, 't')?.textContent ?? '').join('');
    if (!text.trim()) continue;
    const pPr = childElement(paragraph, NS.a, 'pPr');
    const lvl = pPr?.getAttribute('lvl') ?? '0';
    if (level !== null && lvl !== level) return null;
    level = lvl;
    if (allElements(paragraph).some((el) => el.localName === 'hlinkClick' || el.localName === 'hlinkMouseOver')) return null;
    // A card shows plain, bold and italic words: a word the author coloured, underlined or struck keeps its list.
    for (const props of runs.map((run) => childElement(run, NS.a, 'rPr'))) {
      if (!props) continue;
      if (/^(?!none$)./.test(props.getAttribute('u') ?? 'none') || /^(sng|dbl)Strike$/.test(props.getAttribute('strike') ?? ''))
        return null;
      const color = childElement(childElement(props, NS.a, 'solidFill') ?? props, NS.a, 'srgbClr')?.getAttribute('val');
      if (color && hasHue(color)) return null;
    }
    const out: TextRun[] = runs.map((run) => {
      const props = childElement(run, NS.a, 'rPr');
      return {
        text: childElement(run, NS.a, 't')?.textContent ?? '',
        ...(props?.getAttribute('b') === '1' ? { bold: true } : {}),
        ...(props?.getAttribute('i') === '1' ? { italic: true } : {}),
      };
    });
    // The point's text as one trimmed line: a card centres it.
    out[0] = { ...out[0]!, text: out[0]!.text.trimStart() };
    out[out.length - 1] = { ...out[out.length - 1]!, text: out[out.length - 1]!.text.trimEnd() };
    const numbered = pPr ? childElement(pPr, NS.a, 'buAutoNum') : undefined;
    const start = Number(numbered?.getAttribute('startAt')) || 1;
    points.push({ runs: out, level: 0, ...(numbered ? { number: start + points.length } : {}) });
  }
  return points;
}

export interface ListFamilyContext {
  size: SlideSize;
  measure: FontMeasure;
  fonts: DeckTemplate['fonts'];
  /** The language the task asked for; else the list's own. */
  lang: string | null;
}

/**
 * Draws the slide's list as a timeline or a process when it is one: the steps' shapes take the body's place, and the
 * body is returned (gone from the slide); null when the list stays a list.
 */
export function drawListFamily(slide: Element, shapes: readonly SlideShape[], ctx: ListFamilyContext): SlideShape | null {
  const bodies = shapes.filter((shape) => shape.role === 'body');
  if (bodies.length !== 1 || shapes.some((shape) => shape.role === 'visual' || shape.role === 'subhead' || shape.role === 'subtitle'))
    return null;
  const body = bodies[0]!;
  const points = body.txBody ? listPoints(body.txBody) : null;
  const kind = points ? stepsKind(points) : null;
  if (!points || !kind) return null;
  const [x, y, w, h] = scaleBox(BODY_BOX, ctx.size);
  const area: Box = [x, y, w, h - Math.round(ctx.size.cy * FOOT_CLEAR)];
  const scale = stepsScale(ctx.measure, points, kind, ctx.fonts, MIN_BODY_SCALE, area);
  if (scale === null) return null;
  const ids = allElements(slide)
    .filter((el) => el.localName === 'cNvPr')
    .map((el) => Number(el.getAttribute('id')) || 0);
  const own = allElements(body.txBody!)
    .find((el) => el.localName === 'rPr' && el.getAttribute('lang'))
    ?.getAttribute('lang');
  const xml = stepsXml(Math.max(0, ...ids) + 1, points, kind, scale, ctx.lang ?? own ?? 'en-US', area).join('');
  const wrapper = parseXml(`<w xmlns:p="${NS.p}" xmlns:a="${NS.a}" xmlns:r="${NS.r}">${xml}</w>`).documentElement!;
  const parent = body.element.parentNode as Element;
  for (const shape of childElements(wrapper)) parent.insertBefore(slide.ownerDocument!.importNode<Element>(shape, true), body.element);
  parent.removeChild(body.element);
  return body;
}
