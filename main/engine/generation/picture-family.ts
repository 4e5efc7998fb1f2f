/**
 * The full-bleed picture family: a wide picture with at most a line of caption fills the whole slide, cropped to the
 * slide's proportions (`a:srcRect`, never stretched), with the title and caption on a dark translucent band across
 * its foot so they read on any photo. The title stays a title placeholder (outline view, accessibility).
 */
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Box } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { escapeXml } from '../templates/theme-xml';
import type { SlideOutline } from './deck-outline';
import { runsXml, shapeXml } from './drawn-shapes';

type PictureSlide = Extract<SlideOutline, { layout: 'pictureCaption' }>;

const TITLE_PT = 36;
const CAPTION_PT = 20;
const MARGIN = 609600;

/** The crop (thousandths of a per cent per side) that fills `frame` with a picture of `width` × `height`. */
export function fillCrop(width: number, height: number, [, , cx, cy]: Box): { l: number; t: number; r: number; b: number } {
  const scale = Math.max(cx / width, cy / height);
  const spareX = Math.max(0, 1 - cx / scale / width) / 2;
  const spareY = Math.max(0, 1 - cy / scale / height) / 2;
  const v = (share: number): number => Math.round(share * 100000);
  return { l: v(spareX), t: v(spareY), r: v(spareX), b: v(spareY) };
}

export function fullPictureXml(firstId: number, slide: PictureSlide, relId: string, lang: string): string[] {
  const picture = slide.picture!;
  const frame: Box = [0, 0, SLIDE_WIDTH, SLIDE_HEIGHT];
  const crop = fillCrop(picture.width, picture.height, frame);
  const pic =
    `<p:pic><p:nvPicPr><p:cNvPr id="${firstId}" name="Picture ${firstId - 1}" descr="${escapeXml(picture.description)}"/>` +
    `<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/><a:srcRect l="${crop.l}" t="${crop.t}" r="${crop.r}" b="${crop.b}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${boxXml(frame)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;
  const caption = slide.caption.map((bullet) => bullet.runs);
  const bandH = caption.length > 0 ? 1554480 : 1097280;
  const band = shapeXml({
    id: firstId + 1,
    name: 'Caption band',
    box: [0, SLIDE_HEIGHT - bandH, SLIDE_WIDTH, bandH],
    geometry: 'rect',
    fill: 'dk1',
    alpha: 72,
    lang,
  });
  const lines = [
    `<a:p><a:pPr algn="l"><a:buNone/></a:pPr>${runsXml([{ text: slide.title }], { sizePt: TITLE_PT, bold: true, heading: true, color: 'lt1' }, lang)}</a:p>`,
    ...caption.map(
      (runs) =>
        `<a:p><a:pPr algn="l"><a:spcBef><a:spcPts val="400"/></a:spcBef><a:buNone/></a:pPr>${runsXml(runs, { sizePt: CAPTION_PT, color: 'lt1' }, lang)}</a:p>`,
    ),
  ].join('');
  const title =
    `<p:sp><p:nvSpPr><p:cNvPr id="${firstId + 2}" name="Title ${firstId + 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr>` +
    `<p:spPr>${boxXml([MARGIN, SLIDE_HEIGHT - bandH, SLIDE_WIDTH - 2 * MARGIN, bandH])}</p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square" lIns="0" tIns="91440" rIns="0" bIns="137160" anchor="ctr"><a:noAutofit/></a:bodyPr><a:lstStyle/>${lines}</p:txBody></p:sp>`;
  return [pic, band, title];
}
