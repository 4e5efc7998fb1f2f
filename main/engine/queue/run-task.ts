import { isAbsolute, relative, resolve } from 'node:path';
import { rm, stat } from 'node:fs/promises';
import type { TaskError, TaskResult } from '../../../shared/contract/service';
import { definedFields, namingInput } from './failure-input';
import { ignoredParamsIn } from '../../../shared/tools/tool-definition';
import type { ProviderSetup } from '../../../shared/contract/translation';
import { formatBytes } from '../../../shared/format-bytes';
import type { BlobStore } from '../blobs/blob-store';
import type { JobLease } from './job-queue';
import { endRecordedProcesses } from '../lib/process/process-records';
import type { ToolOutput } from '../tools/tool';
import type { ToolSet } from '../tools/tool-set';
import type { TaskRecord } from '../store/task-record';
import { UNFINISHED, type TaskRepository } from '../store/task-repository';
import { baseName, outputFileName } from '../store/stored-file-names';
import { runToolInWorker, ToolRunError } from '../worker/run-in-worker';
import { ProgressThrottle } from './progress-throttle';
import { budgetFor, diskNearlyFull, folderBytes, watchWorkBudget, WorkBudgetError, type WorkBudgetLimits } from './work-budget';
import { freshWorkDir, removeWorkDir, type Scratch } from './work-dir';

export interface RunOptions {
  /** What a task may write (work-budget.ts). */
  workBudget: WorkBudgetLimits;
  /** Free disk kept for the system; undefined: disk-space.ts's default. */
  reserveBytes: number | undefined;
  /** How often a running task's work folder is measured. */
  budgetIntervalMs: number;
  timeoutFor(type: string): number;
  progressIntervalMs: number;
  abortGraceMs: number;
  keepInputs: boolean;
  /** The provider setup (with keys) a tool gets when it starts; read per run, so a change applies to the next task. */
  providers?: () => ProviderSetup;
  /** The run's local folders (queue/work-dir.ts). */
  scratchFor(id: string): Scratch;
}

export interface RunDeps {
  tasks: TaskRepository;
  blobs: BlobStore;
  tools: ToolSet;
  options: RunOptions;
}

/** A tool's failure as the task records it; a full disk is named as such, whichever tool hit it. */
function failureOf(type: string, err: unknown, inputNames: readonly string[]): TaskError {
  if (err instanceof ToolRunError && err.kind === 'tool') {
    return namingInput({ code: err.code, message: err.message, ...definedFields(err.fields) }, inputNames);
  }
  const message = err instanceof Error ? err.message : String(err);
  if (/\b(ENOSPC|EDQUOT)\b/.test(message)) return { code: diskNearlyFull().code, message: diskNearlyFull().message };
  return err instanceof ToolRunError
    ? { code: err.code, message: err.message, ...definedFields(err.fields) }
    : { code: 'internal_error', message: `${type} failed: ${message}` };
}

/** Link to a stored output; made absolute per response (see public-task.ts). */
export function outputPath(taskId: string, fileName: string): string {
  return `/files/${taskId}/${encodeURIComponent(fileName)}`;
}

/**
 * One run of a task: its tool in a worker thread on local copies of the inputs, its writes held to the work budget,
 * its output put into the blob store, and its outcome recorded. `signal` ends the run without recording anything
 * (a cancel, a delete, a lost lease or the engine stopping).
 */
