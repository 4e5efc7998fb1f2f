import type { TaskError, TaskStatus } from '../../../shared/contract/service';

const LABELS: Record<TaskStatus, string> = {
  pending: 'Waiting',
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

/** Unknown statuses from a newer service read as "in progress" (spec: clients treat non-terminal as in progress). */
export function statusLabel(status: string): string {
  return (LABELS as Record<string, string | undefined>)[status] ?? 'In progress';
}

export function statusTone(status: string): 'done' | 'failed' | 'active' {
  if (status === 'completed') return 'done';
  if (status === 'failed') return 'failed';
  return 'active';
}

/** A failed task's error (always `{code, message}` from core); a task failed without one reads as internal. */
export function taskErrorMessage(error: TaskError | undefined): TaskError {
  return {
    code: error?.code || 'internal_error',
    message: error?.message || 'The task failed.',
  };
}
