/**
 * Where a recipe's outputs land: under the name the tool gave them, in the chosen folder, never over a file already
 * there (`deck.pdf`, then `deck (2).pdf`), and never half-written: the download goes to a temp name beside it and is
 * renamed when every byte arrived (ServiceClient.download). Names are reserved here first, so two outputs of one
 * run finishing at once never pick the same one.
 */
import { access, mkdir } from 'node:fs/promises';
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

export class OutputSaver {
  private readonly reserved = new Set<string>();

  /** A free path for `name` in `folder`, reserved for the caller. */
  async reserve(folder: string, name: string): Promise<string> {
    const safe = safeFileName(name, 'result');
    await mkdir(folder, { recursive: true });
    for (let n = 1; n < 10_000; n++) {
      const candidate = path.join(folder, numberedName(safe, n));
      if (this.reserved.has(candidate) || (await exists(candidate))) continue;
      this.reserved.add(candidate);
      return candidate;
    }
    throw new Error(`No free file name for ${safe} in ${folder}.`);
  }

  /** Downloads one output into `folder`; answers where it was written. */
  async save(client: ServiceClient, output: RecipeOutput, folder: string, signal?: AbortSignal): Promise<string> {
    const target = await this.reserve(folder, output.fileName);
    try {
      const task = await client.getTask(output.taskId, signal);
      return (await client.download(task, target, { signal })).path;
    } finally {
      this.reserved.delete(target);
    }
  }

  /** One step's result, into `<stepsDir>/<NN>-<type>/` (for looking at every link of a chain). */
  async saveStep(ctx: StepContext, task: Task, stepsDir: string, index: number, type: string): Promise<void> {
    const folder = path.join(stepsDir, `${String(index + 1).padStart(2, '0')}-${safeFileName(type, 'step')}`);
    const target = await this.reserve(folder, resultName(task));
    try {
      await ctx.client.download(task, target, { signal: ctx.signal });
    } finally {
      this.reserved.delete(target);
    }
  }
}
