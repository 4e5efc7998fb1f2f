import type { TaskError } from '../../../../shared/contract/service';
import { isCancelled, statusLabel, statusTone } from '../task-status';

/** A task's status in a word: a task failed with `cancelled` reads Cancelled, in its own neutral tone. */
export function StatusBadge(props: { task: { status: string; error?: TaskError | undefined } }) {
  const cancelled = isCancelled(props.task);
  return <span className={`badge badge--${statusTone(props.task.status, cancelled)}`}>{statusLabel(props.task.status, cancelled)}</span>;
}
