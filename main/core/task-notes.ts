/**
 * What this app sent for each task it created: the request (files by path, params, names). It lets History retry a
 * task with the same inputs and Save as suggest the name the person chose, after a restart too. Kept in
 * `<data dir>/task-notes.json`, newest last, bounded; the files themselves are never copied.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SubmitTaskRequest } from '../../shared/contract/ipc';
import { writeFileAtomic } from '../fs/atomic-file';

const KEEP = 2000;

export interface TaskNote {
  /** Which backend the task lives on (`local`, or the cloud's base URL), so a note never answers for another backend's id. */
  backend: string;
  request: SubmitTaskRequest;
}

export class TaskNotes {
  private notes = new Map<string, TaskNote>();
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly filePath: string) {}

  static async open(dir: string): Promise<TaskNotes> {
    const store = new TaskNotes(path.join(dir, 'task-notes.json'));
    try {
      const parsed: unknown = JSON.parse(await readFile(store.filePath, 'utf8'));
      if (Array.isArray(parsed)) {
        for (const entry of parsed as unknown[]) {
          if (isEntry(entry)) store.notes.set(entry[0], entry[1]);
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      // A missing or damaged file only loses retry and names; it must not stop the app.
      if (code !== 'ENOENT' && !(error instanceof SyntaxError)) console.warn('Could not read task notes:', error);
    }
    return store;
  }

  get(taskId: string, backend: string): TaskNote['request'] | undefined {
    const note = this.notes.get(taskId);
    return note?.backend === backend ? note.request : undefined;
  }

  async set(taskId: string, note: TaskNote): Promise<void> {
    this.notes.delete(taskId);
    this.notes.set(taskId, note);
    while (this.notes.size > KEEP) {
      const oldest = this.notes.keys().next().value;
      if (oldest === undefined) break;
      this.notes.delete(oldest);
    }
    await this.save();
  }

  async delete(taskId: string): Promise<void> {
    if (this.notes.delete(taskId)) await this.save();
  }

  private save(): Promise<void> {
    const text = `${JSON.stringify([...this.notes.entries()])}\n`;
    const write = this.writing.then(() => writeFileAtomic(this.filePath, text, 0o600));
    this.writing = write.catch(() => undefined);
    return write;
  }
}

function isEntry(value: unknown): value is [string, TaskNote] {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') return false;
  const note = value[1] as Partial<TaskNote> | null;
  return typeof note === 'object' && note !== null && typeof note.backend === 'string' && typeof note.request?.type === 'string';
}
