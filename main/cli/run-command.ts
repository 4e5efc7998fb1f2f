/**
 * `deckhand run RECIPE FILES… -o DIR` and `deckhand <tool> FILES… -o OUT` (a one-step recipe): checked before
 * anything is sent, run through core's recipe runner, outputs saved as they are made. Exit status 0 when every
 * file came through, 1 when any failed (each reason on stderr), 2 when the recipe or the files were refused.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RecipeRunState } from '../../shared/contract/recipes';
import type { CheckedStep } from '../../shared/recipes/recipe-check';
import { RecipeRun } from '../core/recipes/recipe-run';
import { prepareRecipe } from '../core/recipes/recipe-prepare';
import { ServiceError } from '../core/service-client/service-error';
import type { CliBackend } from './cli-backend';
import { UsageError } from './cli-args';
import { ProgressView } from './progress-view';
import { cliFailureText, cliT, cliToolTitle, cliWording } from './cli-texts';

export interface RunRequest {
  recipe: unknown;
  inputs: readonly string[];
  output: string | undefined;
  saveSteps: string | undefined;
  keep: boolean;
  json: boolean;
  overwrite: boolean;
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
        message:
          error.code === 'ENOENT'
            ? cliT('run.notExist', { path: given })
            : cliT('run.unreadable', { path: given, code: error.code ?? 'error' }),
      });
    });
    if (info.isDirectory()) {
      const names = (await readdir(absolute)).filter((name) => !name.startsWith('.')).sort();
      for (const name of names) {
        const inner = await stat(path.join(absolute, name));
        if (inner.isFile()) files.push({ path: path.join(absolute, name), name, size: inner.size });
      }
    } else if (info.isFile()) files.push({ path: absolute, name: path.basename(absolute), size: info.size });
    else throw new ServiceError({ code: 'file_unreadable', message: cliT('run.notFile', { path: given }) });
  }
  if (files.length === 0) throw new UsageError(cliT('run.noFiles'));
  return files;
}

/** True when the run makes exactly one output: one lane to the end, and no step before the last fans out. */
function singleOutput(steps: readonly CheckedStep[], fileCount: number): boolean {
  const lastGather = steps.map((step) => step.gathers).lastIndexOf(true);
  if (lastGather < 0 && fileCount > 1) return false;
  return !steps.slice(Math.max(0, lastGather), -1).some((step) => step.fansOut);
}

/**
 * An output file named on the command line: never one of the run's inputs, and not a file that exists unless the
 * person said --overwrite. Said before anything is sent.
 */
async function refuseOutputFile(output: string, inputs: readonly { path: string }[], overwrite: boolean): Promise<void> {
  const target = await realpath(output).catch(() => output);
  for (const input of inputs) {
    if ((await realpath(input.path).catch(() => input.path)) === target) throw new UsageError(cliT('run.outputIsInput', { output }));
  }
  const existing = await stat(output).then(
    () => true,
    () => false,
  );
  if (existing && !overwrite) throw new UsageError(cliT('run.outputExists', { output }));
}

async function isFolder(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Why a file did not come through: where it failed and the reason, or that it was cancelled. */
function unfinished(state: RecipeRunState, file: RecipeRunState['files'][number]): string {
  const step = state.steps[file.step];
  if (file.status === 'failed') {
    const reason = file.error ? cliFailureText(file.error) : cliT('state.unknownReason');
    return step
      ? cliT('run.failedAt', { name: file.name, step: file.step + 1, title: cliToolTitle(step), reason })
      : cliT('run.failed', { name: file.name, reason });
  }
  return cliT('run.cancelled', { name: file.name, reason: file.error?.message ?? cliT('state.cancelled') });
}

function report(io: CliIo, state: RecipeRunState, json: boolean): number {
  if (json) io.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
  const printed = new Set<string>();
  for (const file of state.files) {
    if (file.status === 'ready') {
      for (const output of file.outputs) {
        const shown = output.path ?? cliT('run.taskOutput', { id: output.taskId, name: output.fileName });
        if (!json && !printed.has(shown)) {
          io.stdout.write(`${shown}\n`);
          if (output.note) io.stderr.write(`${file.name}: ${output.note}\n`);
        }
        printed.add(shown);
      }
    } else {
      io.stderr.write(`${unfinished(state, file)}\n`);
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
  /** Replace existing files (the output file, or same-named files in the output folder); never an input. */
  overwrite?: boolean;
  onChange?: (state: RecipeRunState) => void;
  /** Stops the run when aborted (Ctrl-C). */
  signal?: AbortSignal;
}

/** Checks, runs and saves: the state at the end, with every saved output's path. Throws when refused before running. */
export async function executeRecipe(backend: CliBackend, request: Execution): Promise<RecipeRunState> {
  const files = await expandInputs(request.inputs);
  const { recipe, steps } = await prepareRecipe(request.recipe, files, {
    tools: await backend.tools(),
    precheck: backend.precheck,
    words: cliWording(),
  });
  const single = singleOutput(steps, files.length);
  const output = request.output === undefined ? process.cwd() : path.resolve(request.output);
  const toFile = request.output !== undefined && !/[\\/]$/.test(request.output) && path.extname(output) !== '' && !(await isFolder(output));
  if (toFile && !single) {
    throw new UsageError(cliT('run.needsFolder', { output: request.output ?? '' }));
  }
  const overwrite = request.overwrite === true;
  if (toFile) await refuseOutputFile(output, files, overwrite);
  const run = new RecipeRun({
    recipe,
    steps,
    files,
    client: backend.client,
    chaining: backend.chaining,
    follow: backend.follow,
    ...(toFile ? {} : { outputDir: output }),
    deleteSaved: !request.keep,
    overwrite,
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
      // Created exclusively: a file that appeared under the name while the run went on is not replaced either.
      result.path = (await backend.client.download(task, output, { ifExists: overwrite ? 'replace' : 'fail' })).path;
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
    io.stderr.write(`${cliT('run.stopping')}\n`);
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
