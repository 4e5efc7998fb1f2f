import { useRef, useState } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { asDeckhandError } from '../../shared/bridge-error';
import { shortenLongWords, splitTechnicalDetails } from '../../shared/error-text';
import { formatBytes } from '../../../../shared/format-bytes';
import { formatExactTime, formatRelativeTime } from '../../shared/format-time';
import { taskErrorMessage } from '../../shared/task-status';
import { useToolTitle } from '../../shared/use-tools';
import { Banner } from '../../shared/ui/banner';
import { SaveResult } from '../../shared/ui/save-result';
import { StatusBadge } from '../../shared/ui/status-badge';
import { DeleteTaskDialog } from './delete-task-dialog';
import { Pager } from './pager';
import { PAGE_SIZE, useTaskPage } from './use-task-page';

function HistoryRow(props: { task: Task; typeTitle: string; onDelete(task: Task): void }) {
  const { task } = props;
  const nameId = `history-name-${task.id}`;
  const size = typeof task.result?.size === 'number' ? formatBytes(task.result.size) : '—';
  const failure = task.status === 'failed' ? taskErrorMessage(task.error) : null;
  const deleteButton = (
    <button
      type="button"
      className="button button--small button--danger-quiet"
      aria-describedby={nameId}
      onClick={() => props.onDelete(task)}
    >
      Delete
    </button>
  );
  return (
    <tr id={`task-${task.id}`} tabIndex={-1}>
      <th scope="row" id={nameId} className="history__name">
        {task.name}
      </th>
      <td>{props.typeTitle}</td>
      <td className="history__status">
        <StatusBadge status={task.status} />
        {failure ? (
          // The whole message on hover; the row shows its plain-language part.
          <span className="history__error" title={failure.message}>
            {shortenLongWords(splitTechnicalDetails(failure.message).summary, 18)}
          </span>
        ) : null}
      </td>
      <td>
        <time dateTime={task.createdAt} title={formatExactTime(task.createdAt)}>
          {formatRelativeTime(task.createdAt)}
        </time>
      </td>
      <td className="numeric">{size}</td>
      <td className="history__actions">
        {task.status === 'completed' ? (
          <SaveResult taskId={task.id} compact describedBy={nameId}>
            {deleteButton}
          </SaveResult>
        ) : (
          deleteButton
        )}
      </td>
    </tr>
  );
}

export function HistoryView() {
  const [startIndex, setStartIndex] = useState(0);
  const [pending, setPending] = useState<Task | null>(null);
  const { data: page, error, isPending, isPlaceholderData } = useTaskPage(startIndex);
  const typeTitle = useToolTitle();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Deleting the last task on a later page leaves it empty: step back to the last page that has tasks.
  if (page && !isPlaceholderData && page.tasks.length === 0 && page.total > 0 && startIndex > 0) {
    setStartIndex(Math.floor((page.total - 1) / PAGE_SIZE) * PAGE_SIZE);
  }

  return (
    <section className="panel" aria-labelledby="history-heading">
      <header className="panel__header">
        <h1 id="history-heading" ref={headingRef} tabIndex={-1}>
          History
        </h1>
        <p className="panel__summary">Tasks on this backend, newest first.</p>
      </header>

      {error ? (
        <Banner tone="error" role="alert" title="History could not be loaded">
          <p>{asDeckhandError(error).message}</p>
        </Banner>
      ) : isPending ? (
        <p className="muted">Loading…</p>
      ) : page && page.total === 0 ? (
        <p className="empty">No tasks yet. Merged decks will show up here.</p>
      ) : page ? (
        <>
          <div className="table-wrap">
            <table className="history" aria-busy={isPlaceholderData}>
              <caption className="sr-only">Tasks, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col" className="numeric">
                    Size
                  </th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.tasks.map((task) => (
                  <HistoryRow key={task.id} task={task} typeTitle={typeTitle(task.type)} onDelete={setPending} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager startIndex={startIndex} pageSize={PAGE_SIZE} shown={page.tasks.length} total={page.total} onChange={setStartIndex} />
        </>
      ) : null}

      <DeleteTaskDialog
        task={pending}
        onClose={(deleted) => {
          setPending(null);
          // The row that opened the dialog is gone: keep the focus in the view.
          if (deleted) requestAnimationFrame(() => headingRef.current?.focus());
        }}
      />
    </section>
  );
}
