/**
 * Puts one restyled slide's content on the design's layout (after layout-mapping.ts has chosen the layout and
 * renumbered the placeholders): the title in the layout's title box, anchored to its bottom so the accent line sits
 * right under its last line, its size fitted (never below 70 %); body text in the body area, or beside or above its
 * pictures and charts (slide-placement.ts), fitted (never below 75 % nor below 12 pt, unless the source was smaller);
 * pictures, charts, tables and shapes moved and scaled together into what is left. A body that still does not fit
 * keeps what does, and the arrangement names where the rest continues.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { scaleSlideXml } from '../lib/pptx/slide-scale';
import { allElements, childElement, ownerDocument, parseXml, type Element } from '../lib/pptx/xml-dom';
import { BODY_BOX, BODY_STYLE, layoutSpec, type Box, type LayoutKey, type TextStyle } from '../templates/layout-specs';
import { levelXml, scaleBox, type SlideSize } from '../templates/master-xml';
import { fits, fitScale, paragraphsThatFit } from '../templates/text-layout';
import type { PlaceholderRef } from './layout-mapping';
import {
  clearAutofitScale,
  dropTrailingBreaks,
  frameFor,
  scaleText,
  shapeParagraphs,
  smallestSize,
  tightened,
  tightenSpacing,
  TIGHTNESS,
  withoutTrailingEmpty,
  type TextContext,
} from './shape-text';
import { spreadParagraphs } from './body-spread';
import { overlaps, placeContent, union, fitInto, type TextFit } from './slide-placement';
import { ownXfrm, setBox, shapeOf, type SlideShape } from './slide-content';

export const MIN_TITLE_SCALE = 0.7;
export const MIN_BODY_SCALE = 0.75;
export const FLOOR_PT = 12;
/**
 * A short body grows to fill its area (design notes, rule 4: short lists get larger type, not a top-left corner):
 * by at most this factor, its largest type at most GROW_CAP_PT, fitting GROW_ROOM of the area's height.
 */
const MAX_GROWTH = 1.5;
const GROW_CAP_PT = 28;
const GROW_ROOM = 0.8;
/** Titles may grow upward to this far from the slide's top edge when they need more lines. */
const TOP_MARGIN = 0.03;

export interface ArrangeContext {
  size: SlideSize;
  measure: FontMeasure;
  fonts: { heading: string; body: string };
  defaultSizes: readonly number[];
}

export interface Arranged {
  /** A body whose paragraphs from `keep` on continue on a new slide. */
  overflow: { body: Element; keep: number; box: Box } | null;
  /** What still could not be made to fit, for the task's report. */
  problems: string[];
}

function textContext(ctx: ArrangeContext, style: TextStyle | null): TextContext {
  return { style, fonts: ctx.fonts, defaultSizes: ctx.defaultSizes };
}

/** Lets a placeholder take its position (and, for a title, its bottom anchoring) from the layout. */
function inheritPlace(shape: Element, anchor: boolean): void {
  const xfrm = ownXfrm(shape);
  xfrm?.parentNode?.removeChild(xfrm);
  const bodyPr = childElement(childElement(shape, NS.p, 'txBody') ?? shape, NS.a, 'bodyPr');
  if (anchor) {
    bodyPr?.removeAttribute('anchor');
    bodyPr?.removeAttribute('anchorCtr');
  }
}

/** How a text fits a frame: at a font scale, with its spacing as it is (0) or tightened (steps of TIGHTNESS). */
export interface FitChoice {
  scale: number;
  tight: number;
}

export interface BodyFit extends TextFit {
  min: number;
  choiceIn(width: number, height: number): FitChoice | null;
  /** The largest scale ≥ 1 at which the text, its largest type at most `capPt`, fits a frame of this size. */
  growIn(width: number, height: number, capPt: number): number;
}

