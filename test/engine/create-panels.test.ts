/**
 * Create's tinted panels: two panels on one slide (a comparison's or two columns' sides) keep at least the design's
 * gutter apart, and never reach past the text they sit behind by more than its inset.
 */
import { describe, expect, it } from 'vitest';
import { GUTTER, panelBoxes } from '../../main/engine/generation/backdrops';
import type { SlideOutline } from '../../main/engine/generation/deck-outline';
import type { Box } from '../../main/engine/templates/layout-specs';

const column = (heading?: string) => ({ heading, bullets: [{ runs: [{ text: 'A point' }], level: 0 }] });
const SLIDES: SlideOutline[] = [
  { layout: 'twoColumns', title: 'Before and after', columns: [column('Before'), column('After')] },
  { layout: 'twoColumns', title: 'Two lists', columns: [column(), column()] },
];

/** The space between two boxes (0 when they touch or overlap). */
function apart(a: Box, b: Box): number {
  const dx = Math.max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]));
  const dy = Math.max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]));
  return Math.max(0, dx, dy);
}

describe('Create: panels keep a gutter between them', () => {
  it('keeps every pair of panels on a slide at least a gutter apart', () => {
    for (const slide of SLIDES) {
      const { panels } = panelBoxes(slide);
      expect(panels, slide.title).toHaveLength(2);
      for (let i = 0; i < panels.length; i++)
        for (let j = i + 1; j < panels.length; j++) expect(apart(panels[i]!, panels[j]!), slide.title).toBeGreaterThanOrEqual(GUTTER);
    }
  });
});
