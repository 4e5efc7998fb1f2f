/**
 * A params schema's refusal in each language (shared/tools/params-errors.ts `ParamProblem`): every code worded in every
 * locale, each bound's kind its own; the window names a field by its label in the form, core and the command line by
 * its API path; English and a refusal without codes stay the backend's sentence.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../../renderer/src/i18n/i18n';
import { paramsRefusalWords } from '../../renderer/src/shared/param-problem-words';
import { problemText } from '../../renderer/src/shared/recipe-words';
import { paramProblemMessages } from '../../shared/i18n/param-problem-messages';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import { findTool } from '../../shared/tools/catalog';
import { checkParams, PARAM_PROBLEM_CODES } from '../../shared/tools/params-errors';

const compress = findTool('file.compress')!;
const refused = (value: unknown) => {
  const checked = checkParams(compress, value);
  if (checked.ok) throw new Error('expected a refusal');
  return checked;
};

describe('a params refusal in words', () => {
  it('has every code in every locale, each kind of bound worded its own way', async () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'ar'] as const) {
      for (const code of PARAM_PROBLEM_CODES)
        expect(Object.hasOwn(paramProblemMessages[locale], `paramProblem.${code}`), `${locale} ${code}`).toBe(true);
      await i18next.changeLanguage(locale);
      for (const key of ['paramProblem.min', 'paramProblem.max'] as const) {
        const texts = [
          { origin: 'string', inclusive: 'yes' },
          { origin: 'array', inclusive: 'yes' },
          { origin: 'number', inclusive: 'yes' },
          { origin: 'number', inclusive: 'no' },
        ].map((bound) => i18next.t(key, { ...bound, field: 'F', limit: 3 }));
        expect(new Set(texts).size, `${locale} ${key}: ${texts.join(' | ')}`).toBe(4);
      }
    }
  });

  it('says the schema’s refusal by code, the field by its label in the window', async () => {
    const tooBig = refused({ targetMB: 500 });
    expect(tooBig.problems).toEqual([{ code: 'max', field: 'targetMB', params: { origin: 'number', limit: 300, inclusive: 'yes' } }]);
    await i18next.changeLanguage('en');
    expect(paramsRefusalWords('file.compress', tooBig)).toBe(tooBig.message);
    await i18next.changeLanguage('de');
    expect(paramsRefusalWords('file.compress', tooBig)).toBe('Die Optionen sind ungültig: Zielgröße anstreben muss höchstens 300 sein.');
    const wrongPreset = refused({ preset: 'tiny' });
    expect(wrongPreset.problems?.[0]?.code).toBe('oneOf');
    await i18next.changeLanguage('fr');
    expect(paramsRefusalWords('file.compress', wrongPreset)).toMatch(
      /^Les options ne sont pas valides : .* doit valoir l’une de ces valeurs : "best", "balanced", "smallest"\.$/,
    );
    // A refusal without codes (an older engine's): its English.
    expect(paramsRefusalWords('x', { message: 'Give the ranges to split by.' })).toBe('Give the ranges to split by.');
  });

  it('reaches a recipe’s problem: the window by label, core and the command line by API path', async () => {
    const check = checkRecipe({ steps: [{ type: 'file.compress', params: { targetMB: 'small' } }] });
    const problem = check.ok ? null : check.problems[0]!;
    expect(problem?.code).toBe('params');
    expect(problem?.message).toMatch(/Invalid params for file\.compress: params\.targetMB must be a number/);
    expect(recipeProblemText(catalogWording('es'), problem!)).toMatch(/params\.targetMB debe ser un número/);
    await i18next.changeLanguage('ar');
    expect(problemText(problem!)).toContain('يجب أن يكون استهداف حجم عددًا');
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