/**
 * How a text body fits frames of any size, given the smallest size it may shrink to: as it is if it can; else with
 * tighter spacing; else with tighter spacing and smaller type. Empty paragraphs at its end do not count.
 */
export function textFit(ctx: ArrangeContext, txBody: Element, style: TextStyle | null, minScale: number): BodyFit {
  const paragraphs = withoutTrailingEmpty(shapeParagraphs(txBody, textContext(ctx, style)));
  const steps = TIGHTNESS.map((_, step) => paragraphs.map((p) => tightened(p, step)));
  const tight = steps[steps.length - 1]!;
  const smallest = smallestSize(paragraphs);
  const min = Math.min(1, Math.max(minScale, FLOOR_PT / smallest));
  const choiceIn = (width: number, height: number): FitChoice | null => {
    const frame = frameFor(txBody, width, height);
    if (!frame) return { scale: 1, tight: 0 };
    const step = steps.findIndex((list) => fits(ctx.measure, list, frame));
    if (step >= 0) return { scale: 1, tight: step };
    const scale = fitScale(ctx.measure, tight, frame, min);
    return scale === null ? null : { scale, tight: steps.length - 1 };
  };
  const largest = Math.max(...paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt)), 1);
  const growIn = (width: number, height: number, capPt: number): number => {
    const frame = frameFor(txBody, width, height);
    const most = Math.min(MAX_GROWTH, capPt / largest);
    if (!frame || most <= 1) return 1;
    for (let scale = most; scale > 1.001; scale -= 0.05)
      if (fits(ctx.measure, paragraphs, frame, scale)) return Math.round(scale * 1000) / 1000;
    return 1;
  };
  return {
    min,
    choiceIn,
    growIn,
    scaleIn(width, height) {
      const choice = choiceIn(width, height);
      // Tighter spacing ranks just below the same size with more space.
      return choice ? choice.scale * (1 - 0.005 * choice.tight) : null;
    },
    paragraphsIn(width, height) {
      const frame = frameFor(txBody, width, height);
      return frame ? paragraphsThatFit(ctx.measure, tight, frame) : paragraphs.length;
    },
  };
}

export function applyFit(ctx: ArrangeContext, txBody: Element, style: TextStyle | null, choice: FitChoice): void {
  if (choice.tight > 0) tightenSpacing(txBody, textContext(ctx, style), choice.tight);
  if (choice.scale < 0.999 || choice.scale > 1.001) scaleText(txBody, textContext(ctx, style), choice.scale);
  else clearAutofitScale(txBody);
}

const excerptOf = (shape: SlideShape): string =>
  allElements(shape.element)
    .filter((el) => el.namespaceURI === NS.a && el.localName === 't')
    .map((el) => el.textContent ?? '')
    .join('')
    .slice(0, 60);

/** Fits a text placeholder in its layout slot; `minScale` is the least it may shrink to. */
function fitInSlot(
  ctx: ArrangeContext,
  shape: SlideShape,
  slot: Box,
  style: TextStyle | undefined,
  minScale: number,
  problems: string[],
): void {
  if (!shape.txBody) return;
  const fit = textFit(ctx, shape.txBody, style ?? null, minScale);
  const choice = fit.choiceIn(slot[2], slot[3]);
  if (!choice) problems.push(`“${excerptOf(shape)}” does not fit its box even at ${Math.round(fit.min * 100)} % of its size.`);
  applyFit(ctx, shape.txBody, style ?? null, choice ?? { scale: fit.min, tight: TIGHTNESS.length - 1 });
}

