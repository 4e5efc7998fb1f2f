/**
 * Pictures made for another ground (design notes, rule 5): a logo or a picture of text drawn in dark ink on a
 * transparent ground vanishes on a navy slide, orange letters cut out of a white backdrop fade on a grey-blue one, and
 * a picture with a white ground sits on a dark slide as a glaring box. Such a picture goes on a card — a rounded
 * rectangle in the design's light or dark colour, whichever makes its ink stand out most, just behind it and a little
 * larger where that covers no text — so it reads as it did on its source. Judged by the ink's contrast with the
 * slide's ground against its contrast with the ground it was made for (white, unless the revamp cut it out of an old
 * background picture and knows), not by whether the design is dark.
 */
import sharp from 'sharp';
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { NS, REL } from '../lib/pptx/ooxml-constants';
import { resolveTarget } from '../lib/pptx/part-names';
import type { Relationship } from '../lib/pptx/relationships';
import { allElements, childElement, childElements, parseXml, type Element } from '../lib/pptx/xml-dom';
import type { ZipSource } from '../lib/zip/zip-source';
import type { Box } from '../templates/layout-specs';
import { boxOf, hasText, ownXfrm, shapeOf } from './slide-content';
import { hexLuminance, luminanceRatio, rgbLuminance } from '../templates/color-contrast';
import { WATERMARK_NAME } from './backdrop-carry';
import { overlaps } from './slide-placement';

/** Mean luminance (0–1) above which an opaque picture is a light box. */
const LIGHT = 0.8;
/** Share of transparent pixels that makes the ground transparent. */
const TRANSPARENT = 0.2;
/** Ink standing out from its ground less than this (WCAG ratio) is faint: a picture of text needs as much as text. */
const INK_CONTRAST = 3;
/** A card when the ink's median contrast on the new ground is under this share of what it had on its old one… */
const WORSE = 0.75;
/** …or when at least this share of it is faint there, this much more than on its old ground. */
const FAINT_SHARE = 0.3;
const FAINT_RISE = 0.2;
/** Mean luminance of a transparent picture's ink below which it is dark, and of a ground below which it is dark. */
const DARK_INK = 0.45;
const DARK_GROUND = 0.2;
/**
 * Ink mostly solid (over this share of its pixels inside filled areas) is a shape — a banner, a band — not letters or
 * line art: it does not fade as thin strokes do, and a card around it would only frame it.
 */
const SOLID = 0.5;
const PADDING = 64008;

const median = (values: number[]): number => values.sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * The card a picture needs on `ground` (hex), in one of `cards` (the design's light and dark colours), or null.
 * Letters or line art on a transparent ground that stood out from `was` (the ground it was made for) and hardly stand
 * out from the new one (dark letters on navy, orange ones on a grey-blue page) get a card they read on, nearest to
 * `was`; dark ink that reads less well on a dark ground than on `was` gets one too, filled shapes included; an opaque
 * light picture gets a light card on a dark ground, not to glare there.
 */
export async function cardFor(data: Buffer, ground: string, cards: readonly string[], was = 'FFFFFF'): Promise<string | null> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: 100_000_000 })
    .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = info;
  const opaque = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < w && y < h && pixels[(y * w + x) * channels + 3]! >= 128;
  const ink: number[] = [];
  let solid = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!opaque(x, y)) continue;
      const i = (y * w + x) * channels;
      ink.push(rgbLuminance(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!));
      if (opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1)) solid++;
    }
  if (ink.length === 0 || cards.length === 0) return null;
  if (1 - ink.length / (w * h) < TRANSPARENT) {
    const mean = ink.reduce((a, b) => a + b, 0) / ink.length;
    const light = cards.reduce((a, b) => (hexLuminance(b) > hexLuminance(a) ? b : a));
    return hexLuminance(ground) < 0.2 && mean > LIGHT ? light : null;
  }
  // The ink's median contrast and faint share on a colour, measured once per colour: the rules below ask about the
  // same few colours (the ground, the old ground, each card) many times, each a pass over up to 65,536 pixels.
  const measured = new Map<string, { on: number; faint: number }>();
  const measure = (hex: string): { on: number; faint: number } => {
    let found = measured.get(hex);
    if (!found) {
      const ratios = ink.map((l) => luminanceRatio(l, hexLuminance(hex)));
      found = { on: median(ratios), faint: ratios.filter((r) => r < INK_CONTRAST).length / ink.length };
      measured.set(hex, found);
    }
    return found;
  };
  const on = (hex: string): number => measure(hex).on;
  const faint = (hex: string): number => measure(hex).faint;
  // Worse than where it was made: its ink as a whole (orange letters from white on grey-blue), or a good part of it
  // (the dark parts of a logo on navy).
  const fades = (hex: string): boolean =>
    (on(hex) < INK_CONTRAST && on(hex) < WORSE * on(was)) || (faint(hex) >= FAINT_SHARE && faint(hex) >= faint(was) + FAINT_RISE);
  // Dark ink that reads less well than on the page it was made for goes on a card on a dark ground (a red icon on navy).
  const darkInk = hexLuminance(ground) < DARK_GROUND && ink.reduce((a, b) => a + b, 0) / ink.length < DARK_INK && on(ground) < on(was);
  // Filled shapes (a banner, a band) are no letters: only the dark-ink rule gives them a card.
  if (!darkInk && (solid > SOLID * ink.length || !fades(ground))) return null;
  // The card closest to the ground it was made for among those it does not fade on, else the one it fades least on.
  const near = (card: string): number => Math.abs(hexLuminance(card) - hexLuminance(was));
  const fine = cards.filter((card) => !fades(card));
  const best =
    fine.length > 0
      ? fine.reduce((a, b) => (near(b) < near(a) ? b : a))
      : cards.reduce((a, b) => (on(b) - 3 * faint(b) > on(a) - 3 * faint(a) ? b : a));
  return on(best) > on(ground) || darkInk ? best : null;
}

