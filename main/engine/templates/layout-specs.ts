/**
 * The built-in layouts, on a 16:9 slide (12192000 × 6858000 EMU): title, section, bullets, two columns, comparison,
 * title only, picture with caption, quote, big number, blank. Each names its placeholders the PowerPoint way (type +
 * idx), so slides inherit position and style from them, and Revamp can map a deck's slides onto them. Every text
 * placeholder states its style (size, weight, spacing) as data: the XML is drawn from it, and Create and Revamp
 * measure text against the same numbers. The accent line under a title belongs to each layout, just below its
 * title box: titles are anchored to the box's bottom, so the line always sits under the title's last line.
 */

export const SLIDE_WIDTH = 12192000;
export const SLIDE_HEIGHT = 6858000;
export const EMU_PER_POINT = 12700;

export type LayoutKey =
  'title' | 'section' | 'bullets' | 'twoColumns' | 'comparison' | 'titleOnly' | 'pictureCaption' | 'quote' | 'statistic' | 'blank';

export type Box = readonly [x: number, y: number, cx: number, cy: number];

export interface TextStyle {
  /** Level-1 size in points (lower levels of a bulleted body follow BODY_LEVELS). */
  sizePt: number;
  /** The theme's heading font (+mj-lt) rather than its body font. */
  heading?: boolean;
  bold?: boolean;
  italic?: boolean;
  /** Proportional line spacing; default 1 (titles 0.9). */
  lineSpacing?: number;
  /** Space before each paragraph (not the first) in points; default 0 (bulleted bodies 10). */
  spaceBeforePt?: number;
  bullets?: boolean;
  align?: 'l' | 'ctr' | 'r';
  anchor?: 't' | 'ctr' | 'b';
  /** Scheme colour of the text; default tx1 (titles tx2). */
  color?: string;
}

export interface PlaceholderSpec {
  /** PowerPoint's placeholder type; 'obj' is written without a type attribute (a content placeholder). */
  type: 'ctrTitle' | 'subTitle' | 'title' | 'body' | 'obj' | 'pic';
  idx?: number;
  name: string;
  box: Box;
  /** How its text looks (absent for a picture placeholder). */
  style?: TextStyle;
  prompt: string;
}

export interface LayoutSpec {
  key: LayoutKey;
  name: string;
  /** ST_SlideLayoutType; absent for the custom quote and big-number layouts. */
  type?: string;
  placeholders: PlaceholderSpec[];
  /** The accent band down the left edge (title and section slides). */
  band?: boolean;
  /** The accent line under the title. */
  accent?: Box;
}

export const TITLE_BOX: Box = [838200, 365125, 10515600, 1325563];
// The body starts 0.15 in under the accent line, so no first line (at 90 % spacing its glyphs rise) meets it.
export const BODY_BOX: Box = [838200, 1905000, 10515600, 4271963];
/** Body text levels 1–5 (the master's body style): size, left margin (bullets hang 18 pt into it). */
export const BODY_LEVELS: readonly { sizePt: number; marginPt: number }[] = [24, 20, 18, 16, 16].map((sizePt, i) => ({
  sizePt,
  marginPt: 18 + i * 36,
}));
export const TITLE_STYLE: TextStyle = { sizePt: 40, heading: true, bold: true, lineSpacing: 0.9, anchor: 'b', color: 'tx2' };
export const BODY_STYLE: TextStyle = { sizePt: 24, spaceBeforePt: 10, bullets: true };
const ACCENT_GAP = 23812;
const ACCENT_SIZE: readonly [number, number] = [1219200, 54864];

/** The accent line just under a title box. */
export function accentUnder([x, y, , cy]: Box): Box {
  return [x, y + cy + ACCENT_GAP, ...ACCENT_SIZE];
}

const title = (box: Box = TITLE_BOX, style: Partial<TextStyle> = {}): PlaceholderSpec => ({
  type: 'title',
  name: 'Title',
  box,
  style: { ...TITLE_STYLE, ...style },
  prompt: 'Click to edit the title',
});
const content = (idx: number, name: string, box: Box): PlaceholderSpec => ({
  type: 'obj',
  idx,
  name,
  box,
  style: BODY_STYLE,
  prompt: 'Click to edit the text',
});
const text = (idx: number, name: string, box: Box, style: TextStyle, prompt = 'Click to edit the text'): PlaceholderSpec => ({
  type: 'body',
  idx,
  name,
  box,
  style,
  prompt,
});

const LEFT = 838200;
const RIGHT = 6172200;
const HALF = 5181600;
const HEADING_H = 640080;
const BELOW_HEADING = BODY_BOX[1] + HEADING_H + 64008;
const PICTURE_TITLE: Box = [839788, 457200, 3932237, 1600200];

