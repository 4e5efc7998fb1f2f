import { skipToken, useQuery } from '@tanstack/react-query';
import type { EngineStatus } from '../../../shared/contract/ipc';
import { queryKeys } from '../shared/query-keys';
import { useAppInfo } from '../shared/use-app-info';

/**
 * The local engine runs in a process of its own; while it is being started again after a crash (or could not be),
 * the header says so, so a task that pauses meanwhile is not a mystery. Quiet while all is well.
 */
export function EngineStatusChip() {
  const { data: info } = useAppInfo();
  const { data: pushed } = useQuery<EngineStatus>({
    queryKey: queryKeys.engineStatus,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const status = info?.backend.kind !== 'local' ? undefined : (pushed ?? info?.engineStatus);
  if (!status || status.state === 'running' || status.state === 'stopped') return null;
  const text = status.state === 'restarting' ? 'Engine restarting…' : status.state === 'starting' ? 'Engine starting…' : 'Engine stopped';
  return (
    <span
      className={`engine-chip engine-chip--${status.state === 'failed' ? 'failed' : 'active'}`}
      role="status"
      title={status.message ?? (status.state === 'failed' ? 'The local engine could not be started again. Restart Deckhand.' : undefined)}
    >
      {text}
    </span>
  );
}
