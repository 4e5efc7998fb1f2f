/**
 * An outline slide's text as the slide will draw it, for measuring (templates/text-layout.ts): each text area's
 * paragraphs with the design's fonts, sizes, margins and spacing, and the area's frame in points. slide-fit.ts
 * decides sizes and continuation slides from these; slide-xml.ts writes the same paragraphs.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import type { FontSpec } from '../lib/fonts/font-measure';
import { BODY_LEVELS, EMU_PER_POINT, layoutSpec, type Box, type LayoutKey, type TextStyle } from '../templates/layout-specs';
import type { MeasuredParagraph, TextFrame } from '../templates/text-layout';
import type { Bullet, SlideOutline, TextRun } from './deck-outline';

export type Fonts = DeckTemplate['fonts'];

/** The built-in layout an outline slide is drawn on. */
export function layoutFor(slide: SlideOutline): LayoutKey {
  switch (slide.layout) {
    case 'twoColumns':
      return slide.columns.every((column) => column.heading) ? 'comparison' : 'twoColumns';
    case 'table':
      return 'titleOnly';
    case 'bullets':
      return slide.draw && slide.draw !== 'cards' ? 'titleOnly' : 'bullets';
    case 'pictureCaption':
      return slide.fullBleed ? 'blank' : 'pictureCaption';
    default:
      return slide.layout;
  }
}

export function frameOf(box: Box): TextFrame {
  return { widthPt: box[2] / EMU_PER_POINT, heightPt: box[3] / EMU_PER_POINT };
}

/** The box of placeholder `n` (in the layout's order) of the slide's layout. */
export function areaBox(key: LayoutKey, n: number): Box {
  const placeholder = layoutSpec(key).placeholders[n];
  if (!placeholder) throw new Error(`layout ${key} has no placeholder ${n}`);
  return placeholder.box;
}

export function styleOf(key: LayoutKey, n: number): TextStyle {
  const style = layoutSpec(key).placeholders[n]?.style;
  if (!style) throw new Error(`layout ${key} placeholder ${n} holds no text`);
  return style;
}

export function fontOf(style: TextStyle, fonts: Fonts, run: TextRun = { text: '' }): FontSpec {
  return { family: style.heading ? fonts.heading : fonts.body, bold: style.bold || run.bold, italic: style.italic || run.italic };
}

/** Plain lines in a text area of one style (a title, a subtitle, a quote). */
export function styledParagraphs(lines: readonly string[], style: TextStyle, fonts: Fonts): MeasuredParagraph[] {
  return lines.map((text) => ({
    runs: [{ text, font: fontOf(style, fonts), sizePt: style.sizePt }],
    lineSpacing: { factor: style.lineSpacing ?? 1 },
    spaceBeforePt: style.spaceBeforePt ?? 0,
  }));
}

/** The size of a bullet of `level`: a bulleted area's levels step down from its size as the body style's do. */
export function bulletSize(bullet: Bullet, style: TextStyle): number {
  return style.bullets ? (BODY_LEVELS[Math.min(4, bullet.level)]!.sizePt * style.sizePt) / BODY_LEVELS[0]!.sizePt : style.sizePt;
}

/** A caption or other unbulleted area holding list items draws them as a list. */
export function listStyle(style: TextStyle, bullets: readonly Bullet[]): TextStyle {
  return !style.bullets && bullets.some((bullet) => !bullet.plain) ? { ...style, bullets: true, spaceBeforePt: 6 } : style;
}

/** List items (or caption lines) in a body area of `style`. */
export function bulletParagraphs(bullets: readonly Bullet[], style: TextStyle, fonts: Fonts): MeasuredParagraph[] {
  return bullets.map((bullet) => {
    const sizePt = bulletSize(bullet, style);
    const indented = style.bullets && !bullet.plain;
    return {
      runs: bullet.runs.map((run) => ({ text: run.text, font: fontOf(style, fonts, run), sizePt })),
      // A numbered item's number takes 9 pt more than a bullet (slide-xml.ts).
      indentPt: indented ? BODY_LEVELS[Math.min(4, bullet.level)]!.marginPt + (bullet.number ? 9 : 0) : 0,
      lineSpacing: { factor: style.lineSpacing ?? 1 },
      spaceBeforePt: style.spaceBeforePt ?? 0,
    };
  });
}

/** The slide's title text (with the continuation mark a split adds). */
export function titleLines(slide: SlideOutline): string[] {
  return 'title' in slide && slide.title ? slide.title.split('\n') : [];
}
