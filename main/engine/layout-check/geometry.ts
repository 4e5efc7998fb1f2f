/** Boxes in points from the slide's top-left corner, and the few measures the checks need. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const EMU_PER_POINT = 12700;

export function right(box: Box): number {
  return box.x + box.w;
}

export function bottom(box: Box): number {
  return box.y + box.h;
}

export function intersection(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const w = Math.min(right(a), right(b)) - x;
  const h = Math.min(bottom(a), bottom(b)) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : null;
}

export function area(box: Box | null): number {
  return box ? box.w * box.h : 0;
}

export function union(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map(right)) - x, h: Math.max(...boxes.map(bottom)) - y };
}

export function contains(box: Box, x: number, y: number, slack = 0): boolean {
  return x >= box.x - slack && x <= right(box) + slack && y >= box.y - slack && y <= bottom(box) + slack;
}

/** Distance from a point to a box (0 inside). */
export function distance(box: Box, x: number, y: number): number {
  const dx = Math.max(box.x - x, 0, x - right(box));
  const dy = Math.max(box.y - y, 0, y - bottom(box));
  return Math.hypot(dx, dy);
}

/** How far `inner` reaches past each side of `outer` (0 where it stays inside). */
export function overhang(inner: Box, outer: Box): { left: number; top: number; right: number; bottom: number } {
  return {
    left: Math.max(0, outer.x - inner.x),
    top: Math.max(0, outer.y - inner.y),
    right: Math.max(0, right(inner) - right(outer)),
    bottom: Math.max(0, bottom(inner) - bottom(outer)),
  };
}

/** True when the segment passes through the box (Liang–Barsky clipping). */
export function segmentCrosses(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const edges: [number, number][] = [
    [-dx, x1 - box.x],
    [dx, right(box) - x1],
    [-dy, y1 - box.y],
    [dy, bottom(box) - y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
