import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Task } from '../../../shared/contract/service';
import { writeJsonAtomic } from './atomic-json';
import type { TaskFileV1, TaskJob, TaskRecord } from './task-record';
import { isTaskId, taskPaths, tasksRoot, type TaskPaths } from './task-paths';
import { spaceOf } from './spaces';

export type TaskEvent = { kind: 'created' | 'status' | 'progress'; record: TaskRecord } | { kind: 'deleted'; id: string };

export type TaskListener = (event: TaskEvent) => void;

export interface TaskPage {
  records: TaskRecord[];
  total: number;
}

/** Leftovers of a task.json write that a crash interrupted before its rename. */
async function removeTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.endsWith('.tmp')).map((name) => rm(join(dir, name), { force: true })));
}

function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The engine's tasks: an in-memory index (newest first) over `DATA/tasks/<id>/task.json`. Status changes are
 * persisted (atomically, in order per task) before listeners hear of them; progress is kept in memory only.
 */
export class TaskStore {
  private readonly records = new Map<string, TaskRecord>();
  /** Newest first. */
  private order: string[] = [];
  private readonly writes = new Map<string, Promise<void>>();
  private readonly listeners = new Set<TaskListener>();

  constructor(readonly dataDir: string) {}

  paths(id: string): TaskPaths {
    return taskPaths(this.dataDir, id);
  }

  /**
   * Reads every task.json. Folders without one are uploads that never completed (the engine stopped
   * mid-request) and are removed. Unreadable task files are reported and left alone.
   */
  async load(warn: (message: string) => void): Promise<TaskRecord[]> {
    const root = tasksRoot(this.dataDir);
    await mkdir(root, { recursive: true, mode: 0o700 });
    const loaded: TaskRecord[] = [];
    for (const name of await readdir(root)) {
      if (!isTaskId(name)) continue;
      const paths = this.paths(name);
      await removeTempFiles(paths.dir);
      let text: string;
      try {
        text = await readFile(paths.json, 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          await rm(paths.dir, { recursive: true, force: true });
        } else {
          warn(`Skipping task ${name}: ${(err as Error).message}`);
        }
        continue;
      }
      try {
        const file = JSON.parse(text) as TaskFileV1;
        if (file.version !== 1 || file.task?.id !== name) throw new Error('not a task file of this engine');
        loaded.push({ task: file.task, job: file.job });
      } catch (err) {
        warn(`Skipping task ${name}: task.json is unreadable (${(err as Error).message})`);
      }
    }
    loaded.sort((a, b) => b.task.createdAt.localeCompare(a.task.createdAt));
    for (const record of loaded) this.records.set(record.task.id, record);
    this.order = loaded.map((record) => record.task.id);
    return loaded;
  }

  subscribe(listener: TaskListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(id: string): TaskRecord | undefined {
    return this.records.get(id);
  }

  /** One space's tasks, newest first; every space's when `spaceId` is not given. */
  list(query: { type?: string; spaceId?: string; start: number; max: number }): TaskPage {
    const matching: TaskRecord[] = [];
    for (const id of this.order) {
      const record = this.records.get(id);
      if (!record || (query.type && record.task.type !== query.type)) continue;
      if (query.spaceId === undefined || spaceOf(record.job) === query.spaceId) matching.push(record);
    }
    return { records: matching.slice(query.start, query.start + query.max), total: matching.length };
  }

  async add(input: { id: string; name: string; type: string; job: TaskJob }): Promise<TaskRecord> {
    const at = nowIso();
    const task: Task = {
      id: input.id,
      name: input.name,
      type: input.type,
      status: 'pending',
      preview: null,
      createdAt: at,
      updatedAt: at,
    };
    const record: TaskRecord = { task, job: input.job };
    this.records.set(task.id, record);
    this.order.unshift(task.id);
    try {
      await this.persist(task.id);
    } catch (err) {
      this.records.delete(task.id);
      this.order = this.order.filter((other) => other !== task.id);
      throw err;
    }
    this.emit({ kind: 'created', record });
    return record;
  }

  /** Applies a status change, persists it, then tells listeners. Unknown (deleted) ids are ignored. */
  async update(id: string, patch: Partial<Task>, jobPatch?: Partial<TaskJob>): Promise<TaskRecord | undefined> {
    const record = this.records.get(id);
    if (!record) return undefined;
    record.task = { ...record.task, ...patch, updatedAt: nowIso() };
    for (const key of Object.keys(patch) as (keyof Task)[]) {
      if (patch[key] === undefined) delete record.task[key];
    }
    if (jobPatch) record.job = { ...record.job, ...jobPatch };
    try {
      await this.persist(id);
    } finally {
      // Even when the disk write failed, listeners learn the state that reads already return.
      if (this.records.get(id) === record) this.emit({ kind: 'status', record });
    }
    return record;
  }

  setProgress(id: string, progress: number): void {
    const record = this.records.get(id);
    if (!record || record.task.progress === progress) return;
    record.task = { ...record.task, progress, updatedAt: nowIso() };
    this.emit({ kind: 'progress', record });
  }

  /** Forgets the task at once (later reads are 404), then removes its folder from disk. */
  async remove(id: string, beforeDiskRemoval?: () => Promise<void>): Promise<boolean> {
    if (!this.records.delete(id)) return false;
    this.order = this.order.filter((other) => other !== id);
    this.emit({ kind: 'deleted', id });
    await beforeDiskRemoval?.();
    await this.writes.get(id);
    await rm(this.paths(id).dir, { recursive: true, force: true, maxRetries: 3 });
    return true;
  }

  /** Resolves once every queued task.json write is on disk. */
  async flush(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }

  private persist(id: string): Promise<void> {
    const previous = this.writes.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      const record = this.records.get(id);
      if (!record) return;
      const file: TaskFileV1 = { version: 1, task: record.task, job: record.job };
      await writeJsonAtomic(this.paths(id).json, file);
    });
    const settled = next.catch(() => undefined);
    this.writes.set(id, settled);
    void settled.then(() => {
      if (this.writes.get(id) === settled) this.writes.delete(id);
    });
    return next;
  }

  private emit(event: TaskEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error('task listener failed', err);
      }
    }
  }
}
