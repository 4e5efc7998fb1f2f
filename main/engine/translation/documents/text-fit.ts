/**
 * Keeping translated text inside its shape, the way a person would fix it by hand. Translations often run longer
 * than the source (English → Spanish or German by 15–35 %). The text is laid out with the real fonts' metrics
 * (lib/fonts/text-flow.ts) before and after; when the translation needs more height than the shape (or than the source
 * already took), the shape first uses its free room (it grows into empty space below or above it, within the
 * slide), then its line spacing is reduced, then its text is shrunk evenly, never below a floor: a title keeps 70 %
 * of its size, body text stays at 10 pt or more (unless the source was smaller). The result is written into the
 * runs' sizes and the paragraphs' spacing (run-sizes.ts), never as an autofit hint: LibreOffice re-fits a
 * `normAutofit` shape its own way (a `wrap="none"` one until its widest line fits, to a third of its size), so only
 * written sizes look the same in every renderer (docs/pptx-format.md, "Text fit"). What still does not fit at the
 * floor is reported.
 */
import type { FontRef, TextMeasure } from '../../lib/fonts/text-measure';
import { flowHeight, type FlowParagraph, type FlowRun } from '../../lib/fonts/text-flow';
import { NS } from '../../lib/pptx/ooxml-constants';
import { childElement, childElements, type Element } from '../../lib/pptx/xml-dom';
import { levelStyle, levelStyles, type LevelStyle, type ThemeFonts } from './placeholder-geometry';

export const EMU_PER_POINT = 12700;
/** Titles keep at least this share of their size (PowerPoint's own autofit rarely goes further). */
export const TITLE_MIN_SCALE = 0.7;
/** Body text is not shrunk below this size (points) unless the source was already smaller. */
export const READABLE_FLOOR_PT = 10;
/** Nor below this share of its size, however large it was. */
export const BODY_MIN_SCALE = 0.55;
const SPACING_STEPS = [0, 0.1, 0.2];
/** Text measured this close to the box counts as fitting (kerning, rounding). */
const SLACK = 1.02;

export interface TextStyleDefaults {
  sizePt: number;
  /** The master's list levels (sizes, indents, spacing) for paragraphs and runs that do not say. */
  levels?: LevelStyle[];
  /** The theme's fonts, for `+mj-lt` / `+mn-lt` and runs that name none. */
  fonts: ThemeFonts;
  title: boolean;
}

function fontOf(rPr: Element | undefined, defaults: TextStyleDefaults): FontRef {
  const latin = rPr ? childElement(rPr, NS.a, 'latin')?.getAttribute('typeface') : undefined;
  const theme = defaults.title ? defaults.fonts.major : defaults.fonts.minor;
  const family = !latin ? theme : latin.startsWith('+mj') ? defaults.fonts.major : latin.startsWith('+mn') ? defaults.fonts.minor : latin;
  const b = rPr?.getAttribute('b');
  return { family, bold: b === '1' || b === 'true' };
}

export function sizeOf(rPr: Element | undefined, fallback: number): number {
  const sz = Number(rPr?.getAttribute('sz'));
  return sz > 0 ? sz / 100 : fallback;
}

export function spacingPt(value: LevelStyle['spaceBefore'], sizePt: number): number {
  if (!value) return 0;
  return 'pt' in value ? value.pt : value.pct * sizePt * 1.2;
}

/** A level's style with the shape's own list style (`a:lstStyle`) over the master's, and the paragraph's over both. */
function merge(...styles: (LevelStyle | undefined)[]): LevelStyle {
  const out: LevelStyle = { sizePt: null, indentPt: 0, spaceBefore: null, spaceAfter: null, lineSpacing: null };
  for (const style of styles) {
    if (!style) continue;
    out.sizePt = style.sizePt ?? out.sizePt;
    out.indentPt = style.indentPt || out.indentPt;
    out.spaceBefore = style.spaceBefore ?? out.spaceBefore;
    out.spaceAfter = style.spaceAfter ?? out.spaceAfter;
    out.lineSpacing = style.lineSpacing ?? out.lineSpacing;
  }
  return out;
}