export const LAYOUTS: readonly LayoutSpec[] = [
  {
    key: 'title',
    name: 'Title Slide',
    type: 'title',
    band: true,
    placeholders: [
      {
        type: 'ctrTitle',
        name: 'Title',
        box: [1524000, 1622425, 9144000, 2387600],
        style: { ...TITLE_STYLE, sizePt: 54 },
        prompt: 'Click to edit the title',
      },
      {
        type: 'subTitle',
        idx: 1,
        name: 'Subtitle',
        box: [1524000, 4102100, 9144000, 1655762],
        style: { sizePt: 24, color: 'tx2' },
        prompt: 'Click to edit the subtitle',
      },
    ],
  },
  {
    key: 'section',
    name: 'Section Header',
    type: 'secHead',
    band: true,
    placeholders: [
      title([1524000, 1709738, 9829800, 2852737], { sizePt: 48 }),
      text(1, 'Text', [1524000, 4589463, 9829800, 1500187], { sizePt: 24, color: 'tx2' }),
    ],
  },
  {
    key: 'bullets',
    name: 'Title and Content',
    type: 'obj',
    accent: accentUnder(TITLE_BOX),
    placeholders: [title(), content(1, 'Content', BODY_BOX)],
  },
  {
    key: 'twoColumns',
    name: 'Two Content',
    type: 'twoObj',
    accent: accentUnder(TITLE_BOX),
    placeholders: [
      title(),
      content(1, 'Left Content', [LEFT, BODY_BOX[1], HALF, BODY_BOX[3]]),
      content(2, 'Right Content', [RIGHT, BODY_BOX[1], HALF, BODY_BOX[3]]),
    ],
  },
  {
    key: 'comparison',
    name: 'Comparison',
    type: 'twoTxTwoObj',
    accent: accentUnder(TITLE_BOX),
    placeholders: [
      title(),
      text(1, 'Left Heading', [LEFT, BODY_BOX[1], HALF, HEADING_H], { sizePt: 24, bold: true, anchor: 'b', color: 'accent1' }),
      content(2, 'Left Content', [LEFT, BELOW_HEADING, HALF, BODY_BOX[1] + BODY_BOX[3] - BELOW_HEADING]),
      text(3, 'Right Heading', [RIGHT, BODY_BOX[1], HALF, HEADING_H], { sizePt: 24, bold: true, anchor: 'b', color: 'accent1' }),
      content(4, 'Right Content', [RIGHT, BELOW_HEADING, HALF, BODY_BOX[1] + BODY_BOX[3] - BELOW_HEADING]),
    ],
  },
  {
    key: 'titleOnly',
    name: 'Title Only',
    type: 'titleOnly',
    accent: accentUnder(TITLE_BOX),
    placeholders: [title()],
  },
  {
    key: 'pictureCaption',
    name: 'Picture with Caption',
    type: 'picTx',
    accent: accentUnder(PICTURE_TITLE),
    placeholders: [
      title(PICTURE_TITLE, { sizePt: 32 }),
      { type: 'pic', idx: 1, name: 'Picture', box: [5183188, 987425, 6172200, 4873625], prompt: 'Click to add a picture' },
      text(2, 'Caption', [839788, 2209800, 3932237, 3651250], { sizePt: 18 }, 'Click to edit the caption'),
    ],
  },
  {
    key: 'quote',
    name: 'Quote',
    placeholders: [
      title([838200, 365125, 10515600, 914400], { sizePt: 32, anchor: 't' }),
      text(1, 'Quote', [1371600, 1600200, 9448800, 3048000], {
        sizePt: 36,
        heading: true,
        italic: true,
        align: 'ctr',
        anchor: 'ctr',
        color: 'tx2',
      }),
      text(
        2,
        'Attribution',
        [1371600, 4800600, 9448800, 762000],
        { sizePt: 20, align: 'r', color: 'accent1' },
        'Click to edit the attribution',
      ),
    ],
  },
  {
    key: 'statistic',
    name: 'Big Number',
    accent: accentUnder(TITLE_BOX),
    placeholders: [
      title(),
      text(1, 'Number', [LEFT, 2057400, BODY_BOX[2], 2057400], {
        sizePt: 96,
        heading: true,
        bold: true,
        align: 'ctr',
        anchor: 'b',
        color: 'accent1',
        lineSpacing: 0.9,
      }),
      text(2, 'Caption', [LEFT, 4267200, BODY_BOX[2], 1752600], { sizePt: 28, align: 'ctr', color: 'tx1' }),
    ],
  },
  {
    key: 'blank',
    name: 'Blank',
    type: 'blank',
    placeholders: [],
  },
];

export function layoutSpec(key: LayoutKey): LayoutSpec {
  const spec = LAYOUTS.find((layout) => layout.key === key);
  if (!spec) throw new Error(`no layout ${key}`);
  return spec;
}

/** 1-based part number of a layout: slideLayout<n>.xml. */
export function layoutNumber(key: LayoutKey): number {
  return LAYOUTS.findIndex((layout) => layout.key === key) + 1;
}

export function emptyLayoutCounts(): Record<LayoutKey, number> {
  return Object.fromEntries(LAYOUTS.map((layout) => [layout.key, 0])) as Record<LayoutKey, number>;
}
