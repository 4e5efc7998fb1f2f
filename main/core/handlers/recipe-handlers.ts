import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IpcHandlers } from '../ipc-router';
import { ServiceError } from '../service-client/service-error';
import { describeFiles } from './file-handlers';
import type { HandlerDeps } from './handler-deps';

type RecipeHandlers = Pick<
  IpcHandlers,
  | 'recipes:list'
  | 'recipes:save'
  | 'recipes:delete'
  | 'recipes:run'
  | 'recipes:runs'
  | 'recipes:cancel'
  | 'recipes:retry'
  | 'recipes:saveAll'
  | 'recipes:dismiss'
  | 'recipes:pickFolder'
>;

export function createRecipeHandlers(deps: HandlerDeps): RecipeHandlers {
  return {
    'recipes:list': () => deps.recipeLibrary.list((message) => console.warn(`A saved recipe was skipped: ${message}`)),
    'recipes:save': ({ recipe }) => deps.recipeLibrary.save(recipe),
    'recipes:delete': ({ name }) => deps.recipeLibrary.remove(name),
    'recipes:run': async ({ recipe, files }) => {
      // The renderer is untrusted: it may only name files it was allowed to stage (see tasks:submit).
      const checked = await describeFiles(
        files.map((file) => file.path),
        deps.fileAccess,
      );
      return deps.recipes.start(recipe, checked);
    },
    'recipes:runs': () => Promise.resolve(deps.recipes.list()),
    'recipes:cancel': ({ runId }) => deps.recipes.cancel(runId),
    'recipes:retry': ({ runId, fileId }) => Promise.resolve(deps.recipes.retry(runId, fileId)),
    'recipes:saveAll': ({ runId }) => deps.recipes.saveAll(runId),
    'recipes:dismiss': ({ runId }) => deps.recipes.dismiss(runId),
    'recipes:pickFolder': async () => {
      if (!deps.platform.chooseFolder) {
        throw new ServiceError({ code: 'unsupported', message: 'Choosing a folder is not available here: drop its files instead.' });
      }
      const folder = await deps.platform.chooseFolder({ title: deps.t('dialog.chooseRecipeFolder'), defaultDir: null });
      if (folder === null) return [];
      const names = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
      return describeFiles(names.map((entry) => path.join(folder, entry.name)).sort(), deps.fileAccess);
    },
  };
}
