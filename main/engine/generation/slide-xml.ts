/**
 * Slide and notes-slide XML for a fitted outline slide (slide-fit.ts), on the built-in layouts: text goes into the
 * layout's placeholders (so position and style come from the design) at the sizes the fitting chose, a picture is
 * cropped to fill its placeholder (picture-crop.ts), a table is placed in the body area.
 */
import type { DeckTemplate } from '../../../shared/tools/deck-templates';
import { BODY_BOX, BODY_LEVELS, layoutSpec, type Box, type PlaceholderSpec, type TextStyle } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { hasSectionNumbers, sectionNumberXml } from '../templates/section-number';
import { A_NS, escapeXml, P_NS, R_NS, XML_DECLARATION } from '../templates/theme-xml';
import type { Bullet, Picture, SlideOutline, TextRun } from './deck-outline';
import { bulletSize, layoutFor, listStyle } from './outline-text';
import { cardBoxes, cardsXml } from './card-family';
import { cardIconNames, iconBadgesXml } from './card-icons';
import { agendaXml } from './agenda-family';
import { backdropXml } from './backdrops';
import { fullPictureXml } from './picture-family';
import { stepsXml } from './steps-family';
import { tableXml } from './table-xml';
import { cropToFill, srcRectXml } from './picture-crop';
import { CHART_BOX, CHART_REL_ID, chartDescription } from './chart-family';
import { chartFrameXml } from './chart-xml';

const ROOT_NS = `xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}"`;
const GROUP = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

/** A size in hundredths of a point, in half-point steps; none at scale 1 (the design's size applies). */
function sizeAttr(sizePt: number, scale: number): string {
  return scale === 1 ? '' : ` sz="${Math.round(sizePt * scale * 2) * 50}"`;
}

function runXml(run: TextRun, lang: string, sz: string): string {
  const attrs = `lang="${lang}"${sz}${run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''} dirty="0"`;
  return `<a:r><a:rPr ${attrs}/><a:t>${escapeXml(run.text)}</a:t></a:r>`;
}

function paragraphXml(runs: readonly TextRun[], lang: string, sz = '', pPr = ''): string {
  return `<a:p>${pPr}${runs.map((run) => runXml(run, lang, sz)).join('')}<a:endParaRPr lang="${lang}"${sz} dirty="0"/></a:p>`;
}

/** Plain lines in an area of one style (its own style sets the size). */
function linesXml(lines: readonly string[], style: TextStyle | undefined, scale: number, lang: string): string {
  const sz = sizeAttr(style?.sizePt ?? 18, scale);
  return lines.map((line) => paragraphXml([{ text: line }], lang, sz)).join('');
}

/** List items and plain paragraphs in a body area: the placeholder's style is bulleted or not; items say otherwise. */
function bulletsXml(bullets: readonly Bullet[], placeholder: TextStyle, scale: number, lang: string, spacingPt?: number): string {
  const style = listStyle(placeholder, bullets);
  const spread = spacingPt === undefined ? '' : `<a:spcBef><a:spcPts val="${Math.round(spacingPt * 100)}"/></a:spcBef>`;
  // The fitting's spacing spreads the list over its area (slide-fit.ts): it replaces the style's, after the first.
  const spaced = (pPr: string, first: boolean): string => {
    if (!spread || first) return pPr;
    if (!pPr) return `<a:pPr>${spread}</a:pPr>`;
    if (pPr.endsWith('/>')) return `${pPr.slice(0, -2)}>${spread}</a:pPr>`;
    return pPr.replace(/<a:spcBef>.*?<\/a:spcBef>/, '').replace(/^(<a:pPr[^>]*>)/, `$1${spread}`);
  };
  return bullets
    .map((bullet, index) => {
      const level = Math.min(4, bullet.level);
      const sz = sizeAttr(bulletSize(bullet, style), scale);
      const lvl = level > 0 ? ` lvl="${level}"` : '';
      let pPr = level > 0 ? `<a:pPr${lvl}/>` : '';
      if (bullet.plain && style.bullets) pPr = `<a:pPr${lvl} marL="0" indent="0"><a:buNone/></a:pPr>`;
      else if (!bullet.plain && (!placeholder.bullets || bullet.number)) {
        const margin = Math.round(BODY_LEVELS[level]!.marginPt * 12700);
        const marker = bullet.number
          ? `<a:buFont typeface="+mj-lt"/><a:buAutoNum type="arabicPeriod" startAt="${bullet.number}"/>`
          : '<a:buClr><a:schemeClr val="accent1"/></a:buClr><a:buFont typeface="Arial"/><a:buChar char="•"/>';
        const spacing = placeholder.bullets ? '' : `<a:spcBef><a:spcPts val="${Math.round((style.spaceBeforePt ?? 0) * 100)}"/></a:spcBef>`;
        pPr = `<a:pPr${lvl} marL="${margin + (bullet.number ? 114300 : 0)}" indent="-${bullet.number ? 342900 : 228600}">${spacing}${marker}</a:pPr>`;
      }
      return paragraphXml(bullet.runs, lang, sz, spaced(pPr, index === 0));
    })
    .join('');
}

function placeholderRef(spec: PlaceholderSpec): string {
  return `<p:ph${spec.type === 'obj' ? '' : ` type="${spec.type}"`}${spec.idx !== undefined ? ` idx="${spec.idx}"` : ''}/>`;
}

