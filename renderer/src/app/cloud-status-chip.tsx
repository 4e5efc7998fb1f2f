import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deckhand } from '../shared/bridge';
import { bridged } from '../shared/bridge-error';
import { useCloudReachability } from '../shared/cloud-reachability';
import { queryKeys } from '../shared/query-keys';
import { useAppInfo } from '../shared/use-app-info';
import { useT } from '../i18n/i18n';

/**
 * The cloud counterpart of the engine's chip: while DeckFlow's cloud cannot be reached, the header says so (every
 * task would fail the same way), with a check that reads the tools and History again once it answers.
 */
export function CloudStatusChip() {
  const t = useT();
  const { data: info } = useAppInfo();
  const problem = useCloudReachability((state) => state.problem);
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => bridged(() => deckhand().settings.testConnection({ kind: 'cloud' })),
    onSuccess: (result) => {
      if (result.outcome === 'unreachable') {
        useCloudReachability.getState().report(result.message);
        return;
      }
      useCloudReachability.getState().report(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tools });
      void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
  });
  if (info?.backend.kind !== 'cloud' || problem === null) return null;
  return (
    <span className="engine-chip engine-chip--failed cloud-chip" role="status" title={problem}>
      {t('app.cloud.unreachable')}
      <button type="button" className="button button--small button--link" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? t('app.cloud.checking') : t('app.cloud.check')}
      </button>
    </span>
  );
}
