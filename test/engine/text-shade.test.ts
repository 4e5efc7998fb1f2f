import { describe, expect, it } from 'vitest';
import { fixContrast } from '../../main/engine/revamp/restyle-text';
import { parseXml, serializeXml } from '../../main/engine/lib/pptx/xml-dom';
import { contrast, readableShade } from '../../main/engine/templates/color-contrast';
import { findDeckTemplate } from '../../shared/tools/deck-templates';
import { accentsMeantAsText } from '../../main/engine/revamp/named-colors';
import { strongColors } from '../../main/engine/templates/master-xml';

const NS =
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';

/** Red (the hue kept) clearly ahead of green and blue. */
const reddish = (hex: string): boolean => {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return r > g + 40 && r > b + 40;
};

describe('a colour the author gave a word, on a fill the design changed', () => {
  it('is shaded toward the readable colour only as far as it must, and a grey is not', () => {
    const shade = readableShade('FF0000', 'FFFFFF', '1F3A93', 3.5)!;
    expect(contrast(shade, '1F3A93')).toBeGreaterThanOrEqual(3.5);
    expect(reddish(shade), shade).toBe(true);
    expect(readableShade('404040', 'FFFFFF', '1F3A93', 3.5)).toBeNull();
    // Too far to go: only the design's colour reads.
    expect(readableShade('FFFF00', '000000', 'FFFFE0', 7, 0.3)).toBeNull();
  });

  it('keeps the answer marked in red apart from the others when both must change to read on the new fill', () => {
    const template = findDeckTemplate('classic')!;
    const doc = parseXml(
      `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:spPr><a:solidFill><a:srgbClr val="1F3A93"/></a:solidFill></p:spPr>` +
        `<p:txBody><a:bodyPr/><a:p><a:r><a:rPr><a:solidFill><a:srgbClr val="222222"/></a:solidFill></a:rPr><a:t>B) Ujung daun</a:t></a:r></a:p>` +
        `<a:p><a:r><a:rPr><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:rPr><a:t>C) Ujung akar</a:t></a:r></a:p></p:txBody></p:sp>` +
        `</p:spTree></p:cSld></p:sld>`,
    );
    expect(fixContrast(doc.documentElement!, template)).toBe(2);
    const colors = [
      ...serializeXml(doc)
        .toString('utf8')
        .matchAll(/<a:srgbClr val="([0-9A-F]{6})"\/><\/a:solidFill><\/a:rPr>/g),
    ].map((match) => match[1]!);
    expect(colors).toHaveLength(2);
    const [plain, marked] = colors as [string, string];
    for (const color of colors) expect(contrast(color, '1F3A93'), color).toBeGreaterThanOrEqual(3.5);
    expect(reddish(marked), marked).toBe(true);
    expect(reddish(plain), plain).toBe(false);
  });
});

describe('a colour of the theme that meant the text colour', () => {
  it('takes the design’s most readable colour when it is a neutral (bg1) that became the ground, not a shade of it', () => {
    // Slate's title slide as its strong colours see it: bg1 is the dark slate ground itself.
    const template = strongColors(findDeckTemplate('slate')!);
    const doc = parseXml(
      `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/><a:p><a:r><a:rPr><a:solidFill><a:srgbClr val="${template.colors.dk1}"/></a:solidFill></a:rPr>` +
        `<a:t>Role of the Fair Work Commission</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
    // As the source wrote it: a theme reference, which the design resolves to its ground.
    const xml = serializeXml(doc).toString('utf8').replace(`<a:srgbClr val="${template.colors.dk1}"/>`, '<a:schemeClr val="bg1"/>');
    const slide = parseXml(xml).documentElement!;
    expect(fixContrast(slide, template)).toBe(1);
    const color = /<a:srgbClr val="([0-9A-F]{6})"\/>/.exec(serializeXml(slide.ownerDocument!).toString('utf8'))![1]!;
    // White (lt2), not the grey-blue lt1 or a shade of the ground: the most contrast the design has.
    expect(color).toBe('FFFFFF');
    expect(contrast(color, template.colors.dk1)).toBeGreaterThan(7);
  });

  it('turns an accent the source theme made its text colour into the text colour', () => {
    const doc = parseXml(
      `<p:sld ${NS}><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>` +
        `<a:p><a:r><a:rPr><a:solidFill><a:schemeClr val="accent3"><a:lumMod val="75000"/></a:schemeClr></a:solidFill></a:rPr><a:t>2008-09</a:t></a:r></a:p>` +
        `<a:p><a:r><a:rPr><a:solidFill><a:schemeClr val="accent1"/></a:solidFill></a:rPr><a:t>Highlight</a:t></a:r></a:p>` +
        `</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
    // poi-aptia's theme: accent3 is its navy text colour, accent1 its orange.
    const colors = new Map([
      ['tx1', '001A45'],
      ['bg1', 'FFFFFF'],
      ['accent1', 'F89728'],
      ['accent3', '001A45'],
    ]);
    expect(accentsMeantAsText(doc.documentElement!, colors)).toBe(1);
    const xml = serializeXml(doc).toString('utf8');
    expect(xml).toContain('<a:schemeClr val="tx1"><a:lumMod val="75000"/></a:schemeClr>');
    expect(xml).toContain('<a:schemeClr val="accent1"/>');
  });
});
