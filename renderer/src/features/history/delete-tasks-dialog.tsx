import { useMutation } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { isTerminalStatus } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

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
  const { tasks, onClose } = props;
  const one = tasks.length === 1 ? tasks[0] : undefined;
  const running = tasks.some((task) => !isTerminalStatus(task.status));

  return (
    <ConfirmDialog
      open={tasks.length > 0}
      title={one ? 'Delete this task?' : `Delete ${tasks.length} tasks?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={remove.error ? `Could not delete ${remove.error.message}` : null}
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
        <p>
          “{one.name}” and its result file will be removed{running ? ', and its work stopped' : ''}. This cannot be undone.
        </p>
      ) : (
        <>
          <p>These tasks and their result files will be removed{running ? ', and running ones stopped' : ''}. This cannot be undone.</p>
          <ul className="dialog__list">
            {tasks.slice(0, LISTED).map((task) => (
              <li key={task.id} title={task.name}>
                {task.name}
              </li>
            ))}
            {tasks.length > LISTED ? <li>and {tasks.length - LISTED} more</li> : null}
          </ul>
        </>
      )}
    </ConfirmDialog>
  );
}
