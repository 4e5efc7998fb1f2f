/**
 * The slide master, its layouts and the notes master of a built-in design. Colours and fonts come from the theme
 * (scheme colours, +mj-lt/+mn-lt), so the same parts serve every design; a dark design only swaps the colour map.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { contrast, lumModOff } from './color-contrast';
import {
  BODY_BOX,
  BODY_LEVELS,
  BODY_STYLE,
  LAYOUTS,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  TITLE_BOX,
  TITLE_STYLE,
  type Box,
  type LayoutSpec,
  type PlaceholderSpec,
  type TextStyle,
} from './layout-specs';
import { layoutDecorations, titleAlign } from './design-decorations';
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

/**
 * A level without bullets: a bullet its text brings (a revamped list on a title slide) takes the text's colour, not
 * the master's accent, which on a strong-coloured slide hardly shows (poi-themes slide 7 on Sunrise).
 */
const NO_BULLET = '<a:buClrTx/><a:buNone/>';
const BULLET = '<a:buClr><a:schemeClr val="accent1"/></a:buClr><a:buFont typeface="Arial"/><a:buChar char="•"/>';

function fontXml(style: TextStyle, sizePt = style.sizePt): string {
  const family = style.heading ? 'mj' : 'mn';
  const attrs = `sz="${Math.round(sizePt * 100)}"${style.bold ? ' b="1"' : ''}${style.italic ? ' i="1"' : ''} kern="1200"`;
  return (
    `<a:defRPr ${attrs}><a:solidFill><a:schemeClr val="${style.color ?? 'tx1'}"/></a:solidFill>` +
    `<a:latin typeface="+${family}-lt"/><a:ea typeface="+${family}-ea"/><a:cs typeface="+${family}-cs"/></a:defRPr>`
  );
}

/** One list level of a text style: level `n` (1-based) of a bulleted body hangs its bullet in the left margin. */
export function levelXml(style: TextStyle, n = 1, sizePt = style.sizePt, marginPt = 18): string {
  const margin = style.bullets ? ` marL="${Math.round(marginPt * 12700)}" indent="-228600"` : ' marL="0" indent="0"';
  return (
    `<a:lvl${n}pPr${margin} algn="${style.align ?? 'l'}" rtl="0"><a:lnSpc><a:spcPct val="${Math.round((style.lineSpacing ?? 1) * 100000)}"/></a:lnSpc>` +
    `<a:spcBef><a:spcPts val="${Math.round((style.spaceBeforePt ?? 0) * 100)}"/></a:spcBef>${style.bullets ? BULLET : NO_BULLET}` +
    `${fontXml(style, sizePt)}</a:lvl${n}pPr>`
  );
}

export function placeholderXml(spec: PlaceholderSpec, id: number, size: SlideSize, withStyle = true): string {
  const ph = `<p:ph${spec.type === 'obj' ? '' : ` type="${spec.type}"`}${spec.idx !== undefined ? ` idx="${spec.idx}"` : ''}/>`;
  // A bulleted body takes the master's body style, all five levels; other text states its one level.
  const lstStyle = withStyle && spec.style && !spec.style.bullets ? `<a:lstStyle>${levelXml(spec.style)}</a:lstStyle>` : '<a:lstStyle/>';
  const anchor = spec.style?.anchor ? ` anchor="${spec.style.anchor}"` : '';
  const fit = spec.type === 'pic' ? '' : '<a:normAutofit/>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(spec.name)} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr>${boxXml(scaleBox(spec.box, size))}</p:spPr>` +
    `<p:txBody><a:bodyPr${anchor}>${fit}</a:bodyPr>${lstStyle}` +
    `<a:p><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(spec.prompt)}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

function rectangle(id: number, name: string, box: Box, color: string, size: SlideSize): string {
  const fill = /^[0-9A-F]{6}$/i.test(color) ? `<a:srgbClr val="${color}"/>` : `<a:schemeClr val="${color}"/>`;
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr/><p:nvPr userDrawn="1"/></p:nvSpPr>` +
    `<p:spPr>${boxXml(scaleBox(box, size))}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:solidFill>${fill}</a:solidFill>` +
    '<a:ln><a:noFill/></a:ln></p:spPr></p:sp>'
  );
}

