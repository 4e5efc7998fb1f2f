/**
 * A picture placed into a frame of other proportions is cropped to fill it (`a:srcRect`), never stretched: the
 * picture keeps its aspect and the frame is covered edge to edge, as the design tools do (docs/charts.md). The crop
 * is centred and at most MAX_CROP of the picture's width or height, so a diagram or a tall screenshot does not lose its
 * edges; past that the frame shrinks (centred in its place) to the picture's proportions with that crop.
 */
import type { Box } from '../templates/layout-specs';

/** The largest share of the picture's width or height the crop may take away. */
export const MAX_CROP = 0.3;

/** `a:srcRect` insets, in thousandths of a percent of the picture (ST_Percentage: 100000 = 100 %). */
export interface SourceRect {
  l: number;
  t: number;
  r: number;
  b: number;
}

export interface CroppedPicture {
  box: Box;
  crop: SourceRect;
}

/** Where a `width` × `height` picture goes in `frame` and what is cropped from it. */
export function cropToFill(frame: Box, width: number, height: number, maxCrop = MAX_CROP): CroppedPicture {
  const [x, y, cx, cy] = frame;
  const pictureAspect = width / height;
  const frameAspect = cx / cy;
  if (Math.abs(pictureAspect - frameAspect) < 1e-6) return { box: frame, crop: { l: 0, t: 0, r: 0, b: 0 } };
  if (pictureAspect > frameAspect) {
    // Wider than the frame: crop the sides.
    const share = Math.min(maxCrop, 1 - frameAspect / pictureAspect);
    const visibleAspect = pictureAspect * (1 - share);
    const h = Math.min(cy, Math.round(cx / visibleAspect));
    const side = Math.round((share / 2) * 100000);
    return { box: [x, y + Math.round((cy - h) / 2), cx, h], crop: { l: side, t: 0, r: side, b: 0 } };
  }
  const share = Math.min(maxCrop, 1 - pictureAspect / frameAspect);
  const visibleAspect = pictureAspect / (1 - share);
  const w = Math.min(cx, Math.round(cy * visibleAspect));
  const edge = Math.round((share / 2) * 100000);
  return { box: [x + Math.round((cx - w) / 2), y, w, cy], crop: { l: 0, t: edge, r: 0, b: edge } };
}

/** The `a:srcRect` element for a crop ('' when nothing is cropped). */
export function srcRectXml(crop: SourceRect): string {
  const attrs = (['l', 't', 'r', 'b'] as const).filter((side) => crop[side] !== 0).map((side) => ` ${side}="${crop[side]}"`);
  return attrs.length > 0 ? `<a:srcRect${attrs.join('')}/>` : '';
}

/** The aspect a cropped picture shows: the picture's own, less what the crop takes. */
export function shownAspect(width: number, height: number, crop: SourceRect): number {
  return (width * (1 - (crop.l + crop.r) / 100000)) / (height * (1 - (crop.t + crop.b) / 100000));
}
