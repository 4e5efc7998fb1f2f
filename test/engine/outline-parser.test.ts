/**
 * The Markdown outline patterns Create reads with no model (main/engine/generation/outline-parser.ts): the slide
 * separators and column patterns people write, and the layout each slide's content asks for.
 */
import { describe, expect, it } from 'vitest';
import { runsText, slideText, type SlideOutline } from '../../main/engine/generation/deck-outline';
import { matchPictureFile } from '../../main/engine/generation/outline-pictures';
import { parseMarkdownOutline } from '../../main/engine/generation/outline-parser';
import { layoutFor } from '../../main/engine/generation/outline-text';

const parse = (text: string): SlideOutline[] => parseMarkdownOutline(text, 'Fallback').slides;
const layouts = (text: string): string[] => parse(text).map(layoutFor);

describe('outline patterns', () => {
  it('reads “---” between slides, a ## heading and two ### sub-headings as one two-column slide', () => {
    const slides = parse(`# Plan\n\n---\n\n## Build or buy\n### Build\n- Control\n- Cost\n### Buy\n- Speed\n\n---\n\n## Next\n- Decide`);
    expect(slides.map(layoutFor)).toEqual(['title', 'comparison', 'bullets']);
    const columns = slides[1]!;
    expect(columns).toMatchObject({ layout: 'twoColumns', title: 'Build or buy' });
    if (columns.layout !== 'twoColumns') throw new Error('not columns');
    expect(columns.columns.map((column) => column.heading)).toEqual(['Build', 'Buy']);
    expect(columns.columns.map((column) => column.bullets.map((bullet) => runsText(bullet.runs)))).toEqual([
      ['Control', 'Cost'],
      ['Speed'],
    ]);
  });

  it('takes ||| and a --- followed by more points as a column break', () => {
    expect(layouts('## Pros and cons\n- Fast\n- Cheap\n|||\n- Risky')).toEqual(['twoColumns']);
    expect(layouts('## Left and right\n- one\n\n---\n\n- two\n\n---\n\n## After\n- three')).toEqual(['twoColumns', 'bullets']);
    // A --- before a sub-heading keeps the columns of the same slide.
    expect(layouts('## A\n### L\n- x\n---\n### R\n- y')).toEqual(['comparison']);
  });

  it('makes slides of three or more sub-headings under a section', () => {
    const slides = parse('## Regions\n### North\n- a\n### South\n- b\n### East\n- c');
    expect(slides.map((slide) => [slide.layout, slideText(slide)[0]])).toEqual([
      ['section', 'Regions'],
      ['bullets', 'North'],
      ['bullets', 'South'],
      ['bullets', 'East'],
    ]);
  });

  it('chooses quote, big number, table and picture layouts from the content', () => {
    const slides = parse(
      [
        '## Voices\n> Best tool we bought.\n> — A customer',
        '## Revenue\n**$4.2M** in annual recurring revenue',
        '## Share\n- 87% of customers renew',
        '## By region\n| Region | Q1 |\n|:--|--:|\n| North | 12 |\n| South | 9 |',
        '## The delta\n![The delta from above](delta.png)\n- Seen in May',
      ].join('\n\n'),
    );
    expect(slides.map((slide) => slide.layout)).toEqual(['quote', 'statistic', 'statistic', 'table', 'pictureCaption']);
    expect(slides[0]).toMatchObject({ title: 'Voices', quote: 'Best tool we bought.', attribution: 'A customer' });
    expect(slides[1]).toMatchObject({ value: '$4.2M', caption: 'in annual recurring revenue' });
    expect(slides[2]).toMatchObject({ value: '87%', caption: 'of customers renew' });
    const table = slides[3]!;
    if (table.layout !== 'table') throw new Error('not a table');
    expect(table.table.rows.map((row) => row.map(runsText))).toEqual([
      ['Region', 'Q1'],
      ['North', '12'],
      ['South', '9'],
    ]);
    expect(table.table.align).toEqual(['l', 'r']);
    expect(slides[4]).toMatchObject({ source: 'delta.png', description: 'The delta from above' });
    // A year is not a figure to show big.
    expect(layouts('## History\n- 2024 was a good year')).toEqual(['bullets']);
  });

  it('reads speaker notes in the forms slide tools write them, and skips front matter', () => {
    const slides = parse(
      '---\nmarp: true\n---\n\n## One\n- a\n\n???\nFirst note\n\n---\n\n## Two\n- b\nNote: Second note\n\n---\n\n## Three\n- c\n::: notes\nThird note\n:::\n\n---\n\n## Four\n<!-- Fourth note -->\n<!-- paginate: true -->\n- d',
    );
    expect(slides.map((slide) => [slideText(slide)[0], slide.notes])).toEqual([
      ['One', 'First note'],
      ['Two', 'Second note'],
      ['Three', 'Third note'],
      ['Four', 'Fourth note'],
    ]);
  });

  it('numbers ordered lists and keeps the nesting of points', () => {
    const [slide] = parse('## Steps\n1. Plan\n2. Build\n   1. Code\n   2. Test\n3. Ship\n- loose\n    - nested');
    if (slide?.layout !== 'bullets') throw new Error('not bullets');
    expect(slide.bullets.map((bullet) => [runsText(bullet.runs), bullet.level, bullet.number])).toEqual([
      ['Plan', 0, 1],
      ['Build', 0, 2],
      ['Code', 1, 1],
      ['Test', 1, 2],
      ['Ship', 0, 3],
      ['loose', 0, undefined],
      ['nested', 1, undefined],
    ]);
  });

  it('keeps a long list on one outline slide: fitting continues it (slide-fit.ts)', () => {
    const list = Array.from({ length: 12 }, (_, i) => `- Point ${i + 1}`).join('\n');
    const [slide] = parse(`## Twelve\n${list}`);
    expect(slide?.layout === 'bullets' && slide.bullets).toHaveLength(12);
  });

  it('takes a picture only from a file given with the task, by its name, never by a path or URL', () => {
    const files = [{ name: 'Delta.PNG', path: '/tmp/upload-1' }];
    expect(matchPictureFile('delta.png', files)).toBe(files[0]);
    expect(matchPictureFile('./images/delta.png', files)).toBe(files[0]);
    expect(matchPictureFile('/etc/delta.png', files)).toBeUndefined();
    expect(matchPictureFile('https://example.com/delta.png', files)).toBeUndefined();
    expect(matchPictureFile('file:///tmp/delta.png', files)).toBeUndefined();
    expect(matchPictureFile('other.png', files)).toBeUndefined();
  });
});
