import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { formatSize } from '../../i18n/format';
import { useT } from '../../i18n/i18n';

/** The local engine: is it running, where its data is, how much disk its tasks use, and a way to clear finished ones. */
export function EngineSection(props: { info: AppInfo }) {
  const { info } = props;
  const t = useT();
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
      <h2 id={`${id}-heading`}>{t('settings.engine.title')}</h2>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('settings.engine.status')}</dt>
          <dd>
            {usage.data ? (
              <span className="badge badge--done">{t('settings.engine.running')}</span>
            ) : info.engine || local ? (
              t('settings.engine.starting')
            ) : (
              t('settings.engine.notInUse')
            )}
          </dd>
        </div>
        {usage.data ? (
          <>
            <div className="facts__row">
              <dt>{t('settings.engine.dataFolder')}</dt>
              <dd>
                <span className="facts__detail" dir="ltr">
                  {usage.data.dataDir}
                </span>
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('settings.engine.diskUsed')}</dt>
              <dd>{t('settings.engine.usage', { size: formatSize(usage.data.bytes), count: usage.data.tasks })}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {local ? (
        <div className="settings-actions">
          <button type="button" className="button button--danger-quiet" onClick={() => setConfirming(true)}>
            {t('settings.engine.clear')}
          </button>
          {clear.data ? (
            <span className="status-line status-line--done" role="status">
              {clear.data.deleted === 0 ? t('settings.engine.noneFinished') : t('settings.engine.deleted', { count: clear.data.deleted })}
            </span>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('settings.engine.confirmTitle')}
        confirmLabel={t('settings.engine.confirm')}
        busyLabel={t('settings.engine.deleting')}
        busy={clear.isPending}
        error={clear.error?.message ?? null}
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('settings.engine.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
