import { useMutation } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { isTerminalStatus } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { taskDetailWords } from '../../shared/task-option-words';
import { useT } from '../../i18n/i18n';

const LISTED = 5;

/** Confirms deleting one task or several; each goes from History as main reports it gone (`task:removed`). */
export function DeleteTasksDialog(props: { tasks: Task[]; onClose: (deleted: boolean) => void }) {
  const remove = useMutation<void, Error, Task[]>({
    mutationFn: async (tasks) => {
      for (const task of tasks) {
        try {
          await deckhand().tasks.delete(task.id);
        } catch (reason) {
          const error = asDeckhandError(reason);
          // Gone already (another window, another client) is what was wanted.
          if (error.code !== 'not_found') throw Object.assign(error, { message: `“${task.name}”: ${error.message}` });
        }
      }
    },
  });
  const t = useT();
  const { tasks, onClose } = props;
  const one = tasks.length === 1 ? tasks[0] : undefined;
  const oneDetail = one ? taskDetailWords(one) : null;
  const running = tasks.some((task) => !isTerminalStatus(task.status));

  return (
    <ConfirmDialog
      open={tasks.length > 0}
      title={one ? t('history.deleteOne') : t('history.deleteMany', { count: tasks.length })}
      confirmLabel={t('history.delete')}
      busyLabel={t('history.deleting')}
      busy={remove.isPending}
      error={remove.error ? t('history.deleteFailed', { reason: remove.error.message }) : null}
      onCancel={() => {
        remove.reset();
        onClose(false);
      }}
      onConfirm={() =>
        remove.mutate(tasks, {
          onSuccess: () => {
            remove.reset();
            onClose(true);
          },
        })
      }
    >
      {one ? (
        <p>{t('history.deleteOneText', { name: one.name, detail: oneDetail ?? 'none', running: running ? 'yes' : 'no' })}</p>
      ) : (
        <>
          <p>{t('history.deleteManyText', { running: running ? 'yes' : 'no' })}</p>
          <ul className="dialog__list">
            {tasks.slice(0, LISTED).map((task) => (
              <li key={task.id} title={task.name}>
                {task.name}
                {taskDetailWords(task) ? <span className="muted"> · {taskDetailWords(task)}</span> : null}
              </li>
            ))}
            {tasks.length > LISTED ? <li>{t('history.andMore', { count: tasks.length - LISTED })}</li> : null}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
