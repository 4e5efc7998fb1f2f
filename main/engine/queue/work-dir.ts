import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { endRecordedProcesses } from '../lib/process/process-records';
import { taskPaths, tasksRoot } from '../store/task-paths';

const STALE = '.stale-';

/** A run's local folders: the tool's scratch and the records of its programs. */
export interface Scratch {
  work: string;
  processes: string;
}

/** The embedded engine keeps a run's scratch in its task's folder (store/task-paths.ts). */
export function scratchFor(dataDir: string, id: string): Scratch {
  const { work, processes } = taskPaths(dataDir, id);
  return { work, processes };
}

/**
 * Gives a run an empty work folder. Whatever a previous run left (its programs first, then its files) goes: the
 * folder is renamed away before it is removed, so a file that appears late in the old folder (ENOTEMPTY) can never
 * reach the new run, and a removal that fails only leaves a stale folder for the next start to sweep.
 */
export async function freshWorkDir(work: string, processes: string): Promise<void> {
  await endRecordedProcesses(processes);
  await removeWorkDir(work);
  await mkdir(work, { recursive: true });
}

export async function removeWorkDir(work: string): Promise<void> {
  const stale = `${work}${STALE}${randomUUID()}`;
  try {
    await rename(work, stale);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  await rm(stale, { recursive: true, force: true, maxRetries: 5 }).catch((error: unknown) => {
    console.warn(`Could not remove ${stale} yet: ${(error as Error).message}`);
  });
}

/**
 * At start: ends the programs any earlier run of the engine left behind (a crash, `kill -9`) and removes stale work
 * folders, in every task folder.
 */
export async function sweepLeftovers(dataDir: string): Promise<void> {
  const ids = await readdir(tasksRoot(dataDir)).catch(() => [] as string[]);
  for (const id of ids) {
    const paths = taskPaths(dataDir, id);
    const ended = await endRecordedProcesses(paths.processes);
    if (ended > 0) console.warn(`Ended ${ended} program(s) left running by task ${id} when the engine last stopped.`);
    const names = await readdir(paths.dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.startsWith(`${path.basename(paths.work)}${STALE}`))
        .map((name) => rm(path.join(paths.dir, name), { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined)),
    );
  }
}
