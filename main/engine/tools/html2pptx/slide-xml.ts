/**
 * A laid-out page as a PresentationML slide: boxes become rectangles (rounded where the CSS had a radius), pictures
 * become `p:pic` with their media relationship, text blocks become text boxes with zero insets at the block's content
 * box, so PowerPoint starts each line where the browser did. CSS pixels → EMU at 96 px per inch (9525 EMU per px).
 */
import type { Box, Colour, LayoutItem, PageLayout, TextParagraph, TextRun } from './page-layout';
import { escapeXml } from '../../lib/xml/xml-escape';

export const EMU_PER_PX = 9525;

/** A picture the slide points at: `rId` in the slide's rels, the media part it names. */
export interface SlideMedia {
  relId: string;
  /** e.g. `image3.png`, under ppt/media/. */
  fileName: string;
}

const GENERIC_FAMILIES: Readonly<Record<string, string>> = {
  'sans-serif': 'Arial',
  serif: 'Times New Roman',
  monospace: 'Courier New',
  cursive: 'Comic Sans MS',
  'system-ui': 'Arial',
  '-apple-system': 'Arial',
  blinkmacsystemfont: 'Arial',
  'ui-sans-serif': 'Arial',
  'ui-serif': 'Times New Roman',
  'ui-monospace': 'Courier New',
};

/** The typeface a run names in PowerPoint: the CSS family, generic names mapped to fonts every computer has. */
export function typefaceOf(cssFamily: string): string {
  const name = cssFamily.trim() || 'sans-serif';
  return GENERIC_FAMILIES[name.toLowerCase()] ?? name;
}

const emu = (px: number): number => Math.round(px * EMU_PER_PX);

function xfrm(box: Box): string {
  return `<a:xfrm><a:off x="${emu(box.x)}" y="${emu(box.y)}"/><a:ext cx="${Math.max(0, emu(box.w))}" cy="${Math.max(0, emu(box.h))}"/></a:xfrm>`;
}

function solidFill(colour: Colour): string {
  const alpha = colour.alpha < 1 ? `<a:alpha val="${Math.round(colour.alpha * 100_000)}"/>` : '';
  return `<a:solidFill><a:srgbClr val="${colour.hex}">${alpha}</a:srgbClr></a:solidFill>`;
}

function rectShape(id: number, item: Extract<LayoutItem, { kind: 'rect' }>): string {
  const short = Math.min(item.box.w, item.box.h);
  const rounded = item.radiusPx > 0 && short > 0;
  const geometry = rounded
    ? `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val ${Math.min(50_000, Math.round((item.radiusPx / short) * 100_000))}"/></a:avLst></a:prstGeom>`
    : '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>';
  const fill = item.fill ? solidFill(item.fill) : '<a:noFill/>';
  const line = item.border ? `<a:ln w="${emu(item.border.widthPx)}">${solidFill(item.border.colour)}</a:ln>` : '<a:ln><a:noFill/></a:ln>';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr>${xfrm(item.box)}${geometry}${fill}${line}</p:spPr>` +
    `<p:txBody><a:bodyPr rtlCol="0" anchor="ctr"/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp>`
  );
}

function pictureShape(id: number, box: Box, relId: string, alt: string): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}" descr="${escapeXml(alt)}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${xfrm(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

function runProperties(run: TextRun, tag: 'a:rPr' | 'a:endParaRPr'): string {
  const attrs = [
    'lang="en-US"',
    `sz="${Math.max(100, Math.round(run.sizePx * 75))}"`,
    run.bold ? 'b="1"' : '',
    run.italic ? 'i="1"' : '',
    run.underline ? 'u="sng"' : '',
    run.strike ? 'strike="sngStrike"' : '',
    'dirty="0"',
  ].filter(Boolean);
  const face = escapeXml(typefaceOf(run.font));
  return `<${tag} ${attrs.join(' ')}>${solidFill(run.colour)}<a:latin typeface="${face}"/><a:ea typeface="${face}"/><a:cs typeface="${face}"/></${tag}>`;
}

function paragraphXml(paragraph: TextParagraph, lineHeightPx: number | null): string {
  const first = paragraph.runs.find((r) => !r.br) ?? paragraph.runs[0];
  const spacing =
    lineHeightPx && first ? `<a:lnSpc><a:spcPct val="${Math.round((lineHeightPx / (first.sizePx * 1.2)) * 100_000)}"/></a:lnSpc>` : '';
  const bullet =
    paragraph.bullet === 'disc'
      ? '<a:buFont typeface="Arial"/><a:buChar char="•"/>'
      : paragraph.bullet === 'decimal'
        ? '<a:buFont typeface="+mj-lt"/><a:buAutoNum type="arabicPeriod"/>'
        : '<a:buNone/>';
  const indent = paragraph.bullet ? ' marL="285750" indent="-285750"' : ' marL="0" indent="0"';
  const runs = paragraph.runs
    .map((run) =>
      run.br ? `<a:br>${runProperties(run, 'a:rPr')}</a:br>` : `<a:r>${runProperties(run, 'a:rPr')}<a:t>${escapeXml(run.text)}</a:t></a:r>`,
    )
    .join('');
  const end = first ? runProperties(first, 'a:endParaRPr') : '';
  return `<a:p><a:pPr algn="${paragraph.align}"${indent}>${spacing}${bullet}</a:pPr>${runs}${end}</a:p>`;
}

function textShape(id: number, item: Extract<LayoutItem, { kind: 'text' }>): string {
  // A bullet hangs left of the text, as the list marker did in the browser.
  const bulleted = item.paragraphs.some((p) => p.bullet);
  const box = bulleted ? { ...item.box, x: item.box.x - 30, w: item.box.w + 30 } : item.box;
  // One line in the browser stays one line: PowerPoint's font metrics differ a little and must not wrap it.
  const wrap = item.singleLine ? 'none' : 'square';
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Text ${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr>${xfrm(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="${wrap}" lIns="0" tIns="0" rIns="0" bIns="0" rtlCol="0" anchor="t"><a:noAutofit/></a:bodyPr><a:lstStyle/>` +
    `${item.paragraphs.map((p) => paragraphXml(p, item.lineHeightPx)).join('')}</p:txBody></p:sp>`
  );
}

/**
 * The slide part for one page. `media` gives, per picture or snapshot item index, the relationship that holds it
 * (items without one, e.g. pictures that could not be decoded, are left out).
 */
export function slideXml(layout: PageLayout, media: ReadonlyMap<number, SlideMedia>): string {
  const shapes: string[] = [];
  let id = 2;
  layout.items.forEach((item, index) => {
    if (item.kind === 'rect') shapes.push(rectShape(id++, item));
    else if (item.kind === 'text') shapes.push(textShape(id++, item));
    else {
      const picture = media.get(index);
      if (picture) shapes.push(pictureShape(id++, item.box, picture.relId, item.kind === 'picture' ? item.alt : ''));
    }
  });
  const background = layout.background
    ? `<p:bg><p:bgPr>${solidFill({ ...layout.background, alpha: 1 })}<a:effectLst/></p:bgPr></p:bg>`
    : '';
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    `<p:cSld>${background}<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
    '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    `${shapes.join('')}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`
  );
}

/** Every typeface the slide's runs name. */
export function typefacesOf(layout: PageLayout): string[] {
  const names = new Set<string>();
  for (const item of layout.items) {
    if (item.kind !== 'text') continue;
    for (const paragraph of item.paragraphs) for (const run of paragraph.runs) names.add(typefaceOf(run.font));
  }
  return [...names];
}
