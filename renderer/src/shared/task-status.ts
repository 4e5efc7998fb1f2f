import type { TaskError, TaskStatus } from '../../../shared/contract/service';
import { translate } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages/en';

const LABELS: Record<TaskStatus, MessageKey> = {
  pending: 'status.pending',
  queued: 'status.queued',
  running: 'status.running',
  completed: 'status.completed',
  failed: 'status.failed',
};

/** A task stopped by a person (Cancel): failed with code `cancelled`, which is no failure to them. */
export function isCancelled(task: { status: string; error?: TaskError | undefined }): boolean {
  return task.status === 'failed' && taskErrorMessage(task.error).code === 'cancelled';
}

/** Unknown statuses from a newer service read as "in progress" (spec: clients treat non-terminal as in progress). */
export function statusLabel(status: string, cancelled = false): string {
  if (cancelled) return translate('status.cancelled');
  const key = (LABELS as Record<string, MessageKey | undefined>)[status];
  return translate(key ?? 'status.other');
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
    ...error,
    code: error?.code || 'internal_error',
    message: error?.message || translate('status.failedNoReason'),
  };
}