function fitTitle(ctx: ArrangeContext, shape: SlideShape, key: LayoutKey, problems: string[]): void {
  const spec = layoutSpec(key).placeholders[0];
  if (!spec || !shape.txBody) return;
  const shapeEl = shapeOf(shape.element)!;
  inheritPlace(shapeEl, true);
  dropTrailingBreaks(shape.txBody);
  const slot = scaleBox(spec.box, ctx.size);
  const fit = textFit(ctx, shape.txBody, spec.style ?? null, MIN_TITLE_SCALE);
  let choice = fit.choiceIn(slot[2], slot[3]);
  if (!choice || choice.scale < 0.9) {
    // A long title may take the room above its box rather than shrink: its bottom (and the accent) stay put.
    const top = Math.round(ctx.size.cy * TOP_MARGIN);
    const taller: Box = [slot[0], top, slot[2], slot[1] + slot[3] - top];
    const grown = top < slot[1] ? fit.choiceIn(taller[2], taller[3]) : null;
    if (grown && (!choice || grown.scale > choice.scale)) {
      setBox(shapeEl, taller);
      choice = grown;
    }
  }
  if (!choice) problems.push(`The title “${excerptOf(shape)}” does not fit its box even at ${Math.round(fit.min * 100)} % of its size.`);
  applyFit(ctx, shape.txBody, spec.style ?? null, choice ?? { scale: fit.min, tight: TIGHTNESS.length - 1 });
}

/** Moves and scales shapes together: sizes are written out first, so their text scales with them. */
function transformGroup(ctx: ArrangeContext, shapes: readonly SlideShape[], transform: { scale: number; dx: number; dy: number }): void {
  if (transform.scale === 1 && transform.dx === 0 && transform.dy === 0) return;
  for (const shape of shapes) {
    const element = shapeOf(shape.element);
    if (!element) continue;
    if (shape.box && !ownXfrm(element)) setBox(element, shape.box);
    if (transform.scale < 1) {
      const style = shape.placeholder ? BODY_STYLE : null;
      for (const txBody of allElements(shape.element).filter((el) => el.localName === 'txBody')) {
        scaleText(txBody, textContext(ctx, txBody.namespaceURI === NS.p ? style : null), 1);
      }
    }
    scaleSlideXml(shape.element, transform);
  }
}

/** Title and section slides: anything else that would lie on the title or subtitle moves above or below them. */
function clearTitleArea(ctx: ArrangeContext, key: LayoutKey, others: readonly SlideShape[]): void {
  const placed = others.filter((shape) => shape.box);
  if (placed.length === 0) return;
  const slots = layoutSpec(key).placeholders.map((p) => scaleBox(p.box, ctx.size));
  const group = union(placed.map((shape) => shape.box!));
  if (!slots.some((slot) => overlaps(slot, group))) return;
  const covered = union(slots);
  const margin = Math.round(ctx.size.cy * TOP_MARGIN);
  const above: Box = [covered[0], margin, covered[2], covered[1] - 2 * margin];
  const below: Box = [covered[0], covered[1] + covered[3] + margin, covered[2], ctx.size.cy - covered[1] - covered[3] - 2 * margin];
  const region = above[3] >= below[3] ? above : below;
  if (region[3] > 0) transformGroup(ctx, placed, fitInto(group, region));
}