const FOOTERS: readonly { type: string; box: Box; align: string }[] = [
  { type: 'dt', box: [838200, 6356350, 2743200, 365125], align: 'l' },
  { type: 'ftr', box: [4038600, 6356350, 4114800, 365125], align: 'ctr' },
  { type: 'sldNum', box: [8610600, 6356350, 2743200, 365125], align: 'r' },
];

/** Where the master draws a footer placeholder (`dt`, `ftr`, `sldNum`) on a slide of `size`; null for other types. */
export function footerBox(type: string, size: SlideSize): Box | null {
  const footer = FOOTERS.find((candidate) => candidate.type === type);
  return footer ? scaleBox(footer.box, size) : null;
}

/** Footer text is the text colour lightened toward white by this much, or less where that would not read (WCAG 4.5:1). */
const FOOTER_SHADE = 0.35;
const FOOTER_CONTRAST = 4.6;

/**
 * How far the design's footers (dates, slide numbers) may be lightened and still read on both its pages: its
 * content page and its strong-coloured title and section slides (Slate's grey-blue page had them at 2.4:1).
 */
export function footerShade(template: DeckTemplate | undefined): number {
  if (!template) return FOOTER_SHADE;
  const reads = (shade: number): boolean =>
    [template, strongColors(template)].every((t) => {
      const [text, page] = t.dark ? [t.colors.lt1, t.colors.dk1] : [t.colors.dk1, t.colors.lt1];
      return contrast(lumModOff(text, 1 - shade, shade), page) >= FOOTER_CONTRAST;
    });
  for (let shade = FOOTER_SHADE; shade > 0; shade -= 0.05) if (reads(shade)) return Math.round(shade * 100) / 100;
  return 0;
}

