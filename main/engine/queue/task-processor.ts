import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { endRecordedProcesses } from '../lib/process/process-records';
import { join, relative, resolve, isAbsolute } from 'node:path';
import type { TaskResult } from '../../../shared/contract/service';
import { ignoredParamsIn } from '../../../shared/tools/tool-definition';
import type { ProviderSetup } from '../../../shared/contract/translation';
import { formatBytes } from '../../../shared/format-bytes';
import type { ToolOutput } from '../tools/tool';
import type { ToolSet } from '../tools/tool-set';
import type { TaskStore } from '../store/task-store';
import { baseName, outputFileName } from '../store/stored-file-names';
import { runToolInWorker, ToolRunError } from '../worker/run-in-worker';
import { md5OfFile } from '../lib/files/file-digest';
import { ProgressThrottle } from './progress-throttle';
import { budgetFor, diskNearlyFull, folderBytes, watchWorkBudget, WorkBudgetError, type WorkBudgetLimits } from './work-budget';
import { freshWorkDir, removeWorkDir } from './work-dir';

export interface ProcessorOptions {
  concurrency: number;
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
}

interface RunningJob {
  controller: AbortController;
  done: Promise<void>;
}

/** A tool's failure as the task records it; a full disk is named as such, whichever tool hit it. */
function failureOf(type: string, err: unknown): { code: string; message: string } {
  if (err instanceof ToolRunError && err.kind === 'tool') return { code: err.code, message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  if (/\b(ENOSPC|EDQUOT)\b/.test(message)) return { code: diskNearlyFull().code, message: diskNearlyFull().message };
  return err instanceof ToolRunError
    ? { code: err.code, message: err.message }
    : { code: 'internal_error', message: `${type} failed: ${message}` };
}

/** Link to a stored output; made absolute per response (see public-task.ts). */
export function outputPath(taskId: string, fileName: string): string {
  return `/files/${taskId}/${encodeURIComponent(fileName)}`;
}

/**
 * The job queue: runs pending tasks, at most `concurrency` at once, each in its own worker thread, and
 * records the outcome on the task. HTTP handlers only enqueue and cancel; they never wait for a tool.
 */
export class TaskProcessor {
  private readonly queue: string[] = [];
  private readonly running = new Map<string, RunningJob>();
  private stopped = false;

  constructor(
    private readonly store: TaskStore,
    private readonly tools: ToolSet,
    private readonly options: ProcessorOptions,
  ) {}

  enqueue(id: string): void {
    if (this.stopped || this.queue.includes(id) || this.running.has(id)) return;
    this.queue.push(id);
    this.pump();
  }

  /** Drops a queued task, or stops a running one and resolves once its worker is gone. */
  async cancel(id: string): Promise<void> {
    const index = this.queue.indexOf(id);
    if (index >= 0) this.queue.splice(index, 1);
    const job = this.running.get(id);
    if (!job) return;
    job.controller.abort();
    await job.done;
  }

  /**
   * Shutdown: stops every running tool without recording an outcome, so those tasks stay pending/running
   * on disk and run again at the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    const jobs = [...this.running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.all(jobs.map((job) => job.done));
  }

  get activeCount(): number {
    return this.running.size;
  }

  private pump(): void {
    while (!this.stopped && this.running.size < this.options.concurrency && this.queue.length > 0) {
      const id = this.queue.shift();
      if (id === undefined) break;
      const controller = new AbortController();
      const job: RunningJob = { controller, done: Promise.resolve() };
      this.running.set(id, job);
      job.done = this.process(id, controller.signal)
        .catch(async (err: unknown) => {
          console.error(`task ${id}: engine error`, err);
          // Never leave a task running forever: record the failure (in memory at least, if the disk refuses).
          if (!controller.signal.aborted && this.store.get(id)) {
            const message = `The engine could not finish this task: ${(err as Error).message}`;
            await this.store.update(id, { status: 'failed', error: { code: 'internal_error', message } }).catch(() => undefined);
          }
        })
        .finally(() => {
          this.running.delete(id);
          this.pump();
        });
    }
  }

  private async process(id: string, signal: AbortSignal): Promise<void> {
    const record = this.store.get(id);
    if (!record) return;
    const resolved = this.tools.resolve(record.task.type);
    if (!resolved?.source) {
      await this.store.update(id, {
        status: 'failed',
        error: { code: 'internal_error', message: `This engine cannot run ${record.task.type}.` },
      });
      return;
    }
    const paths = this.store.paths(id);
    await freshWorkDir(paths.work, paths.processes);
    await this.store.update(id, { status: 'running', progress: 0, error: undefined });

    const throttle = new ProgressThrottle(this.options.progressIntervalMs, (percent) => this.store.setProgress(id, percent));
    const inputBytes = record.job.inputs.reduce((sum, input) => sum + input.size, 0);
    const budget = budgetFor(inputBytes, this.options.workBudget);
    const overBudget = new AbortController();
    let budgetError: WorkBudgetError | undefined;
    const watch = watchWorkBudget({
      workDir: paths.work,
      inputBytes,
      budget,
      reserveBytes: this.options.reserveBytes,
      intervalMs: this.options.budgetIntervalMs,
      onExceeded: (error) => {
        budgetError = error;
        overBudget.abort();
      },
    });
    let output: ToolOutput;
    try {
      output = await runToolInWorker(
        {
          type: record.task.type,
          source: resolved.source,
          inputs: record.job.inputs.map((input) => ({
            path: join(paths.inputs, input.file),
            name: input.name,
            size: input.size,
            mimeType: input.mimeType,
          })),
          params: record.job.params,
          workDir: paths.work,
          providers: this.options.providers?.(),
          processDir: paths.processes,
        },
        {
          signal: AbortSignal.any([signal, overBudget.signal]),
          timeoutMs: this.options.timeoutFor(record.task.type),
          abortGraceMs: this.options.abortGraceMs,
          onProgress: (percent) => throttle.report(percent),
        },
      );
    } catch (err) {
      throttle.cancel();
      await watch.stop();
      // A worker terminated after its grace period had no chance to end its programs.
      await endRecordedProcesses(paths.processes);
      if (signal.aborted || !this.store.get(id)) return;
      await this.cleanUp(id);
      await this.store.update(id, {
        status: 'failed',
        error: budgetError ? { code: budgetError.code, message: budgetError.message } : failureOf(record.task.type, err),
      });
      return;
    }
    throttle.cancel();
    await watch.stop();
    if (signal.aborted || !this.store.get(id)) return;
    // The watcher looks every so often; the finished result is measured exactly.
    if (!budgetError && (await folderBytes(paths.work)) > budget) {
      budgetError = new WorkBudgetError(
        'output_too_large',
        `Stopped: the result is larger than ${formatBytes(budget)}, the most the engine keeps for a task with ${formatBytes(inputBytes)} of input.`,
      );
    }
    if (budgetError) {
      await this.cleanUp(id);
      await this.store.update(id, { status: 'failed', error: { code: budgetError.code, message: budgetError.message } });
      return;
    }

    // Scratch and inputs go before the final status, so a client that sees it also sees the final disk state.
    try {
      const result = await this.storeOutput(id, output, paths.work, paths.output);
      if (signal.aborted || !this.store.get(id)) return;
      const ignoredParams = ignoredParamsIn(resolved.entry, record.job.params);
      if (ignoredParams.length > 0) result.result.ignoredParams = ignoredParams;
      await this.cleanUp(id);
      await this.store.update(
        id,
        { status: 'completed', progress: 100, result: result.result, preview: output.preview ?? null },
        { outputFile: result.file },
      );
    } catch (err) {
      if (!this.store.get(id)) return;
      await this.cleanUp(id);
      await this.store.update(id, {
        status: 'failed',
        error: { code: 'internal_error', message: `${record.task.type} failed: ${(err as Error).message}` },
      });
    }
  }

  /** Moves the finished output into output/ with one rename, so a half-written file is never served. */
  private async storeOutput(
    id: string,
    output: ToolOutput,
    workDir: string,
    outputDir: string,
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
    await mkdir(outputDir, { recursive: true });
    const target = join(outputDir, file);
    await rename(source, target);
    const md5 = await md5OfFile(target);
    return {
      file,
      result: {
        ...(output.metadata ?? {}),
        url: outputPath(id, fileName),
        fileName,
        mimeType: output.mimeType || 'application/octet-stream',
        size: info.size,
        md5,
      },
    };
  }

  private async cleanUp(id: string): Promise<void> {
    if (!this.store.get(id)) return;
    const paths = this.store.paths(id);
    await removeWorkDir(paths.work);
    await rm(paths.processes, { recursive: true, force: true });
    if (!this.options.keepInputs) await rm(paths.inputs, { recursive: true, force: true });
  }
}
