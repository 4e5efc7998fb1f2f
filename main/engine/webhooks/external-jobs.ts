/**
 * The job shape of DeckFlow's translation endpoint (`/external/translations`, http/external-translation-routes.ts),
 * and the webhook it posts when a job ends.
 */
import type { Task } from '../../../shared/contract/service';
import type { EventBus, Subscription } from '../events/event-bus';
import type { TaskRecord } from '../store/task-record';

export interface ExternalJob {
  job_id: string;
  status: 'processing' | 'completed' | 'failed';
  progress: number;
  estimated_time: number;
  webhook_url: string | null;
  file_name: string;
  download_url: string | null;
  error: { code: string; message: string } | null;
  created_at: string;
  updated_at: string;
}

export function externalJob(task: Task, job: TaskRecord['job'], origin: string): ExternalJob {
  const completed = task.status === 'completed';
  const error = typeof task.error === 'object' && task.error ? task.error : task.error ? { code: 'failed', message: task.error } : null;
  return {
    job_id: task.id,
    status: completed ? 'completed' : task.status === 'failed' ? 'failed' : 'processing',
    progress: completed ? 100 : Math.round(task.progress ?? 0),
    estimated_time: job.external?.estimatedSeconds ?? 0,
    webhook_url: job.external?.webhookUrl ?? null,
    file_name: task.result?.fileName ?? task.name,
    download_url: completed ? `${origin}/external/translations/${task.id}/download` : null,
    error: task.status === 'failed' ? (error ?? { code: 'failed', message: 'The translation failed.' }) : null,
    created_at: task.createdAt,
    updated_at: task.updatedAt,
  };
}

/** Posts {job_id, status, download_url …} to a job's webhook once it completes or fails. */
export function watchExternalJobs(
  events: EventBus,
  notify: (url: string, task: Task, payload: unknown) => void,
  origin: () => string,
): Promise<Subscription> {
  return events.subscribe(({ change }) => {
    if (change.kind !== 'status') return;
    const { task, job } = change.record;
    if (!job.external?.webhookUrl || (task.status !== 'completed' && task.status !== 'failed')) return;
    const { progress: _progress, ...payload } = externalJob(task, job, origin());
    notify(job.external.webhookUrl, task, payload);
  });
}
