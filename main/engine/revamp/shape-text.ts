/**
 * A restyled shape's text as it will be drawn on the design, for measuring (templates/text-layout.ts), and the
 * writing of a font scale into it. A run's size, weight and font come from the run itself, else the shape's own
 * list style, else what the shape inherits on the new design: the layout placeholder's style (title 40 pt, body
 * levels 24–16 pt …) or, for a text box, the presentation's default text style. Theme font references (+mj-lt,
 * +mn-lt) mean the design's fonts.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { childElement, childElements, createElement, ownerDocument, type Element } from '../lib/pptx/xml-dom';
import { BODY_LEVELS, EMU_PER_POINT, type TextStyle } from '../templates/layout-specs';
import { DEFAULT_INSETS, type MeasuredParagraph, type TextFrame } from '../templates/text-layout';

export interface TextContext {
  /** The style the shape inherits on the new layout; null for a text box (not a placeholder). */
  style: TextStyle | null;
  fonts: { heading: string; body: string };
  /** Size of text boxes' text where nothing else says (the presentation's default text style), per level. */
  defaultSizes: readonly number[];
}

interface Level {
  sizePt?: number;
  bold?: boolean;
  italic?: boolean;
  typeface?: string;
  marginPt?: number;
  lineSpacing?: { factor: number } | { points: number };
  spaceBeforePt?: number;
  spaceAfterPt?: number;
}

const A = NS.a;

