/**
 * Where a restyled slide's content goes on the design's layout: pure geometry, no XML. The body text takes the
 * layout's body area, or the part of it beside (or above) the slide's pictures, charts, tables and shapes, which
 * move together as one group — scaled as one, so a diagram keeps its arrangement — into the rest, on the side where
 * the source had them. The two areas never overlap, so a picture never covers text and nothing crosses the title's
 * accent line. The text area is as narrow as the text allows at full size (the visuals get the room); text that
 * does not fit even at the smallest allowed size keeps full size in the widest text area and the paragraphs that do
 * not fit are named, for a continuation slide.
 */
import type { Box } from '../templates/layout-specs';

export interface TextFit {
  /** The largest scale (≤ 1, ≥ the text's minimum) at which the text fits a frame of this size, or null. */
  scaleIn(width: number, height: number): number | null;
  /** How many of its paragraphs fit a frame of this size at full size (at least 1). */
  paragraphsIn(width: number, height: number): number;
}

export interface PlacementInput {
  /** The design's body area on this slide (below the title's accent line, above the footers). */
  area: Box;
  /** The body text, where the source had it (null: no text on the slide besides the title). */
  text: { box: Box; fit: TextFit } | null;
  /** Boxes of everything else that is placed (pictures, charts, tables, groups, shapes, text boxes). */
  visuals: Box[];
}

export interface Placement {
  /** Where the body text goes (absent: no text), its scale, and how many paragraphs stay (the rest continue). */
  text?: { box: Box; scale: number; keep: number | null };
  /** The transform for the visuals: x' = x * scale + dx (same for y). */
  visuals?: { scale: number; dx: number; dy: number; box: Box };
}

/** Gap between the text and the visuals, as a share of the area's width or height. */
const GAP = 0.03;
const SIDE_SHARES = [0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8];
const STACK_SHARES = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
/** The text never takes less than this share of the area, nor more. */
const MIN_SHARE = 0.3;
const MAX_SHARE = 0.85;

export function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b[0]));
  const y = Math.min(...boxes.map((b) => b[1]));
  const right = Math.max(...boxes.map((b) => b[0] + b[2]));
  const bottom = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x, y, right - x, bottom - y];
}

export function overlaps(a: Box, b: Box): boolean {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

/**
 * The uniform transform putting `group` inside `region`: shrunk to fit (never enlarged), then moved as little as
 * possible from where it was — a group already inside stays put.
 */
export function fitInto(group: Box, region: Box): { scale: number; dx: number; dy: number; box: Box } {
  const [gx, gy, gw, gh] = group;
  const [rx, ry, rw, rh] = region;
  const scale = Math.min(1, rw / Math.max(1, gw), rh / Math.max(1, gh));
  const w = gw * scale;
  const h = gh * scale;
  // Scaled about the group's centre, then clamped into the region.
  const cx = gx + gw / 2;
  const cy = gy + gh / 2;
  const x = Math.min(Math.max(cx - w / 2, rx), rx + rw - w);
  const y = Math.min(Math.max(cy - h / 2, ry), ry + rh - h);
  return {
    scale,
    dx: Math.round(x - gx * scale),
    dy: Math.round(y - gy * scale),
    box: [Math.round(x), Math.round(y), Math.round(w), Math.round(h)],
  };
}

type Side = 'left' | 'right' | 'above' | 'below';

/** Where the visuals sat relative to the text in the source. */
function sideOf(text: Box, group: Box): Side {
  const [tx, ty, tw, th] = text;
  const [gx, gy, gw, gh] = group;
  const horizontal = gx + gw / 2 - (tx + tw / 2);
  const vertical = gy + gh / 2 - (ty + th / 2);
  const separateX = gx >= tx + tw * 0.5 || gx + gw <= tx + tw * 0.5;
  if (gy >= ty + th * 0.6 && !(separateX && Math.abs(horizontal) > Math.abs(vertical))) return 'below';
  if (gy + gh <= ty + th * 0.4 && !(separateX && Math.abs(horizontal) > Math.abs(vertical))) return 'above';
  return horizontal >= 0 ? 'right' : 'left';
}

function split(area: Box, side: Side, share: number): { text: Box; visuals: Box } {
  const [x, y, w, h] = area;
  if (side === 'left' || side === 'right') {
    const gap = w * GAP;
    const tw = Math.round(w * share - gap / 2);
    const vw = Math.round(w - tw - gap);
    return side === 'right'
      ? { text: [x, y, tw, h], visuals: [x + w - vw, y, vw, h] }
      : { text: [x + w - tw, y, tw, h], visuals: [x, y, vw, h] };
  }
  const gap = h * GAP;
  const th = Math.round(h * share - gap / 2);
  const vh = Math.round(h - th - gap);
  return side === 'below'
    ? { text: [x, y, w, th], visuals: [x, y + h - vh, w, vh] }
    : { text: [x, y + h - th, w, th], visuals: [x, y, w, vh] };
}

export function placeContent(input: PlacementInput): Placement {
  const { area, text, visuals } = input;
  if (visuals.length === 0) {
    if (!text) return {};
    const scale = text.fit.scaleIn(area[2], area[3]);
    return { text: { box: area, scale: scale ?? 1, keep: scale === null ? text.fit.paragraphsIn(area[2], area[3]) : null } };
  }
  const group = union(visuals);
  if (!text) return { visuals: fitInto(group, area) };
  const side = sideOf(text.box, group);
  const across = side === 'left' || side === 'right';
  // The text's share of the area that leaves the visuals their full size: they never need more.
  const need = across ? group[2] / area[2] : group[3] / area[3];
  const natural = Math.min(MAX_SHARE, Math.max(0, 1 - need - GAP));
  const shares = [...new Set([natural, ...(across ? SIDE_SHARES : STACK_SHARES).filter((share) => share > natural)])].filter(
    (share) => share >= MIN_SHARE,
  );
  if (shares.length === 0) shares.push(MIN_SHARE);
  // The narrowest text area where the text fits at full size; else the one where it fits largest; else the widest.
  let best: { share: number; scale: number } | null = null;
  for (const share of shares) {
    const { text: box } = split(area, side, share);
    const scale = text.fit.scaleIn(box[2], box[3]);
    if (scale === null) continue;
    if (scale >= 1) {
      best = { share, scale };
      break;
    }
    if (!best || scale > best.scale + 1e-6) best = { share, scale };
  }
  const share = best?.share ?? shares[shares.length - 1]!;
  const regions = split(area, side, share);
  const keep = best ? null : text.fit.paragraphsIn(regions.text[2], regions.text[3]);
  return { text: { box: regions.text, scale: best?.scale ?? 1, keep }, visuals: fitInto(group, regions.visuals) };
}
