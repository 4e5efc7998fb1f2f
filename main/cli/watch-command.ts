/**
 * `deckhand watch DIR --recipe RECIPE -o OUT`: a watch folder for as long as the command runs (Ctrl-C stops it).
 * Each outcome is one line: outputs on stdout, failures and pauses on stderr (as JSON lines with --json).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { RecipeLibrary, defaultRecipesDir } from '../core/recipes/recipe-library';
import { WatchFolder } from '../core/watch/watch-folder';
import type { WatchOutcome } from '../core/watch/watch-folder';
import type { CliBackend } from './cli-backend';
import type { CliOptions } from './cli-args';
import { UsageError } from './cli-args';
import type { CliIo } from './run-command';
import { cliT, cliWording } from './cli-texts';

function describe(outcome: WatchOutcome): string | null {
  switch (outcome.kind) {
    case 'done':
      return outcome.outputs.join('\n');
    case 'failed':
      return cliT('watch.failed', { name: outcome.name, reason: outcome.reason, note: outcome.note });
    case 'paused':
      return cliT('watch.paused', { reason: outcome.reason });
    case 'caught-up':
      return cliT('watch.caughtUp', { count: outcome.queued });
    case 'skipped':
      return null;
  }
}

export async function watchCommand(io: CliIo, backend: CliBackend, options: CliOptions): Promise<number> {
  const [dir, ...extra] = options.positionals;
  if (!dir || extra.length > 0) throw new UsageError(cliT('watch.oneFolder'));
  if (!options.recipe) throw new UsageError(cliT('watch.needsRecipe'));
  if (!options.output) throw new UsageError(cliT('watch.needsOutput'));
  const recipe = await new RecipeLibrary(defaultRecipesDir(), cliWording).find(options.recipe);
  let paused = (): void => undefined;
  const watcher = new WatchFolder({
    id: randomUUID(),
    dir: path.resolve(dir),
    outputDir: path.resolve(options.output),
    recipe,
    ...(options.ledger ? { ledgerPath: path.resolve(options.ledger) } : {}),
    backend: () => Promise.resolve(backend),
    // A pause's reason in the terminal's language; --json keeps the English, as all of its output.
    ...(options.json ? {} : { words: () => cliWording() }),
    onOutcome: (outcome) => {
      if (outcome.kind === 'paused') paused();
      if (options.json) {
        io.stdout.write(`${JSON.stringify(outcome)}\n`);
        return;
      }
      const text = describe(outcome);
      if (text) (outcome.kind === 'done' ? io.stdout : io.stderr).write(`${text}\n`);
    },
  });
  // Ctrl-C ends it normally; a problem that pauses the watch (the folder gone, a full disk) ends it with status 1.
  let stop: (code: number) => void = () => undefined;
  const stopped = new Promise<number>((resolve) => (stop = resolve));
  const interrupt = (): void => stop(0);
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  paused = (): void => stop(1);
  await watcher.start();
  const code = await stopped;
  process.off('SIGINT', interrupt);
  process.off('SIGTERM', interrupt);
  await watcher.stop();
  return code;
}
