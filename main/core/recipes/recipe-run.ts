/**
 * Runs a checked recipe on files, step by step, in core: each input file is a lane through the steps; a step that
 * makes several files (a split, slide pictures) fans out, so the next step runs once per file; a step that takes
 * several (Merge, HTML player) waits for every lane and gathers them into one task. Intermediates stay on the engine
 * where it can (see step-task.ts) and are deleted once the step after them succeeded; a failed lane keeps what it
 * had, so Retry starts again at the step that failed. Outputs stay on the backend until saved, or are saved into a
 * folder as they are made (atomically: a temp name, then a rename).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RecipeFileState, RecipeOutput, RecipeRunState } from '../../../shared/contract/recipes';
import type { Task } from '../../../shared/contract/service';
import type { CheckedStep } from '../../../shared/recipes/recipe-check';
import type { Recipe } from '../../../shared/recipes/recipe-document';
import { LiveTaskFeed } from '../live-task-feed';
import type { ServiceClient } from '../service-client/service-client';
import type { FollowTask } from '../task-waiters';
import { isAbortError, toTaskError } from '../service-client/service-error';
import { ConcurrencyLimit } from './concurrency-limit';
import { OutputSaver } from './output-saver';
import type { Chaining, Piece, StepContext } from './step-task';
import { StepFailed, piecesOf, resultName, runStepTask } from './step-task';
import { missedTarget } from '../../../shared/tools/compress-target';

export interface RecipeRunOptions {
  recipe: Recipe;
  /** From checkRecipe: the tools as the backend describes them, params parsed. */
  steps: readonly CheckedStep[];
  files: readonly { path: string; name: string }[];
  client: ServiceClient;
  chaining: Chaining;
  /**
   * Follows the run's tasks through the backend's one live feed (the app's TaskCenter); absent: the run opens a feed
   * of its own for its lifetime (the command line).
   */
  follow?: FollowTask;
  /** Save each output into this folder as it is made; absent: outputs stay on the backend until saveOutputs(). */
  outputDir?: string;
  /** Replace files of the same name in `outputDir` (the command line's --overwrite); never the run's own inputs. */
  overwrite?: boolean;
  /** Delete a final task once its output is saved (watch folders, the command line). */
  deleteSaved?: boolean;
  /** Also save every step's result into `stepsDir/<NN>-<type>/`, to look at each link of a chain. */
  stepsDir?: string;
  /** Tasks at once (default 4): enough to keep the engine's queue busy while others upload. */
  concurrency?: number;
  onChange?(state: RecipeRunState): void;
  /** Each task the run creates, as soon as it exists. */
  onTaskCreated?(taskId: string): void;
}

/** What stands behind a lane's current pieces: tasks and temp folders to remove once the next step consumed them. */
interface Held {
  tasks: string[];
  paths: string[];
}

interface Lane {
  files: RecipeFileState[];
  /** The step it runs next (or failed at). */
  step: number;
  pieces: Piece[];
  held: Held;
}

const NOTHING_HELD: Held = { tasks: [], paths: [] };

export class RecipeRun {
  readonly id = randomUUID();
  private lanes: Lane[];
  private controller = new AbortController();
  private readonly live = new Set<string>();
  private readonly limit: ConcurrencyLimit;
  private readonly saver: OutputSaver;
  private status: RecipeRunState['status'] = 'running';
  private readonly startedAt = new Date().toISOString();
  private finishedAt: string | undefined;
  private activity: Promise<void> = Promise.resolve();
  private workDir: Promise<string> | null = null;
  private feed: LiveTaskFeed | null = null;
  /** Every input file's id in the order given: the state lists files so, whatever lanes were gathered. */
  private readonly allFileIds: string[];

