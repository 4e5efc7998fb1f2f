/**
 * How tall a text body is once wrapped into a box, measured with real font metrics (lib/fonts/font-measure.ts):
 * words are broken onto lines the way a slide renderer does (at spaces and after hyphens, anywhere in CJK text, a
 * word wider than the line by characters), each line as tall as its largest font at the paragraph's line spacing,
 * plus the paragraphs' spacing before (not for the first paragraph) and after. Single line spacing is 1.2 × the font
 * size whatever the font, as PowerPoint and LibreOffice's PPTX import both space lines (docs/text-fit.md). Create and Revamp use it to choose font sizes and to move what
 * does not fit onto a continuation slide, rather than leaving text to run off its shape.
 */
import type { FontSpec, FontMeasure } from '../lib/fonts/font-measure';

export interface MeasuredRun {
  text: string;
  font: FontSpec;
  sizePt: number;
}

export interface MeasuredParagraph {
  runs: MeasuredRun[];
  /** Left margin of the text (bullets hang into it), in points. */
  indentPt?: number;
  spaceBeforePt?: number;
  spaceAfterPt?: number;
  /** Proportional line spacing (1 = single) or an exact line height in points. */
  lineSpacing?: { factor: number } | { points: number };
  /** List level (0 for a point): not measured, it tells points from sub-points. */
  level?: number;
}

export interface TextFrame {
  widthPt: number;
  heightPt: number;
  /** Left, top, right, bottom insets in points (DrawingML's defaults: 7.2, 3.6, 7.2, 3.6). */
  insets?: readonly [number, number, number, number];
}

export const DEFAULT_INSETS = [7.2, 3.6, 7.2, 3.6] as const;
/** Single line spacing, in font sizes. */
export const LINE = 1.2;

interface Piece {
  width: number;
  /** Trailing space width: it does not count at the end of a line. */
  space: number;
  lineHeight: number;
  /** A line break (`a:br`): the line ends after this piece. */
  breaks?: boolean;
}

// Break after spaces, after a hyphen, slash or dash followed by more of the word, and around each CJK character.
const BREAKS =
  /(?<=[ \t])(?=[^ \t])|(?<=[-/\u2013\u2014])(?=[^\s\-/\u2013\u2014])|(?=[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef])|(?<=[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef])/u;

/** Pieces between break opportunities: after spaces, after hyphens and slashes, around each CJK character. */
function tokens(text: string): string[] {
  return text.split(BREAKS);
}

function pieces(measure: FontMeasure, paragraph: MeasuredParagraph, scale: number, spacing: number): Piece[] {
  const out: Piece[] = [];
  for (const run of paragraph.runs) {
    const size = run.sizePt * scale;
    const height = LINE * size * spacing;
    const segments = run.text.replace(/\r\n?/g, '\n').split(/[\n\v]/);
    segments.forEach((segment, i) => {
      for (const token of tokens(segment)) {
        if (token === '') continue;
        const word = token.trimEnd();
        const space = token.length - word.length;
        out.push({
          width: measure.width(word, run.font, size),
          space: space > 0 ? measure.width(token.slice(word.length), run.font, size) : 0,
          lineHeight: height,
        });
      }
      if (i < segments.length - 1) out.push({ width: 0, space: 0, lineHeight: height, breaks: true });
    });
  }
  return out;
}

export interface ParagraphLayout {
  lines: number;
  /** Lines plus spacing before and after, in points. */
  height: number;
}

/** Lays out one paragraph in `width` points; `scale` multiplies every font size (and exact line heights). The first
 * paragraph of a text body takes no space before it (as PowerPoint and LibreOffice draw it). */
export function layoutParagraph(
  measure: FontMeasure,
  paragraph: MeasuredParagraph,
  width: number,
  scale = 1,
  first = false,
): ParagraphLayout {
  const spacing = paragraph.lineSpacing && 'factor' in paragraph.lineSpacing ? paragraph.lineSpacing.factor : 1;
  const exact = paragraph.lineSpacing && 'points' in paragraph.lineSpacing ? paragraph.lineSpacing.points * scale : null;
  const available = Math.max(1, width - (paragraph.indentPt ?? 0));
  const list = pieces(measure, paragraph, scale, spacing);
  const emptyHeight =
    exact ?? LINE * scale * spacing * Math.max(...paragraph.runs.map((run) => run.sizePt), paragraph.runs.length === 0 ? 18 : 0);
  const lineHeights: number[] = [];
  let used = 0;
  let height = 0;
  let started = false;
  const endLine = (): void => {
    lineHeights.push(exact ?? (height || emptyHeight));
    used = 0;
    height = 0;
    started = false;
  };
  for (const piece of list) {
    if (started && used + piece.width > available + 0.01) endLine();
    if (!started && piece.width > available) {
      // A word wider than the line is broken by characters: it takes as many lines as its width needs.
      const full = Math.floor(piece.width / available);
      for (let i = 0; i < full; i++) lineHeights.push(exact ?? piece.lineHeight);
      used = piece.width - full * available + piece.space;
      height = piece.lineHeight;
      started = used > 0;
      continue;
    }
    used += piece.width + piece.space;
    height = Math.max(height, piece.lineHeight);
    started = true;
    if (piece.breaks) endLine();
  }
  if (started || lineHeights.length === 0) endLine();
  // Spacing between paragraphs is written as it is: only font sizes scale.
  const before = first ? 0 : (paragraph.spaceBeforePt ?? 0);
  const after = paragraph.spaceAfterPt ?? 0;
  return { lines: lineHeights.length, height: before + after + lineHeights.reduce((sum, h) => sum + h, 0) };
}

/** The height a text body takes in a frame of the given width (insets included), at `scale`. */
export function textHeight(measure: FontMeasure, paragraphs: readonly MeasuredParagraph[], frame: TextFrame, scale = 1): number {
  const [left, top, right, bottom] = frame.insets ?? DEFAULT_INSETS;
  const width = frame.widthPt - left - right;
  return (
    top + bottom + paragraphs.reduce((sum, paragraph, i) => sum + layoutParagraph(measure, paragraph, width, scale, i === 0).height, 0)
  );
}

/** Whether the paragraphs fit the frame at `scale`. */
export function fits(measure: FontMeasure, paragraphs: readonly MeasuredParagraph[], frame: TextFrame, scale = 1): boolean {
  return textHeight(measure, paragraphs, frame, scale) <= frame.heightPt;
}

/**
 * The largest scale in [minScale, 1] (in steps of 2.5 %) at which the paragraphs fit the frame, or null when they
 * do not fit even at minScale.
 */
export function fitScale(
  measure: FontMeasure,
  paragraphs: readonly MeasuredParagraph[],
  frame: TextFrame,
  minScale: number,
): number | null {
  for (let scale = 1; scale >= minScale - 1e-9; scale -= 0.025) {
    if (fits(measure, paragraphs, frame, scale)) return Math.round(scale * 1000) / 1000;
  }
  return null;
}

/** How many of the paragraphs, from the first, fit the frame at `scale` (at least one, so a split always advances). */
export function paragraphsThatFit(measure: FontMeasure, paragraphs: readonly MeasuredParagraph[], frame: TextFrame, scale = 1): number {
  const [left, top, right, bottom] = frame.insets ?? DEFAULT_INSETS;
  const width = frame.widthPt - left - right;
  let height = top + bottom;
  for (const [i, paragraph] of paragraphs.entries()) {
    height += layoutParagraph(measure, paragraph, width, scale, i === 0).height;
    if (height > frame.heightPt) return Math.max(1, i);
  }
  return paragraphs.length;
}
