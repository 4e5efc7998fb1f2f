/**
 * Slide and notes-slide XML for an outline slide, on the built-in layouts: text goes into the layout's
 * placeholders (so position, size and style come from the design), a picture is fitted into its placeholder with
 * its aspect ratio kept.
 */
import { layoutSpec, type Box, type PlaceholderSpec } from '../templates/layout-specs';
import { boxXml } from '../templates/master-xml';
import { A_NS, escapeXml, P_NS, R_NS, XML_DECLARATION } from '../templates/theme-xml';
import type { Bullet, Picture, SlideOutline, TextRun } from './deck-outline';

const ROOT_NS = `xmlns:a="${A_NS}" xmlns:r="${R_NS}" xmlns:p="${P_NS}"`;
const GROUP = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

function runXml(run: TextRun, lang: string): string {
  const attrs = `lang="${lang}"${run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''} dirty="0"`;
  return `<a:r><a:rPr ${attrs}/><a:t>${escapeXml(run.text)}</a:t></a:r>`;
}

function paragraphXml(runs: TextRun[], lang: string, pPr = ''): string {
  return `<a:p>${pPr}${runs.map((run) => runXml(run, lang)).join('')}<a:endParaRPr lang="${lang}" dirty="0"/></a:p>`;
}

function bulletsXml(bullets: Bullet[], lang: string): string {
  return bullets
    .map((bullet) => paragraphXml(bullet.runs, lang, bullet.level > 0 ? `<a:pPr lvl="${Math.min(4, bullet.level)}"/>` : ''))
    .join('');
}

function placeholderRef(spec: PlaceholderSpec): string {
  return `<p:ph${spec.type === 'obj' ? '' : ` type="${spec.type}"`}${spec.idx !== undefined ? ` idx="${spec.idx}"` : ''}/>`;
}

function textShape(id: number, spec: PlaceholderSpec, paragraphs: string): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${escapeXml(spec.name)} ${id - 1}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>` +
    `<p:nvPr>${placeholderRef(spec)}</p:nvPr></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr><a:normAutofit/></a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
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
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id - 1}" descr="${escapeXml(picture.description)}"/>` +
    `<p:cNvPicPr><a:picLocks noGrp="1" noChangeAspect="1"/></p:cNvPicPr><p:nvPr>${placeholderRef(spec)}</p:nvPr></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${boxXml(fitBox(spec.box, picture.width, picture.height))}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

const plain = (text: string): TextRun[] => [{ text }];

/** The slide's XML; a picture, when there is one, is its relationship `pictureRelId`. */
export function slideXml(slide: SlideOutline, lang: string, pictureRelId: string): string {
  const spec = layoutSpec(slide.layout);
  const [first, second, third] = spec.placeholders;
  const shapes: string[] = [];
  const text = (placeholder: PlaceholderSpec | undefined, paragraphs: string): void => {
    if (placeholder && paragraphs) shapes.push(textShape(shapes.length + 2, placeholder, paragraphs));
  };
  switch (slide.layout) {
    case 'title':
      text(first, paragraphXml(plain(slide.title), lang));
      if (slide.subtitle) text(second, paragraphXml(plain(slide.subtitle), lang));
      break;
    case 'section':
      text(first, paragraphXml(plain(slide.title), lang));
      if (slide.text) text(second, paragraphXml(plain(slide.text), lang));
      break;
    case 'bullets':
      text(first, paragraphXml(plain(slide.title), lang));
      text(second, bulletsXml(slide.bullets, lang));
      break;
    case 'twoColumns':
      text(first, paragraphXml(plain(slide.title), lang));
      slide.columns.forEach((column, i) => {
        const heading = column.heading
          ? paragraphXml([{ text: column.heading, bold: true }], lang, '<a:pPr marL="0" indent="0"><a:buNone/></a:pPr>')
          : '';
        text(i === 0 ? second : third, heading + bulletsXml(column.bullets, lang));
      });
      break;
    case 'pictureCaption':
      text(first, paragraphXml(plain(slide.title), lang));
      if (slide.picture && second) shapes.push(pictureShape(shapes.length + 2, second, slide.picture, pictureRelId));
      if (slide.caption) text(third, paragraphXml(plain(slide.caption), lang));
      break;
    case 'quote':
      text(first, paragraphXml(plain(slide.quote), lang));
      if (slide.attribution) text(second, paragraphXml(plain(`— ${slide.attribution}`), lang));
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
    .map((line) => paragraphXml(plain(line.trim()), lang))
    .join('');
  return (
    `${XML_DECLARATION}<p:notes ${ROOT_NS}><p:cSld><p:spTree>${GROUP}` +
    '<p:sp><p:nvSpPr><p:cNvPr id="2" name="Slide Image 1"/><p:cNvSpPr><a:spLocks noGrp="1" noRot="1" noChangeAspect="1"/></p:cNvSpPr><p:nvPr><p:ph type="sldImg"/></p:nvPr></p:nvSpPr><p:spPr/></p:sp>' +
    '<p:sp><p:nvSpPr><p:cNvPr id="3" name="Notes 2"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/>' +
    `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld>` +
    '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:notes>'
  );
}
