/**
 * A content slide whose one body is a list of 3–6 points that each open with a date or a stage ("2008-09 — Award
 * modernisation", "Stage 1 — March 2014 to mid-2015") or are numbered is a timeline or a process, and one of 2–4 short
 * points is a row of cards (issue #35, item 6: each slide gets the layout family its content fits, not one bullets
 * layout for all). Revamp draws it as Create draws one (generation/steps-family.ts, card-family.ts): a marker per point
 * on a connecting line and the point's text on a tinted card under it, or a tinted card per point under an accent
 * band, on the design's title-only layout. Every word stays (a date goes on its marker, the rest on its card); a list with
 * links, fields, line breaks or sub-points, or one whose words do not fit the cards at the body floor, stays a list —
 * and the closed loop lays a slide the checker still flags out as it was, list and all. docs/revamp.md, "Lists that
 * are a timeline or a process".
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, childElements, createElement, parseXml, type Element } from '../lib/pptx/xml-dom';
import type { Bullet, TextRun } from '../generation/deck-outline';
import { MIN_BODY_SCALE } from '../generation/fit-measures';
import { stepsKind } from '../generation/layout-families';
import { stepsScale, stepsXml } from '../generation/steps-family';
import { cardBoxes, cardScale, cardsXml, suitsCards } from '../generation/card-family';
import { cardIconParts, iconBadgesXml } from '../generation/card-icons';
import { RelIdAllocator, type Relationship } from '../lib/pptx/relationships';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { hasHue } from '../templates/color-contrast';
import { scaleBox, type SlideSize } from '../templates/master-xml';
import type { SlideShape } from './slide-content';

/** The steps end this far (a share of the slide's height) above the body area's foot, clear of a carried band. */
const FOOT_CLEAR = 0.015;

/** The list's points as Create's bullets, or null when it holds what a card would not show. */
function listPoints(txBody: Element): Bullet[] | null {
  const paragraphs = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  // Words the author set in a size of their own (poi-SampleShow: "Especially in a different font like Arial Black at
  // 16 point!") are an emphasis the cards' one size would lose: the list stays a list.
  const sizes = new Set(
    paragraphs.flatMap((p) =>
      childElements(p)
        .filter((el) => el.localName === 'r' && /\S/.test(el.textContent ?? ''))
        .map((run) => childElement(run, NS.a, 'rPr')?.getAttribute('sz') ?? ''),
    ),
  );
  if (sizes.size > 1) return null;
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
    // A paragraph written without a bullet is a sentence, not a card's point (as Create's plain paragraphs).
    const plain = pPr ? childElement(pPr, NS.a, 'buNone') !== undefined : false;
    points.push({ runs: out, level: 0, ...(numbered ? { number: start + points.length } : {}), ...(plain ? { plain } : {}) });
  }
  return points;
}

type ShapesXml = (firstId: number, lang: string) => string[];

/** What was drawn: the body it replaced, and the cards' points and boxes for their icons (null for steps). */
export interface DrawnList {
  body: SlideShape;
  cards: { points: readonly Bullet[]; boxes: Box[] } | null;
}

/**
 * How the points are drawn: a timeline or a process (steps-family.ts), else 2–4 short points as a row of cards
 * (card-family.ts; key numbers when each opens with a figure); null when none of them takes the list or its words
 * do not fit there at the body floor.
 */
