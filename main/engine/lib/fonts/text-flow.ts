/**
 * How tall a block of paragraphs is once wrapped to a width, measured with real font metrics (text-measure.ts):
 * words break at spaces and after hyphens, CJK text between any two characters, a word wider than the line overflows it (and is
 * reported as the widest line). Lines are as tall as their largest run times the font's line height and the
 * paragraph's line spacing, the way PowerPoint and LibreOffice set single-spaced text.
 */
import { isWide, type FontRef, type TextMeasure } from './text-measure';

export interface FlowRun {
  text: string;
  font: FontRef;
  sizePt: number;
}

export interface FlowParagraph {
  runs: FlowRun[];
  /** Size of an empty paragraph's line (its end-of-paragraph mark). */
  emptySizePt: number;
  spaceBeforePt: number;
  spaceAfterPt: number;
  /** Line spacing as a multiple of single spacing. */
  lineSpacing: number;
  /** Left margin (bullet indent) in points. */
  indentPt: number;
}

export interface FlowResult {
  height: number;
  /** The widest line (a single word wider than the box shows here). */
  widest: number;
  lines: number;
}

interface Token {
  width: number;
  /** Width of the spaces after it (not counted at a line's end). */
  space: number;
  lineHeight: number;
  /** A forced line break (vertical tab / a:br) before this token. */
  breakBefore: boolean;
}

/**
 * A word split before and after each wide character, and after a hyphen between letters (renderers break a line
 * there too); other characters stay together.
 */
function splitWide(word: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const char of word) {
    if (isWide(char)) {
      if (current) parts.push(current);
      parts.push(char);
      current = '';
    } else if ((char === '-' || char === '\u2010') && /\p{L}$/u.test(current)) {
      parts.push(current + char);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function tokens(paragraph: FlowParagraph, measure: TextMeasure, scale: number): Token[] {
  const out: Token[] = [];
  // A line break (`a:br`) is a run of its own: it breaks before the next run's first word.
  let breakNext = false;
  for (const run of paragraph.runs) {
    const size = run.sizePt * scale;
    const lineHeight = size * measure.lineHeight(run.font);
    for (const piece of run.text.match(/\n|[^\s\n]+[^\S\n]*|[^\S\n]+/gu) ?? []) {
      if (piece === '\n') {
        breakNext = true;
        continue;
      }
      const word = piece.trimEnd();
      const spaces = piece.slice(word.length);
      const spaceWidth = spaces ? measure.width(spaces, run.font, size) : 0;
      if (word === '') {
        const last = out[out.length - 1];
        if (last) last.space += spaceWidth;
        continue;
      }
      // CJK text wraps between characters: each wide character is a token of its own.
      const parts = splitWide(word);
      parts.forEach((part, i) => {
        out.push({
          width: measure.width(part, run.font, size),
          space: i === parts.length - 1 ? spaceWidth : 0,
          lineHeight,
          breakBefore: breakNext && i === 0,
        });
      });
      breakNext = false;
    }
  }
  return out;
}

/** Height of the paragraphs wrapped to `widthPt`, with fonts scaled by `scale` and line spacing reduced by `spacingReduction`. */
export function flowHeight(
  paragraphs: readonly FlowParagraph[],
  widthPt: number,
  measure: TextMeasure,
  scale = 1,
  spacingReduction = 0,
  wrap = true,
): FlowResult {
  let height = 0;
  let widest = 0;
  let lines = 0;
  const spacing = 1 - spacingReduction;
  paragraphs.forEach((paragraph, index) => {
    const available = Math.max(1, widthPt - paragraph.indentPt);
    const list = tokens(paragraph, measure, scale);
    const factor = paragraph.lineSpacing * spacing;
    if (index > 0) height += paragraph.spaceBeforePt * spacing;
    height += paragraph.spaceAfterPt * spacing;
    if (list.length === 0) {
      const font = paragraph.runs[0]?.font ?? { family: 'sans-serif', bold: false };
      height += paragraph.emptySizePt * scale * measure.lineHeight(font) * factor;
      lines++;
      return;
    }
    let lineWidth = 0;
    let lineHeight = 0;
    let pendingSpace = 0;
    let started = false;
    const close = (): void => {
      height += lineHeight * factor;
      widest = Math.max(widest, lineWidth + paragraph.indentPt);
      lines++;
    };
    for (const token of list) {
      const fits = lineWidth + pendingSpace + token.width <= available + 0.01;
      if (started && (token.breakBefore || (wrap && !fits))) {
        close();
        lineWidth = 0;
        lineHeight = 0;
        pendingSpace = 0;
      }
      lineWidth += (lineWidth > 0 ? pendingSpace : 0) + token.width;
      pendingSpace = token.space;
      lineHeight = Math.max(lineHeight, token.lineHeight);
      started = true;
    }
    close();
  });
  return { height, widest, lines };
}
