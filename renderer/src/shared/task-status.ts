import type { TaskStatus } from '../../../shared/contract/service';

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

export function taskErrorMessage(error: unknown): { code: string; message: string } {
  if (typeof error === 'string') return { code: 'internal_error', message: error };
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return {
      code: typeof code === 'string' ? code : 'internal_error',
      message: typeof message === 'string' && message.length > 0 ? message : 'The task failed.',
    };
  }
  return { code: 'internal_error', message: 'The task failed.' };
}