export function arrangeSlide(shapes: readonly SlideShape[], key: LayoutKey, ctx: ArrangeContext): Arranged {
  const problems: string[] = [];
  const spec = layoutSpec(key);
  const slot = (n: number): Box => scaleBox(spec.placeholders[n]!.box, ctx.size);
  const title = shapes.find((shape) => shape.role === 'title');
  const bodies = shapes.filter((shape) => shape.role === 'body' || shape.role === 'subtitle');
  const visuals = shapes.filter((shape) => shape.role === 'visual');
  if (title && spec.placeholders[0]?.type !== 'pic' && spec.placeholders.length > 0) fitTitle(ctx, title, key, problems);
  let overflow: Arranged['overflow'] = null;
  switch (key) {
    case 'title':
    case 'section':
    case 'quote': {
      const slots = spec.placeholders.filter((p) => p.type !== 'title' && p.type !== 'ctrTitle');
      bodies.forEach((body, i) => {
        const placeholder = slots[i];
        if (!placeholder) return;
        inheritPlace(shapeOf(body.element)!, false);
        fitInSlot(ctx, body, scaleBox(placeholder.box, ctx.size), placeholder.style, 0.5, problems);
      });
      clearTitleArea(ctx, key, [...visuals, ...bodies.slice(slots.length)]);
      break;
    }
    case 'twoColumns':
      bodies.slice(0, 2).forEach((body, i) => {
        inheritPlace(shapeOf(body.element)!, false);
        fitInSlot(ctx, body, slot(i + 1), BODY_STYLE, MIN_BODY_SCALE, problems);
      });
      break;
    case 'bullets': {
      const body = bodies[0]!;
      const subhead = shapes.find((shape) => shape.role === 'subhead');
      let area = slot(1);
      if (subhead) area = placeSubhead(ctx, subhead, area);
      const fit = textFit(ctx, body.txBody!, BODY_STYLE, MIN_BODY_SCALE);
      const boxes = visuals.filter((shape) => shape.box);
      const placement = placeContent({ area, text: { box: body.box ?? area, fit }, visuals: boxes.map((shape) => shape.box!) });
      const element = shapeOf(body.element)!;
      if (boxes.length === 0 && !subhead) inheritPlace(element, false);
      else if (placement.text) setBox(element, placement.text.box);
      const box = placement.text?.box ?? area;
      const count = withoutTrailingEmpty(shapeParagraphs(body.txBody!, textContext(ctx, BODY_STYLE))).length;
      if (placement.text?.keep != null && placement.text.keep < count) {
        // As many slides as it takes, the paragraphs shared evenly: fifteen become 5 + 5 + 5, not 6 + 6 + 3. The
        // body is fitted once the rest is split off (fitBody).
        const parts = Math.ceil(count / placement.text.keep);
        overflow = { body: body.element, keep: Math.ceil(count / parts), box };
      } else {
        const choice = fit.choiceIn(box[2], box[3]) ?? { scale: 1, tight: TIGHTNESS.length - 1 };
        const grow = choice.scale >= 0.999 && choice.tight === 0 ? fit.growIn(box[2], box[3] * GROW_ROOM, GROW_CAP_PT) : 1;
        applyFit(ctx, body.txBody!, BODY_STYLE, grow > 1 ? { scale: grow, tight: 0 } : choice);
        if (choice.scale >= 0.999 && choice.tight === 0)
          spreadParagraphs(ctx.measure, body.txBody!, textContext(ctx, BODY_STYLE), box[2], box[3]);
      }
      if (placement.visuals) transformGroup(ctx, boxes, placement.visuals);
      break;
    }
    case 'titleOnly': {
      const group = [...bodies, ...visuals].filter((shape) => shape.box);
      if (group.length > 0) transformGroup(ctx, group, fitInto(union(group.map((shape) => shape.box!)), scaleBox(BODY_BOX, ctx.size)));
      break;
    }
    default: {
      // No title: the content stays as it was, only brought onto the slide.
      const group = [...bodies, ...visuals].filter((shape) => shape.box);
      if (group.length > 0) transformGroup(ctx, group, fitInto(union(group.map((shape) => shape.box!)), [0, 0, ctx.size.cx, ctx.size.cy]));
    }
  }
  return { overflow, problems };
}

const SUBHEAD_STYLE: TextStyle = { sizePt: 24, color: 'tx2' };

/**
 * A subhead (a short text under the title) becomes a text box of its own at the top of the body area, as tall as
 * its text needs at the subtitle size (at most a third of the area); returns the area left below it.
 */
