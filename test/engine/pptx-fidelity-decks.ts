/**
 * Decks the fidelity test builds from corpus decks, one per way a merged slide used to change its look (issue #11):
 * W1 fonts and table styles of a later deck, W2 a deck without a default text size, W3/W5 stretched picture
 * backgrounds and master decorations across slide sizes, W4 tiled backgrounds, W6 a PowerPoint 2007 deck with a
 * chart. Each is a small, readable edit of a real deck (mutateDeck), so what changes is plain in the source.
 */
import { join } from 'node:path';
import { CORPUS, mutateDeck } from './pptx-test-support';

const corpus = (name: string): string => join(CORPUS, name);
const text = (data: Buffer): string => data.toString('utf8');

/** A text box that sets nothing itself: its font, size and colour come from the deck's defaultTextStyle. */
const TEXT_BOX =
  '<p:sp><p:nvSpPr><p:cNvPr id="901" name="TextBox 901"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>' +
  '<p:spPr><a:xfrm><a:off x="457200" y="4572000"/><a:ext cx="4114800" cy="1371600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom><a:noFill/></p:spPr>' +
  '<p:txBody><a:bodyPr wrap="square" rtlCol="0"/><a:lstStyle/>' +
  '<a:p><a:r><a:rPr lang="en-US" dirty="0"/><a:t>Default text in a text box</a:t></a:r></a:p>' +
  '<a:p><a:pPr lvl="1"/><a:r><a:rPr lang="en-US" dirty="0"/><a:t>second level</a:t></a:r></a:p></p:txBody></p:sp>';

/** A filled shape whose text takes font and colour from its shape style (fontRef minor, lt1: white, theme font). */
const STYLED_SHAPE =
  '<p:sp><p:nvSpPr><p:cNvPr id="902" name="Rectangle 902"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr>' +
  '<p:spPr><a:xfrm><a:off x="4800600" y="4572000"/><a:ext cx="3886200" cy="1371600"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
  '<p:style><a:lnRef idx="2"><a:schemeClr val="accent1"><a:shade val="50000"/></a:schemeClr></a:lnRef><a:fillRef idx="1"><a:schemeClr val="accent1"/></a:fillRef>' +
  '<a:effectRef idx="0"><a:schemeClr val="accent1"/></a:effectRef><a:fontRef idx="minor"><a:schemeClr val="lt1"/></a:fontRef></p:style>' +
  '<p:txBody><a:bodyPr rtlCol="0" anchor="ctr"/><a:lstStyle/><a:p><a:pPr algn="ctr"/><a:r><a:rPr lang="en-US" dirty="0"/><a:t>Styled shape text</a:t></a:r></a:p></p:txBody></p:sp>';

/**
 * W1/W2, the later deck: pp-tbl-cell.pptx (4:3, Calibri theme) whose first table uses "Medium Style 2 - Accent 1"
 * (white bold header row), with a text box and a styled shape added, and no default size in its defaultTextStyle
 * (so its text is 18 pt by the application default).
 */
export async function laterTextDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('pp-tbl-cell.pptx'), dest, (name, data) => {
    if (name === 'ppt/presentation.xml') {
      const xml = text(data);
      const start = xml.indexOf('<p:defaultTextStyle>');
      return Buffer.from(xml.slice(0, start) + xml.slice(start).replace(/ sz="1800"/g, ''));
    }
    if (name === 'ppt/slides/slide1.xml') {
      return Buffer.from(
        text(data)
          .replace('{D7AC3CCA-C797-4891-BE02-D94E43425B78}', '{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}')
          .replace('</p:spTree>', `${TEXT_BOX}${STYLED_SHAPE}</p:spTree>`),
      );
    }
    return undefined;
  });
}

/**
 * W1/W2, the first deck: poi-table-with-theme.pptx (16:9) whose defaultTextStyle names Arial outright and asks for
 * 20 pt, the way decks converted from older PowerPoint versions often do.
 */
