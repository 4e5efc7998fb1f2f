import type { Task } from '../../../shared/contract/service';

/** A finite number from a completed task's result metadata (tools add their own facts to `result`), else null. */
export function resultNumber(task: Task, key: string): number | null {
  const value = task.result?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A string from a completed task's result metadata, else null. */
export function resultText(task: Task, key: string): string | null {
  const value = task.result?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
