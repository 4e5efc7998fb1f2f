/**
 * Create's layout families (generation/layout-families.ts): each takes what its rule says, within its budget, and
 * text over a family's budget goes to a family that holds it or to a continuation slide — never cut, never below
 * the floor. Measured with the design's fonts; no rendering here (create-families.test.ts renders).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdownOutline } from '../../main/engine/generation/outline-parser';
import { dateOf, familyOf } from '../../main/engine/generation/layout-families';
import { fitOutline, MIN_BODY_SCALE } from '../../main/engine/generation/slide-fit';
import { slideText, type DeckOutline } from '../../main/engine/generation/deck-outline';
import { FontMeasure } from '../../main/engine/lib/fonts/font-measure';
import { findDeckTemplate } from '../../shared/tools/deck-templates';

const fonts = findDeckTemplate('classic')!.fonts;
let measure: FontMeasure;

beforeAll(async () => {
  measure = await FontMeasure.load([fonts.heading, fonts.body], new AbortController().signal);
});

function fitted(markdown: string): DeckOutline {
  return fitOutline(parseMarkdownOutline(markdown, 'Deck'), measure, fonts).outline;
}

const families = (outline: DeckOutline): string[] => outline.slides.map(familyOf);
const words = (outline: DeckOutline): string[] =>
  outline.slides
    .flatMap(slideText)
    .join(' ')
    .replace(/\(cont\.\)/g, '')
    .split(/\s+/)
    .filter(Boolean);

describe('layout families', () => {
  it('draw numbered points as steps, dated points as a timeline, an agenda as rows, and close on a closing slide', () => {
    const outline = fitted(`# Deck

## Agenda
- Results
- Plans
- Questions

## How it works
1. Book a visit
2. We send an engineer
3. It is fixed on the day

## Milestones
- 2023 — First depot
- 2024 — Second depot
- Q3 2025: Vans with tablets

## Thank you
`);
    expect(families(outline)).toEqual(['title', 'agenda', 'steps', 'timeline', 'closing']);
    for (const slide of outline.slides.slice(1, 4)) expect(slide.scales![1]).toBeGreaterThanOrEqual(MIN_BODY_SCALE);
  });

  it('take spans of years and stages for dates, and narrow a timeline’s type for a long word rather than dropping it', () => {
    const outline = fitted(`# Deck

## Award modernisation
- 2008-09 — Award modernisation
- 2012–2013 — Transitional review
- 2014-15: 4 yearly review

## Award stage
- Stage 1 — March 2014 to mid-2015
- Stage 2 — October 2014 to late-2015
- Stage 3 — March 2015 to late-2015
- Stage 4 — March 2015 to early-2016
`);
    expect(families(outline)).toEqual(['title', 'timeline', 'timeline']);
    expect(dateOf({ runs: [{ text: '2008-09 — Award modernisation' }], level: 0 })).toEqual({
      date: '2008-09',
      label: 'Award modernisation',
    });
    expect(dateOf({ runs: [{ text: '2012–2013 — Transitional review' }], level: 0 })?.date).toBe('2012–2013');
    // "2024-250 units" is a year and its text, not a span.
    expect(dateOf({ runs: [{ text: '2024-250 units' }], level: 0 })?.date).toBe('2024');
  });

  it('send what is over a family’s budget to a family that holds it, keeping every word', () => {
    const long =
      'a step that says a great deal more than a step in a process drawing should hold on its card, and then some more words besides';
    const markdown = `# Deck

## Agenda
${Array.from({ length: 9 }, (_, i) => `- Topic number ${i + 1}`).join('\n')}

## How it works
${Array.from({ length: 3 }, (_, i) => `${i + 1}. ${long} (${i + 1})`).join('\n')}

## Steps
${Array.from({ length: 8 }, (_, i) => `${i + 1}. Short step ${i + 1}`).join('\n')}

## Said
> ${'A quotation far longer than a quote slide holds, which goes on and on about the service. '.repeat(5)}
> — Someone

## Not the end
- Thank you all
`;
    const outline = fitted(markdown);
    // Nine agenda points (budget 3–8) are a list on two slides; long steps and eight steps are lists; a long
    // quotation is a list of its paragraphs; a last slide not titled as a closing one stays a list.
    expect(families(outline)).toEqual(['title', ...Array<string>(7).fill('bullets')]);
    expect(outline.slides.filter((slide) => slide.layout === 'bullets').every((slide) => slide.bullets.length <= 6)).toBe(true);
    for (const slide of outline.slides) for (const scale of slide.scales ?? []) expect(scale).toBeGreaterThanOrEqual(MIN_BODY_SCALE);
    const source = words(fitted(markdown.replace(/^## (Agenda|How it works|Steps)$/gm, '## Part')));
    expect(
      words(outline)
        .filter((word) => !['Agenda', 'How', 'it', 'works', 'Steps'].includes(word))
        .sort(),
    ).toEqual(source.filter((word) => word !== 'Part').sort());
  });

  it('draw a slide the layout check flagged in its plainest family, keeping its text (the repair)', () => {
    const written = parseMarkdownOutline(
      `# Deck\n\n## Agenda\n- One\n- Two\n- Three\n\n## How\n1. Ask\n2. Plan\n3. Do\n\n## Thank you\n`,
      'Deck',
    );
    const first = fitOutline(written, measure, fonts);
    expect(first.outline.slides.map(familyOf)).toEqual(['title', 'agenda', 'steps', 'closing']);
    expect(first.origins).toEqual([0, 1, 2, 3]);
    const repaired = fitOutline(written, measure, fonts, { plain: new Set([1, 2, 3]) });
    expect(repaired.outline.slides.map(familyOf)).toEqual(['title', 'bullets', 'bullets', 'section']);
    expect(repaired.outline.slides.flatMap(slideText)).toEqual(first.outline.slides.flatMap(slideText));
  });

  it('set a wide picture with a short caption full-bleed, and a picture with more text beside it', () => {
    const picture = { data: Buffer.alloc(0), extension: 'png' as const, width: 1600, height: 900, description: '' };
    const written = parseMarkdownOutline(
      `# Deck\n\n## Depot\n![The depot](a.png)\n\n## Depot again\n![x](b.png)\n- Opened in March\n- Forty vans\n- Two hundred visits a day`,
      'Deck',
    );
    for (const slide of written.slides) if (slide.layout === 'pictureCaption') slide.picture = picture;
    expect(families(fitOutline(written, measure, fonts).outline)).toEqual(['title', 'fullPicture', 'pictureText']);
  });

  it('spread short comparison columns over their panels, one spacing for both, as a short list is spread', () => {
    const outline = fitted(
      '# Deck\n\n## Two kinds of valleys\n### V-shaped\n- Carved by young rivers\n- Steep sides\n- Narrow floor\n' +
        '### U-shaped\n- Carved by glaciers\n- Wide floor\n- Gentle sides\n\n## Long columns\n### Left\n' +
        Array.from({ length: 7 }, (_, i) => `- Point ${i + 1} that runs on over a good part of its line`).join('\n') +
        '\n### Right\n- One\n- Two',
    );
    const [comparison, long] = outline.slides.filter((slide) => slide.layout === 'twoColumns');
    expect(familyOf(comparison!)).toBe('comparison');
    // More than the design's own space before an item (its 6–10 pt), at most ¾ of a line of its type.
    expect(comparison!.spacingPt).toBeGreaterThan(10);
    expect(comparison!.spacingPt).toBeLessThanOrEqual(0.75 * 44);
    // A column that already fills its panel is not spread, nor is the short one beside it.
    expect(long!.spacingPt).toBeUndefined();
  });
});
