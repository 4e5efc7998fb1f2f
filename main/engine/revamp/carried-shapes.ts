/**
 * What a slide shows that is not on the slide: the pictures and texts its old layout and master drew (a logo, a
 * banner, a running heading, a row of buttons). Revamp replaces the layouts and masters, so these are copied onto
 * each restyled slide (design notes, rule 1: a revamp never shows less than its source). Shapes that only decorate
 * (lines, empty filled shapes, a picture filling the slide) are the old design, which the new one replaces.
 *
 * A copied shape keeps its place when that place is free on the new layout; else it moves, scaled as one, into the
 * strip below the body area beside the footers (a logo to the corner); a slide that has nothing else keeps them
 * all where they were. A slide the repair pass lays out as it was keeps its old look whole: backdrop and panels too.
 * What the old background picture drew (a banner, a footer band: backdrop-carry.ts) is placed here too, last, in the
 * nearest room clear of everything else (free-spot.ts).
 */
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { relativeTarget, resolveTarget } from '../lib/pptx/part-names';
import { RelIdAllocator, type Relationship } from '../lib/pptx/relationships';
import { scaleSlideXml } from '../lib/pptx/slide-scale';
import { allElements, childElement, childElements, type Element } from '../lib/pptx/xml-dom';
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { BODY_BOX, layoutSpec, type Box, type LayoutKey } from '../templates/layout-specs';
import { decorationBoxes } from '../templates/design-decorations';
import { footerBox, scaleBox, strongColors, type SlideSize } from '../templates/master-xml';
import type { DeckPackage } from './deck-package';
import { bandSpot, freeSpot } from './free-spot';
import { fitInto, overlaps } from './slide-placement';
import { boxOf, hasText, ownXfrm, shapeOf } from './slide-content';

/** A picture covering this much of the slide is the old backdrop: the design's background replaces it. */
const BACKDROP = 0.85;
/** The strip for moved shapes: below the body area, inside the slide's margins (16:9 EMU, scaled to the deck). */
const STRIP: Box = [838200, 6217920, 10515600, 502920];

export interface CarriedShape {
  /** The shape as its layout or master has it (copied, never moved). */
  element: Element;
  /** The layout or master part it comes from, for its relationships. */
  part: string;
  box: Box;
  /** Its relationships, where they are not its part's (a picture cut out of the old background). */
  rels?: readonly Relationship[];
  /**
   * Cut out of the old background picture (backdrop-carry.ts): it goes to the nearest free place on the side of the
   * slide it was on, shrunk as needed (free-spot.ts), never over the new layout's text.
   */
  backdrop?: boolean;
  /**
   * A faint watermark of the old background picture (backdrop-carry.ts): drawn where it was, behind everything, in
   * the colour that suits the ground of the slide it lands on (`ground` hex, `colors` the design's light and dark
   * ones); its relationships, or null when it would not show there.
   */
  tint?: (ground: string, colors: readonly string[]) => Promise<readonly Relationship[] | null>;
}

function isPlaceholder(shape: Element): boolean {
  const nv = childElements(shape).find((child) => child.localName?.startsWith('nv'));
  const nvPr = nv ? childElement(nv, NS.p, 'nvPr') : undefined;
  return nvPr !== undefined && childElement(nvPr, NS.p, 'ph') !== undefined;
}

function hasPicture(shape: Element): boolean {
  return allElements(shape).some(
    (el) => (el.localName === 'pic' && el.namespaceURI === NS.p) || (el.localName === 'blipFill' && el.namespaceURI !== null),
  );
}

/** Content of a layout or master worth carrying: a picture that is not the backdrop, text, or a group of them. */
function isContent(shape: Element, box: Box, size: SlideSize): boolean {
  if (isPlaceholder(shape)) return false;
  const [x, y, cx, cy] = box;
  const w = Math.max(0, Math.min(x + cx, size.cx) - Math.max(x, 0));
  const h = Math.max(0, Math.min(y + cy, size.cy) - Math.max(y, 0));
  if (cx <= 0 || cy <= 0 || (w * h) / (cx * cy) < 0.5) return false;
  if (shape.localName === 'graphicFrame') return true;
  if (hasText(shape)) return true;
  return hasPicture(shape) && cx * cy < BACKDROP * size.cx * size.cy;
}

function showsMasterShapes(root: Element): boolean {
  const value = root.getAttribute('showMasterSp');
  return value !== '0' && value !== 'false';
}

function signature(shape: Element, box: Box): string {
  const text = allElements(shape)
    .filter((el) => el.localName === 't')
    .map((el) => el.textContent ?? '')
    .join('');
  const pictures = allElements(shape).filter((el) => el.localName === 'blip').length;
  return `${shape.localName}|${text}|${pictures}|${box.map((n) => Math.round(n / 12700)).join(',')}`;
}

