/**
 * A tool's own check of its params (shared/tools/param-checks.ts) by code in every language: each check of a shipped
 * tool refuses with its code and figures, English stays the backend's sentence word for word, every other locale words
 * it with no English or ICU left; the window by i18next, a recipe's step through core's and the command line's words.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { paramsRefusalWords } from '../../renderer/src/shared/param-problem-words';
import { paramProblemMessages } from '../../shared/i18n/param-problem-messages';
import { paramsRefusalText } from '../../shared/i18n/param-problem-words';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import { findTool } from '../../shared/tools/catalog';
import { PARAM_CHECK_CODES, type ParamCheckCode } from '../../shared/tools/param-checks';
import { checkParams } from '../../shared/tools/params-errors';

const deck = (n: number) => Array.from({ length: n }, (_, i) => `deck-${i}.pptx`);

/** One refusal per check: the tool, the params and the files that make it. */
const cases: Record<ParamCheckCode, { type: string; params: unknown; files: string[] }> = {
  pagesFile: {
    type: 'pdf.merge',
    params: {
      pages: [
        { file: 0, page: 1 },
        { file: 4, page: 1 },
      ],
    },
    files: ['a.pdf', 'b.pdf'],
  },
  slidesFile: { type: 'pptx.join', params: { slides: [{ file: 3, slide: 1 }] }, files: deck(2) },
  slideTwice: {
    type: 'pptx.join',
    params: {
      slides: [
        { file: 0, slide: 2 },
        { file: 0, slide: 2 },
      ],
    },
    files: deck(2),
  },
  needsContent: { type: 'convertor.markdown2png', params: {}, files: [] },
  contentsCount: { type: 'html.buildPlayer', params: { contents: [{}] }, files: ['a.html', 'b.html'] },
  protectPassword: { type: 'pdf.protect', params: {}, files: ['a.pdf'] },
  redactNothing: { type: 'pdf.redact', params: {}, files: ['a.pdf'] },
  redactTooManyWords: {
    type: 'pdf.redact',
    params: { words: Array.from({ length: 201 }, (_, i) => `w${i}`).join('\n') },
    files: ['a.pdf'],
  },
  redactTooManyPatterns: {
    type: 'pdf.redact',
    params: { patterns: Array.from({ length: 21 }, (_, i) => `p${i}`).join('\n') },
    files: ['a.pdf'],
  },
  redactPattern: { type: 'pdf.redact', params: { patterns: 'a(' }, files: ['a.pdf'] },
  splitRanges: { type: 'pdf.split', params: { mode: 'ranges' }, files: ['a.pdf'] },
  splitOneWay: { type: 'pptx.split', params: { indexes: [1], every: 2 }, files: deck(1) },
  stampNothing: { type: 'pdf.stamp', params: { pageNumbers: false }, files: ['a.pdf'] },
  fontNotEmbedded: {
    type: 'pptx.embedFonts',
    params: { usedFonts: ['Carlito'], replaceFonts: [{ from: 'Calibri', to: 'Caladea' }] },
    files: deck(1),
  },
  sameLanguage: { type: 'translation', params: { from: 'de', to: 'de' }, files: deck(1) },
  resizeOneSide: { type: 'image.resize', params: { maxWidth: 100, maxHeight: 100 }, files: ['a.png'] },
};

function refusalOf(code: ParamCheckCode) {
  const { type, params, files } = cases[code];
  const definition = findTool(type);
  if (!definition) throw new Error(`no tool ${type}`);
  const checked = checkParams(definition, params, files);
  if (checked.ok) throw new Error(`${code}: expected a refusal`);
  return { type, checked };
}

