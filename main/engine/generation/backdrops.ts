/**
 * Tinted panels drawn behind a slide's text (first in the shape tree, so every text stays on top): the columns of
 * a list, a comparison, a quotation with an accent edge, a key figure. They give a short slide its shape and fill it the
 * way the designed decks do (design notes, rule 4), in the design's second background colour.
 */
import { BODY_BOX, type Box } from '../templates/layout-specs';
import type { SlideOutline } from './deck-outline';
import { shapeXml } from './drawn-shapes';
import { layoutFor } from './outline-text';
import { layoutSpec } from '../templates/layout-specs';

const EDGE = 91440;
const PAD = 182880;
/**
 * The least space between two panels of one slide: the design's padding (0.2 in), so side-by-side columns read as
 * two (they were 3.6 pt apart, which looked like one panel with a crack).
 */
export const GUTTER = PAD;

export function panelBoxes(slide: SlideOutline): { panels: Box[]; edge?: Box } {
  const key = layoutFor(slide);
  switch (key) {
    case 'twoColumns':
    case 'comparison': {
      // Each column's placeholders, from its heading (if any) to the body's foot.
      const boxes = layoutSpec(key)
        .placeholders.slice(1)
        .map((p) => p.box);
      const columns = [
        boxes.filter((b) => b[0] < BODY_BOX[0] + BODY_BOX[2] / 2),
        boxes.filter((b) => b[0] >= BODY_BOX[0] + BODY_BOX[2] / 2),
      ];
      // Outward by PAD on the slide's side; on the inner side they stop GUTTER apart, within the columns' text
      // insets (0.1 in) when the columns are closer than that.
      const gap = columns[1]![0]![0] - (columns[0]![0]![0] + columns[0]![0]![2]);
      return {
        panels: columns.map((column, c) => {
          const top = Math.min(...column.map((b) => b[1]));
          const bottom = Math.max(...column.map((b) => b[1] + b[3]));
          const [x, , w] = column[0]!;
          const inner = Math.round((gap - GUTTER) / 2);
          return c === 0 ? [x - PAD, top, w + PAD + inner, bottom - top] : [x - inner, top, w + PAD + inner, bottom - top];
        }),
      };
    }
    case 'bullets': {
      if (slide.layout !== 'bullets' || slide.draw || slide.bullets.length === 0) return { panels: [] };
      return { panels: [[BODY_BOX[0] - PAD, BODY_BOX[1], BODY_BOX[2] + 2 * PAD, BODY_BOX[3]]] };
    }
    case 'quote': {
      const panel: Box = [1066800, 1447800, 10058400, 4267200];
      return { panels: [panel], edge: [panel[0], panel[1], EDGE, panel[3]] };
    }
    case 'statistic':
      return { panels: [[BODY_BOX[0], 1981200, BODY_BOX[2], 4114800]] };
    default:
      return { panels: [] };
  }
}

/** The panels' shapes, with ids from `firstId`. */
export function backdropXml(firstId: number, slide: SlideOutline, lang: string): string[] {
  const { panels, edge } = panelBoxes(slide);
  const shapes = panels.map((box, i) =>
    shapeXml({ id: firstId + i, name: `Panel ${i + 1}`, box, geometry: 'roundRect', fill: 'bg2', lang }),
  );
  if (edge) shapes.push(shapeXml({ id: firstId + panels.length, name: 'Panel edge', box: edge, geometry: 'rect', fill: 'accent1', lang }));
  return shapes;
}
