import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo } from '../../../../shared/contract/ipc';
import { formatBytes } from '../../../../shared/format-bytes';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** The local engine: is it running, where its data is, how much disk its tasks use, and a way to clear finished ones. */
export function EngineSection(props: { info: AppInfo }) {
  const { info } = props;
  const queryClient = useQueryClient();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const usage = useQuery({ queryKey: queryKeys.engineUsage, queryFn: () => deckhand().app.engineUsage() });
  const clear = useMutation<{ deleted: number }, Error>({
    mutationFn: () => bridged(() => deckhand().tasks.clearFinished()),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.engineUsage });
      await queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
  });
  const local = info.backend.kind === 'local';

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Local engine</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>Status</dt>
          <dd>
            {usage.data ? (
              <span className="badge badge--done">Running</span>
            ) : info.engine ? (
              'Starting…'
            ) : local ? (
              'Starting…'
            ) : (
              'Not in use (the cloud is chosen)'
            )}
          </dd>
        </div>
        {usage.data ? (
          <>
            <div className="facts__row">
              <dt>Data folder</dt>
              <dd>
                <span className="facts__detail">{usage.data.dataDir}</span>
              </dd>
            </div>
            <div className="facts__row">
              <dt>Disk used</dt>
              <dd>
                {formatBytes(usage.data.bytes)} by {usage.data.tasks} {usage.data.tasks === 1 ? 'task' : 'tasks'}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      {local ? (
        <div className="settings-actions">
          <button type="button" className="button button--danger-quiet" onClick={() => setConfirming(true)}>
            Clear finished tasks…
          </button>
          {clear.data ? (
            <span className="status-line status-line--done" role="status">
              {clear.data.deleted === 0
                ? 'There were no finished tasks.'
                : `${clear.data.deleted} finished ${clear.data.deleted === 1 ? 'task' : 'tasks'} deleted.`}
            </span>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete every finished task?"
        confirmLabel="Delete finished tasks"
        busyLabel="Deleting…"
        busy={clear.isPending}
        error={clear.error?.message ?? null}
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Completed and failed tasks and their results are removed from the engine. Running tasks stay. Files you saved stay where you saved
          them.
        </p>
      </ConfirmDialog>
    </section>
  );
}
