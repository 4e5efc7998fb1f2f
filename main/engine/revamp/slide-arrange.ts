/**
 * Puts one restyled slide's content on the design's layout (after layout-mapping.ts has chosen the layout and
 * renumbered the placeholders): the title in the layout's title box, anchored to its bottom so the accent line sits
 * right under its last line, its size fitted (never below 70 %); body text in the body area, or beside or above its
 * pictures and charts (slide-placement.ts), fitted with space kept between its items (body-fit.ts; never below 75 %
 * nor below 12 pt, unless the source was smaller) and ending clear of the area's foot; pictures, charts, tables and shapes moved and scaled together into what is left. A body that still does not fit
 * keeps what does, and the arrangement names where the rest continues.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { scaleSlideXml } from '../lib/pptx/slide-scale';
import { allElements, childElement, ownerDocument, parseXml, type Element } from '../lib/pptx/xml-dom';
import { BODY_BOX, BODY_STYLE, layoutSpec, type Box, type LayoutKey, type TextStyle } from '../templates/layout-specs';
import { levelXml, scaleBox, type SlideSize } from '../templates/master-xml';
import type { PlaceholderRef } from './layout-mapping';
import { applyFit, blankLinesToGaps, dropLeadingEmpty, textContext, textFit } from './body-fit';
import { dropTrailingBreaks, scaleText, shapeParagraphs, withoutTrailingEmpty } from './shape-text';
import { spreadParagraphs } from './body-spread';
import { overlaps, placeContent, union, fitInto } from './slide-placement';
import { ownXfrm, setBox, shapeOf, type SlideShape } from './slide-content';
import { slotsBelow } from './title-banner';

const isTitle = (placeholder: { type: string }): boolean => placeholder.type === 'title' || placeholder.type === 'ctrTitle';

export { FLOOR_PT } from './body-fit';
export const MIN_TITLE_SCALE = 0.7;
export const MIN_BODY_SCALE = 0.75;
/**
 * A short body grows to fill its area (design notes, rule 4: short lists get larger type, not a top-left corner):
 * by at most 1.5× (body-fit.ts), its largest type at most GROW_CAP_PT, fitting GROW_ROOM of the area's height.
 */
const GROW_CAP_PT = 28;
const GROW_ROOM = 0.8;
/** Titles may grow upward to this far from the slide's top edge when they need more lines. */
const TOP_MARGIN = 0.03;
/**
 * A body's text ends this far (a share of the slide's height) above its area's foot: the band or strip a revamp
 * carries under the body (aptia's orange footer band) and the design's footers then stay clear of its last line.
 */
const FOOT_CLEAR = 0.015;

/** A body area less the room kept clear above its foot. */
function clearOfFoot([x, y, cx, cy]: Box, size: SlideSize): Box {
  return [x, y, cx, cy - Math.round(size.cy * FOOT_CLEAR)];
}

export interface ArrangeContext {
  size: SlideSize;
  measure: FontMeasure;
  fonts: { heading: string; body: string };
  defaultSizes: readonly number[];
  /**
   * A banner the old background drew across the slide's upper part, carried onto a title or section slide
   * (title-banner.ts): the title and subtitle go below it, so it keeps its size.
   */
  banner?: Box | null;
}

export interface Arranged {
  /** A body whose paragraphs from `keep` on continue on a new slide. */
  overflow: { body: Element; keep: number; box: Box } | null;
  /** What still could not be made to fit, for the task's report. */
  problems: string[];
}

function inheritPlace(shape: Element, anchor: boolean): void {
  const xfrm = ownXfrm(shape);
  xfrm?.parentNode?.removeChild(xfrm);
  const bodyPr = childElement(childElement(shape, NS.p, 'txBody') ?? shape, NS.a, 'bodyPr');
  if (anchor) {
    bodyPr?.removeAttribute('anchor');
    bodyPr?.removeAttribute('anchorCtr');
  }
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
  airy = false,
): void {
  if (!shape.txBody) return;
  const fit = textFit(ctx, shape.txBody, style ?? null, minScale, airy);
  const choice = fit.choiceIn(slot[2], slot[3]);
  if (!choice) problems.push(`“${excerptOf(shape)}” does not fit its box even at ${Math.round(fit.min * 100)} % of its size.`);
  applyFit(ctx, shape.txBody, style ?? null, choice ?? fit.tightestAt(fit.min));
}

