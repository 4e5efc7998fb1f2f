import type { Task } from '../../../shared/contract/service';
import { translate } from '../i18n/i18n';
import { announce } from './live-announcer';
import { isCancelled, taskErrorMessage } from './task-status';

/** Tasks whose end has been said in this window (ids; a task ends once). */
const said = new Set<string>();

/**
 * Says a task's end (ready, cancelled, failed with the reason) in the live region, once per task whoever asks: its
 * card says it, and in a browser the in-page notification of the same end asks too (it is shown, not spoken).
 */
export function announceTaskEnd(task: Task, name: string = task.name): void {
  if (said.has(task.id)) return;
  said.add(task.id);
  if (task.status === 'completed') announce(translate('live.done', { name }));
  else if (isCancelled(task)) announce(translate('live.cancelled', { name }));
  else announce(translate('live.failed', { name, reason: taskErrorMessage(task.error).message }));
}
