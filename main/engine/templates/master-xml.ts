/**
 * The slide master, its layouts and the notes master of a built-in design. Colours and fonts come from the theme
 * (scheme colours, +mj-lt/+mn-lt), so the same parts serve every design; a dark design only swaps the colour map.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import {
  LAYOUTS,
  MASTER_BODY_BOX,
  MASTER_TITLE_BOX,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type Box,
  type LayoutSpec,
  type PlaceholderSpec,
} from './layout-specs';
import { A_NS, escapeXml, P_NS, R_NS, XML_DECLARATION } from './theme-xml';

export const FIRST_LAYOUT_ID = 2147483649;
export const MASTER_ID = 2147483648;

const ROOT_NS = `xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}"`;
const GROUP = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

export function boxXml([x, y, cx, cy]: Box): string {
  return `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;
}

export interface SlideSize {
  cx: number;
  cy: number;
}

export const WIDESCREEN: SlideSize = { cx: SLIDE_WIDTH, cy: SLIDE_HEIGHT };

/** The layouts are drawn for 16:9; a deck of another size (Revamp keeps it) gets them stretched to fit. */
export function scaleBox([x, y, cx, cy]: Box, size: SlideSize): Box {
  const sx = size.cx / SLIDE_WIDTH;
  const sy = size.cy / SLIDE_HEIGHT;
  return [Math.round(x * sx), Math.round(y * sy), Math.round(cx * sx), Math.round(cy * sy)];
}

export function colorMapXml(template: DeckTemplate): string {
  const [bg1, tx1, bg2, tx2] = template.dark ? ['dk1', 'lt1', 'dk2', 'lt2'] : ['lt1', 'dk1', 'lt2', 'dk2'];
  return (
    `<p:clrMap bg1="${bg1}" tx1="${tx1}" bg2="${bg2}" tx2="${tx2}" accent1="accent1" accent2="accent2" accent3="accent3" ` +
    'accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>'
  );
}

export function placeholderXml(spec: PlaceholderSpec, id: number, size: SlideSize): string {
  const ph = `<p:ph${spec.type === 'obj' ? '' : ` type="${spec.type}"`}${spec.idx !== undefined ? ` idx="${spec.idx}"` : ''}/>`;
  const lstStyle = spec.level1 ? `<a:lstStyle>${spec.level1}</a:lstStyle>` : '<a:lstStyle/>';
  const fit = spec.type === 'pic' ? '' : '<a:normAutofit/>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(spec.name)} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${boxXml(scaleBox(spec.box, size))}</p:spPr>` +
    `<p:txBody><a:bodyPr${spec.bodyPr ? ` ${spec.bodyPr}` : ''}>${fit}</a:bodyPr>${lstStyle}` +
    `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(spec.prompt)}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

function rectangle(id: number, name: string, box: Box, color: string, size: SlideSize): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr/><p:nvPr userDrawn="1"/></p:nvSpPr>` +
    `<p:spPr>${boxXml(scaleBox(box, size))}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill><a:schemeClr val="${color}"/></a:solidFill>` +
    '<a:ln><a:noFill/></a:ln></p:spPr></p:sp>'
  );
}

const FOOTERS: readonly { type: string; box: Box; align: string }[] = [
  { type: 'dt', box: [838200, 6356350, 2743200, 365125], align: 'l' },
  { type: 'ftr', box: [4038600, 6356350, 4114800, 365125], align: 'ctr' },
  { type: 'sldNum', box: [8610600, 6356350, 2743200, 365125], align: 'r' },
];

