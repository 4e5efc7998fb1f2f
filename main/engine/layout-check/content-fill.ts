/**
 * How much of a rendered slide its content fills: the share of the slide inside its margins (5 % of the width on
 * every side) covered by the union of its text blocks, pictures and filled shapes, as the PDF shows them. A text
 * block is a run of lines one under another with at most a line's height between them — the area a reader sees as
 * the text, not the ink of its letters. A fill covering most of the page is a background and does not count.
 * Create's measure (≥ 45 % on content slides, issue #35) and the checker's empty-page rule read it.
 */
import type { Box } from './geometry';
import type { PageLayout, TextLine } from './pdf-layout';

export const MARGIN_SHARE = 0.05;
/** Grid cell in points: fine enough for 10 pt text, coarse enough to be quick. */
const CELL = 2;
/** A fill over this share of the page is the page's background. */
const BACKGROUND_SHARE = 0.8;

/** Lines grouped into blocks: a line joins the block above it when it overlaps it sideways and is close under it. */
export function textBlocks(lines: readonly TextLine[]): Box[] {
  const blocks: Box[] = [];
  for (const line of [...lines].sort((a, b) => a.box.y - b.box.y)) {
    const { x, y, w, h } = line.box;
    const near = blocks.find(
      (block) => x < block.x + block.w && x + w > block.x && y - (block.y + block.h) <= Math.max(h, line.size) && y >= block.y,
    );
    if (!near) {
      blocks.push({ x, y, w, h });
      continue;
    }
    const right = Math.max(near.x + near.w, x + w);
    const bottom = Math.max(near.y + near.h, y + h);
    near.x = Math.min(near.x, x);
    near.w = right - near.x;
    near.h = bottom - near.y;
  }
  return blocks;
}

/** The content area: the page inside its margins. */
export function contentArea(page: Pick<PageLayout, 'width' | 'height'>): Box {
  const margin = page.width * MARGIN_SHARE;
  return { x: margin, y: margin, w: page.width - 2 * margin, h: page.height - 2 * margin };
}

/** The share (0–1) of the page's content area its text blocks, pictures and shapes cover. */
export function contentFill(page: PageLayout): number {
  const area = contentArea(page);
  const columns = Math.ceil(area.w / CELL);
  const rows = Math.ceil(area.h / CELL);
  const covered = new Uint8Array(columns * rows);
  const pageArea = page.width * page.height;
  const boxes = [
    ...textBlocks(page.lines.filter((line) => line.text.trim())),
    ...page.pictures,
    ...page.fills.map((fill) => fill.box).filter((box) => box.w * box.h < pageArea * BACKGROUND_SHARE),
  ];
  for (const box of boxes) {
    const c0 = Math.max(0, Math.floor((box.x - area.x) / CELL));
    const c1 = Math.min(columns, Math.ceil((box.x + box.w - area.x) / CELL));
    const r0 = Math.max(0, Math.floor((box.y - area.y) / CELL));
    const r1 = Math.min(rows, Math.ceil((box.y + box.h - area.y) / CELL));
    for (let r = r0; r < r1; r++) covered.fill(1, r * columns + c0, r * columns + Math.max(c0, c1));
  }
  let count = 0;
  for (const cell of covered) count += cell;
  return count / covered.length;
}
