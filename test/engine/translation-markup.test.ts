import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../shared/tools/language-detect';
import { compileGlossary, markupToPieces, unitToMarkup } from '../../main/engine/translation/unit-markup';

describe('unit markup', () => {
  it('wraps each run in a span and reads a reordered answer back run by run', () => {
    const unit = { pieces: ['The ', 'red', ' car'] };
    const { markup, fixed } = unitToMarkup(unit, null);
    expect(markup).toBe('<span id="s0">The </span><span id="s1">red</span><span id="s2"> car</span>');
    // What Apertium + Transfuse answers for it: the adjective moved after the noun, with its tag.
    const answer = '<span id="s0">El</span> <span id="s2">coche</span> <span id="s1">rojo</span>';
    expect(markupToPieces(answer, unit, fixed)).toEqual([
      { source: 0, text: 'El ' },
      { source: 2, text: 'coche ' },
      { source: 1, text: 'rojo' },
    ]);
  });

  it('escapes and decodes text, keeps outer white space as in the source, and merges neighbours of one run', () => {
    const unit = { pieces: ['  Q&A <now>  '] };
    const { markup, fixed } = unitToMarkup(unit, null);
    expect(markup).toBe('<span id="s0">  Q&amp;A &lt;now&gt;  </span>');
    expect(markupToPieces('<span id="s0">P&amp;R</span><span id="s0"> &lt;ya&gt;</span>', unit, fixed)).toEqual([
      { source: 0, text: '  P&R <ya>  ' },
    ]);
  });

  it('gives text outside any span to the run before it, or the first run, and ignores spans a provider invented', () => {
    const unit = { pieces: ['Hello ', 'world'] };
    const { fixed } = unitToMarkup(unit, null);
    expect(markupToPieces('Hola <span id="s1">mundo</span>!', unit, fixed)).toEqual([{ source: 1, text: 'Hola mundo!' }]);
    expect(markupToPieces('<span id="s7">Hola</span> <b>mundo</b>', unit, fixed)).toEqual([{ source: 0, text: 'Hola mundo' }]);
  });

  it('puts a glossary term in its own span and forces its text, keeping a capital where the source had one', () => {
    const glossary = compileGlossary([
      { source: 'slide', target: 'diapositiva' },
      { source: 'slide deck', target: 'presentación' },
    ]);
    const unit = { pieces: ['Slide one of the slide deck'] };
    const { markup, fixed } = unitToMarkup(unit, glossary);
    expect(markup).toBe('<span id="g0x0">Diapositiva</span><span id="s0"> one of the </span><span id="g0x1">presentación</span>');
    // A provider that translated inside the term's span anyway does not get its way.
    const answer = '<span id="g0x0">Deslizamiento</span> <span id="s0">uno de la</span> <span id="g0x1">cubierta</span>';
    expect(
      markupToPieces(answer, unit, fixed)
        .map((piece) => piece.text)
        .join(''),
    ).toBe('Diapositiva uno de la presentación');
  });

  it('matches glossary terms as whole words only', () => {
    const glossary = compileGlossary([{ source: 'slide', target: 'diapositiva' }]);
    expect(unitToMarkup({ pieces: ['slides and landslide'] }, glossary).fixed.size).toBe(0);
  });
});

describe('detectLanguage', () => {
  it('tells languages apart by script and by function words', () => {
    expect(detectLanguage('The results of the year are in the report and the team is happy with them.')).toBe('en');
    expect(detectLanguage('Los resultados del año están en el informe y el equipo está contento con ellos.')).toBe('es');
    expect(detectLanguage('Les résultats de l’année sont dans le rapport et l’équipe est contente.')).toBe('fr');
    expect(detectLanguage('Die Ergebnisse des Jahres sind in dem Bericht und das Team ist zufrieden.')).toBe('de');
    expect(detectLanguage('今年の結果は報告書にあります。チームは満足しています。')).toBe('ja');
    expect(detectLanguage('今年的结果在报告里，这个团队很满意。')).toBe('zh-CN');
    expect(detectLanguage('今年的結果在報告裡，這個團隊很滿意。')).toBe('zh-TW');
    expect(detectLanguage('Результаты года в отчёте, и команда довольна ими.')).toBe('ru');
    expect(detectLanguage('Результати року у звіті, і команда задоволена ними.')).toBe('uk');
    expect(detectLanguage('نتائج العام في التقرير والفريق سعيد بها')).toBe('ar');
    expect(detectLanguage('42 — 17')).toBeNull();
  });
});
