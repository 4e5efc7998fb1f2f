/**
 * The recipe check's problems and the file refusals in every shipped locale (issue #32): the check returns a code and
 * its facts, and each edge words them (shared/i18n/recipes/). English is what core and the engine have always said;
 * each other locale says it in its own words, tools by their titles in it, counts in its plural forms, and the
 * window's layer (i18next) words them as the command line's does.
 */
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { problemText, refusalWords } from '../../renderer/src/shared/recipe-words';
import { fileKindMessages } from '../../shared/i18n/recipes/file-kind-messages';
import { recipeMessages } from '../../shared/i18n/recipes/recipe-messages';
import { catalogWording, countRefusalText, ENGLISH_WORDING, refusalText } from '../../shared/i18n/recipes/recipe-words';
import { checkRecipe, recipeProblemText } from '../../shared/recipes/recipe-check';
import type { RecipeProblem } from '../../shared/recipes/recipe-check';
import type { ToolDescriptor } from '../../shared/contract/service';
import { describeTool, findTool } from '../../shared/tools/catalog';
import { countRefusal, fileRefusal, MAX_FILE_NAME_LENGTH } from '../../shared/tools/file-acceptance';
import type { FileFacts } from '../../shared/tools/file-acceptance';

const WRITTEN = ['es', 'de', 'fr', 'ar'] as const;

function problems(steps: { type: string; params?: Record<string, unknown> }[], files?: FileFacts[]): RecipeProblem[] {
  const check = checkRecipe({ steps }, files ? { files } : {});
  return check.ok ? [] : check.problems;
}

const chain = () => problems([{ type: 'convertor.ppt2pdf' }, { type: 'pptx.join' }]);
const fileThrough = () =>
  problems([{ type: 'translation', params: { from: 'en', to: 'es' } }, { type: 'convertor.ppt2pdf' }], [{ name: 'notes.pdf', size: 10 }]);
const tooFew = () => problems([{ type: 'pptx.join' }], [{ name: 'a.pptx', size: 10 }]);

/** English words of the sentences that must not be left in a translation. */
const ENGLISH_LEFT = /\b(takes|cannot|follow|makes|step|files?|decks?|given|needs|backend|there is no)\b/;

