/**
 * The agenda family: a list titled Agenda (Contents, Overview …) of 3–8 short points drawn as numbered rows that
 * share the body area's height — the number on an accent block, the point on a tinted bar — in one column up to
 * four points, two columns above. The text grows up to 28 pt; points that do not fit at the floor stay a list.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { BODY_BOX, type Box } from '../templates/layout-specs';
import { fits, fitScale, type MeasuredParagraph } from '../templates/text-layout';
import type { Bullet } from './deck-outline';
import { shapeXml } from './drawn-shapes';
import type { Fonts } from './outline-text';

const BASE_PT = 24;
const GROW_PT = 28;
const ROW_GAP = 137160;
const COLUMN_GAP = 365760;
const MAX_ROW = 960120;
const INSET = 182880;

interface Row {
  number: Box;
  bar: Box;
}

export function agendaRows(count: number): Row[] {
  const [x, y, w, h] = BODY_BOX;
  const columns = count > 4 ? 2 : 1;
  const perColumn = Math.ceil(count / columns);
  const rowH = Math.min(MAX_ROW, Math.floor((h - ROW_GAP * (perColumn - 1)) / perColumn));
  const colW = Math.floor((w - COLUMN_GAP * (columns - 1)) / columns);
  // Rows of at most MAX_ROW are centred in the body's height.
  const top = y + Math.round((h - (rowH * perColumn + ROW_GAP * (perColumn - 1))) / 2);
  return Array.from({ length: count }, (_, i) => {
    const column = Math.floor(i / perColumn);
    const left = x + column * (colW + COLUMN_GAP);
    const rowTop = top + (i % perColumn) * (rowH + ROW_GAP);
    return { number: [left, rowTop, rowH, rowH] as Box, bar: [left + rowH, rowTop, colW - rowH, rowH] as Box };
  });
}

export function agendaScale(measure: FontMeasure, bullets: readonly Bullet[], fonts: Fonts, min: number): number | null {
  const [row] = agendaRows(bullets.length);
  const frame = { widthPt: row!.bar[2] / 12700, heightPt: row!.bar[3] / 12700, insets: [INSET / 12700, 3.6, INSET / 12700, 3.6] as const };
  const paragraphs: MeasuredParagraph[][] = bullets.map((bullet) => [
    {
      runs: bullet.runs.map((run) => ({
        text: run.text,
        font: { family: fonts.body, bold: run.bold, italic: run.italic },
        sizePt: BASE_PT,
      })),
    },
  ]);
  for (let scale = GROW_PT / BASE_PT; scale > 1.001; scale -= 0.05) {
    if (paragraphs.every((p) => fits(measure, p, { ...frame, heightPt: frame.heightPt * 0.9 }, scale)))
      return Math.round(scale * 1000) / 1000;
  }
  let scale = 1;
  for (const p of paragraphs) {
    const fitted = fitScale(measure, p, frame, min);
    if (fitted === null) return null;
    scale = Math.min(scale, fitted);
  }
  return scale;
}

export function agendaXml(firstId: number, bullets: readonly Bullet[], scale: number, lang: string): string[] {
  const rows = agendaRows(bullets.length);
  return bullets.flatMap((bullet, i) => [
    shapeXml({
      id: firstId + 2 * i,
      name: `Agenda bar ${i + 1}`,
      box: rows[i]!.bar,
      geometry: 'rect',
      fill: 'bg2',
      lang,
      text: {
        paragraphs: [{ runs: bullet.runs, style: { sizePt: BASE_PT * scale } }],
        anchor: 'ctr',
        insets: [INSET, 45720, INSET, 45720],
      },
    }),
    shapeXml({
      id: firstId + 2 * i + 1,
      name: `Agenda number ${i + 1}`,
      box: rows[i]!.number,
      geometry: 'rect',
      fill: 'accent1',
      lang,
      text: {
        paragraphs: [{ runs: [{ text: String(i + 1) }], style: { sizePt: 28, bold: true, heading: true, color: 'bg1' } }],
        align: 'ctr',
        anchor: 'ctr',
        insets: [0, 0, 0, 0],
      },
    }),
  ]);
}