function fitTitle(ctx: ArrangeContext, shape: SlideShape, key: LayoutKey, problems: string[], moved?: Box): void {
  const spec = layoutSpec(key).placeholders[0];
  if (!spec || !shape.txBody) return;
  const shapeEl = shapeOf(shape.element)!;
  inheritPlace(shapeEl, true);
  if (moved) setBox(shapeEl, moved);
  dropTrailingBreaks(shape.txBody);
  const slot = moved ?? scaleBox(spec.box, ctx.size);
  const fit = textFit(ctx, shape.txBody, spec.style ?? null, MIN_TITLE_SCALE);
  let choice = fit.choiceIn(slot[2], slot[3]);
  if (!moved && (!choice || choice.scale < 0.9)) {
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
  applyFit(ctx, shape.txBody, spec.style ?? null, choice ?? fit.tightestAt(fit.min));
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
function clearTitleArea(ctx: ArrangeContext, slots: readonly Box[], others: readonly SlideShape[]): void {
  const placed = others.filter((shape) => shape.box);
  if (placed.length === 0) return;
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
  // Where the layout's text slots are on this slide: moved below a carried banner on a title or section slide.
  const moved = key === 'title' || key === 'section' ? slotsBelow(key, ctx.size, ctx.banner ?? null) : null;
  const titleAt = moved && spec.placeholders[0] && isTitle(spec.placeholders[0]) ? moved[0] : undefined;
  if (title && spec.placeholders[0]?.type !== 'pic' && spec.placeholders.length > 0) fitTitle(ctx, title, key, problems, titleAt);
  let overflow: Arranged['overflow'] = null;
  switch (key) {
    case 'title':
    case 'section':
    case 'quote': {
      const slots = spec.placeholders.flatMap((p, i) => (isTitle(p) ? [] : [{ ...p, box: moved?.[i] ?? scaleBox(p.box, ctx.size) }]));
      bodies.forEach((body, i) => {
        const placeholder = slots[i];
        if (!placeholder) return;
        inheritPlace(shapeOf(body.element)!, false);
        if (moved) setBox(shapeOf(body.element)!, placeholder.box);
        fitInSlot(ctx, body, placeholder.box, placeholder.style, 0.5, problems);
      });
      clearTitleArea(ctx, moved ?? spec.placeholders.map((p) => scaleBox(p.box, ctx.size)), [...visuals, ...bodies.slice(slots.length)]);
      break;
    }
    case 'twoColumns':
      bodies.slice(0, 2).forEach((body, i) => {
        inheritPlace(shapeOf(body.element)!, false);
        fitInSlot(ctx, body, clearOfFoot(slot(i + 1), ctx.size), BODY_STYLE, MIN_BODY_SCALE, problems, true);
      });
      break;
    case 'bullets': {
      const body = bodies[0]!;
      const subhead = shapes.find((shape) => shape.role === 'subhead');
      let area = clearOfFoot(slot(1), ctx.size);
      if (subhead) area = placeSubhead(ctx, subhead, area);
      dropLeadingEmpty(body.txBody!);
      blankLinesToGaps(body.txBody!);
      const fit = textFit(ctx, body.txBody!, BODY_STYLE, MIN_BODY_SCALE, true);
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
        const choice = fit.choiceIn(box[2], box[3]) ?? fit.tightestAt(1);
        const full = choice.scale >= 0.999 && choice.tight === 0;
        applyFit(ctx, body.txBody!, BODY_STYLE, full ? fit.growIn(box[2], box[3] * GROW_ROOM, GROW_CAP_PT) : choice);
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
  applyFit(ctx, txBody, SUBHEAD_STYLE, choice ?? fit.tightestAt(fit.min));
  return [area[0], area[1] + height + gap, area[2], area[3] - height - gap];
}

function parseFragment(doc: ReturnType<typeof ownerDocument>, xml: string): Element {
  const wrapper = parseXml(`<w xmlns:a="${NS.a}">${xml}</w>`).documentElement!;
  return doc.importNode<Element>(wrapper.firstChild as Element, true);
}

/** Fits a body (the part of it left on its slide after a continuation was split off) in `box`, and spreads it. */
export function fitBody(body: Element, box: Box, ctx: ArrangeContext): void {
  const txBody = childElement(shapeOf(body)!, NS.p, 'txBody');
  if (!txBody) return;
  const fit = textFit(ctx, txBody, BODY_STYLE, MIN_BODY_SCALE, true);
  applyFit(ctx, txBody, BODY_STYLE, fit.choiceIn(box[2], box[3]) ?? fit.tightestAt(1));
  spreadParagraphs(ctx.measure, txBody, textContext(ctx, BODY_STYLE), box[2], box[3]);
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
