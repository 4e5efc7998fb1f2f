/**
 * A repair of Revamp's closed loop (tools/revamp.ts, docs/revamp.md): the layout checker found a word broken across
 * two lines of a shape (`word-broken`): in the design's wider font the word no longer fits its box's width, as
 * poi-45545_Comment's chevron labels "Preparation" and "Structuring" in Open Sans. The shape's text shrinks until
 * its widest word fits the line with some room to spare (LibreOffice measures a little differently), more at each
 * round it is still flagged, never below the floor (Revamp's FLOOR_PT, or the text's own size where it was
 * smaller). A word that does not fit even at the floor is left broken, and the checker keeps reporting it.
 */
import { NS } from '../lib/pptx/ooxml-constants';
import { allElements, childElement, type Element } from '../lib/pptx/xml-dom';
import { frameFor, scaleText, shapeParagraphs, smallestSize } from './shape-text';
import { FLOOR_PT, type ArrangeContext } from './slide-arrange';
import { boxOf, ownXfrm } from './slide-content';

/** Of the line's width, what the widest word may take at the first try; each later try takes ROOM_STEP less. */
const ROOM = 0.94;
const ROOM_STEP = 0.06;

/** The shape's width on the slide (EMU): its own frame, scaled by the groups it sits in. */
function slideWidth(shape: Element): number | null {
  const own = boxOf(ownXfrm(shape));
  if (!own) return null;
  let width = own[2];
  for (let node = shape.parentNode as Element | null; node && node.localName === 'grpSp'; node = node.parentNode as Element | null) {
    const xfrm = ownXfrm(node);
    const ext = xfrm ? childElement(xfrm, NS.a, 'ext') : undefined;
    const chExt = xfrm ? childElement(xfrm, NS.a, 'chExt') : undefined;
    const cx = Number(ext?.getAttribute('cx'));
    const chCx = Number(chExt?.getAttribute('cx'));
    if (cx > 0 && chCx > 0) width *= cx / chCx;
  }
  return width;
}

/** The scale at which each of the text's words fits its line within `room` of its width (1 when all do). */
export function wordScale(ctx: ArrangeContext, txBody: Element, width: number, room: number): number {
  const frame = frameFor(txBody, width, 1);
  if (!frame) return 1;
  const [left = 0, , right = 0] = frame.insets ?? [];
  let scale = 1;
  for (const paragraph of shapeParagraphs(txBody, { style: null, fonts: ctx.fonts, defaultSizes: ctx.defaultSizes })) {
    const line = (frame.widthPt - left - right - (paragraph.indentPt ?? 0)) * room;
    // A word may run over several runs ("D)." and "Perkembangan" on poi-keyframes): its pieces are added up.
    let word = 0;
    const end = (): void => {
      if (word > line && line > 0) scale = Math.min(scale, line / word);
      word = 0;
    };
    for (const run of paragraph.runs) {
      run.text.split(/(\s+)/u).forEach((piece) => {
        if (/^\s+$/u.test(piece)) end();
        else if (piece) word += ctx.measure.width(piece, run.font, run.sizePt);
      });
    }
    end();
  }
  return scale;
}

/**
 * Shrinks the text of the slide's shapes named in `tries` (shape id → how many times the checker has flagged it)
 * until its words fit their lines; returns the ids it changed.
 */
export function fitWords(slide: Element, tries: ReadonlyMap<string, number>, ctx: ArrangeContext): string[] {
  const changed: string[] = [];
  for (const shape of allElements(slide).filter((el) => el.namespaceURI === NS.p && el.localName === 'sp')) {
    const props = childElement(shape, NS.p, 'nvSpPr');
    const id = props ? childElement(props, NS.p, 'cNvPr')?.getAttribute('id') : undefined;
    const tried = id ? tries.get(id) : undefined;
    const txBody = childElement(shape, NS.p, 'txBody');
    const width = slideWidth(shape);
    if (!id || !tried || !txBody || !width) continue;
    const room = Math.max(0.5, ROOM - ROOM_STEP * (tried - 1));
    const text = { style: null, fonts: ctx.fonts, defaultSizes: ctx.defaultSizes };
    const floor = Math.min(1, FLOOR_PT / smallestSize(shapeParagraphs(txBody, text)));
    const scale = Math.max(floor, wordScale(ctx, txBody, width, room));
    if (scale >= 0.999) continue;
    scaleText(txBody, text, scale);
    changed.push(id);
  }
  return changed;
}
