/**
 * `deckhand`: Deckhand's tools, recipes, watch folders and tasks from a terminal or a script, on the same core as the
 * window (no Electron). See cli-args.ts for the commands; exit status 0 = done, 1 = something failed (the reason on
 * stderr), 2 = refused before anything ran.
 */
import { findTool } from '../../shared/tools/catalog';
import { ServiceError } from '../core/service-client/service-error';
import { RecipeLibrary, defaultRecipesDir } from '../core/recipes/recipe-library';
import { connectBackend } from './cli-backend';
import type { CliBackend } from './cli-backend';
import { USAGE, UsageError, parseCli } from './cli-args';
import type { CliOptions } from './cli-args';
import { runRecipeCommand } from './run-command';
import type { CliIo } from './run-command';
import { tasksCommand } from './tasks-command';
import { cliT, cliToolTitle, cliWording } from './cli-texts';

async function listCommand(io: CliIo, backend: CliBackend, what: 'recipes' | 'tools', json: boolean): Promise<number> {
  if (what === 'tools') {
    const tools = await backend.tools();
    if (json) io.stdout.write(`${JSON.stringify(tools, null, 2)}\n`);
    else
      for (const tool of tools)
        io.stdout.write(
          `${tool.type.padEnd(24)} ${cliToolTitle(tool)}${tool.unavailable ? ` ${cliT('cli.unavailable', { reason: tool.unavailable })}` : ''}\n`,
        );
    return 0;
  }
  const recipes = await new RecipeLibrary(defaultRecipesDir(), cliWording).list((message) => io.stderr.write(`${message}\n`));
  if (json) io.stdout.write(`${JSON.stringify(recipes, null, 2)}\n`);
  else {
    for (const { recipe, builtIn } of recipes) {
      io.stdout.write(`${recipe.name}${builtIn ? ` ${cliT('cli.builtIn')}` : ''}: ${recipe.steps.map((step) => step.type).join(' → ')}\n`);
    }
  }
  return 0;
}

async function dispatch(io: CliIo, options: CliOptions, backend: CliBackend): Promise<number> {
  const { command, positionals } = options;
  const run = (recipe: unknown, inputs: readonly string[]) =>
    runRecipeCommand(io, backend, {
      recipe,
      inputs,
      output: options.output,
      saveSteps: options.saveSteps,
      keep: options.keep,
      json: options.json,
      overwrite: options.overwrite,
    });
  switch (command) {
    case 'run': {
      const [recipeName, ...inputs] = positionals;
      if (!recipeName) throw new UsageError(cliT('cli.runTakesRecipe'));
      return run(await new RecipeLibrary(defaultRecipesDir(), cliWording).find(recipeName), inputs);
    }
    case 'tasks':
      return tasksCommand(io, backend, positionals, options);
    case 'recipes':
    case 'tools':
      return listCommand(io, backend, command, options.json);
    case 'watch': {
      const { watchCommand } = await import('./watch-command');
      return watchCommand(io, backend, options);
    }
    case 'mcp': {
      const { serveMcp } = await import('./mcp/mcp-server');
      await serveMcp(backend, new RecipeLibrary(defaultRecipesDir()));
      return 0;
    }
    default: {
      const known = (await backend.tools()).some((tool) => tool.type === command) || findTool(command) !== undefined;
      if (!known) throw new UsageError(cliT('cli.unknownCommand', { command }));
      return run({ name: command, steps: [{ type: command, params: options.params }] }, positionals);
    }
  }
}

export async function main(argv: readonly string[], io: CliIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCli(argv);
  } catch (error) {
    io.stderr.write(`deckhand: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help || options.command === '') {
    (options.help ? io.stdout : io.stderr).write(`${USAGE}\n`);
    return options.help ? 0 : 2;
  }
  let backend: CliBackend | null = null;
  try {
    backend = await connectBackend({ kind: options.backend, dataDir: options.dataDir, baseUrl: options.baseUrl, key: options.key });
    return await dispatch(io, options, backend);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`deckhand: ${error.message}\n`);
      return 2;
    }
    const refused = error instanceof ServiceError && (['invalid_recipe', 'file_unreadable'].includes(error.code) || error.status === 400);
    io.stderr.write(`deckhand: ${error instanceof Error ? error.message : String(error)}\n`);
    return refused ? 2 : 1;
  } finally {
    await backend?.close();
  }
}
