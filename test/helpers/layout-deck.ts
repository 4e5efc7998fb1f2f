/**
 * Decks with known layouts for the layout checker and text-fit tests: slides of text boxes, titles, pictures,
 * lines and tables placed in points, written over a corpus deck's master (4:3, 720 × 540 pt) with yazl directly,
 * so the engine's own package code is not involved.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { mutateDeck } from '../engine/pptx-test-support';
import { CORPUS_ROOT } from './corpus';

const BASE_DECK = join(CORPUS_ROOT, 'pptx', 'pp-txt-font-typeface.pptx');
const EMU = 12700;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function xfrm(r: Rect): string {
  return `<a:xfrm><a:off x="${Math.round(r.x * EMU)}" y="${Math.round(r.y * EMU)}"/><a:ext cx="${Math.round(r.w * EMU)}" cy="${Math.round(r.h * EMU)}"/></a:xfrm>`;
}

export interface TextSpec extends Rect {
  id: number;
  paragraphs: string[];
  /** Points. */
  size: number;
  /** A title placeholder instead of a text box. */
  title?: boolean;
  autofit?: 'none' | 'shrink' | 'grow';
  fontScale?: number;
  fill?: string;
  /** A linear gradient fill between two colours (instead of `fill`). */
  gradient?: [string, string];
  /** The text's colour (hex RGB); the theme's text colour without. */
  color?: string;
  rtl?: boolean;
  /** `wrap="none"`: lines end only at explicit breaks. */
  noWrap?: boolean;
  /** One paragraph whose lines (the `paragraphs`) are joined by explicit breaks (`a:br`). */
  breaks?: boolean;
  anchor?: 't' | 'ctr' | 'b';
  align?: 'l' | 'ctr' | 'r';
  /** Preset geometry (`rect` by default): an arrow's text area is narrower than its frame. */
  geometry?: string;
  /** Outline colour: its stroke shows in the render. */
  outline?: string;
}

export function textBox(spec: TextSpec): string {
  const fit =
    spec.autofit === 'shrink'
      ? `<a:normAutofit${spec.fontScale ? ` fontScale="${Math.round(spec.fontScale * 100000)}"` : ''}/>`
      : spec.autofit === 'grow'
        ? '<a:spAutoFit/>'
        : '<a:noAutofit/>';
  const nv = spec.title
    ? `<p:nvSpPr><p:cNvPr id="${spec.id}" name="Title ${spec.id}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr>`
    : `<p:nvSpPr><p:cNvPr id="${spec.id}" name="TextBox ${spec.id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>`;
  const fill = spec.gradient
    ? `<a:gradFill><a:gsLst>${spec.gradient.map((c, i) => `<a:gs pos="${i * 100000}"><a:srgbClr val="${c}"/></a:gs>`).join('')}</a:gsLst><a:lin ang="5400000" scaled="0"/></a:gradFill>`
    : spec.fill
      ? `<a:solidFill><a:srgbClr val="${spec.fill}"/></a:solidFill>`
      : '<a:noFill/>';
  const ink = spec.color ? `<a:solidFill><a:srgbClr val="${spec.color}"/></a:solidFill>` : '';
  const rPr = `<a:rPr lang="en-US" sz="${Math.round(spec.size * 100)}" dirty="0"${ink ? `>${ink}</a:rPr>` : '/>'}`;
  const pPr = spec.rtl ? '<a:pPr rtl="1" algn="r"/>' : spec.align ? `<a:pPr algn="${spec.align}"/>` : '';
  const run = (text: string): string => `<a:r>${rPr}<a:t>${escapeXml(text)}</a:t></a:r>`;
  const paragraphs = spec.breaks
    ? `<a:p>${pPr}${spec.paragraphs.map(run).join(`<a:br>${rPr}</a:br>`)}</a:p>`
    : spec.paragraphs.map((text) => `<a:p>${pPr}${run(text)}</a:p>`).join('');
  const bodyAttrs = `wrap="${spec.noWrap ? 'none' : 'square'}" lIns="91440" tIns="45720" rIns="91440" bIns="45720" rtlCol="0"${spec.anchor ? ` anchor="${spec.anchor}"` : ''}`;
  return (
    `<p:sp>${nv}<p:spPr>${xfrm(spec)}<a:prstGeom prst="${spec.geometry ?? 'rect'}"><a:avLst/></a:prstGeom>${fill}` +
    `${spec.outline ? `<a:ln w="19050"><a:solidFill><a:srgbClr val="${spec.outline}"/></a:solidFill></a:ln>` : ''}</p:spPr>` +
    `<p:txBody><a:bodyPr ${bodyAttrs}>${fit}</a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
  );
}

/** Text too pale on its panel (WCAG: 3:1 for 24 pt), and dark text on the white page. */
export const PALE_SLIDE =
  textBox({
    id: 2,
    x: 40,
    y: 40,
    w: 500,
    h: 80,
    size: 24,
    gradient: ['F2F2F2', 'FFFFFF'],
    color: 'C8C8C8',
    paragraphs: ['Pale words on a pale panel'],
  }) + textBox({ id: 3, x: 40, y: 200, w: 500, h: 60, size: 20, paragraphs: ['Dark words read well'] });

/** A group of shapes (a diagram): its children are placed in slide points (`chOff`/`chExt` equal its frame). */
export function group(id: number, r: Rect, children: string): string {
  const box = `<a:off x="${Math.round(r.x * EMU)}" y="${Math.round(r.y * EMU)}"/><a:ext cx="${Math.round(r.w * EMU)}" cy="${Math.round(r.h * EMU)}"/>`;
  const child = box.replace('<a:off', '<a:chOff').replace('<a:ext', '<a:chExt');
  return (
    `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${id}" name="Diagram ${id}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
    `<p:grpSpPr><a:xfrm>${box}${child}</a:xfrm></p:grpSpPr>${children}</p:grpSp>`
  );
}