export interface ParagraphStyle {
  p: Element;
  /** The paragraph's level style: the master's, the shape's list style and its own `a:pPr`. */
  level: LevelStyle;
  /** The size of runs that give none, in points. */
  sizePt: number;
}

/** Each paragraph of a text body with the style its runs inherit. */
export function paragraphStyles(txBody: Element, defaults: TextStyleDefaults): ParagraphStyle[] {
  const own = levelStyles(childElement(txBody, NS.a, 'lstStyle'));
  const out: ParagraphStyle[] = [];
  for (const p of childElements(txBody)) {
    if (p.localName !== 'p' || p.namespaceURI !== NS.a) continue;
    const pPr = childElement(p, NS.a, 'pPr');
    const lvl = Math.min(8, Math.max(0, Number(pPr?.getAttribute('lvl')) || 0));
    const level = merge(defaults.levels?.[lvl], own[lvl], pPr ? levelStyle(pPr) : undefined);
    out.push({ p, level, sizePt: level.sizePt ?? defaults.sizePt });
  }
  return out;
}

/** A DrawingML text body as paragraphs to lay out. */
export function readFlow(txBody: Element, defaults: TextStyleDefaults): FlowParagraph[] {
  const paragraphs: FlowParagraph[] = [];
  for (const { p, level, sizePt: size } of paragraphStyles(txBody, defaults)) {
    const runs: FlowRun[] = [];
    for (const child of childElements(p)) {
      const rPr = childElement(child, NS.a, 'rPr');
      if (child.localName === 'br') runs.push({ text: '\n', font: fontOf(rPr, defaults), sizePt: sizeOf(rPr, size) });
      else if (child.localName === 'r' || child.localName === 'fld') {
        const text = childElement(child, NS.a, 't')?.textContent ?? '';
        if (text) runs.push({ text, font: fontOf(rPr, defaults), sizePt: sizeOf(rPr, size) });
      }
    }
    const endSize = sizeOf(childElement(p, NS.a, 'endParaRPr'), runs[0]?.sizePt ?? size);
    paragraphs.push({
      runs,
      emptySizePt: endSize,
      spaceBeforePt: spacingPt(level.spaceBefore, endSize),
      spaceAfterPt: spacingPt(level.spaceAfter, endSize),
      lineSpacing: level.lineSpacing ?? 1,
      indentPt: level.indentPt,
    });
  }
  return paragraphs;
}

/** The fonts a body uses, to load before measuring. */
export function fontsOf(paragraphs: readonly FlowParagraph[]): FontRef[] {
  return paragraphs.flatMap((p) => p.runs.map((run) => run.font));
}

export function smallestSize(paragraphs: readonly FlowParagraph[]): number {
  const sizes = paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt));
  return sizes.length > 0 ? Math.min(...sizes) : Infinity;
}

export interface FitInput {
  before: FlowParagraph[];
  after: FlowParagraph[];
  /** Text area (the shape less its insets), in points. */
  widthPt: number;
  heightPt: number;
  wrap: boolean;
  /** The source's `fontScale` (1 without). */
  currentScale: number;
  title: boolean;
  /** Empty space the shape may grow into, in points. */
  roomAbove: number;
  roomBelow: number;
  /** Where the text sits in the shape (`t`, `ctr`, `b`): which way the shape grows. */
  anchor: string;
  /** How much taller the renderer set this text than the measure says (a render showed it); default 1. */
  heightFactor?: number;
  /** The box is what a render showed the text really has: the source's own overflow earns no extra height. */
  strictBox?: boolean;
}

export interface FitPlan {
  fontScale: number;
  lnSpcReduction: number;
  /** Points the shape grows by above and below. */
  growTop: number;
  growBottom: number;
  /** False when even the floor and all the room leave the text overflowing. */
  fits: boolean;
}

/** The smallest scale allowed: 70 % for titles, the readable floor (and BODY_MIN_SCALE) for the rest. */
export function minimumScale(input: Pick<FitInput, 'before' | 'currentScale' | 'title'>): number {
  if (input.title) return input.currentScale * TITLE_MIN_SCALE;
  const smallest = smallestSize(input.before) * input.currentScale;
  if (!Number.isFinite(smallest) || smallest <= READABLE_FLOOR_PT) return input.currentScale;
  return Math.max(input.currentScale * BODY_MIN_SCALE, (input.currentScale * READABLE_FLOOR_PT) / smallest);
}

