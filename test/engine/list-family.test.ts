/**
 * Revamp's lists that are a timeline or a process (revamp/list-family.ts): which lists are drawn as one, and what
 * the drawing holds. Measured with a design's fonts; tool-revamp.test.ts renders them on a real deck.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FontMeasure } from '../../main/engine/lib/fonts/font-measure';
import { NS } from '../../main/engine/lib/pptx/ooxml-constants';
import { allElements, childElement, parseXml, serializeXml, type Element } from '../../main/engine/lib/pptx/xml-dom';
import { drawListFamily, type ListFamilyContext } from '../../main/engine/revamp/list-family';
import type { SlideShape } from '../../main/engine/revamp/slide-content';
import { findDeckTemplate } from '../../shared/tools/deck-templates';

const fonts = findDeckTemplate('slate')!.fonts;
let ctx: ListFamilyContext;

beforeAll(async () => {
  const measure = await FontMeasure.load([fonts.heading, fonts.body], new AbortController().signal);
  ctx = { size: { cx: 9144000, cy: 6858000 }, measure, fonts, lang: null };
});

/** A slide whose body holds `points` (each its runs' XML), and the shapes Revamp would see on it. */
function slideWith(points: readonly string[], pPr = ''): { slide: Element; shapes: SlideShape[] } {
  const paragraphs = points.map((runs) => `<a:p>${pPr}${runs}</a:p>`).join('');
  const xml =
    `<p:sld xmlns:p="${NS.p}" xmlns:a="${NS.a}" xmlns:r="${NS.r}"><p:cSld><p:spTree>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/><p:cNvSpPr/><p:nvPr><p:ph type="title"/></p:nvPr></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr/><a:p><a:r><a:t>Award stage</a:t></a:r></a:p></p:txBody></p:sp>` +
    `<p:sp><p:nvSpPr><p:cNvPr id="3" name="Body"/><p:cNvSpPr/><p:nvPr><p:ph idx="1"/></p:nvPr></p:nvSpPr><p:spPr/>` +
    `<p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  const slide = parseXml(xml).documentElement!;
  const [title, body] = allElements(slide).filter((el) => el.localName === 'sp');
  const shape = (element: Element, role: SlideShape['role']): SlideShape => ({
    element,
    role,
    placeholder: null,
    box: null,
    txBody: childElement(element, NS.p, 'txBody') ?? null,
  });
  return { slide, shapes: [shape(title!, 'title'), shape(body!, 'body')] };
}

const run = (text: string, props = ''): string => `<a:r><a:rPr lang="en-AU"${props}/><a:t>${text}</a:t></a:r>`;
const texts = (slide: Element, name: RegExp): string[] =>
  allElements(slide)
    .filter(
      (el) =>
        el.localName === 'sp' &&
        name.test(
          allElements(el)
            .find((c) => c.localName === 'cNvPr')
            ?.getAttribute('name') ?? '',
        ),
    )
    .map((el) =>
      allElements(el)
        .filter((t) => t.localName === 't')
        .map((t) => t.textContent)
        .join(''),
    );

describe('a list drawn as a timeline or a process', () => {
  it('draws dated points as a timeline: the date on its marker, the rest on its card, the body gone', () => {
    const { slide, shapes } = slideWith([
      run('Stage 1 — March 2014 to mid-2015'),
      '<a:endParaRPr lang="en-AU"/>',
      run('Stage 2 — October 2014 to late-2015'),
      run('Stage 3 — March 2015 to late-2015'),
    ]);
    expect(drawListFamily(slide, shapes, ctx)).toEqual({ body: shapes[1], cards: null });
    expect(texts(slide, /^Step marker/)).toEqual(['Stage 1', 'Stage 2', 'Stage 3']);
    expect(texts(slide, /^Step \d/)).toEqual(['March 2014 to mid-2015', 'October 2014 to late-2015', 'March 2015 to late-2015']);
    const xml = serializeXml(slide.ownerDocument!).toString('utf8');
    expect(xml).not.toContain('<p:ph idx="1"/>');
    // The list's own language, every shape's id its own.
    expect(xml).toContain('lang="en-AU"');
    const ids = allElements(slide)
      .filter((el) => el.localName === 'cNvPr')
      .map((el) => el.getAttribute('id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws numbered points as a process, each number in its marker', () => {
    const { slide, shapes } = slideWith(
      [run('Book a visit'), run('We send an engineer'), run('It is fixed on the day')],
      '<a:pPr><a:buAutoNum type="arabicPeriod"/></a:pPr>',
    );
    expect(drawListFamily(slide, shapes, ctx)).not.toBeNull();
    expect(texts(slide, /^Step marker/)).toEqual(['1', '2', '3']);
  });

  it('draws two to four short points as cards, one under each accent band', () => {
    const { slide, shapes } = slideWith([run('Project preparation'), run('Project structuring')]);
    const drawn = drawListFamily(slide, shapes, ctx);
    expect(drawn?.cards?.boxes).toHaveLength(2);
    expect(texts(slide, /^Card \d/)).toEqual(['Project preparation', 'Project structuring']);
    // Their words in the design's body font, not the deck's default text style.
    const xml = serializeXml(slide.ownerDocument!).toString('utf8');
    expect(xml.match(/<a:latin typeface="\+mn-lt"\/>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves a list a list when a card would not show it as written, or it is neither a sequence nor a few short points', () => {
    const dated = ['2008-09 — Award modernisation', '2012-13 — Transitional review', '2014-15 — 4 yearly review'];
    const cases: [string, string[], string?][] = [
      [
        'a word in the author’s colour',
        [
          run(dated[0]!),
          `<a:r><a:rPr lang="en-AU"><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:rPr><a:t>${dated[1]}</a:t></a:r>`,
          run(dated[2]!),
        ],
      ],
      [
        'a link',
        [run(dated[0]!), `<a:r><a:rPr lang="en-AU"><a:hlinkClick r:id="rId9"/></a:rPr><a:t>${dated[1]}</a:t></a:r>`, run(dated[2]!)],
      ],
      ['an underline', [run(dated[0]!), run(dated[1]!, ' u="sng"'), run(dated[2]!)]],
      [
        'a word in a size of its own',
        [run('It has bullet points on it'), run('They’re fun'), run('Especially at 16 point!', ' sz="1600"')],
      ],
      ['five short undated points', [run('Results'), run('Plans'), run('Risks'), run('People'), run('Questions')]],
      ['seven points', Array.from({ length: 7 }, (_, i) => run(`${2010 + i} — Year ${i + 1}`))],
    ];
    for (const [what, points] of cases) {
      const { slide, shapes } = slideWith(points);
      const before = serializeXml(slide.ownerDocument!).toString('utf8');
      expect(drawListFamily(slide, shapes, ctx), what).toBeNull();
      expect(serializeXml(slide.ownerDocument!).toString('utf8'), what).toBe(before);
    }
  });
});
