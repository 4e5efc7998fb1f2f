/**
 * Editorial's section slides carry their number large ("01", "02" …) as the design's mark: in the heading font, in
 * the second accent, in the room above the section title's box (the title is anchored to its box's bottom, so the
 * number never meets it). It is a shape on each section slide, not on the layout, since each slide has its own
 * number; Create (generation/slide-xml.ts) and Revamp (revamp/restyle-deck.ts) both draw it, and Revamp's carried
 * shapes keep off its box (design-decorations.ts).
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import type { Box } from './layout-specs';
import { boxXml } from './master-xml';
import { escapeXml } from './theme-xml';

/** Above the section title's box (which starts at 1709738 EMU), left-aligned with it; 16:9 EMU. */
export const SECTION_NUMBER_BOX: Box = [1524000, 228600, 3048000, 1417320];
/** Type that fills the box's height with one line of figures (Caladea's line is about 1.2 em). */
const NUMBER_PT = 88;

export function hasSectionNumbers(template: DeckTemplate | undefined): boolean {
  return template?.look.style === 'editorial';
}

/** "01" for the first section; more digits where needed. */
export function sectionLabel(n: number): string {
  return String(n).padStart(2, '0');
}

/** The number's shape: `box` is SECTION_NUMBER_BOX on the deck's slide size; `scale` the type's, with it. */
export function sectionNumberXml(id: number, n: number, lang: string, box: Box = SECTION_NUMBER_BOX, scale = 1): string {
  const size = Math.round(NUMBER_PT * scale) * 100;
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Section number"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr>${boxXml(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr>` +
    '<p:txBody><a:bodyPr wrap="square" lIns="0" tIns="0" rIns="0" bIns="0" anchor="b"><a:noAutofit/></a:bodyPr><a:lstStyle/>' +
    `<a:p><a:pPr algn="l"><a:lnSpc><a:spcPct val="100000"/></a:lnSpc></a:pPr><a:r><a:rPr lang="${escapeXml(lang)}" sz="${size}" b="0" dirty="0">` +
    '<a:solidFill><a:schemeClr val="accent2"/></a:solidFill><a:latin typeface="+mj-lt"/></a:rPr>' +
    `<a:t>${sectionLabel(n)}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}