  constructor(private readonly options: RecipeRunOptions) {
    this.limit = new ConcurrencyLimit(options.concurrency ?? 4);
    this.saver = new OutputSaver({ overwrite: options.overwrite === true, protect: options.files.map((file) => file.path) });
    this.lanes = options.files.map((file) => ({
      files: [{ id: randomUUID(), name: file.name, status: 'queued', step: 0, outputs: [] }],
      step: 0,
      pieces: [{ kind: 'file', path: file.path, name: file.name }],
      held: NOTHING_HELD,
    }));
    this.allFileIds = this.lanes.flatMap((lane) => lane.files.map((file) => file.id));
  }

  /** Starts the run; resolves with the last state once every file is ready, failed or cancelled. */
  start(): Promise<RecipeRunState> {
    this.activity = this.drive([...this.lanes]);
    return this.settled();
  }

  /** Resolves when nothing is running any more (after a retry too). */
  async settled(): Promise<RecipeRunState> {
    for (;;) {
      const current = this.activity;
      await current;
      if (current === this.activity) return this.state();
    }
  }

  state(): RecipeRunState {
    const files = this.lanes.flatMap((lane) => lane.files).map((file) => ({ ...file, outputs: file.outputs.map((o) => ({ ...o })) }));
    const order = new Map(this.allFileIds.map((id, index) => [id, index]));
    files.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return {
      id: this.id,
      recipe: this.options.recipe,
      steps: this.options.steps.map((step) => ({ type: step.type, title: step.title })),
      status: this.status,
      files,
      startedAt: this.startedAt,
      ...(this.finishedAt ? { finishedAt: this.finishedAt } : {}),
      ...(this.options.outputDir ? { outputDir: this.options.outputDir } : {}),
    };
  }

  private emit(): void {
    this.options.onChange?.(this.state());
  }

  /** Runs these lanes from where each stands to the end: one by one up to a gathering step, then as one. */
  private async drive(lanes: Lane[]): Promise<void> {
    this.status = 'running';
    this.finishedAt = undefined;
    this.emit();
    const steps = this.options.steps;
    let active = lanes;
    while (active.length > 0 && !this.controller.signal.aborted) {
      const at = Math.min(...active.map((lane) => lane.step));
      if (at >= steps.length) break;
      if (steps[at]?.gathers) {
        const gathered = this.gather(active.filter((lane) => lane.step === at));
        active = [...active.filter((lane) => lane.step !== at), gathered];
        await this.runLaneStep(gathered);
      } else {
        const next = steps.findIndex((step, index) => index > at && step.gathers);
        const end = next < 0 ? steps.length : next;
        await Promise.all(active.map((lane) => this.advance(lane, end)));
      }
      active = active.filter(
        (lane) => this.lanes.includes(lane) && lane.files.every((file) => file.status === 'running' || file.status === 'queued'),
      );
    }
    if (this.controller.signal.aborted) this.markCancelled();
    this.status = this.controller.signal.aborted ? 'cancelled' : 'finished';
    this.finishedAt = new Date().toISOString();
    this.emit();
  }

  private gather(lanes: Lane[]): Lane {
    const merged: Lane = {
      files: lanes.flatMap((lane) => lane.files),
      step: lanes[0]?.step ?? 0,
      pieces: lanes.flatMap((lane) => lane.pieces),
      held: { tasks: lanes.flatMap((lane) => lane.held.tasks), paths: lanes.flatMap((lane) => lane.held.paths) },
    };
    this.lanes = [...this.lanes.filter((lane) => !lanes.includes(lane)), merged];
    return merged;
  }

  private async advance(lane: Lane, end: number): Promise<void> {
    while (lane.step < end && lane.files.every((file) => file.status === 'queued' || file.status === 'running')) {
      if (this.controller.signal.aborted) return;
      await this.runLaneStep(lane);
    }
  }

  private setFiles(lane: Lane, patch: Partial<RecipeFileState>): void {
    for (const file of lane.files) Object.assign(file, patch);
    this.emit();
  }

