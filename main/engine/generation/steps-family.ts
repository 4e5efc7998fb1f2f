/**
 * The steps and timeline families: 3–6 numbered or dated points drawn as a process across the body area — a marker
 * per point (its number in a circle, or its date on a pill) on a connecting line, the point's text on a tinted card
 * under it (design notes: Presenton's timeline/process, PowerPoint Designer turning a list into a process). The
 * text grows to fill its card, at most 28 pt; points that do not fit at the body floor stay a list.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import type { MeasuredParagraph, TextFrame } from '../templates/text-layout';
import { fits, fitScale } from '../templates/text-layout';
import type { Bullet, TextRun } from './deck-outline';
import { shapeXml } from './drawn-shapes';
import { dateOf } from './layout-families';
import type { Fonts } from './outline-text';

const BASE_PT = 24;
const GROW_PT = 28;
const GAP = 228600;
const CIRCLE = 777240;
const PILL_HEIGHT = 548640;
const LINE = 45720;
const INSET = 137160;
const DATE_PT = 20;

interface StepsGeometry {
  columns: Box[];
  markers: Box[];
  cards: Box[];
  connector: Box;
}

/** `body`: the area the steps take (Create's body area; Revamp's scaled to the deck's slide size). */
export function stepsGeometry(count: number, kind: 'steps' | 'timeline', body: Box = BODY_BOX): StepsGeometry {
  const [x, y, w, h] = body;
  const width = Math.floor((w - GAP * (count - 1)) / count);
  const markerH = kind === 'steps' ? CIRCLE : PILL_HEIGHT;
  const markerW = kind === 'steps' ? CIRCLE : Math.round(width * 0.84);
  const top = y + 45720;
  const centre = top + Math.round(markerH / 2);
  const columns = Array.from({ length: count }, (_, i) => [x + i * (width + GAP), y, width, h] as Box);
  const markers = columns.map(([cx, , cw]) => [cx + Math.round((cw - markerW) / 2), top, markerW, markerH] as Box);
  const cards = columns.map(([cx, , cw]) => [cx, centre, cw, y + h - centre] as Box);
  const first = markers[0]!;
  const last = markers[count - 1]!;
  const connector: Box = [first[0] + first[2] / 2, centre - LINE / 2, last[0] + last[2] / 2 - (first[0] + first[2] / 2), LINE];
  return { columns, markers, cards, connector };
}

/** The text of a step's card: for a timeline the point after its date, for a process the whole point. */
function cardRuns(bullet: Bullet, kind: 'steps' | 'timeline'): TextRun[] {
  if (kind === 'timeline') return [{ text: dateOf(bullet)!.label }];
  return bullet.runs;
}

function cardFrame(box: Box, markerH: number): TextFrame {
  return {
    widthPt: box[2] / 12700,
    heightPt: box[3] / 12700,
    insets: [INSET / 12700, (markerH / 2 + INSET) / 12700, INSET / 12700, INSET / 12700],
  };
}

/** The scale (of BASE_PT) at which every step's text fits its card, grown up to GROW_PT; null below `min`. */
export function stepsScale(
  measure: FontMeasure,
  bullets: readonly Bullet[],
  kind: 'steps' | 'timeline',
  fonts: Fonts,
  min: number,
  body: Box = BODY_BOX,
): number | null {
  const { cards, markers } = stepsGeometry(bullets.length, kind, body);
  const frame = cardFrame(cards[0]!, markers[0]![3]);
  const paragraphs: MeasuredParagraph[][] = bullets.map((bullet) => [
    {
      runs: cardRuns(bullet, kind).map((run) => ({
        text: run.text,
        font: { family: fonts.body, bold: run.bold, italic: run.italic },
        sizePt: BASE_PT,
      })),
      lineSpacing: { factor: 1 },
    },
  ]);
  const inner = frame.widthPt - 2 * (INSET / 12700);
  const wordsFit = (scale: number): boolean =>
    paragraphs.every((card) =>
      card.every((p) =>
        p.runs.every((run) => run.text.split(/\s+/).every((word) => measure.width(word, run.font, run.sizePt * scale) <= inner * 0.95)),
      ),
    );
  if (kind === 'timeline') {
    // Each date stays on one line of its pill.
    const pill = markers[0]![2] / 12700 - 14;
    if (bullets.some((bullet) => measure.width(dateOf(bullet)!.date, { family: fonts.heading, bold: true }, DATE_PT) > pill)) return null;
  }
  const roomy = { ...frame, heightPt: frame.heightPt * 0.85 };
  for (let scale = GROW_PT / BASE_PT; scale > 1.001; scale -= 0.05) {
    if (wordsFit(scale) && paragraphs.every((card) => fits(measure, card, roomy, scale))) return Math.round(scale * 1000) / 1000;
  }
  let scale = 1;
  for (const card of paragraphs) {
    const fitted = fitScale(measure, card, frame, min);
    if (fitted === null) return null;
    scale = Math.min(scale, fitted);
  }
  // A long word ("early-2016") narrows the type further, down to the floor, rather than turning the list back.
  for (let smaller = scale; smaller >= min - 1e-9; smaller -= 0.05) if (wordsFit(smaller)) return Math.round(smaller * 1000) / 1000;
  return null;
}

/** The steps' shapes: the connector, then per step its card and its marker. */
export function stepsXml(
  firstId: number,
  bullets: readonly Bullet[],
  kind: 'steps' | 'timeline',
  scale: number,
  lang: string,
  body: Box = BODY_BOX,
): string[] {
  const { cards, markers, connector } = stepsGeometry(bullets.length, kind, body);
  let id = firstId;
  const shapes = [shapeXml({ id: id++, name: 'Steps connector', box: connector, geometry: 'rect', fill: 'accent1', lang })];
  bullets.forEach((bullet, i) => {
    const markerH = markers[i]![3];
    shapes.push(
      shapeXml({
        id: id++,
        name: `Step ${i + 1}`,
        box: cards[i]!,
        geometry: 'roundRect',
        fill: 'bg2',
        lang,
        text: {
          paragraphs: [{ runs: cardRuns(bullet, kind), style: { sizePt: BASE_PT * scale } }],
          align: 'ctr',
          anchor: 'ctr',
          insets: [INSET, Math.round(markerH / 2 + INSET), INSET, INSET],
        },
      }),
      shapeXml({
        id: id++,
        name: `Step marker ${i + 1}`,
        box: markers[i]!,
        geometry: kind === 'steps' ? 'ellipse' : 'roundRect',
        fill: 'accent1',
        lang,
        text: {
          paragraphs: [
            {
              runs: [{ text: kind === 'steps' ? String(bullet.number ?? i + 1) : dateOf(bullet)!.date }],
              style: { sizePt: kind === 'steps' ? 28 : DATE_PT, bold: true, heading: true, color: 'bg1' },
            },
          ],
          align: 'ctr',
          anchor: 'ctr',
          insets: [0, 0, 0, 0],
        },
      }),
    );
  });
  return shapes;
}
