/**
 * `deckhand run RECIPE FILES… -o DIR` and `deckhand <tool> FILES… -o OUT` (a one-step recipe): checked before
 * anything is sent, run through core's recipe runner, outputs saved as they are made. Exit status 0 when every
 * file came through, 1 when any failed (each reason on stderr), 2 when the recipe or the files were refused.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RecipeRunState } from '../../shared/contract/recipes';
import type { CheckedStep } from '../../shared/recipes/recipe-check';
import { RecipeRun } from '../core/recipes/recipe-run';
import { prepareRecipe } from '../core/recipes/recipe-prepare';
import { ServiceError } from '../core/service-client/service-error';
import type { CliBackend } from './cli-backend';
import { UsageError } from './cli-args';
import { ProgressView } from './progress-view';

export interface RunRequest {
  recipe: unknown;
  inputs: readonly string[];
  output: string | undefined;
  saveSteps: string | undefined;
  keep: boolean;
  json: boolean;
}

export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** The files named, a folder standing for the files directly inside it (not hidden ones), in name order. */
export async function expandInputs(inputs: readonly string[]): Promise<{ path: string; name: string; size: number }[]> {
  const files: { path: string; name: string; size: number }[] = [];
  for (const given of inputs) {
    const absolute = path.resolve(given);
    const info = await stat(absolute).catch((error: NodeJS.ErrnoException) => {
      throw new ServiceError({
        code: 'file_unreadable',
        message: error.code === 'ENOENT' ? `“${given}” does not exist.` : `“${given}” cannot be read (${error.code ?? 'error'}).`,
      });
    });
    if (info.isDirectory()) {
      const names = (await readdir(absolute)).filter((name) => !name.startsWith('.')).sort();
      for (const name of names) {
        const inner = await stat(path.join(absolute, name));
        if (inner.isFile()) files.push({ path: path.join(absolute, name), name, size: inner.size });
      }
    } else if (info.isFile()) files.push({ path: absolute, name: path.basename(absolute), size: info.size });
    else throw new ServiceError({ code: 'file_unreadable', message: `“${given}” is not a file or a folder.` });
  }
  if (files.length === 0) throw new UsageError('Name the files to work on (or a folder of them).');
  return files;
}

/** True when the run makes exactly one output: one lane to the end, and no step before the last fans out. */
function singleOutput(steps: readonly CheckedStep[], fileCount: number): boolean {
  const lastGather = steps.map((step) => step.gathers).lastIndexOf(true);
  if (lastGather < 0 && fileCount > 1) return false;
  return !steps.slice(Math.max(0, lastGather), -1).some((step) => step.fansOut);
}

async function isFolder(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

function report(io: CliIo, state: RecipeRunState, json: boolean): number {
  if (json) io.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
  const printed = new Set<string>();
  for (const file of state.files) {
    if (file.status === 'ready') {
      for (const output of file.outputs) {
        const shown = output.path ?? `task ${output.taskId} (${output.fileName})`;
        if (!json && !printed.has(shown)) io.stdout.write(`${shown}\n`);
        printed.add(shown);
      }
    } else {
      const step = state.steps[file.step];
      const where = file.status === 'failed' && step ? ` at step ${file.step + 1} (${step.title})` : '';
      io.stderr.write(`${file.name}: ${file.status}${where}: ${file.error?.message ?? file.status}\n`);
    }
  }
  return state.files.every((file) => file.status === 'ready') ? 0 : 1;
}

export interface Execution {
  recipe: unknown;
  inputs: readonly string[];
  /** A folder, or a file when one output will come out; default the current folder. */
  output: string | undefined;
  saveSteps?: string | undefined;
  keep: boolean;
  onChange?: (state: RecipeRunState) => void;
  /** Stops the run when aborted (Ctrl-C). */
  signal?: AbortSignal;
}

/** Checks, runs and saves: the state at the end, with every saved output's path. Throws when refused before running. */
export async function executeRecipe(backend: CliBackend, request: Execution): Promise<RecipeRunState> {
  const files = await expandInputs(request.inputs);
  const { recipe, steps } = await prepareRecipe(request.recipe, files, { tools: await backend.tools(), precheck: backend.precheck });
  const single = singleOutput(steps, files.length);
  const output = request.output === undefined ? process.cwd() : path.resolve(request.output);
  const toFile = request.output !== undefined && !/[\\/]$/.test(request.output) && path.extname(output) !== '' && !(await isFolder(output));
  if (toFile && !single) {
    throw new UsageError(`Several files will come out of this, so the output must be a folder (end it with “/”), not ${request.output}.`);
  }
  const run = new RecipeRun({
    recipe,
    steps,
    files,
    client: backend.client,
    chaining: backend.chaining,
    follow: backend.follow,
    ...(toFile ? {} : { outputDir: output }),
    deleteSaved: !request.keep,
    ...(request.saveSteps ? { stepsDir: path.resolve(request.saveSteps) } : {}),
    ...(request.onChange ? { onChange: request.onChange } : {}),
  });
  const cancel = (): void => void run.cancel();
  request.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const state = await run.start();
    const [only] = state.files;
    if (toFile && only?.status === 'ready' && only.outputs[0]) {
      const result = only.outputs[0];
      const task = await backend.client.getTask(result.taskId);
      result.path = (await backend.client.download(task, output)).path;
      for (const file of state.files) file.outputs = [result];
      if (!request.keep) await backend.client.deleteTask(result.taskId).catch(() => undefined);
    }
    return state;
  } finally {
    request.signal?.removeEventListener('abort', cancel);
    await run.dispose();
  }
}

export async function runRecipeCommand(io: CliIo, backend: CliBackend, request: RunRequest): Promise<number> {
  const progress = new ProgressView(io.stderr);
  const controller = new AbortController();
  const interrupt = (): void => {
    io.stderr.write('Stopping…\n');
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  try {
    const state = await executeRecipe(backend, {
      ...request,
      onChange: (next) => progress.update(next),
      signal: controller.signal,
    });
    progress.end();
    return report(io, state, request.json);
  } finally {
    process.off('SIGINT', interrupt);
  }
}
