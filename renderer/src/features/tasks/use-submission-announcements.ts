import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { translate } from '../../i18n/i18n';
import { announce } from '../../shared/live-announcer';
import { announceTaskEnd } from '../../shared/task-end-announcement';
import { deckhand } from '../../shared/bridge';
import { queryKeys } from '../../shared/query-keys';
import type { SubmissionState } from '../../shared/submission-state';
import { isCancelled } from '../../shared/task-status';

/** Progress is said in quarters: often enough to follow, rarely enough not to drown out everything else. */
const STEP = 0.25;

function quarter(fraction: number): number {
  return Math.floor(Math.min(1, Math.max(0, fraction)) / STEP) * STEP;
}

/** What a submission's card shows, reduced to what is worth saying: a change of it is announced. */
function stateOf(submission: SubmissionState | undefined, task: Task | undefined): string | null {
  if (task) {
    if (task.status === 'completed') return 'done';
    if (task.status === 'failed') return isCancelled(task) ? 'cancelled' : 'failed';
    if (task.status === 'running') return typeof task.progress === 'number' ? `progress:${quarter(task.progress / 100)}` : 'running';
    return 'waiting';
  }
  if (submission?.error) return 'uploadFailed';
  const progress = submission?.progress;
  if (progress && progress.totalBytes > 0) return `uploading:${quarter(progress.sentBytes / progress.totalBytes)}`;
  return null;
}

/**
 * Says each change of a submission's card in the live region, from its upload (in quarters) to its end, in the
 * window's language. The first state seen is said too when it is news (a task that finished before its card drew),
 * but not on a card restored after a reload.
 */
export function useSubmissionAnnouncements(submission: SubmissionState | undefined, taskId: string | undefined, name: string): void {
  // The same cache entry as the task's card (useTask), read only once the task exists.
  const { data: task } = useQuery({
    queryKey: queryKeys.task(taskId ?? ''),
    queryFn: taskId ? () => deckhand().tasks.get(taskId) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const said = useRef<string | null>(null);
  const state = stateOf(submission, task);
  // Sent in this session (not a card restored after a reload, whose news is old).
  const fresh = submission?.request !== undefined;
  useEffect(() => {
    if (state === null || state === said.current) return;
    const first = said.current === null;
    said.current = state;
    // A 0 % upload or the first "waiting" is what Start itself shows; a restored card's state is no news.
    if (first && (!fresh || state === 'uploading:0' || state === 'waiting')) return;
    const [kind, value] = state.split(':');
    const fraction = Number(value ?? 0);
    switch (kind) {
      case 'uploading':
        announce(translate('live.uploading', { name, fraction }));
        break;
      case 'uploadFailed':
        announce(translate('live.uploadFailed', { name, reason: submission?.error?.message ?? '' }));
        break;
      case 'waiting':
        announce(translate('live.waiting', { name }));
        break;
      case 'running':
        announce(translate('live.running', { name }));
        break;
      case 'progress':
        announce(fraction === 0 ? translate('live.running', { name }) : translate('live.progress', { name, fraction }));
        break;
      case 'done':
      case 'cancelled':
      case 'failed':
        if (task) announceTaskEnd(task, name);
        break;
    }
  }, [state, name, submission, task, fresh]);
}