function placeSubhead(ctx: ArrangeContext, subhead: SlideShape, area: Box): Box {
  const shape = shapeOf(subhead.element)!;
  const txBody = subhead.txBody!;
  const nvSpPr = childElement(shape, NS.p, 'nvSpPr');
  const nvPr = nvSpPr ? childElement(nvSpPr, NS.p, 'nvPr') : undefined;
  const ph = nvPr ? childElement(nvPr, NS.p, 'ph') : undefined;
  if (ph) nvPr!.removeChild(ph);
  const cNvSpPr = nvSpPr ? childElement(nvSpPr, NS.p, 'cNvSpPr') : undefined;
  cNvSpPr?.setAttribute('txBox', '1');
  // Its look now comes from its own list style: the subtitle size and colour, no bullet.
  const doc = ownerDocument(shape);
  const old = childElement(txBody, NS.a, 'lstStyle');
  const lstStyle = parseFragment(doc, `<a:lstStyle>${levelXml(SUBHEAD_STYLE)}</a:lstStyle>`);
  if (old) txBody.replaceChild(lstStyle, old);
  else txBody.insertBefore(lstStyle, childElement(txBody, NS.a, 'p') ?? null);
  for (const pPr of allElements(txBody).filter((el) => el.localName === 'pPr' && el.namespaceURI === NS.a)) {
    pPr.removeAttribute('marL');
    pPr.removeAttribute('indent');
  }
  const fit = textFit(ctx, txBody, SUBHEAD_STYLE, MIN_BODY_SCALE);
  const gap = Math.round(area[3] * 0.04);
  let height = Math.round(area[3] / 3);
  let choice = fit.choiceIn(area[2], height);
  for (let step = 1; step <= 6; step++) {
    const h = Math.round((area[3] * step) / 18);
    const c = fit.choiceIn(area[2], h);
    if (c && c.scale >= 0.999) {
      height = h;
      choice = c;
      break;
    }
  }
  setBox(shape, [area[0], area[1], area[2], height]);
  applyFit(ctx, txBody, SUBHEAD_STYLE, choice ?? { scale: fit.min, tight: TIGHTNESS.length - 1 });
  return [area[0], area[1] + height + gap, area[2], area[3] - height - gap];
}

function parseFragment(doc: ReturnType<typeof ownerDocument>, xml: string): Element {
  const wrapper = parseXml(`<w xmlns:a="${NS.a}">${xml}</w>`).documentElement!;
  return doc.importNode<Element>(wrapper.firstChild as Element, true);
}

/** Fits a body (the part of it left on its slide after a continuation was split off) in `box`. */
export function fitBody(body: Element, box: Box, ctx: ArrangeContext): void {
  const txBody = childElement(shapeOf(body)!, NS.p, 'txBody');
  if (!txBody) return;
  const fit = textFit(ctx, txBody, BODY_STYLE, MIN_BODY_SCALE);
  applyFit(ctx, txBody, BODY_STYLE, fit.choiceIn(box[2], box[3]) ?? { scale: 1, tight: TIGHTNESS.length - 1 });
}

/** The layout a slide's content asks for (given the old layout's type and name). */
export function chooseLayout(shapes: readonly SlideShape[], oldLayout: { type: string | null; name: string | null }): LayoutKey {
  const title = shapes.find((shape) => shape.role === 'title');
  const bodies = shapes.filter((shape) => shape.role === 'body');
  const visuals = shapes.filter((shape) => shape.role === 'visual');
  const centred = title?.placeholder?.type === 'ctrTitle';
  // A title slide's layout without its title (a slide holding only a chart) is no title slide.
  if (
    shapes.some((shape) => shape.role === 'subtitle') ||
    (title && (oldLayout.type === 'title' || (centred && bodies.length === 0 && visuals.length === 0)))
  ) {
    return 'title';
  }
  if (title && oldLayout.type === 'secHead' && bodies.length <= 1) return 'section';
  if (!title) return /quote/i.test(oldLayout.name ?? '') && bodies.length > 0 && visuals.length === 0 ? 'quote' : 'blank';
  if (bodies.length === 1) return 'bullets';
  if (bodies.length === 2 && visuals.length === 0) return 'twoColumns';
  return 'titleOnly';
}

export type { PlaceholderRef };
