/**
 * A place for something the old background showed (a banner, a footer band, a logo) on a slide whose new layout
 * has text where it was: the nearest free place, as large as room allows (never enlarged), kept on the side of the
 * slide it was on — a footer band stays at the foot, a banner at the top, a logo in its corner.
 */
import type { Box } from '../templates/layout-specs';
import type { SlideSize } from '../templates/master-xml';
import { overlaps } from './slide-placement';

const SCALES = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3];
/** Grid of trial positions, as a share of the slide. */
const STEP = 0.01;
/** How far (share of the slide) its centre may move from where it was: further, it would mean something else. */
const REACH = 0.25;
/** Room kept between it and what it keeps clear of. */
const GAP = 0.005;

/** Trial offsets from 0 to `room`: a grid, the far edge and the ideal one. */
function positions(room: number, ideal: number, step: number): number[] {
  const out = [ideal, room];
  for (let at = 0; at <= room; at += step) out.push(at);
  return out;
}

/** Where `box` goes clear of every `busy` box, or null when nowhere near its place has room even at 30 %. */
export function freeSpot(box: Box, busy: readonly Box[], size: SlideSize): Box | null {
  const grown = busy.map(([x, y, w, h]): Box => [x - GAP * size.cx, y - GAP * size.cy, w + 2 * GAP * size.cx, h + 2 * GAP * size.cy]);
  if (!grown.some((other) => overlaps(other, box))) return box;
  // Where it sat between the slide's edges (0 at the left or top, 1 at the right or bottom): a shrunk copy keeps that.
  const along = (at: number, extent: number, room: number): number =>
    room > extent ? Math.min(1, Math.max(0, at / (room - extent))) : 0.5;
  const ax = along(box[0], box[2], size.cx);
  const ay = along(box[1], box[3], size.cy);
  for (const scale of SCALES) {
    const w = box[2] * scale;
    const h = box[3] * scale;
    if (w > size.cx || h > size.cy) continue;
    const idealX = (size.cx - w) * ax;
    const idealY = (size.cy - h) * ay;
    let best: { spot: Box; distance: number } | null = null;
    for (const y of positions(size.cy - h, idealY, STEP * size.cy)) {
      for (const x of positions(size.cx - w, idealX, STEP * size.cx)) {
        const spot: Box = [Math.round(x), Math.round(y), Math.round(w), Math.round(h)];
        const dx = Math.abs(x + w / 2 - (box[0] + box[2] / 2)) / size.cx;
        const dy = Math.abs(y + h / 2 - (box[1] + box[3] / 2)) / size.cy;
        if (dx > REACH || dy > REACH) continue;
        const distance = Math.abs(x - idealX) / size.cx + Math.abs(y - idealY) / size.cy;
        if (best && best.distance <= distance) continue;
        if (!grown.some((other) => overlaps(other, spot))) best = { spot, distance };
      }
    }
    if (best) return best.spot;
  }
  return null;
}

/** A band spans at least this share of the slide along its long axis… */
const BAND_SPAN = 0.9;
/** …and is at least this many times as long as it is thick. */
const BAND_ASPECT = 6;

/**
 * Where a band across the slide (a footer band, a stripe down its edge) goes clear of every `busy` box: across the
 * whole slide still, as it was — shrunk along its long axis it would look cut short — at the nearest place near its
 * own, as thick as room allows (100 %–30 %). Null when `box` is no band or no such place has room.
 */
export function bandSpot(box: Box, busy: readonly Box[], size: SlideSize): Box | null {
  const across = box[2] >= BAND_SPAN * size.cx && box[2] >= BAND_ASPECT * box[3];
  const down = box[3] >= BAND_SPAN * size.cy && box[3] >= BAND_ASPECT * box[2];
  if (!across && !down) return null;
  // Worked out for a band across the slide; a band down it is the same turned on its side.
  const turn = (b: Box): Box => (across ? b : [b[1], b[0], b[3], b[2]]);
  const [width, length] = across ? [size.cx, size.cy] : [size.cy, size.cx];
  const [, y, , h] = turn(box);
  let [x, w] = [turn(box)[0], turn(box)[2]];
  // A rail of the design along the slide's edge (most of its height, at its side) bounds the band: it runs up to it.
  const turned = busy.map((b) => turn(b));
  for (const [bx, , bw, bh] of turned) {
    if (bh < 0.5 * length) continue;
    if (bx <= 0.01 * width && bx + bw > x) [x, w] = [bx + bw, x + w - bx - bw];
    else if (bx + bw >= 0.99 * width && bx < x + w) w = bx - x;
  }
  if (w < BAND_SPAN * 0.85 * width) return null;
  const grown = turned
    .filter(([bx, , bw, bh]) => !(bh >= 0.5 * length && (bx <= 0.01 * width || bx + bw >= 0.99 * width)))
    .map(([bx, by, bw, bh]): Box => [bx, by - GAP * length, bw, bh + 2 * GAP * length]);
  for (const scale of SCALES) {
    const thick = h * scale;
    const ideal = y + (h - thick) / 2;
    // The grid, and right above or below each thing in the way: a narrow gap between two of them is found too.
    const trials = [...positions(length - thick, ideal, STEP * length), ...grown.flatMap(([, by, , bh]) => [by - thick, by + bh])];
    let best: { at: number; distance: number } | null = null;
    for (const at of trials) {
      const distance = Math.abs(at - ideal);
      if (at < 0 || at + thick > length || distance > REACH * length || (best && best.distance <= distance)) continue;
      const spot: Box = [x, Math.round(at), w, Math.round(thick)];
      if (!grown.some((other) => overlaps(other, spot))) best = { at, distance };
    }
    if (best) return turn([Math.round(x), Math.round(best.at), Math.round(w), Math.round(thick)]);
  }
  return null;
}