function number(el: Element | undefined, name: string): number | undefined {
  const raw = el?.getAttribute(name);
  return raw && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

function spacing(el: Element | undefined, sizePt: number | undefined): number | undefined {
  if (!el) return undefined;
  const points = number(childElement(el, A, 'spcPts'), 'val');
  if (points !== undefined) return points / 100;
  const percent = number(childElement(el, A, 'spcPct'), 'val');
  return percent !== undefined ? (percent / 100000) * (sizePt ?? 18) : undefined;
}

/** What a run properties element (rPr, defRPr, endParaRPr) states. */
function runProps(rPr: Element | undefined): Level {
  if (!rPr) return {};
  const size = number(rPr, 'sz');
  const bold = rPr.getAttribute('b');
  const italic = rPr.getAttribute('i');
  const typeface = childElement(rPr, A, 'latin')?.getAttribute('typeface') || undefined;
  return {
    ...(size !== undefined ? { sizePt: size / 100 } : {}),
    ...(bold ? { bold: bold === '1' || bold === 'true' } : {}),
    ...(italic ? { italic: italic === '1' || italic === 'true' } : {}),
    ...(typeface ? { typeface } : {}),
  };
}

/** What a paragraph properties element (pPr, lvlNpPr) states. */
function paragraphProps(pPr: Element | undefined, sizePt: number | undefined): Level {
  if (!pPr) return {};
  const marL = number(pPr, 'marL');
  const lnSpc = childElement(pPr, A, 'lnSpc');
  const lnPct = number(lnSpc ? childElement(lnSpc, A, 'spcPct') : undefined, 'val');
  const lnPts = number(lnSpc ? childElement(lnSpc, A, 'spcPts') : undefined, 'val');
  const before = spacing(childElement(pPr, A, 'spcBef'), sizePt);
  const after = spacing(childElement(pPr, A, 'spcAft'), sizePt);
  return {
    ...runProps(childElement(pPr, A, 'defRPr')),
    ...(marL !== undefined ? { marginPt: marL / EMU_PER_POINT } : {}),
    ...(lnPct !== undefined
      ? { lineSpacing: { factor: lnPct / 100000 } }
      : lnPts !== undefined
        ? { lineSpacing: { points: lnPts / 100 } }
        : {}),
    ...(before !== undefined ? { spaceBeforePt: before } : {}),
    ...(after !== undefined ? { spaceAfterPt: after } : {}),
  };
}

/** What the new design gives a paragraph of `level` in this shape. */
function inherited(ctx: TextContext, level: number): Level {
  const style = ctx.style;
  if (!style) return { sizePt: ctx.defaultSizes[level] ?? ctx.defaultSizes[0] ?? 18, marginPt: 0, lineSpacing: { factor: 1 } };
  const step = BODY_LEVELS[Math.min(4, level)]!;
  return {
    sizePt: style.bullets ? (step.sizePt * style.sizePt) / BODY_LEVELS[0]!.sizePt : style.sizePt,
    bold: style.bold ?? false,
    italic: style.italic ?? false,
    typeface: style.heading ? '+mj-lt' : '+mn-lt',
    marginPt: style.bullets ? step.marginPt : 0,
    lineSpacing: { factor: style.lineSpacing ?? 1 },
    spaceBeforePt: style.spaceBeforePt ?? 0,
  };
}

function defined(level: Level): Level {
  return Object.fromEntries(Object.entries(level).filter(([, value]) => value !== undefined));
}

function familyOf(typeface: string | undefined, ctx: TextContext): string {
  if (!typeface || typeface.startsWith('+mn')) return ctx.fonts.body;
  if (typeface.startsWith('+mj')) return ctx.fonts.heading;
  return typeface;
}

function levelOf(paragraph: Element): number {
  return Math.min(8, Math.max(0, number(childElement(paragraph, A, 'pPr'), 'lvl') ?? 0));
}

/** The effective paragraph and default run properties of each paragraph of a text body. */
function paragraphLevels(txBody: Element, ctx: TextContext): { paragraph: Element; level: Level }[] {
  const lstStyle = childElement(txBody, A, 'lstStyle');
  return childElementsNamed(txBody, 'p').map((paragraph) => {
    const lvl = levelOf(paragraph);
    const base = inherited(ctx, lvl);
    const list = lstStyle ? childElement(lstStyle, A, `lvl${lvl + 1}pPr`) : undefined;
    const fromList = defined(paragraphProps(list, base.sizePt));
    const own = defined(paragraphProps(childElement(paragraph, A, 'pPr'), fromList.sizePt ?? base.sizePt));
    return { paragraph, level: { ...base, ...fromList, ...own } };
  });
}

function childElementsNamed(parent: Element, localName: string): Element[] {
  return childElements(parent).filter((el) => el.namespaceURI === A && el.localName === localName);
}

/** The runs of a paragraph (text runs, fields and line breaks) with their properties element. */
function runElements(paragraph: Element): { el: Element; text: string; rPr: Element | undefined }[] {
  return childElements(paragraph)
    .filter((el) => el.namespaceURI === A && (el.localName === 'r' || el.localName === 'fld' || el.localName === 'br'))
    .map((el) => ({
      el,
      text: el.localName === 'br' ? '\n' : (childElement(el, A, 't')?.textContent ?? ''),
      rPr: childElement(el, A, 'rPr'),
    }));
}

/** The paragraphs to measure. */
export function shapeParagraphs(txBody: Element, ctx: TextContext): MeasuredParagraph[] {
  return paragraphLevels(txBody, ctx).map(({ paragraph, level }) => {
    const runs = runElements(paragraph).map((run) => {
      const props = { ...level, ...defined(runProps(run.rPr)) };
      return {
        text: run.text,
        font: { family: familyOf(props.typeface, ctx), bold: props.bold ?? false, italic: props.italic ?? false },
        sizePt: props.sizePt ?? 18,
      };
    });
    // An empty paragraph is as tall as its end-of-paragraph size.
    const end = { ...level, ...defined(runProps(childElement(paragraph, A, 'endParaRPr'))) };
    return {
      runs: runs.length > 0 ? runs : [{ text: '', font: { family: familyOf(end.typeface, ctx) }, sizePt: end.sizePt ?? 18 }],
      indentPt: level.marginPt ?? 0,
      level: levelOf(paragraph),
      ...(level.lineSpacing ? { lineSpacing: level.lineSpacing } : {}),
      spaceBeforePt: level.spaceBeforePt ?? 0,
      spaceAfterPt: level.spaceAfterPt ?? 0,
    };
  });
}

/** The paragraphs without the empty ones at the end, which show nothing (a fitted body need not make room for them). */
export function withoutTrailingEmpty(paragraphs: readonly MeasuredParagraph[]): MeasuredParagraph[] {
  let end = paragraphs.length;
  while (end > 1 && paragraphs[end - 1]!.runs.every((run) => run.text.trim() === '')) end--;
  return paragraphs.slice(0, end);
}

/** Steps of tighter spacing: the share of the space between paragraphs kept, and the most line spacing kept. */
export const TIGHTNESS = [
  { spacing: 1, lines: Infinity },
  { spacing: 0.6, lines: Infinity },
  { spacing: 0.35, lines: 0.95 },
  { spacing: 0.2, lines: 0.9 },
] as const;

/** How a text's spacing is written: a step of TIGHTNESS, and for a list the least gap before each paragraph. */
export interface Spacing {
  step: number;
  /**
   * Least space between each paragraph and the one before, in points (list-gaps.ts): what the step takes away stops
   * there, and the line spacing is kept as it is (tight lines were what made the lists look crammed).
   */
  floors?: readonly number[];
}

/** The paragraphs with the spacing `spacing` gives them. */
export function spaced(paragraphs: readonly MeasuredParagraph[], spacing: Spacing): MeasuredParagraph[] {
  const tight = TIGHTNESS[spacing.step]!;
  const floors = spacing.floors;
  return paragraphs.map((paragraph, i) => {
    const lines = paragraph.lineSpacing;
    const after = (paragraph.spaceAfterPt ?? 0) * tight.spacing;
    let before = (paragraph.spaceBeforePt ?? 0) * tight.spacing;
    if (floors && i > 0) before = Math.max(before, (floors[i] ?? 0) - (paragraphs[i - 1]!.spaceAfterPt ?? 0) * tight.spacing);
    return {
      ...paragraph,
      spaceBeforePt: before,
      spaceAfterPt: after,
      lineSpacing:
        lines && 'points' in lines ? lines : { factor: floors ? (lines?.factor ?? 1) : Math.min(lines?.factor ?? 1, tight.lines) },
    };
  });
}

function spacingElement(paragraph: Element, name: string, child: string, value: number): Element {
  const el = createElement(ownerDocument(paragraph), A, name, 'a');
  const inner = createElement(ownerDocument(paragraph), A, child, 'a');
  inner.setAttribute('val', String(Math.round(value)));
  el.appendChild(inner);
  return el;
}

const SPACINGS = ['lnSpc', 'spcBef', 'spcAft'] as const;

/**
 * Sets one of a paragraph's spacings in points (`spcPts`, value in points) in its place: a:pPr holds lnSpc, spcBef and
 * spcAft first, in that order (DrawingML's CT_TextParagraphProperties).
 */
export function setSpacing(paragraph: Element, name: (typeof SPACINGS)[number], points: number): void {
  let pPr = childElement(paragraph, A, 'pPr');
  if (!pPr) {
    pPr = createElement(ownerDocument(paragraph), A, 'pPr', 'a');
    paragraph.insertBefore(pPr, paragraph.firstChild);
  }
  const old = childElement(pPr, A, name);
  if (old) pPr.removeChild(old);
  const prior = SPACINGS.slice(0, SPACINGS.indexOf(name))
    .map((before) => childElement(pPr, A, before))
    .filter((el) => el !== undefined)
    .pop();
  pPr.insertBefore(spacingElement(paragraph, name, 'spcPts', Math.max(0, points) * 100), prior ? prior.nextSibling : pPr.firstChild);
}

/** Writes `spacing` (as `spaced` measures it) into each paragraph of the text body whose spacing it changes. */
export function tightenSpacing(txBody: Element, ctx: TextContext, spacing: Spacing): void {
  const elements = childElementsNamed(txBody, 'p');
  const paragraphs = shapeParagraphs(txBody, ctx);
  const same = (a: MeasuredParagraph, b: MeasuredParagraph): boolean =>
    a.spaceBeforePt === b.spaceBeforePt &&
    a.spaceAfterPt === b.spaceAfterPt &&
    JSON.stringify(a.lineSpacing) === JSON.stringify(b.lineSpacing);
  spaced(paragraphs, spacing).forEach((measured, i) => {
    const paragraph = elements[i]!;
    if (same(measured, paragraphs[i]!)) return;
    let pPr = childElement(paragraph, A, 'pPr');
    if (!pPr) {
      pPr = createElement(ownerDocument(paragraph), A, 'pPr', 'a');
      paragraph.insertBefore(pPr, paragraph.firstChild);
    }
    for (const name of ['lnSpc', 'spcBef', 'spcAft']) {
      const old = childElement(pPr, A, name);
      if (old) pPr.removeChild(old);
    }
    const lines = measured.lineSpacing;
    const items = [
      lines && 'points' in lines
        ? spacingElement(paragraph, 'lnSpc', 'spcPts', lines.points * 100)
        : spacingElement(paragraph, 'lnSpc', 'spcPct', (lines?.factor ?? 1) * 100000),
      spacingElement(paragraph, 'spcBef', 'spcPts', (measured.spaceBeforePt ?? 0) * 100),
      spacingElement(paragraph, 'spcAft', 'spcPts', (measured.spaceAfterPt ?? 0) * 100),
    ];
    for (const item of items.reverse()) pPr.insertBefore(item, pPr.firstChild);
  });
}

/** Drops line breaks that end a text body: they only add an empty line (a title's would lift it off its accent). */
export function dropTrailingBreaks(txBody: Element): void {
  const last = childElementsNamed(txBody, 'p').pop();
  if (!last) return;
  for (let node = last.lastChild; node;) {
    const previous = node.previousSibling;
    const el = node as Element;
    const empty = el.localName === 'r' && (childElement(el, A, 't')?.textContent ?? '') === '';
    if (el.namespaceURI === A && (el.localName === 'br' || empty)) last.removeChild(node);
    else if (el.nodeType === 1 && el.localName !== 'endParaRPr') break;
    node = previous;
  }
}

/** The smallest font size in the text body, in points. */
export function smallestSize(paragraphs: readonly MeasuredParagraph[]): number {
  const sizes = paragraphs.flatMap((p) => p.runs.filter((run) => run.text.trim()).map((run) => run.sizePt));
  return sizes.length > 0 ? Math.min(...sizes) : 18;
}

/** A text frame of `box` size (EMU) with the shape's insets; null when its text does not wrap or runs vertically. */
export function frameFor(txBody: Element, width: number, height: number): TextFrame | null {
  const bodyPr = childElement(txBody, A, 'bodyPr');
  if (bodyPr?.getAttribute('wrap') === 'none' || (bodyPr?.getAttribute('vert') ?? 'horz') !== 'horz') return null;
  const inset = (name: string, fallback: number): number => {
    const value = number(bodyPr, name);
    return value !== undefined ? value / EMU_PER_POINT : fallback;
  };
  const [l, t, r, b] = DEFAULT_INSETS;
  return {
    widthPt: width / EMU_PER_POINT,
    heightPt: height / EMU_PER_POINT,
    insets: [inset('lIns', l), inset('tIns', t), inset('rIns', r), inset('bIns', b)],
  };
}

function setSize(rPr: Element, sizePt: number): void {
  rPr.setAttribute('sz', String(Math.max(100, Math.round(sizePt * 2) * 50)));
}

function ensureRPr(run: Element, name = 'rPr'): Element {
  let rPr = childElement(run, A, name);
  if (!rPr) {
    rPr = createElement(ownerDocument(run), A, name, 'a');
    run.insertBefore(rPr, run.firstChild);
  }
  return rPr;
}

/**
 * Writes every run's size at `scale` of what it is now, explicitly (so the text keeps that size whatever the
 * layout says), and drops a stale autofit scale: the size written is the size shown.
 */
export function scaleText(txBody: Element, ctx: TextContext, scale: number): void {
  for (const { paragraph, level } of paragraphLevels(txBody, ctx)) {
    for (const run of runElements(paragraph)) {
      if (run.el.localName === 'br') continue;
      const size = runProps(run.rPr).sizePt ?? level.sizePt ?? 18;
      setSize(ensureRPr(run.el), size * scale);
    }
    // Exact line heights shrink with the type (text-layout.ts measures them so).
    const lines = level.lineSpacing;
    if (lines && 'points' in lines && scale !== 1) setSpacing(paragraph, 'lnSpc', lines.points * scale);
    const end = childElement(paragraph, A, 'endParaRPr');
    const size = runProps(end).sizePt ?? level.sizePt ?? 18;
    if (end || scale !== 1) {
      const el = end ?? createElement(ownerDocument(paragraph), A, 'endParaRPr', 'a');
      if (!end) paragraph.appendChild(el);
      setSize(el, size * scale);
    }
  }
  clearAutofitScale(txBody);
}

/** A source's `normAutofit fontScale` was PowerPoint's fit in the old box; the text is fitted anew. */
export function clearAutofitScale(txBody: Element): void {
  const fit = childElement(childElement(txBody, A, 'bodyPr') ?? txBody, A, 'normAutofit');
  fit?.removeAttribute('fontScale');
  fit?.removeAttribute('lnSpcReduction');
}
