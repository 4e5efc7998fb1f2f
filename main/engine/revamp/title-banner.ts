/**
 * A title or section slide whose old background drew a banner across its upper part (aptia's orange banner holding
 * the logo, cut out by backdrop-carry.ts): the design's title and subtitle slots move below the banner, squeezed
 * together into what is left down to the layout's own foot, so the banner keeps its size and place. Without this
 * free-spot.ts shrank the banner to half its width above a title that left the lower third empty, and the judges
 * preferred the source's full banner (docs/revamp.md, "Banners on title slides").
 */
import { layoutSpec, type Box, type LayoutKey } from '../templates/layout-specs';
import { scaleBox, type SlideSize } from '../templates/master-xml';
import type { CarriedShape } from './carried-shapes';
import { overlaps, union } from './slide-placement';

/** A banner spans at least this share of the slide's width… */
const BANNER_WIDTH = 0.5;
/** …and ends above this share of its height. */
const BANNER_FOOT = 0.5;
/** The text needs at least this share of the slide's height below the banner, or the banner moves instead. */
const MIN_ROOM = 0.3;
/** Room kept between the banner and the title, as a share of the slide's height. */
const GAP = 0.03;

/** The lowest banner among the pieces of the old background carried onto the slide, or null. */
export function titleBanner(items: readonly CarriedShape[], size: SlideSize): Box | null {
  const banners = items
    .filter((item) => item.backdrop)
    .map((item) => item.box)
    .filter(([, y, w, h]) => w >= BANNER_WIDTH * size.cx && y + h <= BANNER_FOOT * size.cy);
  if (banners.length === 0) return null;
  return banners.reduce((low, box) => (box[1] + box[3] > low[1] + low[3] ? box : low));
}

/**
 * The layout's placeholder boxes (in its order) moved below `banner`, or null when the banner does not reach them
 * or too little room is left under it (free-spot.ts then finds the banner a place).
 */
export function slotsBelow(key: LayoutKey, size: SlideSize, banner: Box | null): Box[] | null {
  if (!banner) return null;
  const slots = layoutSpec(key).placeholders.map((placeholder) => scaleBox(placeholder.box, size));
  const covered = union(slots);
  if (!overlaps(covered, banner)) return null;
  const top = banner[1] + banner[3] + Math.round(GAP * size.cy);
  const foot = covered[1] + covered[3];
  if (foot - top < MIN_ROOM * size.cy) return null;
  const squeeze = (foot - top) / covered[3];
  return slots.map(([x, y, w, h]): Box => [x, Math.round(top + (y - covered[1]) * squeeze), w, Math.round(h * squeeze)]);
}
