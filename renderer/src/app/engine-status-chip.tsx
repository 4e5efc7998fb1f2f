import { skipToken, useQuery } from '@tanstack/react-query';
import type { EngineStatus } from '../../../shared/contract/ipc';
import { queryKeys } from '../shared/query-keys';
import { useAppInfo } from '../shared/use-app-info';
import { useT } from '../i18n/i18n';

/**
 * The local engine runs in a process of its own; while it is being started again after a crash (or could not be),
 * the header says so, so a task that pauses meanwhile is not a mystery. Quiet while all is well.
 */
export function EngineStatusChip() {
  const t = useT();
  const { data: info } = useAppInfo();
  const { data: pushed } = useQuery<EngineStatus>({
    queryKey: queryKeys.engineStatus,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const status = info?.backend.kind !== 'local' ? undefined : (pushed ?? info?.engineStatus);
  if (!status || status.state === 'running' || status.state === 'stopped') return null;
  const text = t(status.state === 'restarting' ? 'engine.restarting' : status.state === 'starting' ? 'engine.starting' : 'engine.stopped');
  return (
    <span
      className={`engine-chip engine-chip--${status.state === 'failed' ? 'failed' : 'active'}`}
      role="status"
      title={status.message ?? (status.state === 'failed' ? t('engine.failedHint') : undefined)}
    >
      {text}
    </span>
  );
}
