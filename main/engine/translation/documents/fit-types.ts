/** What the text fit works on (one candidate per translated shape or table) and what it reports. */
import type { FindingParams, LayoutFindingCode } from '../../../../shared/contract/layout-findings';
import type { FlowParagraph, FlowResult } from '../../lib/fonts/text-flow';
import type { Element } from '../../lib/pptx/xml-dom';
import type { Frame } from './placeholder-geometry';
import type { TextStyleDefaults } from './text-fit';

export interface FitProblem {
  /** 1-based slide number, or null outside slides (SmartArt drawings). */
  slide: number | null;
  /** The shape's name in the deck (`cNvPr@name`), as PowerPoint's selection pane shows it. */
  shape: string;
  excerpt: string;
  /** What does not fit, for the window to word (shared/contract/layout-findings.ts); `detail` is the English. */
  code: LayoutFindingCode;
  params: FindingParams;
  detail: string;
}

/** What a render of the output taught about a shape, for the next fit (render-refit.ts). */
export interface FitTuning {
  /** The renderer's text is this much taller than the measure (≥ 1). */
  heightFactor: number;
  /** Points the shape may grow at most, above and below, as the render showed free. */
  maxAbove?: number;
  maxBelow?: number;
  /** The measure's layout of the text as last fitted (height without `heightFactor`), to compare with the render. */
  model?: () => FlowResult;
  /** The text area the render showed (the shape's outline or its preset's text box is narrower than its frame), pt. */
  areaWidthPt?: number;
  areaHeightPt?: number;
  /** Rounds of refitting this shape has had. */
  rounds: number;
  /** Replace the source's `normAutofit` (LibreOffice shrank the text past what was written). */
  dropAutofit?: boolean;
  /** The render broke a word the measure thought fitted (`word-broken`): words are measured this much wider (> 1). */
  wordWidthFactor?: number;
}

export interface ShapeCandidate {
  kind: 'shape';
  shape: Element;
  /** `cNvPr@id` and `@name`. */
  id: string;
  name: string;
  txBody: Element;
  /** The shape's frame (own or inherited), null when unknown. */
  frame: Frame | null;
  /** The frame is the shape's own `a:xfrm` (else it is written when the shape grows). */
  ownFrame: boolean;
  defaults: TextStyleDefaults;
  before: FlowParagraph[];
  /** Room to grow into from `frame`, in EMU, given what the other shapes now take. */
  room: () => { above: number; below: number };
  /** Told the shape's new frame, so its neighbours' room shrinks. */
  resized: (frame: Frame) => void;
  /** Shapes of one diagram (a SmartArt drawing, a group) that had one size end at one size. */
  set: Element | null;
  slide: number | null;
  /** The slide's width in EMU, to keep a widened shape on it. */
  slideWidth: number;
  tuning: FitTuning;
  /** The translated body and shape properties before any fit, to fit again from (render-refit.ts). */
  pristine?: { txBody: Element; spPr: Element | undefined };
}

export interface TableCandidate {
  kind: 'table';
  frame: Element;
  id: string;
  name: string;
  tbl: Element;
  box: Frame;
  defaults: TextStyleDefaults;
  before: Map<Element, FlowParagraph[]>;
  room: { above: number; below: number };
  slide: number | null;
}

export type FitCandidate = ShapeCandidate | TableCandidate;

export function excerpt(paragraphs: readonly FlowParagraph[]): string {
  const text = paragraphs
    .map((p) => p.runs.map((r) => r.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