function footerXml(id: number, footer: (typeof FOOTERS)[number], size: SlideSize): string {
  const field =
    footer.type === 'sldNum'
      ? '<a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld>'
      : '';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${footer.type} ${id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr><p:ph type="${footer.type}" sz="quarter" idx="${10 + id}"/></p:nvPr></p:nvSpPr><p:spPr>${boxXml(scaleBox(footer.box, size))}</p:spPr>` +
    `<p:txBody><a:bodyPr anchor="ctr"/><a:lstStyle><a:lvl1pPr algn="${footer.align}"><a:defRPr sz="1200"><a:solidFill><a:schemeClr val="tx1"><a:lumMod val="65000"/><a:lumOff val="35000"/></a:schemeClr></a:solidFill></a:defRPr></a:lvl1pPr></a:lstStyle>` +
    `<a:p>${field}<a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp>`
  );
}

function level(n: number, size: number): string {
  const marL = 228600 + (n - 1) * 457200;
  return (
    `<a:lvl${n}pPr marL="${marL}" indent="-228600" algn="l" rtl="0"><a:lnSpc><a:spcPct val="100000"/></a:lnSpc>` +
    '<a:spcBef><a:spcPts val="1000"/></a:spcBef><a:buClr><a:schemeClr val="accent1"/></a:buClr><a:buFont typeface="Arial"/><a:buChar char="•"/>' +
    `<a:defRPr sz="${size}" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl${n}pPr>`
  );
}

const TEXT_STYLES =
  '<p:txStyles><p:titleStyle><a:lvl1pPr algn="l" rtl="0"><a:lnSpc><a:spcPct val="90000"/></a:lnSpc><a:spcBef><a:spcPct val="0"/></a:spcBef><a:buNone/>' +
  '<a:defRPr sz="4000" b="1" kern="1200"><a:solidFill><a:schemeClr val="tx2"/></a:solidFill><a:latin typeface="+mj-lt"/><a:ea typeface="+mj-ea"/><a:cs typeface="+mj-cs"/></a:defRPr></a:lvl1pPr></p:titleStyle>' +
  `<p:bodyStyle>${[2400, 2000, 1800, 1600, 1600].map((size, i) => level(i + 1, size)).join('')}</p:bodyStyle>` +
  '<p:otherStyle><a:lvl1pPr marL="0" algn="l" rtl="0"><a:defRPr sz="1800" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/><a:ea typeface="+mn-ea"/><a:cs typeface="+mn-cs"/></a:defRPr></a:lvl1pPr></p:otherStyle></p:txStyles>';

const BACKGROUND = '<p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>';

/** The master; its relationships are rId1…rIdN to the layouts in LAYOUTS order, then the theme. */
export function masterXml(template: DeckTemplate, size: SlideSize = WIDESCREEN): string {
  const title: PlaceholderSpec = {
    type: 'title',
    name: 'Title',
    box: MASTER_TITLE_BOX,
    bodyPr: 'anchor="b"',
    prompt: 'Click to edit the title',
  };
  const body: PlaceholderSpec = { type: 'body', idx: 1, name: 'Text', box: MASTER_BODY_BOX, prompt: 'Click to edit the text' };
  const shapes = [
    placeholderXml(title, 2, size),
    placeholderXml(body, 3, size),
    ...FOOTERS.map((footer, i) => footerXml(4 + i, footer, size)),
    rectangle(7, 'Accent', [838200, 1714500, 1219200, 54864], 'accent1', size),
  ].join('');
  const layoutIds = LAYOUTS.map((_, i) => `<p:sldLayoutId id="${FIRST_LAYOUT_ID + i}" r:id="rId${i + 1}"/>`).join('');
  return (
    `${XML_DECLARATION}<p:sldMaster ${ROOT_NS}><p:cSld>${BACKGROUND}<p:spTree>${GROUP}${shapes}</p:spTree></p:cSld>` +
    `${colorMapXml(template)}<p:sldLayoutIdLst>${layoutIds}</p:sldLayoutIdLst>${TEXT_STYLES}</p:sldMaster>`
  );
}

/** A layout; its one relationship, rId1, is the master. */
export function layoutXml(spec: LayoutSpec, size: SlideSize = WIDESCREEN): string {
  const decoration = spec.decoration === 'band' ? rectangle(2, 'Band', [0, 0, 320040, SLIDE_HEIGHT], 'accent1', size) : '';
  const first = decoration ? 3 : 2;
  const shapes = spec.placeholders.map((placeholder, i) => placeholderXml(placeholder, first + i, size)).join('');
  const attrs = `${spec.type ? ` type="${spec.type}"` : ''} preserve="1"${spec.masterShapes ? '' : ' showMasterSp="0"'}`;
  return (
    `${XML_DECLARATION}<p:sldLayout ${ROOT_NS}${attrs}><p:cSld name="${escapeXml(spec.name)}"><p:spTree>${GROUP}${decoration}${shapes}</p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>'
  );
}

/** The notes master (page 6858000 × 9144000); rId1 is its theme. */
export function notesMasterXml(template: DeckTemplate): string {
  const image =
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr>' +
    `<p:nvPr><p:ph type="sldImg" idx="2"/></p:nvPr></p:nvSpPr><p:spPr>${boxXml([381000, 685800, 6096000, 3429000])}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:sp>`;
  const body =
    '<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="body" sz="quarter" idx="1"/></p:nvPr></p:nvSpPr>' +
    `<p:spPr>${boxXml([685800, 4400550, 5486400, 3600450])}</p:spPr><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>Click to edit the notes</a:t></a:r></a:p></p:txBody></p:sp>`;
  const notesStyle = `<p:notesStyle><a:lvl1pPr marL="0" algn="l" rtl="0"><a:defRPr sz="1200" kern="1200"><a:solidFill><a:schemeClr val="tx1"/></a:solidFill><a:latin typeface="+mn-lt"/></a:defRPr></a:lvl1pPr></p:notesStyle>`;
  return (
    `${XML_DECLARATION}<p:notesMaster ${ROOT_NS}><p:cSld>${BACKGROUND}<p:spTree>${GROUP}${image}${body}</p:spTree></p:cSld>` +
    `${colorMapXml({ ...template, dark: false })}${notesStyle}</p:notesMaster>`
  );
}