function growth(need: number, input: FitInput): { top: number; bottom: number } | null {
  const extra = need - input.heightPt;
  if (extra <= 0) return { top: 0, bottom: 0 };
  if (input.anchor === 'b') return extra <= input.roomAbove ? { top: extra, bottom: 0 } : null;
  if (input.anchor === 'ctr') {
    const half = extra / 2;
    if (half <= input.roomAbove && half <= input.roomBelow) return { top: half, bottom: half };
  }
  if (extra <= input.roomBelow) return { top: 0, bottom: extra };
  if (extra <= input.roomBelow + input.roomAbove) return { top: extra - input.roomBelow, bottom: input.roomBelow };
  return null;
}

/**
 * How to fit the translation: null when it fits as it is. Free room first (growing the shape), then reduced line
 * spacing, then an even shrink in 2.5 % steps down to the floor.
 */
export function planFit(input: FitInput, measure: TextMeasure): FitPlan | null {
  const scale0 = input.currentScale;
  const source = flowHeight(input.before, input.widthPt, measure, scale0, 0, input.wrap);
  // A source that already overflowed its shape may overflow as much: the translation is held to the same.
  const budget = input.strictBox ? input.heightPt : Math.max(input.heightPt, source.height);
  // Wrapped text is as wide as its box unless a word is wider: then it breaks inside the word, so that counts too.
  const widthBudget = Math.max(input.widthPt, source.widest);
  const layout = (scale: number, reduction: number): { height: number; wide: boolean } => {
    const flow = flowHeight(input.after, input.widthPt, measure, scale, reduction, input.wrap);
    return { height: flow.height * (input.heightFactor ?? 1), wide: flow.widest > widthBudget * SLACK + 1 };
  };
  const plain = layout(scale0, 0);
  if (plain.height <= budget * SLACK && !plain.wide) return null;
  const base = { ...input, heightPt: budget };
  // Rounded up, so the floor itself is never crossed by a rounding.
  const floor = Math.ceil(minimumScale(input) * 1000) / 1000;
  const steps: number[] = [];
  for (let s = scale0; s >= floor; s = Math.round((s - 0.025) * 1000) / 1000) steps.push(s);
  if (steps[steps.length - 1] !== floor) steps.push(floor);
  for (const scale of steps) {
    for (const reduction of SPACING_STEPS) {
      const result = layout(scale, reduction);
      if (result.wide) continue;
      // Grown a little past the measure: the renderer's line heights may differ by a point or so.
      const grow = growth(result.height * SLACK + 1, base) ?? growth(result.height, base);
      if (grow) return { fontScale: scale, lnSpcReduction: reduction, growTop: grow.top, growBottom: grow.bottom, fits: true };
    }
  }
  const last = steps[steps.length - 1] ?? scale0;
  return { fontScale: last, lnSpcReduction: 0.2, growTop: input.roomAbove, growBottom: input.roomBelow, fits: false };
}

/** The `a:normAutofit@fontScale` of a body (1 without). */
export function currentScale(bodyPr: Element | undefined): number {
  const autofit = bodyPr ? childElement(bodyPr, NS.a, 'normAutofit') : undefined;
  const raw = autofit?.getAttribute('fontScale');
  if (!raw) return 1;
  const value = raw.endsWith('%') ? Number(raw.slice(0, -1)) / 100 : Number(raw) / 100000;
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The text area of a shape (its frame less the body's insets), in points. */
export function textArea(bodyPr: Element | undefined, cx: number, cy: number): { widthPt: number; heightPt: number } {
  const inset = (name: string, fallback: number): number => {
    const value = Number(bodyPr?.getAttribute(name));
    return bodyPr?.hasAttribute(name) && Number.isFinite(value) ? value : fallback;
  };
  return {
    widthPt: Math.max(1, (cx - inset('lIns', 91440) - inset('rIns', 91440)) / EMU_PER_POINT),
    heightPt: Math.max(1, (cy - inset('tIns', 45720) - inset('bIns', 45720)) / EMU_PER_POINT),
  };
}