describe('a tool’s own check of its params in words', () => {
  it('refuses each check by its code, and each code has its words in every locale', () => {
    for (const code of PARAM_CHECK_CODES) {
      const { checked } = refusalOf(code);
      expect(
        checked.problems?.map((problem) => problem.code),
        code,
      ).toEqual([code]);
      for (const locale of ['en', 'es', 'de', 'fr', 'ar'] as const)
        expect(Object.hasOwn(paramProblemMessages[locale], `paramProblem.${code}`), `${locale} ${code}`).toBe(true);
    }
  });

  it('keeps the backend’s English and words every check in each other locale', () => {
    for (const code of PARAM_CHECK_CODES) {
      const { checked } = refusalOf(code);
      expect(paramsRefusalText(catalogWording('en'), checked)).toBe(checked.message);
      const texts = new Set<string>();
      for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
        const text = paramsRefusalText(catalogWording(locale), checked);
        texts.add(text);
        expect(text, `${locale} ${code}`).not.toMatch(/[{}]|params\b(?!\.)|\b(the|give|choose|send|is|was|were)\b/i);
        if (locale === 'ar') expect(text, code).toMatch(/[\u0600-\u06ff]/);
      }
      expect(texts.size, code).toBe(4);
    }
  });

  it('words figures, names and a language in the sentence', () => {
    expect(paramsRefusalText(catalogWording('de'), refusalOf('pagesFile').checked)).toBe(
      'params.pages[1].file ist 4, aber nur 2 PDFs wurden gesendet (Dateien zählen ab 0).',
    );
    expect(paramsRefusalText(catalogWording('fr'), refusalOf('slideTwice').checked)).toBe(
      'La diapositive 2 de « deck-0.pptx » est choisie deux fois ; chaque diapositive ne peut être fusionnée qu’une fois.',
    );
    expect(paramsRefusalText(catalogWording('es'), refusalOf('sameLanguage').checked)).toBe(
      'El idioma de origen y el de destino son el mismo (alemán): elige otro idioma de destino.',
    );
    expect(paramsRefusalText(catalogWording('ar'), refusalOf('fontNotEmbedded').checked)).toContain('\u2068Caladea\u2069');
  });

  it('words each thing wrong with a redaction pattern, the pattern as typed', () => {
    const patterns = ['x'.repeat(201), 'a(', '(a)\\1', 'a(?=b)', '(a+)*', 'a*'];
    const redact = findTool('pdf.redact')!;
    const kinds = new Set<unknown>();
    for (const pattern of patterns) {
      const checked = checkParams(redact, { patterns: pattern }, ['a.pdf']);
      if (checked.ok) throw new Error(`${pattern}: expected a refusal`);
      kinds.add(checked.problems?.[0]?.params.problem);
      expect(paramsRefusalText(catalogWording('en'), checked)).toBe(checked.message);
      for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
        const text = paramsRefusalText(catalogWording(locale), checked);
        expect(text, `${locale} ${pattern}`).not.toMatch(/[{}]|\b(is|not|which|allowed|matches|repeats|longer)\b/);
        expect(text, `${locale} ${pattern}`).toContain(pattern.slice(0, 40));
      }
    }
    expect(kinds.size).toBe(patterns.length);
    const invalid = checkParams(redact, { patterns: 'a(' }, ['a.pdf']);
    expect(invalid.ok ? '' : paramsRefusalText(catalogWording('de'), invalid)).toBe('params.patterns: „a(“ ist kein regulärer Ausdruck.');
  });

  it('reaches the window’s panel and a recipe’s step', async () => {
    const { type, checked } = refusalOf('protectPassword');
    await i18next.changeLanguage('fr');
    expect(paramsRefusalWords(type, checked)).toBe(
      'Indiquez un mot de passe pour ouvrir le PDF, ou un mot de passe qui protège ses restrictions (ou les deux).',
    );
    await i18next.changeLanguage('en');
    expect(paramsRefusalWords(type, checked)).toBe(checked.message);
    const check = checkRecipe({ steps: [{ type: 'pdf.stamp', params: { pageNumbers: false } }] });
    const problem = check.ok ? null : check.problems[0]!;
    expect(problem?.code).toBe('params');
    expect(recipeProblemText(catalogWording('de'), problem!)).toContain('Wählen Sie Seitenzahlen, ein Wasserzeichen oder beides.');
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