function textShape(id: number, spec: PlaceholderSpec, paragraphs: string, anchor?: 'ctr'): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(spec.name)} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr>${placeholderRef(spec)}</p:nvPr></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr${anchor ? ` anchor="${anchor}"` : ''}><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
  );
}

/** The largest box of the picture's proportions inside `box`, centred. */
export function fitBox(box: Box, width: number, height: number): Box {
  const [x, y, cx, cy] = box;
  const scale = Math.min(cx / width, cy / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return [x + Math.round((cx - w) / 2), y + Math.round((cy - h) / 2), w, h];
}

function pictureShape(id: number, spec: PlaceholderSpec, picture: Picture, relId: string): string {
  const placed = cropToFill(spec.box, picture.width, picture.height);
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id - 1}" descr="${escapeXml(picture.description)}"/>` +
    `<p:cNvPicPr><a:picLocks noGrp="1" noChangeAspect="1"/></p:cNvPicPr><p:nvPr>${placeholderRef(spec)}</p:nvPr></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/>${srcRectXml(placed.crop)}<a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${boxXml(placed.box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

export interface SlideXmlOptions {
  lang: string;
  template: DeckTemplate;
  /** The relationship of the slide's picture, when it has one. */
  pictureRelId: string;
  /** A section slide's place among the deck's sections (1-based): Editorial shows it large. */
  sectionNumber?: number;
}

/** The slide's XML. */
export function slideXml(slide: SlideOutline, options: SlideXmlOptions): string {
  const { lang } = options;
  const spec = layoutSpec(layoutFor(slide));
  const shapes: string[] = [];
  const scale = (n: number): number => slide.scales?.[n] ?? 1;
  const text = (n: number, paragraphs: string): void => {
    const placeholder = spec.placeholders[n];
    // A list on its panel (backdrops.ts) sits in the panel's middle, with the room the spreading left above and below.
    const centred = n > 0 && slide.layout === 'bullets' && !slide.draw;
    if (placeholder && paragraphs) shapes.push(textShape(shapes.length + 2, placeholder, paragraphs, centred ? 'ctr' : undefined));
  };
  const lines = (n: number, value: string | undefined): void => {
    if (value) text(n, linesXml(value.split('\n'), spec.placeholders[n]?.style, scale(n), lang));
  };
  const list = (n: number, bullets: readonly Bullet[]): void => {
    const style = spec.placeholders[n]?.style;
    if (style && bullets.length > 0) text(n, bulletsXml(bullets, style, scale(n), lang, slide.spacingPt));
  };
  shapes.push(...backdropXml(2, slide, lang));
  if (slide.layout === 'pictureCaption' && slide.fullBleed && slide.picture) {
    shapes.push(...fullPictureXml(shapes.length + 2, slide, options.pictureRelId, lang));
  } else if ('title' in slide) lines(0, slide.title);
  switch (slide.layout) {
    case 'title':
      lines(1, slide.subtitle);
      break;
    case 'section':
      lines(1, slide.text);
      if (options.sectionNumber && hasSectionNumbers(options.template))
        shapes.push(sectionNumberXml(shapes.length + 2, options.sectionNumber, lang));
      break;
    case 'bullets':
      if (slide.draw === 'cards') {
        shapes.push(...cardsXml(shapes.length + 2, slide.bullets, scale(1), lang));
        shapes.push(...iconBadgesXml(shapes.length + 2, cardBoxes(slide.bullets.length), cardIconNames(slide.bullets)));
      } else if (slide.draw === 'steps' || slide.draw === 'timeline')
        shapes.push(...stepsXml(shapes.length + 2, slide.bullets, slide.draw, scale(1), lang));
      else if (slide.draw === 'agenda') shapes.push(...agendaXml(shapes.length + 2, slide.bullets, scale(1), lang));
      else list(1, slide.bullets);
      break;
    case 'twoColumns':
      if (spec.key === 'comparison') {
        slide.columns.forEach((column, i) => {
          lines(1 + 2 * i, column.heading);
          list(2 + 2 * i, column.bullets);
        });
      } else slide.columns.forEach((column, i) => list(1 + i, column.bullets));
      break;
    case 'pictureCaption':
      if (slide.fullBleed) break;
      if (slide.picture && spec.placeholders[1])
        shapes.push(pictureShape(shapes.length + 2, spec.placeholders[1], slide.picture, options.pictureRelId));
      list(2, slide.caption);
      break;
    case 'quote':
      lines(1, slide.quote);
      lines(2, slide.attribution ? `— ${slide.attribution}` : undefined);
      break;
    case 'statistic':
      lines(1, slide.value);
      lines(2, slide.caption);
      break;
    case 'table':
      if (slide.chart) shapes.push(chartFrameXml(shapes.length + 2, CHART_REL_ID, CHART_BOX, chartDescription(slide)));
      else shapes.push(tableXml(shapes.length + 2, slide.table, BODY_BOX[0], BODY_BOX[1], options.template, lang));
      break;
  }
  return (
    `${XML_DECLARATION}<p:sld ${ROOT_NS}><p:cSld><p:spTree>${GROUP}${shapes.join('')}</p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

/** A notes slide holding `notes`, one paragraph per line. */
export function notesSlideXml(notes: string, lang: string): string {
  const paragraphs = notes
    .split(/\n+/)
    .map((line) => paragraphXml([{ text: line.trim() }], lang))
    .join('');
  return (
    `${XML_DECLARATION}<p:notes ${ROOT_NS}><p:cSld><p:spTree>${GROUP}` +
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image 1"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>' +
    '<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/>' +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>'
  );
}