  private context(): Promise<StepContext> {
    this.workDir ??= mkdtemp(path.join(tmpdir(), 'deckhand-recipe-'));
    return this.workDir.then((workDir) => ({
      client: this.options.client,
      chaining: this.options.chaining,
      follow: this.follow(),
      workDir,
      signal: this.controller.signal,
    }));
  }

  /** One step for one lane: one task per piece (or one for all, when the step gathers); all must succeed. */
  private async runLaneStep(lane: Lane): Promise<void> {
    const index = lane.step;
    const step = this.options.steps[index];
    if (!step) return;
    const last = index === this.options.steps.length - 1;
    const groups = step.gathers ? [lane.pieces] : lane.pieces.map((piece) => [piece]);
    let done = 0;
    const progress = new Map<number, number>();
    const pieces = (): RecipeFileState['pieces'] => ({ done, total: groups.length });
    this.setFiles(lane, { status: 'running', step: index, pieces: pieces(), progress: 0, error: undefined });
    const ctx = await this.context();
    const made: Task[] = [];
    const next: Piece[][] = groups.map(() => []);
    const paths: string[] = [];
    // A piece of a kind the step passes goes on unchanged, without a task (recipe-document.ts, `passes`).
    const passes = (inputs: readonly Piece[]): boolean =>
      !step.gathers && inputs.length === 1 && step.passes.includes(path.extname(inputs[0]!.name).toLowerCase());
    const passed = groups.filter(passes).length;
    const outcomes = await Promise.allSettled(
      groups.map((inputs, at) =>
        passes(inputs)
          ? Promise.resolve().then(() => {
              next[at] = [...inputs];
              done += 1;
            })
          : this.limit.run(async () => {
              if (this.controller.signal.aborted) throw new StepFailed({ code: 'cancelled', message: 'Cancelled.' }, '');
              const task = await runStepTask(ctx, step, inputs, {
                onCreated: (id) => {
                  this.live.add(id);
                  this.options.onTaskCreated?.(id);
                },
                onProgress: (percent) => {
                  progress.set(at, percent);
                  const sum = [...progress.values()].reduce((total, value) => total + value, 0);
                  this.setFiles(lane, { progress: Math.round(sum / groups.length) });
                },
              });
              this.live.delete(task.id);
              made.push(task);
              if (this.options.stepsDir) await this.saver.saveStep(ctx, task, this.options.stepsDir, index, step.type);
              if (!last) {
                const result = await piecesOf(ctx, step, task, inputs[0]?.name ?? '');
                next[at] = result.pieces;
                paths.push(...result.paths);
              }
              done += 1;
              progress.set(at, 100);
              this.setFiles(lane, { pieces: pieces() });
            }),
      ),
    );
    const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failure) {
      // What the step made before another of its tasks failed is not kept: a retry runs the whole step again.
      await this.release({ tasks: made.map((task) => task.id), paths });
      const error = failure.reason instanceof StepFailed ? failure.reason.error : toTaskError(failure.reason);
      const cancelled = this.controller.signal.aborted || isAbortError(failure.reason) || error.code === 'cancelled';
      this.setFiles(lane, { status: cancelled ? 'cancelled' : 'failed', error: cancelled ? undefined : error, progress: undefined });
      return;
    }
    // What a passed piece stands on (an earlier step's task) is kept until the piece is used.
    if (passed === 0) await this.release(lane.held);
    lane.step = index + 1;
    if (!last) {
      lane.pieces = next.flat();
      const kept = passed === 0 ? NOTHING_HELD : lane.held;
      lane.held = { tasks: [...kept.tasks, ...made.map((task) => task.id)], paths: [...kept.paths, ...paths] };
      return;
    }
    lane.pieces = [];
    lane.held = NOTHING_HELD;
    await this.finish(lane, made);
  }

  /** A lane that went through every step: its outputs, saved into the output folder when there is one. */
  private async finish(lane: Lane, tasks: Task[]): Promise<void> {
    const outputs: RecipeOutput[] = tasks.map((task) => ({
      taskId: task.id,
      fileName: resultName(task),
      ...(typeof task.result?.size === 'number' ? { size: task.result.size } : {}),
      ...(missedTarget(task.result) ? { note: missedTarget(task.result) ?? '' } : {}),
    }));
    try {
      if (this.options.outputDir) {
        for (const output of outputs)
          output.path = await this.saver.save(this.options.client, output, this.options.outputDir, this.controller.signal);
        if (this.options.deleteSaved) await this.release({ tasks: outputs.map((output) => output.taskId), paths: [] });
      }
      this.setFiles(lane, { status: 'ready', step: this.options.steps.length, outputs, progress: undefined, pieces: undefined });
    } catch (error) {
      this.setFiles(lane, { status: 'failed', error: toTaskError(error), outputs, progress: undefined });
    }
  }

  private async release(held: Held): Promise<void> {
    await Promise.all([
      ...held.tasks.map((id) => this.options.client.deleteTask(id).catch(() => undefined)),
      ...held.paths.map((target) => rm(target, { recursive: true, force: true })),
    ]);
  }

  private markCancelled(): void {
    for (const lane of this.lanes) {
      if (lane.files.some((file) => file.status === 'queued' || file.status === 'running')) {
        for (const file of lane.files) Object.assign(file, { status: 'cancelled', progress: undefined });
      }
    }
  }

  /** Stops every file still in the chain: their tasks are deleted (which stops them), what they held stays for Retry. */
  async cancel(): Promise<void> {
    this.controller.abort();
    await Promise.all([...this.live].map((id) => this.options.client.deleteTask(id).catch(() => undefined)));
    this.live.clear();
    await this.settled();
  }

  /** Runs failed (or cancelled) files again from the step where they stopped; `fileId` for one, else all of them. */
  retry(fileId?: string): number {
    const lanes = this.lanes.filter(
      (lane) =>
        lane.files.some((file) => file.status === 'failed' || file.status === 'cancelled') &&
        (fileId === undefined || lane.files.some((file) => file.id === fileId)),
    );
    if (lanes.length === 0) return 0;
    if (this.controller.signal.aborted) this.controller = new AbortController();
    for (const lane of lanes) for (const file of lane.files) Object.assign(file, { status: 'queued', error: undefined, outputs: [] });
    const previous = this.activity;
    this.activity = previous.then(() => this.drive(lanes));
    return lanes.reduce((count, lane) => count + lane.files.length, 0);
  }

  /** Saves every ready output not saved yet into `folder` (Save all); answers the paths written. */
  async saveOutputs(folder: string): Promise<string[]> {
    const written: string[] = [];
    const seen = new Set<string>();
    for (const lane of this.lanes) {
      for (const file of lane.files) {
        if (file.status !== 'ready') continue;
        for (const output of file.outputs) {
          if (seen.has(output.taskId)) continue;
          seen.add(output.taskId);
          output.path = await this.saver.save(this.options.client, output, folder);
          written.push(output.path);
        }
      }
    }
    this.emit();
    return written;
  }

  /** The task ids of every output, for whoever deletes them later. */
  outputTasks(): string[] {
    return [...new Set(this.lanes.flatMap((lane) => lane.files.flatMap((file) => file.outputs.map((output) => output.taskId))))];
  }

  /** Removes what failed or cancelled files still hold (intermediate tasks, temp files); outputs stay. */
  private follow(): FollowTask {
    if (this.options.follow) return this.options.follow;
    this.feed ??= new LiveTaskFeed(this.options.client);
    return this.feed.follow;
  }

  async dispose(): Promise<void> {
    this.controller.abort();
    await this.activity.catch(() => undefined);
    this.feed?.close();
    this.feed = null;
    for (const lane of this.lanes) {
      await this.release(lane.held);
      lane.held = NOTHING_HELD;
    }
    if (this.workDir) await rm(await this.workDir, { recursive: true, force: true });
  }
}