function footerXml(id: number, footer: (typeof FOOTERS)[number], size: SlideSize, shade: number): string {
  const field =
    footer.type === 'sldNum'
      ? '<a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>‹#›</a:t></a:fld>'
      : '';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${footer.type} ${id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr><p:ph type="${footer.type}" sz="quarter" idx="${10 + id}"/></p:nvPr></p:nvSpPr><p:spPr>${boxXml(scaleBox(footer.box, size))}</p:spPr>` +
    `<p:txBody><a:bodyPr anchor="ctr"/><a:lstStyle><a:lvl1pPr algn="${footer.align}"><a:defRPr sz="1200"><a:solidFill><a:schemeClr val="tx1"><a:lumMod val="${Math.round((1 - shade) * 100000)}"/><a:lumOff val="${Math.round(shade * 100000)}"/></a:schemeClr></a:solidFill></a:defRPr></a:lvl1pPr></a:lstStyle>` +
    `<a:p>${field}<a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp>`
  );
}

const TEXT_STYLES =
  `<p:txStyles><p:titleStyle>${levelXml(TITLE_STYLE)}</p:titleStyle>` +
  `<p:bodyStyle>${BODY_LEVELS.map((level, i) => levelXml(BODY_STYLE, i + 1, level.sizePt, level.marginPt)).join('')}</p:bodyStyle>` +
  `<p:otherStyle>${levelXml({ sizePt: 18 })}</p:otherStyle></p:txStyles>`;

const BACKGROUND = '<p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>';

/** The master; its relationships are rId1…rIdN to the layouts in LAYOUTS order, then the theme. */
export function masterXml(template: DeckTemplate, size: SlideSize = WIDESCREEN): string {
  const title: PlaceholderSpec = { type: 'title', name: 'Title', box: TITLE_BOX, style: TITLE_STYLE, prompt: 'Click to edit the title' };
  const body: PlaceholderSpec = { type: 'body', idx: 1, name: 'Text', box: BODY_BOX, style: BODY_STYLE, prompt: 'Click to edit the text' };
  // The master's placeholders take the text styles below; they need no list style of their own.
  const shapes = [
    placeholderXml(title, 2, size, false),
    placeholderXml(body, 3, size, false),
    ...FOOTERS.map((footer, i) => footerXml(4 + i, footer, size, footerShade(template))),
  ].join('');
  const layoutIds = LAYOUTS.map((_, i) => `<p:sldLayoutId id="${FIRST_LAYOUT_ID + i}" r:id="rId${i + 1}"/>`).join('');
  return (
    `${XML_DECLARATION}<p:sldMaster ${ROOT_NS}><p:cSld>${BACKGROUND}<p:spTree>${GROUP}${shapes}</p:spTree></p:cSld>` +
    `${colorMapXml(template)}<p:sldLayoutIdLst>${layoutIds}</p:sldLayoutIdLst>${TEXT_STYLES}</p:sldMaster>`
  );
}

/**
 * Title and section slides are in the design's strong colour (design notes: backgrounds vary by slide kind): a light
 * design's dark second colour under light text, a dark design's first accent under dark text. The layout overrides
 * the colour map, so every scheme colour its slides use (text, bullets) follows; `strongColors` gives the design as
 * those slides see it, for judging contrast.
 */
function strongMapping(template: DeckTemplate): string {
  const [bg1, tx1, bg2, tx2] = template.dark ? ['accent1', 'dk1', 'lt1', 'dk2'] : ['dk2', 'lt1', 'dk1', 'lt2'];
  // The band down the edge is accent1: on an accent1 background it takes the second accent.
  const band = template.dark ? 'accent2' : 'accent1';
  return (
    `<p:clrMapOvr><a:overrideClrMapping bg1="${bg1}" tx1="${tx1}" bg2="${bg2}" tx2="${tx2}" accent1="${band}" accent2="accent2" ` +
    'accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/></p:clrMapOvr>'
  );
}

/** The design as a slide on a strong-coloured layout sees it: the same colours, mapped as that layout maps them. */
export function strongColors(template: DeckTemplate): DeckTemplate {
  const c = template.colors;
  return template.dark
    ? { ...template, dark: false, colors: { ...c, lt1: c.accent1, lt2: c.lt1, accent1: c.accent2 } }
    : { ...template, dark: true, colors: { ...c, dk1: c.dk2, dk2: c.dk1 } };
}

/** A layout in a design's own geometry; its one relationship, rId1, is the master. */
export function layoutXml(spec: LayoutSpec, size: SlideSize = WIDESCREEN, template?: DeckTemplate): string {
  const decorations = layoutDecorations(spec, template).map((d, i) => rectangle(2 + i, d.name, d.box, d.color, size));
  const first = 2 + decorations.length;
  const shapes = alignedPlaceholders(spec, template)
    .map((placeholder, i) => placeholderXml(placeholder, first + i, size))
    .join('');
  const attrs = `${spec.type ? ` type="${spec.type}"` : ''} preserve="1"`;
  const strong = template && spec.band;
  return (
    `${XML_DECLARATION}<p:sldLayout ${ROOT_NS}${attrs}><p:cSld name="${escapeXml(spec.name)}">${strong ? BACKGROUND : ''}<p:spTree>${GROUP}${decorations.join('')}${shapes}</p:spTree></p:cSld>` +
    `${strong ? strongMapping(template) : '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr>'}</p:sldLayout>`
  );
}

/** The layout's titles (and, on title and section slides, the text under them) in the design's alignment. */
function alignedPlaceholders(spec: LayoutSpec, template: DeckTemplate | undefined): PlaceholderSpec[] {
  const align = titleAlign(template);
  if (align === 'l') return spec.placeholders;
  return spec.placeholders.map((placeholder) =>
    placeholder.style && !placeholder.style.bullets && (['title', 'ctrTitle'].includes(placeholder.type) || spec.band)
      ? { ...placeholder, style: { ...placeholder.style, align } }
      : placeholder,
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