/** The content a slide showed from its layout and master (in drawing order: the master's first), none repeated. */
export async function inheritedContent(
  deck: DeckPackage,
  slide: Element,
  layoutPart: string | undefined,
  size: SlideSize,
  /**
   * The slide keeps its old layout (the repair pass laid it out as it was): it keeps the old look too — the
   * backdrop picture and the panels its text sat on — or its text would stand on nothing and meet what they hid.
   */
  whole = false,
): Promise<CarriedShape[]> {
  if (!layoutPart || !deck.zip.has(layoutPart) || !showsMasterShapes(slide)) return [];
  const layout = (await deck.doc(layoutPart)).documentElement!;
  const sources: { part: string; root: Element }[] = [];
  const master = (await deck.targets(layoutPart, REL.slideMaster))[0];
  if (master && deck.zip.has(master) && showsMasterShapes(layout))
    sources.push({ part: master, root: (await deck.doc(master)).documentElement! });
  sources.push({ part: layoutPart, root: layout });
  const seen = new Set<string>();
  const out: CarriedShape[] = [];
  for (const { part, root } of sources) {
    const tree = childElement(childElement(root, NS.p, 'cSld') ?? root, NS.p, 'spTree');
    for (const element of tree ? childElements(tree) : []) {
      const shape = shapeOf(element);
      const box = shape ? boxOf(ownXfrm(shape)) : null;
      if (!shape || !box || (whole ? isPlaceholder(shape) : !isContent(shape, box, size))) continue;
      const key = signature(shape, box);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ element, part, box });
    }
  }
  return out;
}

/** Where the slide's own content lies after arrangement: the new layout's text slots and every placed shape. */
function occupied(slide: Element, key: LayoutKey, size: SlideSize, template: DeckTemplate | undefined): Box[] {
  const spec = layoutSpec(key);
  // A text slot the slide's placeholder was given a frame of its own for (moved below a banner, beside a picture)
  // lies where that frame is: the shapes' loop below has it.
  const framed = new Set(
    allElements(slide)
      .filter((el) => el.localName === 'ph' && el.namespaceURI === NS.p)
      .filter((ph) => {
        const shape = (ph.parentNode as Element | null)?.parentNode?.parentNode as Element | null;
        return shape ? ownXfrm(shape) !== undefined : false;
      })
      .map((ph) => `${ph.getAttribute('type') ?? 'body'}|${ph.getAttribute('idx') ?? ''}`),
  );
  const boxes: Box[] = spec.placeholders
    .filter((placeholder) => !framed.has(`${placeholder.type}|${placeholder.idx ?? ''}`))
    .map((placeholder) => scaleBox(placeholder.box, size));
  // The design's own rails, bands and rules (design-decorations.ts).
  for (const box of decorationBoxes(spec, template)) boxes.push(scaleBox(box, size));
  const tree = childElement(childElement(slide, NS.p, 'cSld')!, NS.p, 'spTree');
  for (const element of tree ? childElements(tree) : []) {
    const shape = shapeOf(element);
    const box = shape ? boxOf(ownXfrm(shape)) : null;
    if (box) boxes.push(box);
  }
  return boxes;
}

/** Where the slide's footers (date, footer text, slide number) are: their own frames, else the master's. */
function footerBoxes(slide: Element, size: SlideSize): Box[] {
  return allElements(slide)
    .filter((el) => el.localName === 'ph' && el.namespaceURI === NS.p && footerBox(el.getAttribute('type') ?? '', size))
    .flatMap((ph) => {
      const shape = (ph.parentNode as Element | null)?.parentNode?.parentNode as Element | null;
      const box = (shape ? boxOf(ownXfrm(shape)) : null) ?? footerBox(ph.getAttribute('type') ?? '', size);
      return box ? [box] : [];
    });
}

/** Free stretches of the strip, right to left, between the footers the slide shows. */
function stripGaps(slide: Element, size: SlideSize): Box[] {
  const strip = scaleBox(STRIP, size);
  const taken = footerBoxes(slide, size)
    .filter((box) => box[1] < strip[1] + strip[3] && box[1] + box[3] > strip[1])
    .sort((a, b) => a[0] - b[0]);
  const gaps: Box[] = [];
  let left = strip[0];
  for (const box of [...taken, [strip[0] + strip[2], 0, 0, 0] as Box]) {
    if (box[0] > left) gaps.push([left, strip[1], box[0] - left, strip[3]]);
    left = Math.max(left, box[0] + box[2]);
  }
  return gaps.reverse();
}

/** Copies the shape into the slide's document with fresh shape ids and its relationships re-pointed from the slide. */
function adopt(
  item: CarriedShape,
  slide: Element,
  slidePart: string,
  slideRels: Relationship[],
  sourceRels: readonly Relationship[],
  nextId: () => number,
): Element {
  const copy = slide.ownerDocument!.importNode<Element>(item.element, true);
  const ids = new RelIdAllocator(slideRels.map((rel) => rel.id));
  for (const el of allElements(copy)) {
    if (el.localName === 'cNvPr') el.setAttribute('id', String(nextId()));
    for (const attr of Array.from(el.attributes)) {
      if (attr.namespaceURI !== NS.r) continue;
      const rel = sourceRels.find((r) => r.id === attr.value);
      if (!rel) {
        el.removeAttributeNode(attr);
        continue;
      }
      const target = rel.external ? rel.target : relativeTarget(slidePart, resolveTarget(item.part, rel.target));
      const same = slideRels.find((r) => r.type === rel.type && r.target === target && r.external === rel.external);
      const id = same?.id ?? ids.allocate();
      if (!same) slideRels.push({ id, type: rel.type, target, external: rel.external });
      el.setAttributeNS(NS.r, attr.name, id);
    }
  }
  return copy;
}