export async function runTask(deps: RunDeps, record: TaskRecord, signal: AbortSignal, lease?: JobLease): Promise<void> {
  const { tasks, blobs, tools, options } = deps;
  const id = record.task.id;
  // Only a run's own outcome is recorded: a task cancelled (failed) or deleted meanwhile keeps what it has, and a run
  // whose lease was taken by another runner records nothing (task-repository.ts, `lease`).
  const WHILE_RUNNING = { onlyIf: ['running'], lease } as const;
  const resolved = tools.resolve(record.task.type);
  if (!resolved?.source) {
    await tasks.update(
      id,
      {
        status: 'failed',
        error: { code: 'internal_error', message: `This engine cannot run ${record.task.type}.` },
      },
      { onlyIf: UNFINISHED, lease },
    );
    return;
  }
  const scratch = options.scratchFor(id);
  await freshWorkDir(scratch.work, scratch.processes);
  const inputPaths = await blobs.checkoutInputs(id, record.job.inputs);
  if (signal.aborted || !(await tasks.update(id, { status: 'running', progress: 0, error: undefined }, { onlyIf: UNFINISHED }))) return;

  const throttle = new ProgressThrottle(options.progressIntervalMs, (percent) => {
    tasks.setProgress(id, percent).catch((err: unknown) => console.warn(`task ${id}: progress not recorded`, err));
  });
  const inputBytes = record.job.inputs.reduce((sum, input) => sum + input.size, 0);
  const budget = budgetFor(inputBytes, options.workBudget);
  const overBudget = new AbortController();
  let budgetError: WorkBudgetError | undefined;
  const watch = watchWorkBudget({
    workDir: scratch.work,
    inputBytes,
    budget,
    reserveBytes: options.reserveBytes,
    intervalMs: options.budgetIntervalMs,
    onExceeded: (error) => {
      budgetError = error;
      overBudget.abort();
    },
  });
  const cleanUp = (inputs: 'keep' | 'drop' = 'keep'): Promise<void> => cleanUpRun(deps, id, scratch, inputs);
  // A run stopped by a full disk gives its inputs' space back too: the disk has to be freed before any retry.
  const inputsAfterFailure = (code: string): 'keep' | 'drop' => (code === 'insufficient_storage' ? 'drop' : 'keep');
  let output: ToolOutput;
  try {
    output = await runToolInWorker(
      {
        type: record.task.type,
        source: resolved.source,
        inputs: record.job.inputs.map((input, index) => ({
          path: inputPaths[index] ?? '',
          name: input.name,
          size: input.size,
          mimeType: input.mimeType,
        })),
        params: record.job.params,
        workDir: scratch.work,
        providers: options.providers?.(),
        processDir: scratch.processes,
      },
      {
        signal: AbortSignal.any([signal, overBudget.signal]),
        timeoutMs: options.timeoutFor(record.task.type),
        abortGraceMs: options.abortGraceMs,
        onProgress: (percent) => throttle.report(percent),
      },
    );
  } catch (err) {
    throttle.cancel();
    await watch.stop();
    // A worker terminated after its grace period had no chance to end its programs.
    await endRecordedProcesses(scratch.processes);
    if (signal.aborted) return;
    const error = budgetError
      ? budgetError.failure()
      : failureOf(
          record.task.type,
          err,
          record.job.inputs.map((input) => input.name),
        );
    await cleanUp(inputsAfterFailure(error.code));
    await tasks.update(id, { status: 'failed', error }, WHILE_RUNNING);
    return;
  }
  throttle.cancel();
  await watch.stop();
  if (signal.aborted) return;
  // The watcher looks every so often; the finished result is measured exactly.
  if (!budgetError && (await folderBytes(scratch.work)) > budget) {
    budgetError = new WorkBudgetError(
      'output_too_large',
      `Stopped: the result is larger than ${formatBytes(budget)}, the most the engine keeps for a task with ${formatBytes(inputBytes)} of input.`,
      { code: 'output-too-large', params: { limit: budget, input: inputBytes, while: 'done' } },
    );
  }
  if (budgetError) {
    await cleanUp(inputsAfterFailure(budgetError.code));
    await tasks.update(id, { status: 'failed', error: budgetError.failure() }, WHILE_RUNNING);
    return;
  }

  // The scratch goes before the final status, so a client that sees it also sees the disk use of the end. The inputs
  // go only once the outcome is recorded: a run whose lease was taken meanwhile (a team server) leaves them to the
  // run that took it, which needs them.
  try {
    const result = await storeOutput(blobs, id, output, scratch.work);
    if (signal.aborted) return;
    const ignoredParams = ignoredParamsIn(resolved.entry, record.job.params);
    if (ignoredParams.length > 0) result.result.ignoredParams = ignoredParams;
    await cleanUp('keep');
    const recorded = await tasks.update(
      id,
      { status: 'completed', progress: 100, result: result.result, preview: output.preview ?? null },
      { ...WHILE_RUNNING, job: { outputFile: result.file } },
    );
    if (recorded) await dropInputs(deps, id);
  } catch (err) {
    if (signal.aborted) return;
    // Storing the output can fill the shared blob folder too: named as a full disk, like a tool's own write.
    const error = failureOf(
      record.task.type,
      err,
      record.job.inputs.map((input) => input.name),
    );
    await cleanUp(inputsAfterFailure(error.code));
    await tasks.update(id, { status: 'failed', error }, WHILE_RUNNING);
  }
}

/** Puts the finished output into the blob store (whole, so a half-written file is never served). */
async function storeOutput(
  blobs: BlobStore,
  id: string,
  output: ToolOutput,
  workDir: string,
): Promise<{ file: string; result: TaskResult }> {
  const source = resolve(workDir, output.path);
  const inside = relative(workDir, source);
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error('the tool returned an output outside its work folder');
  }
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) throw new Error('the tool produced no output file');
  const fileName = baseName(output.fileName ?? '') || 'result';
  const file = outputFileName(fileName);
  const stored = await blobs.putOutput(id, source, file);
  return {
    file,
    result: {
      ...(output.metadata ?? {}),
      url: outputPath(id, fileName),
      fileName,
      mimeType: output.mimeType || 'application/octet-stream',
      size: stored.size,
      md5: stored.md5,
    },
  };
}

/**
 * Removes a run's scratch, and its inputs when asked (a completed run, or one stopped by a full disk) unless the engine
 * keeps them; a deleted task's folder is already gone.
 * A failed run keeps its inputs: Retry makes a new task from them (`inputs: [{task, input}]`) when the client no
 * longer has the files; they go when the task is deleted.
 */
export async function cleanUpRun(deps: RunDeps, id: string, scratch: Scratch, inputs: 'keep' | 'drop'): Promise<void> {
  if (!(await deps.tasks.get(id))) return;
  await removeWorkDir(scratch.work);
  await rm(scratch.processes, { recursive: true, force: true });
  if (inputs === 'drop') await dropInputs(deps, id);
}

/** A finished run's inputs, unless the engine keeps them. */
async function dropInputs(deps: RunDeps, id: string): Promise<void> {
  if (!deps.options.keepInputs) await deps.blobs.removeInputs(id);
}