export async function firstTextDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('poi-table-with-theme.pptx'), dest, (name, data) => {
    if (name !== 'ppt/presentation.xml') return undefined;
    const xml = text(data);
    const start = xml.indexOf('<p:defaultTextStyle>');
    return Buffer.from(
      xml.slice(0, start) +
        xml
          .slice(start)
          .replace(/ sz="1800"/g, ' sz="2000"')
          .replace(/<a:latin typeface="\+mn-lt"\/>/g, '<a:latin typeface="Arial"/>'),
    );
  });
}

/**
 * W4: poi-aptia.pptx (4:3) with its picture backgrounds tiled instead of stretched: each picture is a whole slide
 * at its stated 150 DPI, so one tile shows as before, title band and all.
 */
export async function tiledBackgroundDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('poi-aptia.pptx'), dest, (name, data) =>
    /^ppt\/(slides|slideLayouts|slideMasters)\/[^/]+\.xml$/.test(name)
      ? Buffer.from(
          text(data).replace(
            /<a:srcRect\/><a:stretch>(<a:fillRect\/>|<a:fillRect [^>]*\/>)<\/a:stretch>/g,
            '<a:tile tx="0" ty="0" sx="100000" sy="100000" flip="none" algn="tl"/>',
          ),
        )
      : undefined,
  );
}

/** W4, the first deck: pp-sld-slides.pptx set to 16:10, so a 4:3 deck after it is scaled by 5/6 and pillar-boxed. */
export async function sixteenTenDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('pp-sld-slides.pptx'), dest, (name, data) =>
    name === 'ppt/presentation.xml'
      ? Buffer.from(text(data).replace(/<p:sldSz [^>]*\/>/, '<p:sldSz cx="9144000" cy="5715000" type="screen16x10"/>'))
      : undefined,
  );
}

/** W5: poi-chart-picture-bg.pptx (16:9) with its photo also stretched over the slide background. */
export async function stretchedBackgroundDeck(dest: string): Promise<void> {
  const image = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
  await mutateDeck(corpus('poi-chart-picture-bg.pptx'), dest, (name, data) => {
    if (name === 'ppt/slides/slide1.xml') {
      return Buffer.from(
        text(data).replace(
          '<p:cSld>',
          '<p:cSld><p:bg><p:bgPr><a:blipFill dpi="0" rotWithShape="1"><a:blip r:embed="rIdBg"/><a:srcRect/><a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg>',
        ),
      );
    }
    if (name === 'ppt/slides/_rels/slide1.xml.rels') {
      return Buffer.from(
        text(data).replace('</Relationships>', `<Relationship Id="rIdBg" Type="${image}" Target="../media/image1.jpg"/></Relationships>`),
      );
    }
    return undefined;
  });
}

/**
 * W6: pp-cht-charts.pptx as PowerPoint 2007 wrote such charts: AppVersion 12, and elements without a value whose
 * meaning changed after 2007. LibreOffice reads them by the package's version: a bare c:majorTickMark is "out" in a
 * 2007 file and "cross" otherwise, a bare c:showVal hides the value labels in a 2007 file and shows them otherwise.
 */
export async function office2007ChartDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('pp-cht-charts.pptx'), dest, (name, data) => {
    if (name === 'docProps/app.xml')
      return Buffer.from(text(data).replace(/<AppVersion>[^<]*<\/AppVersion>/, '<AppVersion>12.0000</AppVersion>'));
    if (/^ppt\/charts\/chart\d+\.xml$/.test(name)) {
      return Buffer.from(
        text(data)
          .replace(/<c:majorTickMark val="out"\/>/g, '<c:majorTickMark/>')
          .replace(/<\/c:ser>/g, '<c:dLbls><c:showVal/></c:dLbls></c:ser>'),
      );
    }
    return undefined;
  });
}

/** autoResize off, the first deck: pp-sld-slides.pptx at 20 × 11.25 in, so a 10 × 7.5 in deck fits it 1:1 with room around. */
export async function largeWideDeck(dest: string): Promise<void> {
  await mutateDeck(corpus('pp-sld-slides.pptx'), dest, (name, data) =>
    name === 'ppt/presentation.xml'
      ? Buffer.from(text(data).replace(/<p:sldSz [^>]*\/>/, '<p:sldSz cx="18288000" cy="10287000"/>'))
      : undefined,
  );
}
