import { Notification } from 'electron';
import type { Platform } from '../core/platform';
import type { IpcBinding } from './ipc-binding';

type TaskNotice = Parameters<Platform['notifyTaskFinished']>[0];

/**
 * Desktop notifications for finished tasks. A click brings the window forward and asks the renderer to show the
 * task (`ui:focusTask`). Shown notifications stay referenced until closed: a collected Notification loses its click.
 */
export function createTaskNotifier(options: {
  showWindow: () => void;
  emit: () => IpcBinding['emit'] | null;
}): (notice: TaskNotice) => void {
  const live = new Set<Notification>();
  return (notice) => {
    if (!Notification.isSupported()) return;
    const notification = new Notification({ title: notice.title, body: notice.body, urgency: notice.failed ? 'critical' : 'normal' });
    live.add(notification);
    notification.on('click', () => {
      live.delete(notification);
      options.showWindow();
      options.emit()?.('ui:focusTask', { id: notice.taskId });
    });
    notification.on('close', () => live.delete(notification));
    notification.show();
  };
}
