/**
 * Plain DrawingML shapes the drawn families (steps, agenda, full-bleed picture) place on a slide: a filled
 * preset shape that may hold text, and a text run in the theme's colours. Scheme colours only, so each design's
 * palette (and the strong layouts' colour mapping) applies.
 */
import { type Box } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { escapeXml } from '../templates/theme-xml';
import type { TextRun } from './deck-outline';

export interface RunStyle {
  sizePt: number;
  /** Scheme colour; absent: the shape's text colour (tx1). */
  color?: string;
  bold?: boolean;
  heading?: boolean;
}

export function runsXml(runs: readonly TextRun[], style: RunStyle, lang: string): string {
  const sz = Math.round(style.sizePt * 2) * 50;
  const fill = style.color ? `<a:solidFill><a:schemeClr val="${style.color}"/></a:solidFill>` : '';
  const font = style.heading ? '<a:latin typeface="+mj-lt"/>' : '';
  return runs
    .map(
      (run) =>
        `<a:r><a:rPr lang="${lang}" sz="${sz}"${style.bold || run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''} dirty="0">${fill}${font}</a:rPr>` +
        `<a:t>${escapeXml(run.text)}</a:t></a:r>`,
    )
    .join('');
}

export interface ShapeText {
  paragraphs: { runs: readonly TextRun[]; style: RunStyle; spaceBeforePt?: number }[];
  align?: 'l' | 'ctr' | 'r';
  anchor?: 't' | 'ctr' | 'b';
  /** Insets in EMU: left, top, right, bottom. */
  insets?: readonly [number, number, number, number];
}

export interface ShapeSpec {
  id: number;
  name: string;
  box: Box;
  /** Preset geometry: rect, roundRect, ellipse … */
  geometry: string;
  /** Scheme colour of the fill; absent: none. */
  fill?: string;
  /** Fill opacity in per cent (100: opaque). */
  alpha?: number;
  text?: ShapeText;
  lang: string;
}

export function shapeXml(spec: ShapeSpec): string {
  const alpha = spec.alpha !== undefined && spec.alpha < 100 ? `<a:alpha val="${spec.alpha * 1000}"/>` : '';
  const fill = spec.fill ? `<a:solidFill><a:schemeClr val="${spec.fill}">${alpha}</a:schemeClr></a:solidFill>` : '<a:noFill/>';
  const adjust = spec.geometry === 'roundRect' ? '<a:gd name="adj" fmla="val 8000"/>' : '';
  let body = '';
  if (spec.text) {
    const [l, t, r, b] = spec.text.insets ?? [91440, 45720, 91440, 45720];
    const paragraphs = spec.text.paragraphs
      .map((p) => {
        const spacing = p.spaceBeforePt ? `<a:spcBef><a:spcPts val="${Math.round(p.spaceBeforePt * 100)}"/></a:spcBef>` : '';
        const sz = Math.round(p.style.sizePt * 2) * 50;
        return `<a:p><a:pPr algn="${spec.text!.align ?? 'l'}">${spacing}<a:buNone/></a:pPr>${runsXml(p.runs, p.style, spec.lang)}<a:endParaRPr lang="${spec.lang}" sz="${sz}" dirty="0"/></a:p>`;
      })
      .join('');
    body =
      `<p:txBody><a:bodyPr wrap="square" lIns="${l}" tIns="${t}" rIns="${r}" bIns="${b}" anchor="${spec.text.anchor ?? 't'}"><a:noAutofit/></a:bodyPr>` +
      `<a:lstStyle/>${paragraphs}</p:txBody>`;
  }
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${spec.id}" name="${escapeXml(spec.name)}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr>${boxXml(spec.box)}<a:prstGeom prst="${spec.geometry}"><a:avLst>${adjust}</a:avLst></a:prstGeom>${fill}<a:ln><a:noFill/></a:ln></p:spPr>` +
    `${body}</p:sp>`
  );
}