function drawn(points: readonly Bullet[], area: Box, ctx: ListFamilyContext): { xml: ShapesXml; cards: DrawnList['cards'] } | null {
  const kind = stepsKind(points);
  if (kind) {
    const scale = stepsScale(ctx.measure, points, kind, ctx.fonts, MIN_BODY_SCALE, area);
    return scale === null ? null : { xml: (firstId, lang) => stepsXml(firstId, points, kind, scale, lang, area), cards: null };
  }
  if (suitsCards(points)) {
    const scale = cardScale(ctx.measure, points, ctx.fonts, MIN_BODY_SCALE, area);
    if (scale === null) return null;
    return {
      xml: (firstId, lang) => cardsXml(firstId, points, scale, lang, area),
      cards: { points, boxes: cardBoxes(points.length, area) },
    };
  }
  return null;
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
export function drawListFamily(slide: Element, shapes: readonly SlideShape[], ctx: ListFamilyContext): DrawnList | null {
  const bodies = shapes.filter((shape) => shape.role === 'body');
  if (bodies.length !== 1 || shapes.some((shape) => shape.role === 'visual' || shape.role === 'subhead' || shape.role === 'subtitle'))
    return null;
  const body = bodies[0]!;
  const points = body.txBody ? listPoints(body.txBody) : null;
  if (!points) return null;
  const [x, y, w, h] = scaleBox(BODY_BOX, ctx.size);
  const area: Box = [x, y, w, h - Math.round(ctx.size.cy * FOOT_CLEAR)];
  const family = drawn(points, area, ctx);
  if (!family) return null;
  const own = allElements(body.txBody!)
    .find((el) => el.localName === 'rPr' && el.getAttribute('lang'))
    ?.getAttribute('lang');
  const wrapper = fragment(family.xml(nextId(slide), ctx.lang ?? own ?? 'en-US').join(''));
  const parent = body.element.parentNode as Element;
  // Text that names no face takes the deck's default text style, which Revamp keeps from the source (45545's Arial):
  // the cards' words are in the design's body font, as every other text of the slide (design notes, rule 4).
  for (const props of allElements(wrapper).filter((el) => el.localName === 'rPr' && !childElement(el, NS.a, 'latin'))) {
    const latin = createElement(wrapper.ownerDocument!, NS.a, 'latin', 'a');
    latin.setAttribute('typeface', '+mn-lt');
    props.appendChild(latin);
  }
  for (const shape of childElements(wrapper)) parent.insertBefore(slide.ownerDocument!.importNode<Element>(shape, true), body.element);
  parent.removeChild(body.element);
  return { body, cards: family.cards };
}

const nextId = (slide: Element): number =>
  Math.max(
    0,
    ...allElements(slide)
      .filter((el) => el.localName === 'cNvPr')
      .map((el) => Number(el.getAttribute('id')) || 0),
  ) + 1;

const fragment = (xml: string): Element => parseXml(`<w xmlns:p="${NS.p}" xmlns:a="${NS.a}" xmlns:r="${NS.r}">${xml}</w>`).documentElement!;

/**
 * Icons on the drawn cards, as Create puts them (card-icons.ts: the icon the point's words call for, in the design's
 * accent, SVG with a PNG fallback, in a badge on the card's top edge): their media join the deck's (once each), and
 * the slide gets relationships to them.
 */
export async function addCardIcons(
  slide: Element,
  rels: Relationship[],
  media: { name: string; data: Buffer; contentType: string }[],
  cards: NonNullable<DrawnList['cards']>,
  template: DeckTemplate,
): Promise<void> {
  const parts = await cardIconParts(cards.points, template);
  const ids = new RelIdAllocator(rels.map((rel) => rel.id));
  const renamed = new Map<string, string>();
  for (const rel of parts.rels) {
    const id = ids.allocate();
    renamed.set(rel.id, id);
    rels.push({ id, type: rel.type, target: rel.target, external: false });
  }
  for (const item of parts.media)
    if (!media.some((known) => known.name === item.name))
      media.push({ ...item, contentType: item.name.endsWith('.svg') ? 'image/svg+xml' : 'image/png' });
  const xml = iconBadgesXml(nextId(slide), cards.boxes, parts.icons)
    .join('')
    .replace(/r:embed="([^"]+)"/g, (whole, id: string) => `r:embed="${renamed.get(id) ?? id}"`);
  const tree = childElement(childElement(slide, NS.p, 'cSld')!, NS.p, 'spTree')!;
  for (const shape of childElements(fragment(xml))) tree.appendChild(slide.ownerDocument!.importNode<Element>(shape, true));
}
