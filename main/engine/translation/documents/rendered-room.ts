/**
 * The room around a shape as a render showed it (the layout checker's reading of LibreOffice's PDF): other shapes'
 * text lines where they really landed (a source line, a slide number or a footer drawn by the master, text that
 * already ran past its box), pictures, and the strokes of lines and connectors. A translated shape grows only into
 * space none of these uses; the frames in the XML alone miss what the master draws and text past its frame.
 */
import type { AnalysedSlide, DeckLayout } from '../../layout-check/deck-layout';
import type { Box } from '../../layout-check/geometry';
import type { Frame } from './placeholder-geometry';
import type { Obstacles } from './slide-room';
import { EMU_PER_POINT } from './text-fit';

/** A stroke this close to a side of the shape's own frame is its own outline. */
const OWN_EDGE_PT = 2;

function toFrame(box: Box): Frame {
  return { x: box.x * EMU_PER_POINT, y: box.y * EMU_PER_POINT, cx: box.w * EMU_PER_POINT, cy: box.h * EMU_PER_POINT };
}

function onOwnEdge(box: Box, frame: Frame): boolean {
  const f = { x: frame.x / EMU_PER_POINT, y: frame.y / EMU_PER_POINT, w: frame.cx / EMU_PER_POINT, h: frame.cy / EMU_PER_POINT };
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= OWN_EDGE_PT;
  const horizontal = box.h <= OWN_EDGE_PT * 2;
  const vertical = box.w <= OWN_EDGE_PT * 2;
  return (
    (horizontal && (near(box.y, f.y) || near(box.y + box.h, f.y + f.h))) ||
    (vertical && (near(box.x, f.x) || near(box.x + box.w, f.x + f.w)))
  );
}

function slideObstacles(slide: AnalysedSlide): Obstacles {
  const page = slide.page;
  return (shapeId, frame) => {
    const out: Frame[] = [];
    for (const { line, owner } of slide.owned) if (owner?.id !== shapeId) out.push(toFrame(line.box));
    for (const picture of page.pictures) out.push(toFrame(picture));
    for (const s of page.strokes) {
      const box = { x: Math.min(s.x1, s.x2), y: Math.min(s.y1, s.y2), w: Math.abs(s.x2 - s.x1), h: Math.abs(s.y2 - s.y1) };
      if (!onOwnEdge(box, frame)) out.push(toFrame(box));
    }
    return out;
  };
}

/** Per slide number, what the render of a deck showed in the way of its shapes. */
export class RenderedRoom {
  private readonly slides = new Map<number, Obstacles[]>();

  /** Adds what a render showed (the source's first; then each output's, where the translation put things). */
  add(layout: DeckLayout | null): void {
    for (const slide of layout?.slides ?? []) {
      const number = slide.shapes.number;
      this.slides.set(number, [...(this.slides.get(number) ?? []), slideObstacles(slide)]);
    }
  }

  /** Looked up when a shape is fitted, so a render given after the candidates were gathered counts. */
  obstacles(slide: number | null): Obstacles {
    return (shapeId, frame) => (slide === null ? [] : (this.slides.get(slide) ?? []).flatMap((of) => of(shapeId, frame)));
  }
}
