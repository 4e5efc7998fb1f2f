/**
 * Decks whose every slide shows the same pictures, with picture bytes chosen by the test: zeros posing as PNG (what
 * a deck built to expand carries) or random bytes (incompressible). Built on the corpus' slide-less pp-minimal.pptx.
 */
import { ZipReader } from '../../main/engine/lib/zip/zip-reader';
import { ZipWriter } from '../../main/engine/lib/zip/zip-writer';
import { TEMPLATE_DECK } from './photo-deck';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MTIME = new Date(Date.UTC(2024, 0, 1));

function pic(id: number, relId: string, index: number): string {
  const x = 300_000 + index * 1_100_000;
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${relId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr><a:xfrm><a:off x="${x}" y="300000"/><a:ext cx="1000000" cy="750000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

function slideXml(pictures: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main">' +
    '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
    '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>' +
    `${pictures}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`
  );
}

/** `slides` slides, each showing every one of `media` (stored as ppt/media/imageN.png, deflated in the deck). */
export async function buildMediaDeck(outPath: string, options: { slides: number; media: Buffer[] }): Promise<void> {
  const template = await ZipReader.open(TEMPLATE_DECK, 'template');
  const writer = new ZipWriter(outPath);
  const { slides, media } = options;
  for (const entry of template.entries) {
    let text = entry.name.endsWith('.xml') || entry.name.endsWith('.rels') ? await template.readText(entry) : null;
    if (entry.name === '[Content_Types].xml' && text) {
      const overrides = Array.from(
        { length: slides },
        (_, i) =>
          `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
      ).join('');
      text = text.replace('<Default Extension="xml"', '<Default Extension="png" ContentType="image/png"/><Default Extension="xml"');
      text = text.replace('</Types>', `${overrides}</Types>`);
    } else if (entry.name === 'ppt/presentation.xml' && text) {
      const ids = Array.from({ length: slides }, (_, i) => `<p:sldId id="${256 + i}" r:id="rId${100 + i}"/>`).join('');
      text = text.replace('</p:sldMasterIdLst>', `</p:sldMasterIdLst><p:sldIdLst>${ids}</p:sldIdLst>`);
    } else if (entry.name === 'ppt/_rels/presentation.xml.rels' && text) {
      const rels = Array.from(
        { length: slides },
        (_, i) => `<Relationship Id="rId${100 + i}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`,
      );
      text = text.replace('</Relationships>', `${rels.join('')}</Relationships>`);
    }
    writer.addBuffer(entry.name, text === null ? await template.readBuffer(entry) : Buffer.from(text), { mtime: MTIME });
  }
  // Deflated whatever the name says, as a deck built to expand would be.
  media.forEach((bytes, i) => writer.addBuffer(`ppt/media/image${i + 1}.png`, bytes, { mtime: MTIME, compress: true }));
  const rels = [
    `<Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/>`,
    ...media.map((_, i) => `<Relationship Id="rId${i + 2}" Type="${REL}/image" Target="../media/image${i + 1}.png"/>`),
  ].join('');
  const pictures = media.map((_, i) => pic(i + 2, `rId${i + 2}`, i)).join('');
  for (let s = 1; s <= slides; s++) {
    writer.addBuffer(`ppt/slides/slide${s}.xml`, Buffer.from(slideXml(pictures)), { mtime: MTIME });
    writer.addBuffer(
      `ppt/slides/_rels/slide${s}.xml.rels`,
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
      ),
      { mtime: MTIME },
    );
  }
  await writer.finish();
  template.close();
}
