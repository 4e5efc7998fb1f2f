/**
 * Revamp never stretches a picture (docs/revamp.md): each picture's frame is noted before the slide is arranged —
 * a picture placeholder's frame written out from the old layout, since the new layout's slot would have other
 * proportions — and a picture whose frame came out with other proportions is cropped to fill it (`a:srcRect`,
 * Create's picture-crop.ts, the crop added to any the author made), or, past the crop's limit, its frame narrowed
 * around it. Arranging moves and scales pictures uniformly, so this is the guard for any path that does not.
 */
import { cropToFill, type SourceRect } from '../generation/picture-crop';
import { NS } from '../lib/pptx/ooxml-constants';
import { childElement, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { boxOf, ownXfrm, setBox, shapeOf, type SlideShape } from './slide-content';

/** Frames whose proportions differ by less than this share are the same. */
const SAME = 0.005;
const SIDES = ['l', 't', 'r', 'b'] as const;

/** The slide's pictures and the proportions they show; pictures without a frame of their own get their box written. */
export function notePictures(shapes: readonly SlideShape[]): Map<Element, number> {
  const noted = new Map<Element, number>();
  for (const shape of shapes) {
    const pic = shapeOf(shape.element);
    if (pic?.localName !== 'pic' || !shape.box || shape.box[2] <= 0 || shape.box[3] <= 0) continue;
    if (!ownXfrm(pic) || !childElement(ownXfrm(pic)!, NS.a, 'ext')) setBox(pic, shape.box);
    noted.set(pic, shape.box[2] / shape.box[3]);
  }
  return noted;
}

function readCrop(srcRect: Element | undefined): SourceRect {
  const side = (name: string): number => Number(srcRect?.getAttribute(name)) || 0;
  return { l: side('l'), t: side('t'), r: side('r'), b: side('b') };
}

/** Crops (or narrows) each noted picture whose frame no longer has the proportions it showed. */
export function keepPictureAspects(noted: ReadonlyMap<Element, number>): number {
  let fixed = 0;
  for (const [pic, aspect] of noted) {
    const box = boxOf(ownXfrm(pic));
    if (!box || box[2] <= 0 || box[3] <= 0 || Math.abs(box[2] / box[3] / aspect - 1) < SAME) continue;
    const blipFill = childElement(pic, NS.p, 'blipFill');
    if (!blipFill) continue;
    // The crop is worked out on what the picture showed (aspect : 1), then put into the whole picture's terms.
    const { box: placed, crop } = cropToFill(box, aspect * 100000, 100000);
    const old = childElement(blipFill, NS.a, 'srcRect');
    const was = readCrop(old);
    const keptX = 100000 - was.l - was.r;
    const keptY = 100000 - was.t - was.b;
    const next: SourceRect = {
      l: Math.round(was.l + (crop.l * keptX) / 100000),
      r: Math.round(was.r + (crop.r * keptX) / 100000),
      t: Math.round(was.t + (crop.t * keptY) / 100000),
      b: Math.round(was.b + (crop.b * keptY) / 100000),
    };
    const srcRect = old ?? createElement(ownerDocument(pic), NS.a, 'srcRect', 'a');
    for (const side of SIDES) {
      if (next[side] !== 0) srcRect.setAttribute(side, String(next[side]));
      else srcRect.removeAttribute(side);
    }
    // a:srcRect sits after the blip, before a:tile or a:stretch.
    if (!old) blipFill.insertBefore(srcRect, childElement(blipFill, NS.a, 'blip')?.nextSibling ?? null);
    setBox(pic, placed);
    fixed++;
  }
  return fixed;
}
