/**
 * The last repair of Revamp's closed loop (tools/revamp.ts, docs/revamp.md): a slide laid out as it was and still
 * flagged has text running past its box onto what the old layout or master drew. On poi-keyframes the layout's
 * heading, three lines deep in the design's font, ran under the menu's oval, and a long body grew down over the Home
 * and Profil buttons. Such text is fitted into its own box, and that box ends above the first shape that starts in
 * its lower part (a heading keeps clear of the oval under it); shapes the text lies on (a panel, the oval behind a
 * body) are not in its way. The text is fitted as Revamp fits texts (body-fit.ts) but without a list's gaps, as the
 * last repair before giving up: spacing first, then type down to MIN_SCALE and never below its floor; a box that grew with its text (`spAutoFit`) keeps its size from then on.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { childElement, type Element } from '../lib/pptx/xml-dom';
import type { Box } from '../templates/layout-specs';
import { applyFit, textFit } from './body-fit';
import type { ArrangeContext } from './slide-arrange';
import { setBox, shapeOf, slideShapes, type SlideShape } from './slide-content';

/** The least a cleared text shrinks to: below the arrangement's own floors, as the last repair before giving up. */
const MIN_SCALE = 0.6;
/** Of the room, what the measured text may fill: LibreOffice and PowerPoint break lines a little differently. */
const ROOM = 0.9;

const area = ([, , cx, cy]: Box): number => Math.max(0, cx) * Math.max(0, cy);

function intersection(a: Box, b: Box): Box {
  const x = Math.max(a[0], b[0]);
  const y = Math.max(a[1], b[1]);
  return [x, y, Math.min(a[0] + a[2], b[0] + b[2]) - x, Math.min(a[1] + a[3], b[1] + b[3]) - y];
}

/** The text's room: its box, ending above the first other shape that starts in its lower part and is not under it. */
function roomOf(shape: SlideShape & { box: Box }, others: readonly SlideShape[]): Box {
  const [x, y, cx, cy] = shape.box;
  let bottom = y + cy;
  for (const other of others) {
    if (!other.box || other === shape || other.role === 'background') continue;
    const [ox, oy, ocx] = other.box;
    const across = Math.min(x + cx, ox + ocx) - Math.max(x, ox);
    const common = intersection(shape.box, other.box);
    // A shape the text lies on, or one it shares most of its box with, is its backing, not in its way.
    const backing = common[2] > 0 && common[3] > 0 && area(common) > 0.5 * Math.min(area(shape.box), area(other.box));
    if (backing || across < 0.2 * cx || oy <= y + cy / 2) continue;
    bottom = Math.min(bottom, oy);
  }
  return [x, y, cx, bottom - y];
}

/** Drops `spAutoFit`: the box was sized for the text, which now fits it as it is. */
function fixBox(txBody: Element): void {
  const bodyPr = childElement(txBody, NS.a, 'bodyPr');
  const grow = bodyPr ? childElement(bodyPr, NS.a, 'spAutoFit') : undefined;
  grow?.parentNode?.removeChild(grow);
}

/** Fits the slide's text clear of what it ran onto; returns how many shapes changed. */
export function clearSlideText(slide: Element, ctx: ArrangeContext): number {
  const shapes = slideShapes(slide, ctx.size, () => null);
  let changed = 0;
  for (const shape of shapes) {
    const { box, txBody } = shape;
    const element = shapeOf(shape.element);
    if (!box || !txBody || !element || shape.role === 'footer' || shape.role === 'empty') continue;
    const room = roomOf({ ...shape, box }, shapes);
    if (room[3] <= 0) continue;
    const fit = textFit(ctx, txBody, null, MIN_SCALE);
    const asIs = fit.choiceIn(room[2], room[3] * ROOM);
    if (asIs && asIs.scale === 1 && asIs.tight === 0 && room[3] === box[3]) continue;
    applyFit(ctx, txBody, null, asIs ?? fit.tightestAt(fit.min));
    fixBox(txBody);
    if (room[3] !== box[3]) setBox(element, room);
    changed++;
  }
  return changed;
}
