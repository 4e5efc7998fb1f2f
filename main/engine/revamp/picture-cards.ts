/**
 * Pictures made for a light page, on a dark design (design notes, rule 5): a logo or a picture of text drawn in dark
 * ink on a transparent ground vanishes on a navy slide, and a picture with a white ground sits there as a glaring
 * box. Either goes on a light card — a rounded rectangle in the design's light colour just behind it, a little
 * larger where that covers no text — so it reads as it did on its source.
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
import { overlaps } from './slide-placement';

/** Mean luminance (0–1) above which an opaque picture is a light box. */
const LIGHT = 0.8;
/** Mean luminance of the opaque pixels below which a transparent picture's ink is dark. */
const DARK_INK = 0.45;
/** Share of transparent pixels that makes the ground transparent. */
const TRANSPARENT = 0.2;
const PADDING = 64008;

async function needsCard(data: Buffer): Promise<boolean> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: 100_000_000 })
    .resize(64, 64, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let clear = 0;
  let opaque = 0;
  let light = 0;
  for (let i = 0; i < pixels.length; i += info.channels) {
    const alpha = pixels[i + 3]! / 255;
    if (alpha < 0.5) {
      clear++;
      continue;
    }
    opaque++;
    light += (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255;
  }
  const total = clear + opaque;
  if (total === 0 || opaque === 0) return false;
  const mean = light / opaque;
  return clear / total >= TRANSPARENT ? mean < DARK_INK : mean > LIGHT;
}

function cardXml(id: number, [x, y, cx, cy]: Box, color: string): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Picture card ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${Math.round(x)}" y="${Math.round(y)}"/><a:ext cx="${Math.round(cx)}" cy="${Math.round(cy)}"/></a:xfrm>` +
    `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 6000"/></a:avLst></a:prstGeom>` +
    `<a:solidFill><a:srgbClr val="${color}"/></a:solidFill><a:ln><a:noFill/></a:ln></p:spPr></p:sp>`
  );
}

/** Puts each picture of the slide that would not read on the dark design on a light card; returns how many. */
export async function cardPictures(
  slide: Element,
  slidePart: string,
  rels: readonly Relationship[],
  zip: ZipSource,
  template: DeckTemplate,
  size: { cx: number; cy: number },
  /** Pictures the revamp made itself (cut out of the old background picture, backdrop-carry.ts), by part name. */
  made: readonly { name: string; data: Buffer }[] = [],
): Promise<number> {
  if (!template.dark) return 0;
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
    const blip = allElements(picture).find((el) => el.namespaceURI === NS.a && el.localName === 'blip');
    const rel = rels.find((r) => r.id === blip?.getAttributeNS(NS.r, 'embed') && r.type === REL.image && !r.external);
    const part = rel ? resolveTarget(slidePart, rel.target) : null;
    const own = part ? made.find((item) => item.name === part) : undefined;
    if (!part || (!own && !zip.has(part)) || /\.(emf|wmf|svg)$/i.test(part)) continue;
    try {
      if (!(await needsCard(own?.data ?? (await zip.readBuffer(part))))) continue;
    } catch {
      continue;
    }
    const padded: Box = [
      Math.max(0, box[0] - PADDING),
      Math.max(0, box[1] - PADDING),
      Math.min(size.cx, box[0] + box[2] + PADDING) - Math.max(0, box[0] - PADDING),
      Math.min(size.cy, box[1] + box[3] + PADDING) - Math.max(0, box[1] - PADDING),
    ];
    const card = texts.some((text) => overlaps(text, padded) && !overlaps(text, box)) ? box : padded;
    // Parsed inside a wrapper that declares the prefixes, so the card itself carries no namespace declarations.
    const wrapper = parseXml(`<w xmlns:p="${NS.p}" xmlns:a="${NS.a}">${cardXml(++id, card, template.colors.lt1)}</w>`).documentElement!;
    const node = slide.ownerDocument!.importNode<Element>(childElements(wrapper)[0]!, true);
    tree.insertBefore(node, element);
    cards++;
  }
  return cards;
}
