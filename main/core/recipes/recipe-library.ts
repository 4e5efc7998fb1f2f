/**
 * Saved recipes: one JSON document per recipe in the app's `recipes/` folder, which the window writes and the
 * command line and the MCP server read (DECKHAND_RECIPES names another folder). The built-in recipes come after the
 * saved ones; a saved recipe of the same name is the one used.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { SavedRecipe } from '../../../shared/contract/recipes';
import { BUILT_IN_RECIPES } from '../../../shared/recipes/built-in-recipes';
import type { Recipe } from '../../../shared/recipes/recipe-document';
import { parseRecipe, parseRecipeText, recipeDocument } from '../../../shared/recipes/recipe-document';
import { writeFileAtomic } from '../../fs/atomic-file';
import { safeFileName } from '../../../shared/file-names';
import { ServiceError } from '../service-client/service-error';
import { ENGLISH_WORDING, type Wording } from '../../../shared/i18n/recipes/recipe-words';

/** The desktop app's data folder (Electron's userData for "Deckhand"), where its saved recipes are. */
export function desktopDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return path.join(homedir(), 'Library', 'Application Support', 'Deckhand');
  if (platform === 'win32') return path.join(env.APPDATA || path.join(homedir(), 'AppData', 'Roaming'), 'Deckhand');
  return path.join(env.XDG_CONFIG_HOME || path.join(homedir(), '.config'), 'Deckhand');
}

export function defaultRecipesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DECKHAND_RECIPES?.trim() || path.join(desktopDataDir(env), 'recipes');
}

function fileNameFor(name: string): string {
  return `${safeFileName(name.toLowerCase().replace(/\s+/g, '-'), 'recipe')}.json`;
}

export class RecipeLibrary {
  constructor(
    readonly dir: string,
    /** The language a refusal is worded in (the app's, the terminal's); English, core's own words, by default. */
    private readonly words: () => Wording = () => ENGLISH_WORDING,
  ) {}

  /** Saved recipes (by name), then the built-in ones no saved recipe overrides. Unreadable files are skipped, said once. */
  async list(warn: (message: string) => void = () => undefined): Promise<SavedRecipe[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const saved: SavedRecipe[] = [];
    for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
      const file = path.join(this.dir, name);
      const parsed = parseRecipeText(await readFile(file, 'utf8').catch(() => ''), name);
      if (parsed.ok) saved.push({ recipe: parsed.value, builtIn: false, file });
      else warn(parsed.message);
    }
    const taken = new Set(saved.map((entry) => entry.recipe.name.toLowerCase()));
    const builtIn = BUILT_IN_RECIPES.filter((recipe) => !taken.has(recipe.name.toLowerCase())).map((recipe) => ({ recipe, builtIn: true }));
    return [...saved, ...builtIn];
  }

  /** Writes the recipe under its name (replacing a saved one of the same name). */
  async save(value: unknown): Promise<SavedRecipe> {
    const parsed = parseRecipe(value);
    if (!parsed.ok) throw new ServiceError({ code: 'invalid_recipe', message: parsed.message });
    const recipe = recipeDocument(parsed.value);
    const existing = (await this.list()).find((entry) => !entry.builtIn && entry.recipe.name.toLowerCase() === recipe.name.toLowerCase());
    const file = existing?.file ?? path.join(this.dir, fileNameFor(recipe.name));
    await writeFileAtomic(file, `${JSON.stringify(recipe, null, 2)}\n`);
    return { recipe, builtIn: false, file };
  }

  async remove(name: string): Promise<void> {
    const entry = (await this.list()).find((candidate) => !candidate.builtIn && candidate.recipe.name.toLowerCase() === name.toLowerCase());
    if (!entry?.file) throw new ServiceError({ code: 'not_found', message: this.words().t('library.notSaved', { name }) });
    await rm(entry.file, { force: true });
  }

  /** A recipe by the path of a .json file, or by name among the saved and built-in ones. */
  async find(nameOrPath: string): Promise<Recipe> {
    if (/\.json$/i.test(nameOrPath)) {
      let text: string;
      try {
        text = await readFile(nameOrPath, 'utf8');
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'error';
        throw new ServiceError({ code: 'invalid_recipe', message: this.words().t('library.unreadable', { path: nameOrPath, code }) });
      }
      const parsed = parseRecipeText(text, path.basename(nameOrPath));
      if (!parsed.ok) throw new ServiceError({ code: 'invalid_recipe', message: parsed.message });
      return parsed.value;
    }
    const all = await this.list();
    const found = all.find((entry) => entry.recipe.name.toLowerCase() === nameOrPath.trim().toLowerCase());
    if (!found) {
      const names = all.map((entry) => entry.recipe.name).join(', ');
      throw new ServiceError({ code: 'invalid_recipe', message: this.words().t('library.noSuch', { name: nameOrPath, names }) });
    }
    return found.recipe;
  }
}
