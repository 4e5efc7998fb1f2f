/** What a generated deck holds, slide by slide, before any XML: the outline parsers' and the model's output. */

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface Bullet {
  runs: TextRun[];
  /** 0 = top level. */
  level: number;
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

interface Common {
  notes?: string;
}

export type SlideOutline = Common &
  (
    | { layout: 'title'; title: string; subtitle?: string }
    | { layout: 'section'; title: string; text?: string }
    | { layout: 'bullets'; title: string; bullets: Bullet[] }
    | { layout: 'twoColumns'; title: string; columns: [Column, Column] }
    | { layout: 'pictureCaption'; title: string; caption?: string; picture?: Picture }
    | { layout: 'quote'; quote: string; attribution?: string }
  );

export interface DeckOutline {
  title: string;
  slides: SlideOutline[];
}

/** All the text of a slide in reading order (titles first), for tests and the result's summary. */
export function slideText(slide: SlideOutline): string[] {
  const bullets = (list: Bullet[]): string[] => list.map((bullet) => bullet.runs.map((run) => run.text).join(''));
  switch (slide.layout) {
    case 'title':
      return [slide.title, ...(slide.subtitle ? [slide.subtitle] : [])];
    case 'section':
      return [slide.title, ...(slide.text ? [slide.text] : [])];
    case 'bullets':
      return [slide.title, ...bullets(slide.bullets)];
    case 'twoColumns':
      return [slide.title, ...slide.columns.flatMap((column) => [...(column.heading ? [column.heading] : []), ...bullets(column.bullets)])];
    case 'pictureCaption':
      return [slide.title, ...(slide.caption ? [slide.caption] : [])];
    case 'quote':
      return [slide.quote, ...(slide.attribution ? [slide.attribution] : [])];
  }
}
