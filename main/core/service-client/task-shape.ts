import type { Task, TaskStatus, ToolDescriptor } from '../../../shared/contract/service';
import { ServiceError, normaliseTaskError } from './service-error';

function bad(what: string): ServiceError {
  return new ServiceError({ code: 'bad_response', message: `The service sent an unexpected answer (${what}).` });
}

/**
 * Checks the fields the app relies on and normalises the rest: a failed task's `error` always leaves here as
 * `{code, message}` (DeckFlow sends a string), so nothing downstream has to care.
 */
export function parseTask(value: unknown): Task {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw bad('a task is not an object');
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'string' || raw.id === '') throw bad('a task has no id');
  if (typeof raw.status !== 'string' || raw.status === '') throw bad(`task ${raw.id} has no status`);
  const task: Task = {
    ...(raw as unknown as Task),
    id: raw.id,
    name: typeof raw.name === 'string' ? raw.name : '',
    type: typeof raw.type === 'string' ? raw.type : '',
    status: raw.status as TaskStatus,
    preview: raw.preview ?? null,
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : '',
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : '',
  };
  if (raw.error !== undefined && raw.error !== null) task.error = normaliseTaskError(raw.error);
  else delete task.error;
  if (typeof raw.result !== 'object' || raw.result === null || typeof (raw.result as { url?: unknown }).url !== 'string') {
    delete task.result;
  }
  if (typeof raw.progress !== 'number' || !Number.isFinite(raw.progress)) delete task.progress;
  return task;
}

export function parseTaskList(value: unknown): Task[] {
  if (!Array.isArray(value)) throw bad('the task list is not an array');
  return value.map(parseTask);
}

export function parseToolTypes(value: unknown): ToolDescriptor[] {
  if (!Array.isArray(value)) throw bad('the tool list is not an array');
  return value.filter((entry): entry is ToolDescriptor => {
    if (typeof entry !== 'object' || entry === null) return false;
    const record = entry as Record<string, unknown>;
    return typeof record.type === 'string' && Array.isArray(record.extensions) && typeof record.minFiles === 'number';
  });
}
