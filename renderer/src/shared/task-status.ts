import type { TaskError, TaskStatus } from '../../../shared/contract/service';

const LABELS: Record<TaskStatus, string> = {
  pending: 'Waiting',
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

/** A task stopped by a person (Cancel): failed with code `cancelled`, which is no failure to them. */
export function isCancelled(task: { status: string; error?: TaskError | undefined }): boolean {
  return task.status === 'failed' && taskErrorMessage(task.error).code === 'cancelled';
}

/** Unknown statuses from a newer service read as "in progress" (spec: clients treat non-terminal as in progress). */
export function statusLabel(status: string, cancelled = false): string {
  if (cancelled) return 'Cancelled';
  return (LABELS as Record<string, string | undefined>)[status] ?? 'In progress';
}

export function statusTone(status: string, cancelled = false): 'done' | 'failed' | 'active' | 'cancelled' {
  if (cancelled) return 'cancelled';
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
