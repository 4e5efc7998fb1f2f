/**
 * The built-in layouts, on a 16:9 slide (12192000 × 6858000 EMU): title, section, bullets, two columns, picture
 * with caption, quote. Each names its placeholders the PowerPoint way (type + idx), so slides inherit position
 * and style from them, and Revamp can map a deck's slides onto them by placeholder type.
 */

export const SLIDE_WIDTH = 12192000;
export const SLIDE_HEIGHT = 6858000;

export type LayoutKey = 'title' | 'section' | 'bullets' | 'twoColumns' | 'pictureCaption' | 'quote';

export type Box = readonly [x: number, y: number, cx: number, cy: number];

export interface PlaceholderSpec {
  /** PowerPoint's placeholder type; 'obj' is written without a type attribute (a content placeholder). */
  type: 'ctrTitle' | 'subTitle' | 'title' | 'body' | 'obj' | 'pic';
  idx?: number;
  name: string;
  box: Box;
  /** Extra `a:bodyPr` attributes (anchor …). */
  bodyPr?: string;
  /** The `a:lvl1pPr` override (alignment, size …), inside the placeholder's list style. */
  level1?: string;
  prompt: string;
}

export interface LayoutSpec {
  key: LayoutKey;
  name: string;
  /** ST_SlideLayoutType; absent for the custom quote layout. */
  type?: string;
  /** Whether the master's decoration (accent bar) shows. */
  masterShapes: boolean;
  placeholders: PlaceholderSpec[];
  /** Extra decoration drawn on this layout. */
  decoration?: 'band';
}

export const MASTER_TITLE_BOX: Box = [838200, 365125, 10515600, 1325563];
export const MASTER_BODY_BOX: Box = [838200, 1825625, 10515600, 4351338];

export const LAYOUTS: readonly LayoutSpec[] = [
  {
    key: 'title',
    name: 'Title Slide',
    type: 'title',
    masterShapes: false,
    decoration: 'band',
    placeholders: [
      {
        type: 'ctrTitle',
        name: 'Title',
        box: [1524000, 1622425, 9144000, 2387600],
        bodyPr: 'anchor="b"',
        level1: '<a:lvl1pPr algn="l"><a:defRPr sz="5400"/></a:lvl1pPr>',
        prompt: 'Click to edit the title',
      },
      {
        type: 'subTitle',
        idx: 1,
        name: 'Subtitle',
        box: [1524000, 4102100, 9144000, 1655762],
        level1:
          '<a:lvl1pPr marL="0" indent="0" algn="l"><a:buNone/><a:defRPr sz="2400"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill></a:defRPr></a:lvl1pPr>',
        prompt: 'Click to edit the subtitle',
      },
    ],
  },
  {
    key: 'section',
    name: 'Section Header',
    type: 'secHead',
    masterShapes: false,
    decoration: 'band',
    placeholders: [
      {
        type: 'title',
        name: 'Title',
        box: [1524000, 1709738, 9829800, 2852737],
        bodyPr: 'anchor="b"',
        level1: '<a:lvl1pPr><a:defRPr sz="4800"/></a:lvl1pPr>',
        prompt: 'Click to edit the section title',
      },
      {
        type: 'body',
        idx: 1,
        name: 'Text',
        box: [1524000, 4589463, 9829800, 1500187],
        level1:
          '<a:lvl1pPr marL="0" indent="0"><a:buNone/><a:defRPr sz="2400"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill></a:defRPr></a:lvl1pPr>',
        prompt: 'Click to edit the text',
      },
    ],
  },
  {
    key: 'bullets',
    name: 'Title and Content',
    type: 'obj',
    masterShapes: true,
    placeholders: [
      { type: 'title', name: 'Title', box: MASTER_TITLE_BOX, prompt: 'Click to edit the title' },
      { type: 'obj', idx: 1, name: 'Content', box: MASTER_BODY_BOX, prompt: 'Click to edit the text' },
    ],
  },
  {
    key: 'twoColumns',
    name: 'Two Content',
    type: 'twoObj',
    masterShapes: true,
    placeholders: [
      { type: 'title', name: 'Title', box: MASTER_TITLE_BOX, prompt: 'Click to edit the title' },
      { type: 'obj', idx: 1, name: 'Left Content', box: [838200, 1825625, 5181600, 4351338], prompt: 'Click to edit the text' },
      { type: 'obj', idx: 2, name: 'Right Content', box: [6172200, 1825625, 5181600, 4351338], prompt: 'Click to edit the text' },
    ],
  },
  {
    key: 'pictureCaption',
    name: 'Picture with Caption',
    type: 'picTx',
    masterShapes: false,
    placeholders: [
      {
        type: 'title',
        name: 'Title',
        box: [839788, 457200, 3932237, 1600200],
        bodyPr: 'anchor="b"',
        level1: '<a:lvl1pPr><a:defRPr sz="3200"/></a:lvl1pPr>',
        prompt: 'Click to edit the title',
      },
      { type: 'pic', idx: 1, name: 'Picture', box: [5183188, 987425, 6172200, 4873625], prompt: 'Click to add a picture' },
      {
        type: 'body',
        idx: 2,
        name: 'Caption',
        box: [839788, 2057400, 3932237, 3811588],
        level1: '<a:lvl1pPr marL="0" indent="0"><a:buNone/><a:defRPr sz="1800"/></a:lvl1pPr>',
        prompt: 'Click to edit the caption',
      },
    ],
  },
  {
    key: 'quote',
    name: 'Quote',
    masterShapes: false,
    placeholders: [
      {
        type: 'body',
        idx: 1,
        name: 'Quote',
        box: [1371600, 1371600, 9448800, 3200400],
        bodyPr: 'anchor="ctr"',
        level1:
          '<a:lvl1pPr marL="0" indent="0" algn="ctr"><a:buNone/><a:defRPr sz="3600" i="1"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill><a:latin typeface="+mj-lt"/></a:defRPr></a:lvl1pPr>',
        prompt: 'Click to edit the quote',
      },
      {
        type: 'body',
        idx: 2,
        name: 'Attribution',
        box: [1371600, 4724400, 9448800, 762000],
        level1:
          '<a:lvl1pPr marL="0" indent="0" algn="r"><a:buNone/><a:defRPr sz="2000"><a:solidFill><a:schemeClr val="accent1"/></a:solidFill></a:defRPr></a:lvl1pPr>',
        prompt: 'Click to edit the attribution',
      },
    ],
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
