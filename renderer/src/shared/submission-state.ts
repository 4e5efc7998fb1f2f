import type { SaveOutcome, SubmissionProgress, SubmitTaskRequest } from '../../../shared/contract/ipc';
import type { ComponentType } from 'react';
import type { Task, TaskError } from '../../../shared/contract/service';

/**
 * One submission as the renderer knows it, kept in the query cache under queryKeys.submission(id): the request
 * (set by the panel that submitted), then upload progress, then the created task's id or the failure.
 */
export interface SubmissionState {
  request?: SubmitTaskRequest;
  progress?: SubmissionProgress;
  taskId?: string;
  error?: TaskError;
}

/** A panel's buttons beside Save as… in a completed task's card; `saved` is what Save as… did (undefined until used). */
export type ResultActions = ComponentType<{ task: Task; saved: SaveOutcome | undefined }>;

/** How a panel shows a submission; the app passes the tasks feature's card, so features stay independent. */
export interface SubmissionViewProps {
  submissionId: string;
  /** The created task, once known (a reload keeps it; the submission's own state does not survive one). */
  taskId?: string | undefined;
  /** What was sent, kept by the panel. */
  request?: SubmitTaskRequest | undefined;
  /** Offered after a failure that another attempt may fix (not for a damaged or refused file): submits the same files again. */
  onRetry?: () => void;
  /**
   * Offered after a failure the files themselves caused: puts them back in the panel's list, so one can be removed
   * or replaced; `fileName` is the one the failure names, if any.
   */
  onEdit?: (fileName: string | undefined) => void;
  onDismiss?: () => void;
  /** The panel's view of a completed result (before → after, dimensions …). */
  ResultView?: ComponentType<{ task: Task }> | undefined;
  /** The panel's buttons beside Save as… ("Extract to folder…", "Open"). */
  ResultActions?: ResultActions | undefined;
}
