/**
 * A list with room to spare on a revamped content slide spreads down its area (issue #35: body text stayed small at
 * the top of a half-empty slide): the gaps between its items grow until the text takes SPREAD_SHARE of the area's
 * height, before a point to at most SPREAD_LINES of its largest type and before a sub-point in the proportion
 * list-gaps.ts keeps (sub-points stay closer under their point), never less than they had — as Create spreads its
 * lists (generation/slide-fit.ts). The share leaves room for LibreOffice's and PowerPoint's line breaks to differ
 * from the measure, so neither's autofit shrinks the text.
 */
import type { FontMeasure } from '../lib/fonts/font-measure';
import { NS } from '../lib/pptx/ooxml-constants';
import { childElements, type Element } from '../lib/pptx/xml-dom';
import { fits, type MeasuredParagraph } from '../templates/text-layout';
import { gapKinds, gapsOf, largestSize, POINT_GAP, SUB_GAP } from './list-gaps';
import { frameFor, setSpacing, shapeParagraphs, withoutTrailingEmpty, type TextContext } from './shape-text';

const SPREAD_SHARE = 0.85;
const SPREAD_LINES = 0.75;

/** Spreads the paragraphs of a text body over a `width` × `height` frame (EMU). */
export function spreadParagraphs(measure: FontMeasure, txBody: Element, ctx: TextContext, width: number, height: number): void {
  const elements = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  const paragraphs = withoutTrailingEmpty(shapeParagraphs(txBody, ctx));
  const frame = frameFor(txBody, width, height);
  if (!frame || paragraphs.length < 2 || paragraphs.length > elements.length) return;
  const target = { ...frame, heightPt: frame.heightPt * SPREAD_SHARE };
  const kinds = gapKinds(paragraphs);
  if (!kinds.some((kind) => kind !== null)) return;
  const gaps = gapsOf(paragraphs);
  const size = Math.max(...paragraphs.map(largestSize), 0);
  // The gap `space` asks before each paragraph (a point's; a sub-point's in proportion), in points.
  const wanted = (space: number): number[] =>
    kinds.map((kind) => (kind === 'point' ? space : kind === 'sub' ? (space * SUB_GAP) / POINT_GAP : 0));
  const spaced = (space: number): MeasuredParagraph[] => {
    const want = wanted(space);
    return paragraphs.map((p, i) => {
      const extra = Math.max(0, want[i]! - gaps[i]!);
      return extra > 0 ? { ...p, spaceBeforePt: (p.spaceBeforePt ?? 0) + extra } : p;
    });
  };
  if (!fits(measure, paragraphs, target)) return;
  let low = 0;
  let high = size * SPREAD_LINES;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    if (fits(measure, spaced(mid), target)) low = mid;
    else high = mid;
  }
  spaced(Math.floor(low)).forEach((p, i) => {
    const before = p.spaceBeforePt ?? 0;
    if (i === 0 || before <= (paragraphs[i]!.spaceBeforePt ?? 0) + 1) return;
    setSpacing(elements[i]!, 'spcBef', Math.floor(before));
  });
}
