/**
 * Each design's own geometry (docs/designs.md): the shapes its layouts draw behind the slide's content and how its
 * titles align. The text boxes are the same for every design (layout-specs.ts, which Create and Revamp measure), so
 * a decoration keeps to where no text of the layout goes: the slide's edges, the strip under a title's box, the
 * room above it. A decoration that can lie under text (the top band) is a light tint, so dark text reads on it.
 */
import type { DeckTemplate, DesignLook } from '../../../shared/tools/deck-templates';
import { SLIDE_HEIGHT, SLIDE_WIDTH, TITLE_BOX, accentUnder, type Box, type LayoutSpec } from './layout-specs';

export interface Decoration {
  name: string;
  box: Box;
  /** A scheme colour name, or six hex digits. */
  color: string;
  /**
   * A thin rule or the edge band: what Revamp's carried shapes (a logo, a menu the old master drew) keep clear of,
   * as a rule would run through their text. Bands and rails do not move them: text reads on those.
   */
  keepClear?: boolean;
}

const ACCENT_W = 1219200;
const RULE = 12700;
const RULE_H = 19050;
/** The band down the left edge of title and section slides, as designs without their own draw it. */
export const EDGE_BAND: Box = [0, 0, 320040, SLIDE_HEIGHT];

const titleBox = (spec: LayoutSpec): Box | undefined => spec.placeholders.find((p) => p.type === 'title' || p.type === 'ctrTitle')?.box;

/** The accent line under a content layout's title (short, at its start; with a hairline in Editorial; none in Meadow). */
function accentLine(spec: LayoutSpec, look: DesignLook): Decoration[] {
  if (!spec.accent) return [];
  const [x, y, , h] = spec.accent;
  const title = titleBox(spec) ?? TITLE_BOX;
  // Centred titles take no line under them: a title longer than its box (as Revamp keeps some) would meet it.
  if (look.style === 'rules') return [];
  if (look.style === 'editorial') {
    // A hairline the title's width, the short accent over its start.
    const line = accentUnder(title);
    return [
      { name: 'Rule', box: [title[0], line[1] + Math.round((h - RULE) / 2), title[2], RULE], color: 'tx2', keepClear: true },
      { name: 'Accent', box: [x, y, ACCENT_W, h], color: 'accent1', keepClear: true },
    ];
  }
  return [{ name: 'Accent', box: spec.accent, color: 'accent1', keepClear: true }];
}

/** Title and section slides (the strong colour): each design marks them its own way. */
function strongDecorations(look: DesignLook): Decoration[] {
  switch (look.style) {
    case 'top-band':
      // A full-width bar along the foot, under every text box of the two layouts.
      return [{ name: 'Band', box: [0, 6217920, SLIDE_WIDTH, SLIDE_HEIGHT - 6217920], color: 'accent1' }];
    case 'rail':
      // Amber beside the strong colour, which the first accent is too near to show on.
      return [{ name: 'Band', box: [0, 0, 1005840, SLIDE_HEIGHT], color: 'accent3' }];
    case 'rules':
      // Two hairlines framing the slide, nearer its edges than any text box (and the strip Revamp moves logos to).
      return [73152, 6766560].map((y, i) => ({
        name: `Rule ${i + 1}`,
        box: [1524000, y, 9144000, RULE_H] as Box,
        color: 'tx2',
        keepClear: true,
      }));
    case 'tinted':
      return [{ name: 'Band', box: [11445240, 0, SLIDE_WIDTH - 11445240, SLIDE_HEIGHT], color: 'accent1' }];
    default:
      return [{ name: 'Band', box: EDGE_BAND, color: 'accent1', keepClear: true }];
  }
}

/** Content layouts: the design's mark on every slide that is not a title or section slide. */
function contentDecorations(spec: LayoutSpec, look: DesignLook): Decoration[] {
  const title = titleBox(spec);
  const marks: Decoration[] = [];
  if (look.style === 'top-band' && title && title[1] < 914400) {
    // A tinted band from the top edge to just under the title's box (and its accent line).
    marks.push({ name: 'Top band', box: [0, 0, SLIDE_WIDTH, title[1] + title[3] + 137160], color: look.tint ?? 'bg2' });
  }
  if (look.style === 'rail') marks.push({ name: 'Rail', box: [0, 0, 365760, SLIDE_HEIGHT], color: 'accent1' });
  if (look.style === 'tinted' && title) marks.push({ name: 'Corner', box: [0, title[1] + 182880, 228600, 914400], color: 'accent1' });
  return [...marks, ...accentLine(spec, look)];
}

const PLAIN: DesignLook = { style: 'edge', titleAlign: 'l' };

/** The shapes a design's layout draws, behind its placeholders. */
export function layoutDecorations(spec: LayoutSpec, template: DeckTemplate | undefined): Decoration[] {
  const look = template?.look ?? PLAIN;
  if (spec.placeholders.length === 0) return [];
  return spec.band ? strongDecorations(look) : contentDecorations(spec, look);
}

/** Where the design's rails, bars and rules lie on a layout: carried shapes keep off them. */
export function decorationBoxes(spec: LayoutSpec, template: DeckTemplate | undefined): Box[] {
  return layoutDecorations(spec, template)
    .filter((decoration) => decoration.keepClear)
    .map((decoration) => decoration.box);
}

/** How a design aligns the titles of its layouts (the quote's attribution and centred texts keep their own). */
export function titleAlign(template: DeckTemplate | undefined): 'l' | 'ctr' {
  return template?.look.titleAlign ?? 'l';
}
