import { useMutation } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/service';
import { isTerminalStatus } from '../../../../shared/contract/service';
import { formatBytes } from '../../../../shared/format-bytes';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { shortenLongWords, splitTechnicalDetails } from '../../shared/error-text';
import { formatExactTime, formatRelativeTime } from '../../shared/format-time';
import { isCancelled, taskErrorMessage } from '../../shared/task-status';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { SaveResult } from '../../shared/ui/save-result';
import { StatusBadge } from '../../shared/ui/status-badge';
import { useToasts } from '../../shared/toasts-store';

/** An action on the task; once it is done, what the header said about the task is done with too. */
function useTaskAction(action: (id: string) => Promise<unknown>) {
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => bridged(() => action(id)),
    onSuccess: (_result, id) => useToasts.getState().dismissTask(id),
  });
}

/** One task in History: what and when, its live status, and what can be done with it. */
export function HistoryRow(props: {
  task: Task;
  typeTitle: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: (task: Task) => void;
  /** Set by the virtual list: the row's place among all rows, for measuring. */
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  const { task, measure, index, selected, onSelect, onDelete, typeTitle } = props;
  const nameId = `history-name-${task.id}`;
  const size = typeof task.result?.size === 'number' ? formatBytes(task.result.size) : '—';
  const failure = task.status === 'failed' ? taskErrorMessage(task.error) : null;
  const active = !isTerminalStatus(task.status);
  const retry = useTaskAction((id) => deckhand().tasks.retry(id));
  const cancel = useTaskAction((id) => deckhand().tasks.cancel(id));
  const problem = retry.error ?? cancel.error;

  const extraActions = (
    <>
      {failure ? (
        <button
          type="button"
          className="button button--small"
          aria-describedby={nameId}
          disabled={retry.isPending}
          onClick={() => retry.mutate(task.id)}
        >
          {retry.isSuccess ? 'Started again' : 'Retry'}
        </button>
      ) : null}
      {active ? (
        <button
          type="button"
          className="button button--small"
          aria-describedby={nameId}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(task.id)}
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel'}
        </button>
      ) : null}
      <button type="button" className="button button--small button--danger-quiet" aria-describedby={nameId} onClick={() => onDelete(task)}>
        Delete
      </button>
    </>
  );

  return (
    <tr id={`task-${task.id}`} tabIndex={-1} data-index={index} ref={measure} aria-selected={selected}>
      <td className="history__select">
        <input
          type="checkbox"
          aria-label="Select"
          aria-describedby={nameId}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </td>
      <th scope="row" className="history__name">
        <span id={nameId} className="history__title" title={task.name}>
          {task.name}
        </span>
        <span className="history__type">
          {typeTitle} ·{' '}
          <time dateTime={task.createdAt} title={formatExactTime(task.createdAt)}>
            {formatRelativeTime(task.createdAt)}
          </time>
        </span>
      </th>
      <td className="history__status">
        <StatusBadge task={task} />
        {task.status === 'running' && typeof task.progress === 'number' ? (
          <ProgressBar label={`Progress of ${task.name}`} value={task.progress} valueText={`${Math.round(task.progress)}%`} />
        ) : null}
        {failure && !isCancelled(task) ? (
          // The whole message on hover; the row shows its plain-language part. A cancel needs no more than its badge.
          <span className="history__error" title={failure.message}>
            {shortenLongWords(splitTechnicalDetails(failure.message).summary, 18)}
          </span>
        ) : null}
        {problem ? (
          <span className="history__error" role="alert">
            {problem.message}
          </span>
        ) : null}
      </td>
      <td className="numeric">{size}</td>
      <td className="history__actions">
        {task.status === 'completed' ? (
          <SaveResult taskId={task.id} compact describedBy={nameId}>
            {extraActions}
          </SaveResult>
        ) : (
          <div className="history__buttons">{extraActions}</div>
        )}
      </td>
    </tr>
  );
}
