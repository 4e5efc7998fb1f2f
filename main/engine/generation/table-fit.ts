/**
 * A Markdown table laid out for the body area: the largest text size (24 pt down to 12 pt) at which every column
 * is at least as wide as its longest word, column widths shared out by how much text each column holds, each row as
 * tall as its tallest cell wrapped at that width, then grown (up to twice) so a short table fills the area. A table taller than the area continues on further slides with its
 * header row repeated.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { BODY_BOX, EMU_PER_POINT } from '../templates/layout-specs';
import { textHeight, type MeasuredParagraph, type TextFrame } from '../templates/text-layout';
import { runsText, type SlideOutline, type TextRun } from './deck-outline';
import type { Fonts } from './outline-text';

type TableSlide = Extract<SlideOutline, { layout: 'table' }>;

const SIZES = [24, 20, 18, 16, 14, 12];
const FILL_SHARE = 0.8;
const MAX_ROW_STRETCH = 2;
/** A cell's default margins (DrawingML's marL/marR 0.1 in, marT/marB 0.05 in), in points. */
const CELL_INSETS = [7.2, 3.6, 7.2, 3.6] as const;
const PAD = CELL_INSETS[0] + CELL_INSETS[2];

function cellParagraph(runs: readonly TextRun[], header: boolean, fonts: Fonts, sizePt: number): MeasuredParagraph {
  return {
    runs: runs.map((run) => ({ text: run.text, font: { family: fonts.body, bold: header || run.bold, italic: run.italic }, sizePt })),
  };
}

function widthOf(measure: FontMeasure, paragraph: MeasuredParagraph, longestWord: boolean): number {
  let widest = 0;
  let total = 0;
  for (const run of paragraph.runs) {
    for (const word of longestWord ? run.text.split(/\s+/) : [run.text])
      widest = Math.max(widest, measure.width(word, run.font, run.sizePt));
    total += measure.width(run.text, run.font, run.sizePt);
  }
  return longestWord ? widest : total;
}

interface Layout {
  sizePt: number;
  widths: number[];
  heights: number[];
}

function layoutAt(measure: FontMeasure, fonts: Fonts, rows: TextRun[][][], sizePt: number, areaWidth: number): Layout | null {
  const cells = rows.map((row, r) => row.map((runs) => cellParagraph(runs, r === 0, fonts, sizePt)));
  const columns = rows[0]?.length ?? 0;
  const natural = Array.from({ length: columns }, (_, c) => Math.max(...cells.map((row) => widthOf(measure, row[c]!, false))) + PAD);
  const minimal = Array.from({ length: columns }, (_, c) => Math.max(...cells.map((row) => widthOf(measure, row[c]!, true))) + PAD);
  const needed = minimal.reduce((sum, w) => sum + w, 0);
  if (needed > areaWidth) return null;
  const spare = areaWidth - needed;
  const wants = natural.map((w, c) => Math.max(0, w - minimal[c]!));
  const wanted = wants.reduce((sum, w) => sum + w, 0);
  // What the columns want beyond their longest word, shared out; any room left over goes evenly.
  const widths = minimal.map((w, c) => w + (wanted > 0 ? Math.min(wants[c]!, (spare * wants[c]!) / wanted) : 0));
  // Room left over widens the columns to the body's width, as the designed decks' tables span it (issue #35: fill).
  const total = widths.reduce((sum, w) => sum + w, 0);
  const grow = areaWidth - total;
  const even = widths.map((w) => w + (grow * w) / total);
  const heights = cells.map((row) =>
    Math.max(...row.map((cell, c) => textHeight(measure, [cell], { widthPt: even[c]!, heightPt: 0, insets: CELL_INSETS }))),
  );
  return { sizePt, widths: even, heights };
}

export function fitTable(
  measure: FontMeasure,
  fonts: Fonts,
  slide: TableSlide,
  problems: { excerpt: string; detail: string }[],
): TableSlide[] {
  const area: TextFrame = { widthPt: BODY_BOX[2] / EMU_PER_POINT, heightPt: BODY_BOX[3] / EMU_PER_POINT };
  const { rows } = slide.table;
  let layout: Layout | null = null;
  for (const size of SIZES) {
    layout = layoutAt(measure, fonts, rows, size, area.widthPt);
    if (layout && layout.heights.reduce((sum, h) => sum + h, 0) <= area.heightPt) break;
  }
  if (!layout) {
    // Too many columns for even the smallest size: equal columns, words broken where they must be.
    const sizePt = SIZES[SIZES.length - 1]!;
    const widths = rows[0]!.map(() => area.widthPt / rows[0]!.length);
    const heights = rows.map((row, r) =>
      Math.max(
        ...row.map((runs, c) =>
          textHeight(measure, [cellParagraph(runs, r === 0, fonts, sizePt)], { widthPt: widths[c]!, heightPt: 0, insets: CELL_INSETS }),
        ),
      ),
    );
    layout = { sizePt, widths, heights };
    problems.push({
      excerpt: rows[0]!.map(runsText).join(' | ').slice(0, 60),
      detail: 'The table has more columns than fit the slide’s width; its words wrap inside their cells.',
    });
  }
  const { widths, heights, sizePt } = layout;
  const emu = (points: number): number => Math.round(points * EMU_PER_POINT);
  // Rows after the header, in runs that fit under a repeated header.
  const parts: number[][] = [];
  let part: number[] = [];
  let used = heights[0]!;
  for (let r = 1; r < rows.length; r++) {
    if (part.length > 0 && used + heights[r]! > area.heightPt) {
      parts.push(part);
      part = [];
      used = heights[0]!;
    }
    part.push(r);
    used += heights[r]!;
  }
  parts.push(part);
  return parts.map((indices, i) => {
    const chosen = [0, ...indices];
    const { notes: _notes, ...rest } = slide;
    // Rows grow (up to twice their height) to take FILL_SHARE of the area: a short table fills its slide.
    const natural = chosen.reduce((sum, r) => sum + heights[r]!, 0);
    const stretch = Math.max(1, Math.min(MAX_ROW_STRETCH, (area.heightPt * FILL_SHARE) / natural));
    return {
      ...(i === 0 ? slide : rest),
      table: {
        ...slide.table,
        rows: chosen.map((r) => rows[r]!),
        geometry: { widths: widths.map(emu), heights: chosen.map((r) => emu(heights[r]! * stretch)), sizePt },
      },
    };
  });
}
