/**
 * How a restyled text fits a frame, and the writing of that fit (slide-arrange.ts places the frames). A text fits as
 * it is if it can; else with its spacing tightened in steps (TIGHTNESS); else with smaller type, down to its least
 * scale. A list (`airy`) keeps visible space between its items while doing so (list-gaps.ts): spacing is taken away
 * only down to that, its line spacing stays, and only then does its type shrink; a list that still does not fit
 * continues on another slide. Empty paragraphs at its end do not count.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { childElements, type Element } from '../lib/pptx/xml-dom';
import type { TextStyle } from '../templates/layout-specs';
import { fits, paragraphsThatFit, type MeasuredParagraph } from '../templates/text-layout';
import { gapFloors } from './list-gaps';
import {
  clearAutofitScale,
  frameFor,
  scaleText,
  shapeParagraphs,
  smallestSize,
  spaced,
  tightenSpacing,
  TIGHTNESS,
  withoutTrailingEmpty,
  type TextContext,
} from './shape-text';
import type { ArrangeContext } from './slide-arrange';
import type { TextFit } from './slide-placement';

/** The least size body text shrinks to, whatever its scale allows (unless it was smaller). */
export const FLOOR_PT = 12;
/** Growing and shrinking step, as a share of the type size. */
const STEP = 0.025;
/** A short body grows by at most this factor. */
const MAX_GROWTH = 1.5;

/**
 * How a text fits a frame: at a font scale, with its spacing as it is (0) or tightened (steps of TIGHTNESS), and for
 * a list the least gap before each paragraph at that scale (points).
 */
export interface FitChoice {
  scale: number;
  tight: number;
  floors?: readonly number[];
}

export interface BodyFit extends TextFit {
  min: number;
  choiceIn(width: number, height: number): FitChoice | null;
  /**
   * The largest scale ≥ 1 at which the text, its largest type at most `capPt`, fits a frame of this size (with a
   * list's least gaps at that scale).
   */
  growIn(width: number, height: number, capPt: number): FitChoice;
  /** The tightest spacing with the type at `scale`: what a text that fits nowhere is given. */
  tightestAt(scale: number): FitChoice;
}

export function textContext(ctx: ArrangeContext, style: TextStyle | null): TextContext {
  return { style, fonts: ctx.fonts, defaultSizes: ctx.defaultSizes };
}

/**
 * How a text body fits frames of any size, given the smallest scale it may shrink to (never under FLOOR_PT unless it
 * was smaller); `airy` keeps a list's items apart (list-gaps.ts).
 */
export function textFit(ctx: ArrangeContext, txBody: Element, style: TextStyle | null, minScale: number, airy = false): BodyFit {
  const paragraphs = withoutTrailingEmpty(shapeParagraphs(txBody, textContext(ctx, style)));
  const floorsAt = (scale: number): number[] | undefined => (airy ? gapFloors(paragraphs, scale) : undefined);
  const at = (step: number, scale: number): { list: MeasuredParagraph[]; choice: FitChoice } => {
    const floors = floorsAt(scale);
    return {
      list: spaced(paragraphs, { step, ...(floors ? { floors } : {}) }),
      choice: { scale, tight: step, ...(floors ? { floors } : {}) },
    };
  };
  const tightest = TIGHTNESS.length - 1;
  const min = Math.min(1, Math.max(minScale, FLOOR_PT / smallestSize(paragraphs)));
  const choiceIn = (width: number, height: number): FitChoice | null => {
    const frame = frameFor(txBody, width, height);
    if (!frame) return { scale: 1, tight: 0 };
    for (let step = 0; step <= tightest; step++) {
      const { list, choice } = at(step, 1);
      if (fits(ctx.measure, list, frame)) return choice;
    }
    for (let scale = 1 - STEP; scale >= min - 1e-9; scale -= STEP) {
      const { list, choice } = at(tightest, Math.round(scale * 1000) / 1000);
      if (fits(ctx.measure, list, frame, choice.scale)) return choice;
    }
    return null;
  };
  const largest = Math.max(...paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt)), 1);
  const growIn = (width: number, height: number, capPt: number): FitChoice => {
    const frame = frameFor(txBody, width, height);
    const most = Math.min(MAX_GROWTH, capPt / largest);
    if (frame && most > 1) {
      for (let scale = most; scale > 1.001; scale -= 2 * STEP) {
        const { list, choice } = at(0, Math.round(scale * 1000) / 1000);
        if (fits(ctx.measure, list, frame, choice.scale)) return choice;
      }
    }
    return at(0, 1).choice;
  };
  return {
    min,
    choiceIn,
    growIn,
    tightestAt: (scale) => at(tightest, scale).choice,
    scaleIn(width, height) {
      const choice = choiceIn(width, height);
      // Tighter spacing ranks just below the same size with more space.
      return choice ? choice.scale * (1 - 0.005 * choice.tight) : null;
    },
    paragraphsIn(width, height) {
      const frame = frameFor(txBody, width, height);
      return frame ? paragraphsThatFit(ctx.measure, at(tightest, 1).list, frame) : paragraphs.length;
    },
  };
}

export function applyFit(ctx: ArrangeContext, txBody: Element, style: TextStyle | null, choice: FitChoice): void {
  if (choice.tight > 0 || choice.floors) {
    tightenSpacing(txBody, textContext(ctx, style), { step: choice.tight, ...(choice.floors ? { floors: choice.floors } : {}) });
  }
  if (choice.scale < 0.999 || choice.scale > 1.001) scaleText(txBody, textContext(ctx, style), choice.scale);
  else clearAutofitScale(txBody);
}

/** Drops the empty paragraphs a body opens with: they only push it down (a blank line the old layout needed). */
export function dropLeadingEmpty(txBody: Element): void {
  const paragraphs = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  for (const paragraph of paragraphs.slice(0, -1)) {
    if (childElements(paragraph).some((el) => el.localName === 'r' || el.localName === 'fld' || el.localName === 'br')) return;
    txBody.removeChild(paragraph);
  }
}

function isBlank(paragraph: Element): boolean {
  const children = childElements(paragraph);
  if (children.some((el) => el.localName === 'fld' || el.localName === 'br')) return false;
  return children.filter((el) => el.localName === 'r').every((run) => (run.textContent ?? '').trim() === '');
}

/**
 * A list double-spaced with blank lines (one blank paragraph between every two of three or more items: aptia
 * slide 4) loses them, and its own gaps space it (list-gaps.ts, body-spread.ts): a blank line costs a line of the
 * type at every size, so the list could not grow to fill its area and came out smaller than its source (blind pair
 * 13, "B's small text"). Blank lines that group items (not one between every two) stay.
 */
export function blankLinesToGaps(txBody: Element): void {
  const paragraphs = childElements(txBody).filter((el) => el.namespaceURI === NS.a && el.localName === 'p');
  const blank = paragraphs.map(isBlank);
  const first = blank.indexOf(false);
  const last = blank.lastIndexOf(false);
  const runs: number[] = [];
  let run = 0;
  for (let i = first + 1; first >= 0 && i <= last; i++) {
    if (blank[i]) run++;
    else {
      runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 2 || runs.some((n) => n !== 1)) return;
  for (let i = first + 1; i < last; i++) if (blank[i]) txBody.removeChild(paragraphs[i]!);
}
