/**
 * Core refuses a recipe run the window sends (`invalid_recipe`) in the app's language (Settings, else the system):
 * the problems worded by their codes (shared/i18n/recipes/), sizes with the language's figures and units; English
 * without words given, as the API and older windows read it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecipeLibrary } from '../../main/core/recipes/recipe-library';
import { libraryWatchMessages, type LibraryWatchMessageKey } from '../../shared/i18n/recipes/library-watch-messages';
import { RecipeRuns } from '../../main/core/recipes/recipe-runs';
import type { RecipeRunsDeps } from '../../main/core/recipes/recipe-runs';
import { ServiceError } from '../../main/core/service-client/service-error';
import { catalogWording } from '../../shared/i18n/recipes/recipe-words';
import { CATALOG, describeTool } from '../../shared/tools/catalog';
import type { LocaleCode } from '../../shared/i18n/locales';

const tools = CATALOG.map(describeTool);
const join = tools.find((tool) => tool.type === 'pptx.join')!;

/** RecipeRuns with only what a refusal reaches: the tools and the wording (a refused run uploads nothing). */
function runs(locale?: LocaleCode): RecipeRuns {
  const unused = (): never => {
    throw new Error('A refused recipe must not reach the backend.');
  };
  return new RecipeRuns({
    tools: () => Promise.resolve(tools),
    ...(locale ? { words: () => catalogWording(locale) } : {}),
    client: unused,
    chaining: unused,
    events: { emit: unused },
    platform: {},
    saveFolder: () => null,
  } as unknown as RecipeRunsDeps);
}

async function refusal(locale?: LocaleCode): Promise<ServiceError> {
  const recipe = { name: 'Merge', steps: [{ type: 'pptx.join' }] };
  const files = [
    { path: '/nowhere/a.pptx', name: 'a.pptx', size: 1000 },
    { path: '/nowhere/huge.pptx', name: 'huge.pptx', size: join.maxFileBytes! + 8.4 * 1024 ** 3 },
  ];
  const error = await runs(locale)
    .start(recipe, files)
    .then(
      () => null,
      (caught: unknown) => caught,
    );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('core’s refusal of a recipe run', () => {
  it('is English without a language, word for word what the API says', async () => {
    const error = await refusal();
    expect(error.code).toBe('invalid_recipe');
    expect(error.message).toMatch(/^Step 1 \(Merge decks\): .*huge\.pptx.* GB/);
  });

  it('speaks the app’s language: German and Arabic, sizes written their way', async () => {
    const german = await refusal('de');
    expect(german.code).toBe('invalid_recipe');
    expect(german.message).toMatch(/Schritt 1/);
    expect(german.message).toMatch(/\d+,\d GB/);
    expect(german.message).not.toMatch(/\b(Step|needs|given|larger)\b/);
    const arabic = await refusal('ar');
    expect(arabic.message).toMatch(/ج\.ب/);
    expect(arabic.message).not.toMatch(/\b(Step|GB)\b/);
  });
});

describe('core’s refusals about saved recipes', () => {
  it('are English by default, word for word, and in the app’s language when given', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'deckhand-library-'));
    try {
      const english = new RecipeLibrary(dir);
      await expect(english.remove('Nope')).rejects.toThrow('No saved recipe is named “Nope”.');
      await expect(english.find('Nope')).rejects.toThrow(/^No recipe is named “Nope”\. Recipes: .+; or give the path of a \.json file\.$/);
      await expect(english.find(path.join(dir, 'gone.json'))).rejects.toThrow(
        `The recipe ${path.join(dir, 'gone.json')} cannot be read (ENOENT).`,
      );
      const french = new RecipeLibrary(dir, () => catalogWording('fr'));
      await expect(french.remove('Nope')).rejects.toThrow('Aucune recette enregistrée ne s’appelle « Nope ».');
      await expect(french.find('Nope')).rejects.toThrow(
        /^Aucune recette ne s’appelle « Nope »\. Recettes : .+ ; ou indiquez le chemin d’un fichier \.json\.$/,
      );
      const arabic = new RecipeLibrary(dir, () => catalogWording('ar'));
      await expect(arabic.find(path.join(dir, 'gone.json'))).rejects.toThrow(
        `تتعذر قراءة الوصفة \u2066${path.join(dir, 'gone.json')}\u2069 (\u2066ENOENT\u2069).`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has every message in every locale, none of them left in English', () => {
    for (const locale of ['es', 'de', 'fr', 'ar'] as const) {
      for (const key of Object.keys(libraryWatchMessages.en) as LibraryWatchMessageKey[]) {
        if (key === 'watch.fileStopped') continue;
        expect(libraryWatchMessages[locale][key], `${locale} ${key}`).not.toBe(libraryWatchMessages.en[key]);
        expect(libraryWatchMessages[locale][key].replace(/\{\w+\}/g, ''), `${locale} ${key}`).not.toMatch(
          /\b(the|is|cannot|folder|recipe)\b/,
        );
      }
    }
  });
});
