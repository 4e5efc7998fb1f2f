import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

export function DeleteTaskDialog(props: { task: Task | null; onClose: (deleted: boolean) => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation<void, Error, string>({
    mutationFn: async (id) => {
      try {
        await deckhand().tasks.delete(id);
      } catch (reason) {
        throw asDeckhandError(reason);
      }
    },
    onSuccess: async () => {
      // The task:removed event patches the pages too; re-reading fills the gap it leaves on this page.
      await queryClient.invalidateQueries({ queryKey: queryKeys.taskPages });
    },
  });
  const { task, onClose } = props;

  return (
    <ConfirmDialog
      open={task !== null}
      title="Delete this task?"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      error={remove.error ? `Could not delete: ${remove.error.message}` : null}
      onCancel={() => {
        remove.reset();
        onClose(false);
      }}
      onConfirm={() => {
        if (!task) return;
        remove.mutate(task.id, {
          onSuccess: () => {
            remove.reset();
            onClose(true);
          },
        });
      }}
    >
      <p>
        “{task?.name}” and its result file will be removed
        {task && task.status !== 'completed' && task.status !== 'failed' ? ', and its work stopped' : ''}. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
