import { useMutation } from '@tanstack/react-query';
import { memo, useState } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { isTerminalStatus } from '../../../../shared/contract/service';
import { formatPercent, formatSize } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import { missedTargetWords, taskOptionWords } from '../../shared/task-option-words';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { shortenLongWords, useFailureReason, useFailureWords } from '../../shared/error-text';
import { formatExactTime, formatRelativeTime } from '../../shared/format-time';
import { isCancelled, taskErrorMessage } from '../../shared/task-status';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { SaveResult } from '../../shared/ui/save-result';
import { StatusBadge } from '../../shared/ui/status-badge';
import { useToasts } from '../../shared/toasts-store';

/**
 * Retry or Cancel: the mutation lives in the button, so the many rows that show neither (completed tasks) carry none.
 * Once done, what the header said about the task is done with too; a failure is said in the row's status cell.
 */
function TaskActionButton(props: {
  taskId: string;
  describedBy: string;
  action: (id: string) => Promise<unknown>;
  label: (state: { pending: boolean; done: boolean }) => string;
  onProblem: (message: string | null) => void;
}) {
  const { taskId, action, onProblem } = props;
  const mutation = useMutation<unknown, Error, string>({
    mutationFn: (id) => bridged(() => action(id)),
    onMutate: () => onProblem(null),
    onSuccess: (_result, id) => useToasts.getState().dismissTask(id),
    onError: (error) => onProblem(error.message),
  });
  return (
    <button
      type="button"
      className="button button--small"
      aria-describedby={props.describedBy}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(taskId)}
    >
      {props.label({ pending: mutation.isPending, done: mutation.isSuccess })}
    </button>
  );
}

const retryTask = (id: string) => deckhand().tasks.retry(id);
const cancelTask = (id: string) => deckhand().tasks.cancel(id);

/**
 * One task in History: what and when, its live status, and what can be done with it. Memoised: scrolling mounts the
 * rows coming into view and leaves the rest alone.
 */
export const HistoryRow = memo(function HistoryRow(props: {
  task: Task;
  typeTitle: string;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onDelete: (task: Task) => void;
  /** Set by the virtual list: the row's place among all rows, for measuring. */
  index: number;
  measure: (element: HTMLTableRowElement | null) => void;
}) {
  const t = useT();
  const { task, measure, index, selected, onSelect, onDelete, typeTitle } = props;
  const nameId = `history-name-${task.id}`;
  const size = typeof task.result?.size === 'number' ? formatSize(task.result.size) : '—';
  // Two runs of one deck told apart: what came out, and the option that differs (and a size asked for but missed).
  // The option and a missed size first: a narrow row cuts the end, and the output's name matters least.
  const detail =
    [taskOptionWords(task), missedTargetWords(task), typeof task.result?.fileName === 'string' ? task.result.fileName : null]
      .filter(Boolean)
      .join(' · ') || null;
  const failure = task.status === 'failed' ? taskErrorMessage(task.error) : null;
  const failureText = useFailureWords();
  const failureReason = useFailureReason();
  const active = !isTerminalStatus(task.status);
  const [problem, setProblem] = useState<string | null>(null);

  const extraActions = (
    <>
      {failure ? (
        <TaskActionButton
          taskId={task.id}
          describedBy={nameId}
          action={retryTask}
          label={({ done }) => (done ? t('history.startedAgain') : t('history.retry'))}
          onProblem={setProblem}
        />
      ) : null}
      {active ? (
        <TaskActionButton
          taskId={task.id}
          describedBy={nameId}
          action={cancelTask}
          label={({ pending }) => (pending ? t('history.cancelling') : t('history.cancel'))}
          onProblem={setProblem}
        />
      ) : null}
      <button type="button" className="button button--small button--danger-quiet" aria-describedby={nameId} onClick={() => onDelete(task)}>
        {t('history.delete')}
      </button>
    </>
  );

  return (
    <tr id={`task-${task.id}`} tabIndex={-1} data-index={index} ref={measure} aria-selected={selected}>
      <td className="history__select">
        <input
          type="checkbox"
          aria-label={t('history.select')}
          aria-describedby={nameId}
          checked={selected}
          onChange={(event) => onSelect(task.id, event.currentTarget.checked)}
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
        {detail ? (
          <span className="history__detail" title={detail}>
            {detail}
          </span>
        ) : null}
      </th>
      <td className="history__status">
        <StatusBadge task={task} />
        {task.status === 'running' && typeof task.progress === 'number' ? (
          <ProgressBar
            label={t('task.progressOf', { name: task.name })}
            value={task.progress}
            valueText={formatPercent(Math.round(task.progress))}
          />
        ) : null}
        {failure && !isCancelled(task) ? (
          // Why, in full, on hover (by its reason in the window's language where the engine gave one); the row shows its
          // plain-language part. A cancel needs no more than its badge.
          <span className="history__error" title={failureReason(failure)}>
            {shortenLongWords(failureText(failure, { taskType: task.type }).text, 18)}
          </span>
        ) : null}
        {problem ? (
          <span className="history__error" role="alert">
            {problem}
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
});
