import { describe, expect, it } from 'vitest';
import { fixContrast } from '../../main/engine/revamp/restyle-text';
import { parseXml, serializeXml } from '../../main/engine/lib/pptx/xml-dom';
import { contrast, readableShade } from '../../main/engine/templates/color-contrast';
import { findDeckTemplate } from '../../shared/tools/deck-templates';

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
