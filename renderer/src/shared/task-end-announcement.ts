import { useEffect } from 'react';
import type { Task } from '../../../shared/contract/service';
import { translate } from '../i18n/i18n';
import { failureWords } from './error-text';
import { announce } from './live-announcer';
import { isCancelled, taskErrorMessage } from './task-status';

/** Tasks whose end has been said in this window (ids; a task ends once). */
const said = new Set<string>();

/** Tasks with a card on screen, and how many cards each (a task's card can be drawn in two places at once). */
const cardsOnScreen = new Map<string, number>();

/**
 * A task's card is on screen while the component calling this is mounted. A card that fails shows its reason in a
 * `role="alert"` banner, which a screen reader reads as it appears: that banner is then the failure's one voice.
 */
export function useTaskCardOnScreen(taskId: string): void {
  useEffect(() => {
    cardsOnScreen.set(taskId, (cardsOnScreen.get(taskId) ?? 0) + 1);
    return () => {
      const left = (cardsOnScreen.get(taskId) ?? 1) - 1;
      if (left > 0) cardsOnScreen.set(taskId, left);
      else cardsOnScreen.delete(taskId);
    };
  }, [taskId]);
}

/**
 * Says a task's end (ready, cancelled, failed with the reason) in the live region, once per task whoever asks: its
 * card says it, and in a browser the in-page notification of the same end asks too (it is shown, not spoken). A
 * failure whose card is on screen is not said here: the card's alert says it (else it would be heard twice).
 */
export function announceTaskEnd(task: Task, name: string = task.name): void {
  if (said.has(task.id)) return;
  said.add(task.id);
  if (task.status === 'completed') announce(translate('live.done', { name }));
  else if (isCancelled(task)) announce(translate('live.cancelled', { name }));
  else if (!cardsOnScreen.has(task.id)) {
    // The reason by its code, as the card and the notification say it (the engine's English is their Details).
    const reason = failureWords(taskErrorMessage(task.error), { taskType: task.type }).text;
    announce(translate('live.failed', { name, reason }));
  }
}
