import { Notification, shell } from 'electron';
import type { Platform } from '../core/platform';
import type { IpcBinding } from './ipc-binding';

type TaskNotice = Parameters<Platform['notifyTaskFinished']>[0];

/**
 * Desktop notifications for finished tasks. A click reveals the result in the file manager when it was already saved,
 * else brings the window forward and asks the renderer to show the task (`ui:focusTask`). Shown notifications stay
 * referenced until closed: a collected Notification loses its click.
 */
export function createTaskNotifier(options: {
  showWindow: () => void;
  emit: () => IpcBinding['emit'] | null;
  /** Where the task's result was saved in this session, if it was. */
  savedFileOf: (taskId: string) => string | undefined;
}): (notice: TaskNotice) => void {
  const live = new Set<Notification>();
  return (notice) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: notice.title, body: notice.body, urgency: notice.failed ? 'critical' : 'normal' });
    live.add(notification);
    notification.on('click', () => {
      live.delete(notification);
      const saved = options.savedFileOf(notice.taskId);
      if (saved) {
        shell.showItemInFolder(saved);
        return;
      }
      options.showWindow();
      options.emit()?.('ui:focusTask', { id: notice.taskId });
    });
    notification.on('close', () => live.delete(notification));
    notification.show();
  };
}
