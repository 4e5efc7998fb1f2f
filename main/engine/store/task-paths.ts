import { join } from 'node:path';

export interface TaskPaths {
  dir: string;
  json: string;
  inputs: string;
  output: string;
  /** The tool's private scratch folder; its output is renamed into output/ only once complete. */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Task ids are engine-made UUIDs; anything else in a URL or on disk is not a task. */
export function isTaskId(value: string): boolean {
  return UUID.test(value);
}