/**
 * Puts copies of `items` on the restyled slide (behind its own content, in their drawing order) and returns them.
 * `key` is the layout the slide now has: a blank slide keeps every copy where it was.
 */
export async function placeCarried(
  deck: DeckPackage,
  items: readonly CarriedShape[],
  target: { root: Element; part: string; rels: Relationship[]; key: LayoutKey },
  size: SlideSize,
  template?: DeckTemplate,
): Promise<Element[]> {
  if (items.length === 0) return [];
  const { root: slide, part, rels, key } = target;
  const tree = childElement(childElement(slide, NS.p, 'cSld')!, NS.p, 'spTree')!;
  const busy = key === 'blank' ? [] : occupied(slide, key, size, template);
  let id = Math.max(
    1,
    ...allElements(slide)
      .filter((el) => el.localName === 'cNvPr')
      .map((el) => Number(el.getAttribute('id')) || 0),
  );
  const first = childElements(tree).find((el) => shapeOf(el) !== undefined) ?? null;
  const placed: Element[] = [];
  const moving: { element: Element; box: Box }[] = [];
  const backdrops: { element: Element; box: Box }[] = [];
  // Where the other carried shapes end up: the background's pictures keep clear of them too.
  const kept: Box[] = [];
  // The ground the slide shows (title and section slides in the design's strong colours) and the design's neutrals.
  const seen = template && (layoutSpec(key).band ? strongColors(template) : template);
  const colors = seen?.colors;
  const ground = seen ? (seen.dark ? seen.colors.dk1 : seen.colors.lt1) : null;
  // Watermarks first: they lie behind everything else.
  for (const item of [...items.filter((i) => i.tint), ...items.filter((i) => !i.tint)]) {
    const tinted = item.tint && colors && ground ? await item.tint(ground, [colors.dk1, colors.dk2, colors.lt1, colors.lt2]) : null;
    if (item.tint && !tinted) continue;
    const copy = adopt(item, slide, part, rels, tinted ?? item.rels ?? (await deck.relsOf(item.part)), () => ++id);
    tree.insertBefore(copy, first);
    placed.push(copy);
    if (item.tint) continue;
    if (item.backdrop) backdrops.push({ element: copy, box: item.box });
    else if (busy.some((box) => overlaps(box, item.box))) moving.push({ element: copy, box: item.box });
    else kept.push(item.box);
  }
  // Moved shapes go to the strip's free stretches, right to left, each scaled to the strip's height at most.
  const gaps = stripGaps(slide, size);
  const bodyBottom = scaleBox(BODY_BOX, size);
  for (const { element, box } of moving) {
    const gap = gaps.find((g) => g[2] >= Math.min(box[2], (box[2] * g[3]) / Math.max(1, box[3])) * 0.5) ?? gaps[0];
    const region: Box = gap ?? [bodyBottom[0], bodyBottom[1] + bodyBottom[3], bodyBottom[2], size.cy - bodyBottom[1] - bodyBottom[3]];
    const move = fitInto(box, region);
    // Right-aligned in its stretch; what is left of it takes the next shape.
    const dx = region[0] + region[2] - move.box[2] - move.box[0];
    scaleSlideXml(element, { scale: move.scale, dx: move.dx + dx, dy: move.dy });
    kept.push([move.box[0] + dx, move.box[1], move.box[2], move.box[3]]);
    if (gap) gaps[gaps.indexOf(gap)] = [gap[0], gap[1], Math.max(0, gap[2] - move.box[2] - size.cx * 0.01), gap[3]];
  }
  // The old background's banner, band or logo: largest first, each then kept clear of by the next.
  if (key !== 'blank') busy.push(...footerBoxes(slide, size), ...kept);
  backdrops.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  for (const { element, box } of backdrops) {
    // A band across the slide stays across it, thinner where room is short (free-spot.ts); the rest keep their shape.
    const spot = key === 'blank' ? box : (bandSpot(box, busy, size) ?? freeSpot(box, busy, size));
    if (!spot) {
      // Nowhere near its place has room: it is not put over text.
      element.parentNode?.removeChild(element);
      placed.splice(placed.indexOf(element), 1);
      continue;
    }
    // The picture backdrop-carry.ts made: its one frame takes the spot.
    const frame = allElements(element).filter((el) => el.namespaceURI === NS.a && (el.localName === 'off' || el.localName === 'ext'));
    for (const el of frame) {
      const [a, b] = el.localName === 'off' ? ['x', 'y'] : ['cx', 'cy'];
      const [va, vb] = el.localName === 'off' ? [spot[0], spot[1]] : [spot[2], spot[3]];
      el.setAttribute(a, String(Math.round(va)));
      el.setAttribute(b, String(Math.round(vb)));
    }
    busy.push(spot);
  }
  return placed;
}
