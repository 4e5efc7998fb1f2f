/** What a generated deck holds, slide by slide, before any XML: the outline parsers' and the model's output. */
import type { ChartData } from './chart-data';

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface Bullet {
  runs: TextRun[];
  /** 0 = top level. */
  level: number;
  /** A paragraph of text rather than a list item: written without a bullet. */
  plain?: boolean;
  /** A numbered list item: its number. */
  number?: number;
  /** The item's Markdown as written (for reading a figure or a subtitle out of it). */
  source?: string;
}

export interface Column {
  heading?: string;
  bullets: Bullet[];
}

export interface Picture {
  data: Buffer;
  extension: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
  description: string;
}

export type CellAlign = 'l' | 'ctr' | 'r';

export interface Table {
  /** The first row is the header row. */
  rows: TextRun[][][];
  align: CellAlign[];
  /** Set by the fitting: column widths and row heights in EMU, text size in points. */
  geometry?: { widths: number[]; heights: number[]; sizePt: number };
}

interface Common {
  notes?: string;
  /** Font scale the fitting chose for each text area, by its place in the layout's placeholders (absent: 1). */
  scales?: number[];
  /** Space before each list item (not the first) the fitting chose to spread a short list over its area, in points. */
  spacingPt?: number;
}

export type SlideOutline = Common &
  (
    | {
        layout: 'title';
        title: string;
        subtitle?: string;
        /** The deck's closing slide ("Thank you", "Questions"), drawn as a title slide. */
        closing?: boolean;
      }
    | { layout: 'section'; title: string; text?: string }
    | {
        layout: 'bullets';
        title: string;
        bullets: Bullet[];
        /**
         * Drawn as shapes rather than a list, set when the fitting chose the family (layout-families.ts): a row of
         * cards or key numbers (card-family.ts), process steps or a timeline (steps-family.ts), an agenda
         * (agenda-family.ts).
         */
        draw?: 'cards' | 'steps' | 'timeline' | 'agenda';
        /** The cards are key numbers (every point opens with a figure). */
        kpi?: boolean;
      }
    | { layout: 'twoColumns'; title: string; columns: [Column, Column] }
    | {
        layout: 'pictureCaption';
        title: string;
        caption: Bullet[];
        /** Where the outline said the picture is: a data: URI or the name of a file given with the task. */
        source?: string;
        description?: string;
        picture?: Picture;
        /** The picture fills the slide, cropped to it; the title and caption on a band over it. */
        fullBleed?: boolean;
      }
    | { layout: 'quote'; title?: string; quote: string; attribution?: string }
    | { layout: 'statistic'; title: string; value: string; caption?: string }
    | {
        layout: 'table';
        title: string;
        table: Table;
        /** Drawn as a native chart (chart-family.ts), set when fitting found the table is one of numbers. */
        chart?: ChartData;
      }
  );

export type OutlineLayout = SlideOutline['layout'];

export interface DeckOutline {
  title: string;
  slides: SlideOutline[];
}

export const runsText = (runs: readonly TextRun[]): string => runs.map((run) => run.text).join('');

const bulletsText = (list: readonly Bullet[]): string[] => list.map((bullet) => runsText(bullet.runs));

/** All the text of a slide in reading order (titles first), for tests and the result's summary. */
export function slideText(slide: SlideOutline): string[] {
  switch (slide.layout) {
    case 'title':
      return [slide.title, ...(slide.subtitle ? [slide.subtitle] : [])];
    case 'section':
      return [slide.title, ...(slide.text ? [slide.text] : [])];
    case 'bullets':
      return [slide.title, ...bulletsText(slide.bullets)];
    case 'twoColumns':
      return [
        slide.title,
        ...slide.columns.flatMap((column) => [...(column.heading ? [column.heading] : []), ...bulletsText(column.bullets)]),
      ];
    case 'pictureCaption':
      return [slide.title, ...bulletsText(slide.caption)];
    case 'quote':
      return [...(slide.title ? [slide.title] : []), slide.quote, ...(slide.attribution ? [slide.attribution] : [])];
    case 'statistic':
      return [slide.title, slide.value, ...(slide.caption ? [slide.caption] : [])];
    case 'table':
      return [slide.title, ...slide.table.rows.flatMap((row) => row.map(runsText))];
  }
}
