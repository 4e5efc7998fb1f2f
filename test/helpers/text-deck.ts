/**
 * Small decks with known text for translation tests: the one slide of a corpus deck is replaced by text boxes
 * described here (runs with bold, italics, links; box size; autofit), written with yazl directly so the
 * engine's own package code is not involved.
 */
import { join } from 'node:path';
import { mutateDeck } from '../engine/pptx-test-support';
import { CORPUS_ROOT } from './corpus';

export interface RunSpec {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** External hyperlink target. */
  link?: string;
}

export interface BoxSpec {
  /** EMU; defaults give a wide box near the top. */
  x?: number;
  y?: number;
  cx?: number;
  cy?: number;
  /** Font size in points for every run. */
  size?: number;
  autofit?: 'none' | 'shrink' | 'grow';
  paragraphs: RunSpec[][];
}

const BASE_DECK = join(CORPUS_ROOT, 'pptx', 'pp-txt-font-typeface.pptx');

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function slideXml(boxes: BoxSpec[], links: string[]): string {
  const shapes = boxes.map((box, i) => {
    const autofit = box.autofit === 'shrink' ? '<a:normAutofit/>' : box.autofit === 'grow' ? '<a:spAutoFit/>' : '<a:noAutofit/>';
    const paragraphs = box.paragraphs
      .map((runs) => {
        const xml = runs
          .map((run) => {
            const attrs = `lang="en-US"${box.size ? ` sz="${box.size * 100}"` : ''}${run.bold ? ' b="1"' : ''}${run.italic ? ' i="1"' : ''}`;
            let linkXml = '';
            if (run.link) {
              links.push(run.link);
              linkXml = `<a:hlinkClick r:id="rIdLink${links.length}"/>`;
            }
            return `<a:r><a:rPr ${attrs}>${linkXml}</a:rPr><a:t>${escapeXml(run.text)}</a:t></a:r>`;
          })
          .join('');
        return `<a:p>${xml}<a:endParaRPr lang="en-US"/></a:p>`;
      })
      .join('');
    const { x = 457200, y = 457200 + i * 1600000, cx = 8229600, cy = 1400000 } = box;
    return (
      `<p:sp><p:nvSpPr><p:cNvPr id="${i + 2}" name="TextBox ${i + 1}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
      `<p:spPr><a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>` +
      `<a:ln><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:ln></p:spPr>` +
      `<p:txBody><a:bodyPr wrap="square" rtlCol="0">${autofit}</a:bodyPr><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>' +
    shapes.join('') +
    '</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>'
  );
}

/** Writes a one-slide deck holding `boxes`. */
export async function writeTextDeck(dest: string, boxes: BoxSpec[]): Promise<void> {
  const links: string[] = [];
  const slide = slideXml(boxes, links);
  await mutateDeck(BASE_DECK, dest, (name, data) => {
    if (name === 'ppt/slides/slide1.xml') return Buffer.from(slide);
    if (name === 'ppt/slides/_rels/slide1.xml.rels') {
      const extra = links
        .map(
          (target, i) =>
            `<Relationship Id="rIdLink${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeXml(target)}" TargetMode="External"/>`,
        )
        .join('');
      return Buffer.from(data.toString('utf8').replace('</Relationships>', `${extra}</Relationships>`));
    }
    return undefined;
  });
}
