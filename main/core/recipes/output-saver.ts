/**
 * Where a recipe's outputs land: under the name the tool gave them, in the chosen folder, never over a file already
 * there (`deck.pdf`, then `deck (2).pdf`) unless the person allowed replacing, never over one of the run's own inputs,
 * and never half-written: the download goes to a temp name beside it and is put in place, exclusively, when every
 * byte arrived (ServiceClient.download). Names are reserved here first, so two outputs of one run finishing at once
 * never pick the same one.
 */
import { access, mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { RecipeOutput } from '../../../shared/contract/recipes';
import type { Task } from '../../../shared/contract/service';
import { numberedName, safeFileName } from '../../../shared/file-names';
import type { ServiceClient } from '../service-client/service-client';
import type { StepContext } from './step-task';
import { resultName } from './step-task';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export interface SaverOptions {
  /** Replace a file of the same name in the folder (the command line's --overwrite); default: the next free name. */
  overwrite?: boolean;
  /** Files never written over, whatever `overwrite` says: the run's own inputs. */
  protect?: readonly string[];
}

/** The file's real path where it exists (a link followed), else its absolute path. */
async function realPath(file: string): Promise<string> {
  return realpath(file).catch(() => path.resolve(file));
}

export class OutputSaver {
  private readonly reserved = new Set<string>();
  private protectedPaths: Promise<Set<string>> | null = null;

  constructor(private readonly options: SaverOptions = {}) {}

  /** A free path for `name` in `folder` (or the plain name when replacing is allowed), reserved for the caller. */
  async reserve(folder: string, name: string, replace = false): Promise<string> {
    const safe = safeFileName(name, 'result');
    await mkdir(folder, { recursive: true });
    for (let n = 1; n < 10_000; n++) {
      const candidate = path.join(folder, numberedName(safe, n));
      if (this.reserved.has(candidate) || (await this.isProtected(candidate))) continue;
      if (!replace && (await exists(candidate))) continue;
      this.reserved.add(candidate);
      return candidate;
    }
    throw new Error(`No free file name for ${safe} in ${folder}.`);
  }

  /**
   * Downloads one output into `folder`; answers where it was written. The name is created exclusively, so a file
   * that appeared in the folder since it was picked is not replaced either: the next free name is taken.
   */
  async save(client: ServiceClient, output: RecipeOutput, folder: string, signal?: AbortSignal): Promise<string> {
    const replace = this.options.overwrite === true;
    const target = await this.reserve(folder, output.fileName, replace);
    try {
      const task = await client.getTask(output.taskId, signal);
      return (await client.download(task, target, { signal, ifExists: replace ? 'replace' : 'number' })).path;
    } finally {
      this.reserved.delete(target);
    }
  }

  /** One step's result, into `<stepsDir>/<NN>-<type>/` (for looking at every link of a chain). */
  async saveStep(ctx: StepContext, task: Task, stepsDir: string, index: number, type: string): Promise<void> {
    const folder = path.join(stepsDir, `${String(index + 1).padStart(2, '0')}-${safeFileName(type, 'step')}`);
    const target = await this.reserve(folder, resultName(task));
    try {
      await ctx.client.download(task, target, { signal: ctx.signal, ifExists: 'number' });
    } finally {
      this.reserved.delete(target);
    }
  }

  private async isProtected(candidate: string): Promise<boolean> {
    this.protectedPaths ??= Promise.all((this.options.protect ?? []).map(realPath)).then((paths) => new Set(paths));
    return (await this.protectedPaths).has(await realPath(candidate));
  }
}
