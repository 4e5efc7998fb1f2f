import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Task } from '../../../shared/contract/service';
import type { EventBus } from '../events/event-bus';
import { writeJsonAtomic } from './atomic-json';
import type { TaskFileV1, TaskRecord } from './task-record';
import { isTaskId } from './task-id';
import { taskPaths, tasksRoot } from './task-paths';
import { spaceOf } from './spaces';
import { UNFINISHED, type NewTask, type TaskPage, type TaskQuery, type TaskRepository, type TaskUpdate } from './task-repository';

/** Leftovers of a task.json write that a crash interrupted before its rename. */
async function removeTempFiles(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.endsWith('.tmp')).map((name) => rm(join(dir, name), { force: true })));
}

/** The record as it is now: an event is replayed later (Last-Event-ID), when the live record has moved on. */
function snapshot(record: TaskRecord): TaskRecord {
  return { task: record.task, job: record.job };
}

function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The embedded task repository: an in-memory index (newest first) over `DATA/tasks/<id>/task.json`. Status changes are
 * persisted (atomically, in order per task) before the bus hears of them; progress is kept in memory only.
 */
export class FileTaskStore implements TaskRepository {
  private readonly records = new Map<string, TaskRecord>();
  /** Newest first. */
  private order: string[] = [];
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    readonly dataDir: string,
    private readonly events: EventBus,
  ) {}

  /**
   * Reads every task.json. Folders without one are uploads that never completed (the engine stopped
   * mid-request) and are removed. Unreadable task files are reported and left alone.
   */
  async open(warn: (message: string) => void): Promise<void> {
    const root = tasksRoot(this.dataDir);
    await mkdir(root, { recursive: true, mode: 0o700 });
    const loaded: TaskRecord[] = [];
    for (const name of await readdir(root)) {
      if (!isTaskId(name)) continue;
      const paths = taskPaths(this.dataDir, name);
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
  }

  get(id: string): Promise<TaskRecord | undefined> {
    return Promise.resolve(this.records.get(id));
  }

  list(query: TaskQuery): Promise<TaskPage> {
    const matching: TaskRecord[] = [];
    for (const id of this.order) {
      const record = this.records.get(id);
      if (!record || (query.type && record.task.type !== query.type)) continue;
      if (query.spaceId !== undefined && spaceOf(record.job) !== query.spaceId) continue;
      if (query.ownerId === undefined || (record.job.ownerId ?? '') === query.ownerId) matching.push(record);
    }
    return Promise.resolve({ records: matching.slice(query.start, query.start + query.max), total: matching.length });
  }

  unfinished(): Promise<TaskRecord[]> {
    const records = this.order.map((id) => this.records.get(id)).filter((record): record is TaskRecord => record !== undefined);
    return Promise.resolve(records.filter((record) => UNFINISHED.includes(record.task.status)).reverse());
  }

  async create(input: NewTask): Promise<TaskRecord> {
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
    await this.events.publish({ kind: 'created', record: snapshot(record) });
    return record;
  }

  /**
   * Applies `patch` in order with the task's other writes: the condition is checked, the record written to disk, and
   * only then does a read (or an event) see it, so whoever sees a status also finds it on disk.
   */
  update(id: string, patch: Partial<Task>, options: TaskUpdate = {}): Promise<TaskRecord | undefined> {
    return this.inOrder(id, async () => {
      const current = this.records.get(id);
      if (!current || (options.onlyIf && !options.onlyIf.includes(current.task.status))) return undefined;
      const task: Task = { ...current.task, ...patch, updatedAt: nowIso() };
      for (const key of Object.keys(patch) as (keyof Task)[]) {
        if (patch[key] === undefined) delete task[key];
      }
      const next: TaskRecord = { task, job: options.job ? { ...current.job, ...options.job } : current.job };
      try {
        await this.write(next);
      } finally {
        // Even when the disk write failed, the state moves on (a full disk must not leave a task running forever);
        // a task deleted meanwhile stays deleted.
        if (this.records.get(id) === current) {
          this.records.set(id, next);
          await this.events.publish({ kind: 'status', record: snapshot(next) });
        }
      }
      return next;
    });
  }

  async setProgress(id: string, progress: number): Promise<void> {
    const record = this.records.get(id);
    // A late report from a run that has just ended must not touch the final state.
    if (!record || record.task.status !== 'running' || record.task.progress === progress) return;
    record.task = { ...record.task, progress, updatedAt: nowIso() };
    await this.events.publish({ kind: 'progress', record: snapshot(record) });
  }

  /** Forgets the task at once (later reads are 404) and removes its task.json; the blob store removes the rest. */
  async delete(id: string): Promise<boolean> {
    if (!this.records.delete(id)) return false;
    this.order = this.order.filter((other) => other !== id);
    await this.events.publish({ kind: 'deleted', id });
    await this.writes.get(id);
    await rm(taskPaths(this.dataDir, id).json, { force: true, maxRetries: 3 });
    return true;
  }

  async flush(): Promise<void> {
    await Promise.all([...this.writes.values()]);
  }

  private write(record: TaskRecord): Promise<void> {
    const file: TaskFileV1 = { version: 1, task: record.task, job: record.job };
    return writeJsonAtomic(taskPaths(this.dataDir, record.task.id).json, file);
  }

  private persist(id: string): Promise<void> {
    return this.inOrder(id, async () => {
      const record = this.records.get(id);
      if (record) await this.write(record);
    });
  }

  /** Runs `step` after the task's earlier writes have settled; `delete` and `flush` wait for the chain. */
  private inOrder<T>(id: string, step: () => Promise<T>): Promise<T> {
    const next = (this.writes.get(id) ?? Promise.resolve()).then(step);
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.writes.set(id, settled);
    void settled.then(() => {
      if (this.writes.get(id) === settled) this.writes.delete(id);
    });
    return next;
  }
}
