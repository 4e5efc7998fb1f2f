import { join } from 'node:path';

export { isTaskId } from './task-id';

/**
 * The embedded engine's layout of one task on disk: its record (file-task-store.ts), its inputs and output (the local
 * blob store, blobs/local-blob-store.ts) and a run's scratch (queue/work-dir.ts) share `DATA/tasks/<id>/`. Only those
 * embedded implementations build these paths; routes, intake and the runner ask the seams.
 */
export interface TaskPaths {
  dir: string;
  json: string;
  inputs: string;
  output: string;
  /** The tool's private scratch folder; its output is moved into output/ only once complete. */
  work: string;
  /** Records of the tool's child processes while it runs (lib/process/process-records.ts). */
  processes: string;
}

export function tasksRoot(dataDir: string): string {
  return join(dataDir, 'tasks');
}

export function taskPaths(dataDir: string, id: string): TaskPaths {
  const dir = join(tasksRoot(dataDir), id);
  return {
    dir,
    json: join(dir, 'task.json'),
    inputs: join(dir, 'inputs'),
    output: join(dir, 'output'),
    work: join(dir, 'work'),
    processes: join(dir, 'processes'),
  };
}
