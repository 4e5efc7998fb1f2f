/**
 * Each design's own geometry (templates/design-decorations.ts): the designs draw different decorations, and none
 * lies where its layout puts text — except the tinted title band, which text is meant to read on.
 */
import { describe, expect, it } from 'vitest';
import { decorationBoxes, layoutDecorations, titleAlign } from '../../main/engine/templates/design-decorations';
import { LAYOUTS, SLIDE_HEIGHT, SLIDE_WIDTH, type Box } from '../../main/engine/templates/layout-specs';
import { layoutXml } from '../../main/engine/templates/master-xml';
import { DECK_TEMPLATES } from '../../shared/tools/deck-templates';

const overlaps = (a: Box, b: Box): boolean => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

describe('design decorations', () => {
  it('differ from design to design on content and title slides', () => {
    for (const key of ['bullets', 'title'] as const) {
      const spec = LAYOUTS.find((layout) => layout.key === key)!;
      const looks = DECK_TEMPLATES.map((template) => JSON.stringify(layoutDecorations(spec, template)));
      // Midnight keeps the plain edge band; every other design draws its own.
      expect(new Set(looks).size, key).toBeGreaterThanOrEqual(DECK_TEMPLATES.length - 1);
    }
  });

  it('keep off every text box of their layout, on the slide (a light tint aside)', () => {
    for (const template of DECK_TEMPLATES) {
      for (const spec of LAYOUTS) {
        for (const decoration of layoutDecorations(spec, template)) {
          const [x, y, w, h] = decoration.box;
          expect(x >= 0 && y >= 0 && x + w <= SLIDE_WIDTH && y + h <= SLIDE_HEIGHT, `${template.id} ${spec.key} ${decoration.name}`).toBe(
            true,
          );
          if (decoration.name === 'Top band') continue;
          for (const placeholder of spec.placeholders.filter((p) => p.style))
            expect(overlaps(decoration.box, placeholder.box), `${template.id} ${spec.key} ${decoration.name} / ${placeholder.name}`).toBe(
              false,
            );
        }
      }
    }
  });

  it('are drawn into the layouts, behind the placeholders, with the design’s title alignment', () => {
    const meadow = DECK_TEMPLATES.find((template) => template.id === 'meadow')!;
    const sunrise = DECK_TEMPLATES.find((template) => template.id === 'sunrise')!;
    const bullets = LAYOUTS.find((layout) => layout.key === 'bullets')!;
    const rail = layoutXml(bullets, undefined, sunrise);
    expect(rail.indexOf('name="Rail"')).toBeGreaterThan(0);
    expect(rail.indexOf('name="Rail"')).toBeLessThan(rail.indexOf('<p:ph type="title"'));
    expect(titleAlign(meadow)).toBe('ctr');
    expect(layoutXml(bullets, undefined, meadow)).toMatch(/<p:ph type="title"\/>[\s\S]*?algn="ctr"/);
    // Rails and bands do not push a carried logo away; thin rules and accent lines do.
    expect(decorationBoxes(bullets, sunrise)).toHaveLength(1);
  });
});
