/** What the layout checker reports: one entry per problem a person would see on a slide. */
import type { FindingParams, LayoutFindingCode } from '../../../shared/contract/layout-findings';

export type LayoutIssueKind =
  /** Text runs outside its shape (or its table cell). */
  | 'overflow'
  /** Text runs off the slide. */
  | 'off-slide'
  /** Text of two shapes overlaps. */
  | 'collision'
  /** Text sits under a picture, chart, table or filled shape drawn over it. */
  | 'covered'
  /** A line or thin shape of the design crosses text. */
  | 'line-through'
  /** A title shown below ~70 % of the source's title size. */
  | 'title-shrunk'
  /** A picture, chart, diagram or drawn shape shown at under half the area it had in the source. */
  | 'picture-shrunk'
  /** Text below the readable floor (and smaller than in the source). */
  | 'small-text'
  /** A word broken across two lines of its shape (wider than its box). */
  | 'word-broken'
  /** Text that stands out too little from what is drawn under it (WCAG contrast). */
  | 'low-contrast'
  /** Something of the source (text, picture, chart, table, notes, a slide) is not in the output. */
  | 'missing';

export interface LayoutIssue {
  /** 1-based slide number of the checked deck; null for the deck as a whole. */
  slide: number | null;
  kind: LayoutIssueKind;
  /** The text concerned (its start), or what is missing. */
  excerpt: string;
  /** What was found, for the window to word (shared/contract/layout-findings.ts), and its figures and names. */
  code: LayoutFindingCode;
  params: FindingParams;
  /** One sentence for a person, in English (the API's and an older window's). */
  detail: string;
}

/** An issue with what identifies it across a source and its output (shape ids), for dropping what the source had. */
export interface KeyedIssue extends LayoutIssue {
  key: string;
  /** The shape's smallest rendered size, for small-text issues. */
  sizePt?: number;
  shapeId?: string;
  /** For low-contrast issues: the colour measured under the text (hex RGB), for choosing a colour that reads on it. */
  ground?: string;
}

export const EXCERPT_LENGTH = 60;

export function excerpt(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > EXCERPT_LENGTH ? `${clean.slice(0, EXCERPT_LENGTH - 1)}…` : clean;
}

/** The issues without their internal keys, in slide order. */
export function publicIssues(issues: readonly KeyedIssue[]): LayoutIssue[] {
  return [...issues]
    .sort((a, b) => (a.slide ?? 0) - (b.slide ?? 0))
    .map(({ slide, kind, excerpt: text, code, params, detail }) => ({ slide, kind, excerpt: text, code, params, detail }));
}