export function picture(id: number, r: Rect): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="rIdImg"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${xfrm(r)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

/** A straight connector of the design, `weight` points thick. */
export function line(id: number, x1: number, y1: number, x2: number, y2: number, weight = 2): string {
  const r = { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) };
  return (
    `<p:cxnSp><p:nvCxnSpPr><p:cNvPr id="${id}" name="Line ${id}"/><p:cNvCxnSpPr/><p:nvPr/></p:nvCxnSpPr>` +
    `<p:spPr>${xfrm(r)}<a:prstGeom prst="line"><a:avLst/></a:prstGeom>` +
    `<a:ln w="${Math.round(weight * EMU)}"><a:solidFill><a:srgbClr val="C00000"/></a:solidFill></a:ln></p:spPr></p:cxnSp>`
  );
}

/** A table of `rows` (cell texts), columns of equal width. */
export function table(id: number, r: Rect, rows: string[][], size: number): string {
  const columns = rows[0]?.length ?? 1;
  const colW = Math.round((r.w * EMU) / columns);
  const rowH = Math.round((r.h * EMU) / Math.max(1, rows.length));
  const grid = Array.from({ length: columns }, () => `<a:gridCol w="${colW}"/>`).join('');
  const body = rows
    .map(
      (cells) =>
        `<a:tr h="${rowH}">` +
        cells
          .map(
            (text) =>
              `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US" sz="${size * 100}"/><a:t>${escapeXml(text)}</a:t></a:r></a:p></a:txBody>` +
              `<a:tcPr><a:lnL w="12700"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:lnL><a:lnR w="12700"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:lnR>` +
              `<a:lnT w="12700"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:lnT><a:lnB w="12700"><a:solidFill><a:srgbClr val="000000"/></a:solidFill></a:lnB></a:tcPr></a:tc>`,
          )
          .join('') +
        '</a:tr>',
    )
    .join('');
  return (
    `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Table ${id}"/><p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr><p:nvPr/></p:nvGraphicFramePr>` +
    `<p:xfrm><a:off x="${Math.round(r.x * EMU)}" y="${Math.round(r.y * EMU)}"/><a:ext cx="${colW * columns}" cy="${rowH * rows.length}"/></p:xfrm>` +
    `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1"/><a:tblGrid>${grid}</a:tblGrid>${body}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`
  );
}

function slidePart(shapes: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
    shapes +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

const SLIDE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>' +
  '<Relationship Id="rIdImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/layout-picture.png"/></Relationships>';

/** Writes a deck with one slide per entry of `slides` (each the shapes' XML, in drawing order). */
export async function writeLayoutDeck(dest: string, slides: string[]): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 110, b: 200 } } })
    .png()
    .toBuffer();
  const extra: Record<string, string | Buffer> = { 'ppt/media/layout-picture.png': png };
  slides.forEach((shapes, i) => {
    if (i === 0) return;
    extra[`ppt/slides/slide${i + 1}.xml`] = slidePart(shapes);
    extra[`ppt/slides/_rels/slide${i + 1}.xml.rels`] = SLIDE_RELS;
  });
  await mutateDeck(
    BASE_DECK,
    dest,
    (name, data) => {
      const text = (): string => data.toString('utf8');
      if (name === 'ppt/slides/slide1.xml') return Buffer.from(slidePart(slides[0] ?? ''));
      if (name === 'ppt/slides/_rels/slide1.xml.rels') return Buffer.from(SLIDE_RELS);
      if (name === 'docProps/thumbnail.jpeg') return null;
      if (name === '_rels/.rels') return Buffer.from(text().replace(/<Relationship [^>]*thumbnail[^>]*\/>/, ''));
      if (name === '[Content_Types].xml') {
        const overrides = slides
          .slice(1)
          .map(
            (_, i) =>
              `<Override PartName="/ppt/slides/slide${i + 2}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
          )
          .join('');
        return Buffer.from(
          text()
            .replace('<Default Extension="xml"', '<Default Extension="png" ContentType="image/png"/><Default Extension="xml"')
            .replace('</Types>', `${overrides}</Types>`),
        );
      }
      if (name === 'ppt/_rels/presentation.xml.rels') {
        const rels = slides
          .slice(1)
          .map(
            (_, i) =>
              `<Relationship Id="rIdS${i + 2}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="slides/slide${i + 2}.xml"/>`,
          )
          .join('');
        return Buffer.from(text().replace('</Relationships>', `${rels}</Relationships>`));
      }
      if (name === 'ppt/presentation.xml') {
        const ids = slides
          .slice(1)
          .map((_, i) => `<p:sldId id="${257 + i}" r:id="rIdS${i + 2}"/>`)
          .join('');
        return Buffer.from(text().replace('</p:sldIdLst>', `${ids}</p:sldIdLst>`));
      }
      return undefined;
    },
    extra,
  );
}