function cardXml(id: number, [x, y, cx, cy]: Box, color: string): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Picture card ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${Math.round(x)}" y="${Math.round(y)}"/><a:ext cx="${Math.round(cx)}" cy="${Math.round(cy)}"/></a:xfrm>` +
    `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 6000"/></a:avLst></a:prstGeom>` +
    `<a:solidFill><a:srgbClr val="${color}"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>`
  );
}

/** Puts each picture of the slide that would not read on the design's ground on a card; returns how many. */
export async function cardPictures(
  slide: Element,
  slidePart: string,
  rels: readonly Relationship[],
  zip: ZipSource,
  template: DeckTemplate,
  size: { cx: number; cy: number },
  /** Pictures the revamp made itself (cut out of the old background picture, backdrop-carry.ts), by part name. */
  made: readonly { name: string; data: Buffer; ground?: string }[] = [],
): Promise<number> {
  const ground = template.dark ? template.colors.dk1 : template.colors.lt1;
  const { dk1, dk2, lt1, lt2 } = template.colors;
  const tree = childElement(childElement(slide, NS.p, 'cSld')!, NS.p, 'spTree');
  if (!tree) return 0;
  const texts = childElements(tree)
    .map((el) => shapeOf(el))
    .filter((shape): shape is Element => shape !== undefined && shape.localName === 'sp' && hasText(shape))
    .map((shape) => boxOf(ownXfrm(shape)))
    .filter((box): box is Box => box !== null);
  let id = Math.max(
    1,
    ...allElements(slide)
      .filter((el) => el.localName === 'cNvPr')
      .map((el) => Number(el.getAttribute('id')) || 0),
  );
  let cards = 0;
  for (const element of childElements(tree)) {
    const picture = shapeOf(element);
    const box = picture?.localName === 'pic' ? boxOf(ownXfrm(picture)) : null;
    // A picture filling the slide is its backdrop, judged by the text over it instead.
    if (!picture || !box || box[2] * box[3] >= 0.85 * size.cx * size.cy) continue;
    // A carried watermark is meant to be faint.
    if (allElements(picture).some((el) => el.localName === 'cNvPr' && el.getAttribute('name') === WATERMARK_NAME)) continue;
    const blip = allElements(picture).find((el) => el.namespaceURI === NS.a && el.localName === 'blip');
    const rel = rels.find((r) => r.id === blip?.getAttributeNS(NS.r, 'embed') && r.type === REL.image && !r.external);
    const part = rel ? resolveTarget(slidePart, rel.target) : null;
    const own = part ? made.find((item) => item.name === part) : undefined;
    if (!part || (!own && !zip.has(part)) || /\.(emf|wmf|svg)$/i.test(part)) continue;
    let color: string | null;
    try {
      color = await cardFor(own?.data ?? (await zip.readBuffer(part)), ground, [lt1, lt2, dk1, dk2], own?.ground);
    } catch {
      continue;
    }
    if (!color) continue;
    const padded: Box = [
      Math.max(0, box[0] - PADDING),
      Math.max(0, box[1] - PADDING),
      Math.min(size.cx, box[0] + box[2] + PADDING) - Math.max(0, box[0] - PADDING),
      Math.min(size.cy, box[1] + box[3] + PADDING) - Math.max(0, box[1] - PADDING),
    ];
    const card = texts.some((text) => overlaps(text, padded) && !overlaps(text, box)) ? box : padded;
    // Parsed inside a wrapper that declares the prefixes, so the card itself carries no namespace declarations.
    const wrapper = parseXml(`<w xmlns:p="${NS.p}" xmlns:a="${NS.a}">${cardXml(++id, card, color)}</w>`).documentElement!;
    const node = slide.ownerDocument!.importNode<Element>(childElements(wrapper)[0]!, true);
    tree.insertBefore(node, element);
    cards++;
  }
  return cards;
}
