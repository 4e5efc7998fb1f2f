/**
 * Text fit for translations, measured with the machine's real fonts (fontconfig): free room first, then line
 * spacing, then an even shrink with floors (titles ≥ 70 %, body ≥ 10 pt); long Spanish and German strings, CJK
 * that wraps between characters, right-to-left text, and table cells.
 */
import { describe, expect, it } from 'vitest';
import { flowHeight, type FlowParagraph } from '../../main/engine/lib/fonts/text-flow';
import { TextMeasure } from '../../main/engine/lib/fonts/text-measure';
import { planFit, type FitInput } from '../../main/engine/translation/documents/text-fit';

const FONT = { family: 'Calibri', bold: false };

function paragraphs(texts: string[], sizePt: number): FlowParagraph[] {
  return texts.map((text) => ({
    runs: [{ text, font: FONT, sizePt }],
    emptySizePt: sizePt,
    spaceBeforePt: 0,
    spaceAfterPt: 0,
    lineSpacing: 1,
    indentPt: 0,
  }));
}

function input(before: string[], after: string[], sizePt: number, box: { w: number; h: number }, extra: Partial<FitInput> = {}): FitInput {
  return {
    before: paragraphs(before, sizePt),
    after: paragraphs(after, sizePt),
    widthPt: box.w,
    heightPt: box.h,
    wrap: true,
    currentScale: 1,
    title: false,
    roomAbove: 0,
    roomBelow: 0,
    anchor: 't',
    ...extra,
  };
}

describe('translation text fit', () => {
  it('measures with real metrics: a wide word is wider than a narrow one of as many letters', async () => {
    const measure = await TextMeasure.load([FONT]);
    expect(measure.width('WWWWWWWWWW', FONT, 20)).toBeGreaterThan(2 * measure.width('iiiiiiiiii', FONT, 20));
    expect(measure.lineHeight(FONT)).toBeGreaterThan(1);
  });

  it('leaves text that still fits alone', async () => {
    const measure = await TextMeasure.load([FONT]);
    expect(planFit(input(['Results'], ['Resultados'], 40, { w: 600, h: 60 }, { title: true }), measure)).toBeNull();
  });

  it('grows a Spanish title into the free room below it before shrinking it', async () => {
    const measure = await TextMeasure.load([FONT]);
    const plan = planFit(
      input(
        ['Our annual customer survey'],
        ['Nuestra encuesta anual de satisfacción de los clientes'],
        40,
        { w: 600, h: 55 },
        { title: true, roomBelow: 80 },
      ),
      measure,
    );
    expect(plan).toMatchObject({ fontScale: 1, fits: true });
    expect(plan!.growBottom).toBeGreaterThan(20);
    expect(plan!.growBottom).toBeLessThanOrEqual(80);
  });

  it('shrinks a title with no room evenly, never below 70 %', async () => {
    const measure = await TextMeasure.load([FONT]);
    const fits = planFit(input(['Annual survey'], ['Encuesta anual de los clientes'], 40, { w: 420, h: 55 }, { title: true }), measure);
    expect(fits?.fits).toBe(true);
    expect(fits!.fontScale).toBeLessThan(1);
    expect(fits!.fontScale).toBeGreaterThanOrEqual(0.7);
    const tooLong = planFit(
      input(
        ['Survey'],
        ['La encuesta anual de la satisfacción de todos nuestros clientes internacionales'],
        40,
        { w: 300, h: 55 },
        { title: true },
      ),
      measure,
    );
    expect(tooLong).toMatchObject({ fits: false, fontScale: 0.7 });
  });

  it('keeps body text at 10 pt or more, and text already smaller as it is', async () => {
    const measure = await TextMeasure.load([FONT]);
    const long = Array.from({ length: 12 }, () => 'Los clientes pidieron una manera más sencilla de compartir sus presentaciones');
    const body = planFit(input(['Short'], long, 12, { w: 300, h: 100 }), measure);
    expect(body!.fontScale * 12).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(body!.fits).toBe(false);
    const tiny = planFit(input(['Short'], long, 8, { w: 300, h: 40 }), measure);
    expect(tiny!.fontScale).toBe(1);
  });

  it('shrinks until a long German compound fits the width of its box', async () => {
    const measure = await TextMeasure.load([FONT]);
    const word = 'Donaudampfschifffahrtsgesellschaft';
    const width = measure.width(word, FONT, 28) * 0.85;
    const plan = planFit(input(['Shipping company'], [word], 28, { w: width, h: 200 }), measure);
    expect(plan?.fits).toBe(true);
    expect(plan!.fontScale).toBeLessThanOrEqual(0.85);
    expect(measure.width(word, FONT, 28 * plan!.fontScale)).toBeLessThanOrEqual(width * 1.02 + 1);
  });

  it('wraps CJK text between characters and measures it with a font that has it', async () => {
    const measure = await TextMeasure.load([FONT]);
    const japanese = '年次顧客満足度調査の結果と来年の計画について説明します';
    const one = flowHeight(paragraphs([japanese], 20), 2000, measure);
    const narrow = flowHeight(paragraphs([japanese], 20), 120, measure);
    expect(one.lines).toBe(1);
    expect(narrow.lines).toBeGreaterThanOrEqual(4);
    expect(narrow.widest).toBeLessThanOrEqual(121);
    expect(measure.width(japanese, FONT, 20)).toBeGreaterThan(20 * 20);
  });

  it('fits right-to-left text the same way (Arabic, Hebrew)', async () => {
    const measure = await TextMeasure.load([FONT]);
    const arabic = 'نتائج الاستطلاع السنوي لرضا العملاء وخطط العام المقبل';
    expect(measure.width(arabic, FONT, 20)).toBeGreaterThan(100);
    const plan = planFit(input(['Survey results'], [arabic], 32, { w: 400, h: 50 }, { title: true, roomBelow: 100 }), measure);
    expect(plan).toMatchObject({ fits: true, fontScale: 1 });
    expect(plan!.growBottom).toBeGreaterThan(0);
  });

  it('ends a line at a break given as a run of its own, and breaks a hyphenated word after its hyphen', async () => {
    const measure = await TextMeasure.load([FONT]);
    const broken: FlowParagraph = {
      ...paragraphs(['x'], 20)[0]!,
      runs: [
        { text: 'Results of the survey', font: FONT, sizePt: 20 },
        { text: '\n', font: FONT, sizePt: 20 },
        { text: 'and our plans', font: FONT, sizePt: 20 },
      ],
    };
    const unwrapped = flowHeight([broken], 2000, measure, 1, 0, false);
    expect(unwrapped.lines).toBe(2);
    expect(unwrapped.widest).toBeLessThan(measure.width('Results of the survey and our plans', FONT, 20) * 0.8);
    const hyphen = flowHeight(paragraphs(['Parte-tiempo'], 20), measure.width('Parte-tiem', FONT, 20), measure);
    expect(hyphen.lines).toBe(2);
    expect(hyphen.widest).toBeLessThanOrEqual(measure.width('Parte-tiem', FONT, 20));
  });
});