describe('recipe problems by code', () => {
  it('the English the check returns is the catalog’s English, word for word what core and the engine say', () => {
    for (const problem of [...chain(), ...fileThrough(), ...tooFew()]) {
      expect(recipeProblemText(ENGLISH_WORDING, problem)).toBe(problem.message);
    }
    expect(tooFew()[0]?.message).toBe('Step 1 (Merge decks): Merge decks needs at least 2 .pptx files; 1 was given.');
  });

  it('every file refusal and count rule reads in English exactly as the engine’s own sentence', () => {
    const join = describeTool(findTool('pptx.join')!);
    const resize = describeTool(findTool('image.resize')!);
    const files: FileFacts[] = [
      { name: `${'x'.repeat(MAX_FILE_NAME_LENGTH)}.pptx`, size: 10 },
      { name: 'notes.txt', size: 10 },
      { name: 'README', size: 10 },
      { name: 'photo.pptx', size: 10, mimeType: 'image/png' },
      { name: 'empty.pptx', size: 0 },
      { name: 'huge.pptx', size: join.maxFileBytes! + 1 },
    ];
    const kinds = new Set<string>();
    for (const file of files) {
      const refusal = fileRefusal(join, file)!;
      kinds.add(refusal.reason.kind);
      expect(refusalText(ENGLISH_WORDING, join, refusal.reason)).toBe(refusal.message);
    }
    const byMime = { ...join, extensions: [], mimeTypes: ['application/pdf'] };
    const mime = fileRefusal(byMime, { name: 'a.png', size: 3 })!;
    kinds.add(mime.reason.kind);
    expect(refusalText(ENGLISH_WORDING, byMime, mime.reason)).toBe(mime.message);
    expect([...kinds].sort()).toEqual(['empty', 'long_name', 'sent_as', 'too_large', 'wrong_mime_type', 'wrong_type']);
    const counts: [ToolDescriptor, number][] = [
      [join, 1],
      [{ ...resize, minFiles: 1, maxFiles: 1 }, 3],
      [{ ...resize, minFiles: 0, maxFiles: 2 }, 3],
      [{ ...join, minFiles: 2, maxFiles: 5 }, 0],
    ];
    for (const [tool, count] of counts) {
      const facts = { count, minFiles: tool.minFiles, maxFiles: tool.maxFiles, extensions: [...tool.extensions] };
      expect(countRefusalText(ENGLISH_WORDING, tool, facts)).toBe(countRefusal(tool, count));
    }
  });

  it('says each problem in every written locale, tools by their titles there, no English left', () => {
    const german = catalogWording('de');
    expect(recipeProblemText(german, chain()[0]!)).toBe(
      'Schritt 2 (Präsentationen zusammenführen): „Präsentationen zusammenführen“ kann nicht auf „In PDF umwandeln“ folgen: Es nimmt Präsentationen, der Schritt davor erzeugt ein PDF.',
    );
    expect(recipeProblemText(catalogWording('es'), fileThrough()[0]!)).toBe(
      '«notes.pdf»: «Traducir» produce a partir de él un documento de Word, que «Convertir a PDF» (paso 2) no toma: toma presentaciones, presentaciones OpenDocument o archivos de Keynote.',
    );
    expect(recipeProblemText(catalogWording('fr'), tooFew()[0]!)).toBe(
      'Étape 1 (Fusionner des présentations) : « Fusionner des présentations » demande au moins 2 fichiers .pptx ; 1 a été donné.',
    );
    for (const locale of WRITTEN) {
      const words = catalogWording(locale);
      for (const problem of [...chain(), ...fileThrough(), ...tooFew()]) {
        const text = recipeProblemText(words, problem);
        expect(text, `${locale}: ${text}`).not.toMatch(ENGLISH_LEFT);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('counts in each language’s plural forms (Arabic: one, two, few, many)', () => {
    const arabic = catalogWording('ar');
    const join = { type: 'pptx.join', title: 'Merge decks' };
    const need = (minFiles: number, count: number) =>
      countRefusalText(arabic, join, { count, minFiles, maxFiles: null, extensions: ['.pptx'] });
    expect(need(2, 1)).toContain('تحتاج إلى ملفين على الأقل');
    expect(need(2, 1)).toContain('وأُعطي ملف واحد');
    expect(need(3, 0)).toContain('3 ملفات'.replace('3', (3).toLocaleString('ar')));
    expect(need(11, 2)).toContain('وأُعطي ملفان');
    const german = catalogWording('de');
    expect(countRefusalText(german, join, { count: 0, minFiles: 1, maxFiles: 1, extensions: [] })).toBe(
      '„Präsentationen zusammenführen“ nimmt genau 1 Datei; angegeben wurde keine.',
    );
  });

  it('the window words them through its own layer in its language, and a dropped file’s refusal too', async () => {
    const join = describeTool(findTool('pptx.join')!);
    const refusal = fileRefusal(join, { name: 'budget.csv', size: 10 })!;
    await i18next.changeLanguage('ar');
    expect(problemText(chain()[0]!)).toBe(recipeProblemText(catalogWording('ar'), chain()[0]!));
    expect(refusalWords(join, refusal.reason)).toBe(
      '«\u2068budget.csv\u2069» ليس ملفًا تأخذه «\u2068دمج العروض التقديمية\u2069»: فهي تأخذ ملفات \u2068.pptx\u2069، لا \u2066.csv\u2069.',
    );
    await i18next.changeLanguage('en');
    expect(problemText(chain()[0]!)).toBe(chain()[0]!.message);
    expect(refusalWords(join, refusal.reason)).toBe(refusal.message);
  });

  it('has every key in every written locale', () => {
    for (const catalog of [recipeMessages, fileKindMessages]) {
      for (const locale of WRITTEN) expect(Object.keys(catalog[locale]).sort()).toEqual(Object.keys(catalog.en).sort());
    }
  });
});

afterAll(async () => {
  await i18next.changeLanguage('en');
});
