import type { TaskStatus } from '../../../../shared/contract/service';
import { spaceOf } from '../../store/spaces';
import type { TaskRecord } from '../../store/task-record';
import { sdkResult, type LinkMaker } from './sdk-results';

/** A task as DeckFlow's SDK types it (`DeckTask`): spaceId, fileIds and params on it, the error as a string. */
export interface SdkTask {
  id: string;
  spaceId: string;
  type: string;
  status: TaskStatus;
  fileIds: string[];
  name: string;
  params: Record<string, unknown>;
  preview: unknown;
  /** The download shape (`tasks.down`), once completed; null before. */
  result: unknown;
  /** What the root dialect puts in `result` besides the link: file name, type, size, md5, tool metadata. */
  resultMeta?: Record<string, unknown>;
  error: string | null;
  /** The engine's error code (docs/service-api.md), beside the message string the SDK reads. */
  errorCode?: string;
  progress?: number;
  createdAt: string;
  updatedAt: string;
}

export function presentSdkTask(record: TaskRecord, link: LinkMaker): SdkTask {
  const { task, job } = record;
  const error = typeof task.error === 'string' ? { code: 'failed', message: task.error } : task.error;
  const completed = task.status === 'completed' && task.result;
  const { url: _url, ...resultMeta } = task.result ?? { url: '' };
  return {
    id: task.id,
    spaceId: spaceOf(job),
    type: task.type,
    status: task.status,
    fileIds: job.fileIds ?? [],
    name: task.name,
    params: job.params,
    preview: task.preview,
    result: completed ? sdkResult(task, link) : null,
    ...(completed ? { resultMeta } : {}),
    error: error?.message ?? null,
    ...(error ? { errorCode: error.code } : {}),
    ...(task.progress !== undefined ? { progress: task.progress } : {}),
    createdAt: task.createdAt,
    updatedAt: task.updatedAt,
  };
}
