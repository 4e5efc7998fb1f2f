/**
 * One task of a recipe step, through the service client's public calls only (create, follow, download, delete), so
 * it works on the local engine and on DeckFlow's cloud alike. What flows between steps is a piece: a file on this
 * computer (the inputs, or an intermediate the cloud's result was downloaded to) or a result left on the engine
 * (a whole result, or one file inside its ZIP), which the next task names instead of uploading it again.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Task, TaskError } from '../../../shared/contract/service';
import type { CheckedStep } from '../../../shared/recipes/recipe-check';
import { stepOutput } from '../../../shared/recipes/step-output';
import { safeFileName } from '../../../shared/file-names';
import { createTaskFromResults } from '../service-client/result-inputs';
import type { ServiceClient } from '../service-client/service-client';
import { ServiceError, abortedError, normaliseTaskError } from '../service-client/service-error';
import { extractFiles } from '../slide-decks-extract';
import type { FollowTask } from '../task-waiters';

export type Piece = { kind: 'file'; path: string; name: string } | { kind: 'result'; taskId: string; entry?: string; name: string };

/** How intermediates travel: named on the engine (the local engine), or downloaded and uploaded again (the cloud). */
export type Chaining = 'engine' | 'transfer';

export interface StepContext {
  client: ServiceClient;
  /** Follows a task to its end through the backend's one live feed. */
  follow: FollowTask;
  chaining: Chaining;
  /** A private folder for the intermediates a transfer downloads. */
  workDir: string;
  signal: AbortSignal;
}

/** A task that ended `failed`: its reason, as the backend gave it. */
export class StepFailed extends Error {
  constructor(
    readonly error: TaskError,
    readonly taskId: string,
  ) {
    super(error.message);
    this.name = 'StepFailed';
  }
}

/** A whole result left on the engine, downloaded into the run's folder as a file piece. */
async function downloadedPiece(ctx: StepContext, piece: Extract<Piece, { kind: 'result' }>): Promise<Piece> {
  if (piece.entry !== undefined) {
    throw new ServiceError({ code: 'internal_error', message: 'A step was given files and files inside a result at once.' });
  }
  const task = await ctx.client.getTask(piece.taskId, ctx.signal);
  const folder = path.join(ctx.workDir, `${task.id}-handed`);
  await mkdir(folder, { recursive: true });
  const downloaded = await ctx.client.download(task, path.join(folder, safeFileName(piece.name, 'result')), { signal: ctx.signal });
  return { kind: 'file', path: downloaded.path, name: piece.name };
}

async function create(ctx: StepContext, step: CheckedStep, inputs: readonly Piece[]): Promise<Task> {
  const files = inputs.filter((piece) => piece.kind === 'file');
  if (files.length === inputs.length) {
    // An upload is cut off by a cancel only while bytes are still going: once the whole body is sent the backend may
    // have made the task, so its answer is awaited and the task deleted (runStepTask) rather than left unknown.
    if (ctx.signal.aborted) throw abortedError();
    const upload = new AbortController();
    let sent = false;
    const onAbort = (): void => {
      if (!sent) upload.abort();
    };
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await ctx.client.createTask(
        { type: step.type, params: step.params, files: files.map((piece) => ({ path: piece.path, name: piece.name })) },
        {
          signal: upload.signal,
          onProgress: (progress) => {
            sent = progress.sentBytes >= progress.totalBytes;
          },
        },
      );
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
    }
  }
  const results = inputs.filter((piece) => piece.kind === 'result');
  if (results.length !== inputs.length) {
    // Files that went past a step unchanged, beside results of it (a Board pack's PDFs beside its converted decks):
    // the results come down here, and all go up as files.
    return create(ctx, step, await Promise.all(inputs.map(async (piece) => (piece.kind === 'file' ? piece : downloadedPiece(ctx, piece)))));
  }
  const request = results.map((piece) => (piece.entry === undefined ? { task: piece.taskId } : { task: piece.taskId, entry: piece.entry }));
  // Not aborted midway: this create is one small request, and one cut off after the engine took it would leave a task
  // behind that no one knows of. A cancel is seen as soon as it answers (runStepTask).
  return createTaskFromResults(ctx.client, { type: step.type, params: step.params, inputs: request });
}

/**
 * Creates the step's task on these inputs and follows it to its end. `onCreated` learns the id at once (so a cancel
 * can delete it); resolves with the completed task, rejects with StepFailed when it failed.
 */
export async function runStepTask(
  ctx: StepContext,
  step: CheckedStep,
  inputs: readonly Piece[],
  hooks: { onCreated(taskId: string): void; onProgress(percent: number): void },
): Promise<Task> {
  const created = await create(ctx, step, inputs);
  if (ctx.signal.aborted) {
    // Cancelled while the create's answer was on its way: the task exists, and nobody would follow or delete it.
    await ctx.client.deleteTask(created.id).catch(() => undefined);
    throw abortedError();
  }
  hooks.onCreated(created.id);
  const ended = await ctx.follow(
    created.id,
    (task) => {
      if (typeof task.progress === 'number') hooks.onProgress(task.progress);
    },
    ctx.signal,
  );
  if (ended.status === 'failed') {
    const error = normaliseTaskError(ended.error ?? 'The task failed.');
    throw new StepFailed(error, ended.id);
  }
  return ended;
}

export function resultName(task: Task): string {
  const given = task.result?.fileName;
  return typeof given === 'string' && given.trim() !== '' ? path.basename(given.replace(/\\/g, '/')) : task.name || 'result';
}

/** The files inside a ZIP result, as the local engine describes them (`result.files`: names, or `{name}` objects). */
function listedEntries(task: Task, extensions: readonly string[]): string[] | null {
  const files = task.result?.files;
  if (!Array.isArray(files)) return null;
  const names = files.map((file: unknown) =>
    typeof file === 'string' ? file : typeof file === 'object' && file !== null ? (file as { name?: unknown }).name : undefined,
  );
  if (names.some((name) => typeof name !== 'string')) return null;
  return (names as string[]).filter((name) => extensions.includes(path.extname(name).toLowerCase()));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the next step takes from a completed task: the result itself, or each file inside its ZIP (fan-out). */
export async function piecesOf(
  ctx: StepContext,
  step: CheckedStep,
  task: Task,
  inputName: string,
): Promise<{ pieces: Piece[]; paths: string[] }> {
  const name = resultName(task);
  const extensions = stepOutput(step.tool, step.params, path.extname(inputName).toLowerCase()).extensions;
  if (ctx.chaining === 'engine') {
    if (!step.fansOut) return { pieces: [{ kind: 'result', taskId: task.id, name }], paths: [] };
    const entries = listedEntries(task, extensions);
    if (entries)
      return { pieces: entries.map((entry) => ({ kind: 'result', taskId: task.id, entry, name: path.basename(entry) })), paths: [] };
  }
  const folder = path.join(ctx.workDir, task.id);
  await mkdir(folder, { recursive: true });
  const downloaded = await ctx.client.download(task, path.join(folder, safeFileName(name, 'result')), { signal: ctx.signal });
  if (!step.fansOut) return { pieces: [{ kind: 'file', path: downloaded.path, name }], paths: [folder] };
  const kinds = new RegExp(`(${extensions.map(escapeRegExp).join('|')})$`, 'i');
  const extracted = await extractFiles(downloaded.path, folder, 'files', { kinds, nothing: `${name} holds no files for the next step.` });
  await rm(downloaded.path, { force: true });
  return {
    pieces: extracted.files.map((file) => ({ kind: 'file', path: path.join(extracted.folder, file), name: file })),
    paths: [folder],
  };
}
