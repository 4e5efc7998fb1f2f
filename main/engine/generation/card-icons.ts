/**
 * Icons on cards (and on steps, given their boxes): each card gets the icon its text calls for (icon-pick.ts) in a
 * round badge that sits on the card's top edge, over its accent band, in the room the card leaves above its text
 * (its top inset), so the text and its fitting are unchanged. The badge is the slide's background colour with an
 * accent ring; the icon is drawn in the accent.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { REL } from '../lib/pptx/ooxml-constants';
import type { Box } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { escapeXml } from '../templates/theme-xml';
import { fromSibling, type RelSpec } from '../templates/template-parts';
import { runsText, type Bullet } from './deck-outline';
import { ASVG_NS, iconArt, SVG_EXT_URI } from './icon-art';
import { pickIcons } from './icon-pick';

/** The badge's diameter: twice the cards' top inset, so half of it is inside the card, above the text. */
export const BADGE = 640080;
const BADGE_INSET = 182880;
const ICON_SHARE = 0.56;

const pngRel = (i: number): string => `rIdIcon${i + 1}`;
const svgRel = (i: number): string => `rIdIconSvg${i + 1}`;

export interface IconMedia {
  name: string;
  data: Buffer;
}

/** The icons' media (one PNG and one SVG per icon, shared across the deck) and the slide's relationships to them. */
export async function cardIconParts(
  bullets: readonly Bullet[],
  template: DeckTemplate,
): Promise<{ icons: string[]; rels: RelSpec[]; media: IconMedia[] }> {
  const icons = cardIconNames(bullets);
  const rels: RelSpec[] = [];
  const media: IconMedia[] = [];
  for (const [i, name] of icons.entries()) {
    const art = await iconArt(name, template.colors.accent1);
    const png = `/ppt/media/icon-${name}-${template.colors.accent1.toLowerCase()}.png`;
    const svg = `/ppt/media/icon-${name}-${template.colors.accent1.toLowerCase()}.svg`;
    media.push({ name: png, data: art.png }, { name: svg, data: art.svg });
    rels.push({ id: pngRel(i), type: REL.image, target: fromSibling(png) }, { id: svgRel(i), type: REL.image, target: fromSibling(svg) });
  }
  return { icons, rels, media };
}

/** The cards' icons, one per point, all different. */
export function cardIconNames(bullets: readonly Bullet[]): string[] {
  return pickIcons(bullets.map((bullet) => runsText(bullet.runs)));
}

/** The badge's box for a card (or step) box: on its top edge, aligned with its text. */
export function badgeBox(card: Box): Box {
  return [card[0] + BADGE_INSET, card[1] - Math.round(BADGE / 2), BADGE, BADGE];
}

/** Two shapes per box: the badge, then the icon picture in it. */
export function iconBadgesXml(firstId: number, boxes: readonly Box[], descriptions: readonly string[]): string[] {
  return boxes.flatMap((card, i) => {
    const badge = badgeBox(card);
    const size = Math.round(BADGE * ICON_SHARE);
    const icon: Box = [badge[0] + Math.round((BADGE - size) / 2), badge[1] + Math.round((BADGE - size) / 2), size, size];
    const id = firstId + i * 2;
    return [
      `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Icon badge ${i + 1}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
        `<p:spPr>${boxXml(badge)}<a:prstGeom prst="ellipse"><a:avLst/></a:prstGeom><a:solidFill><a:schemeClr val="bg1"/></a:solidFill>` +
        '<a:ln w="28575"><a:solidFill><a:schemeClr val="accent1"/></a:solidFill></a:ln></p:spPr></p:sp>',
      `<p:pic><p:nvPicPr><p:cNvPr id="${id + 1}" name="Icon ${i + 1}" descr="${escapeXml(`Icon: ${descriptions[i] ?? ''}`)}"/>` +
        '<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>' +
        `<p:blipFill><a:blip r:embed="${pngRel(i)}"><a:extLst><a:ext uri="${SVG_EXT_URI}"><asvg:svgBlip xmlns:asvg="${ASVG_NS}" r:embed="${svgRel(i)}"/></a:ext></a:extLst></a:blip>` +
        `<a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>${boxXml(icon)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`,
    ];
  });
}
