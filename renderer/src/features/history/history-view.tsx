import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { asDeckhandError } from '../../shared/bridge-error';
import { useTools, useToolTitle } from '../../shared/use-tools';
import { Banner } from '../../shared/ui/banner';
import { DeleteTasksDialog } from './delete-tasks-dialog';
import { HistoryRow } from './history-row';
import { useHistory } from './use-history';
import { useOffsetTop } from './use-offset-top';
import { useT } from '../../i18n/i18n';

/** Before the rows are measured: most rows are ~63 px (name over type), a failure's reason makes one ~100 px. */
const ESTIMATED_ROW_PX = 68;

/**
 * Every task on the backend, newest first, live (pushed events), in one scrolling table that only renders the rows on
 * screen, so ten thousand tasks scroll as smoothly as ten; the next page is read as its end comes near.
 */
export function HistoryView(props: { toolLabel?: (type: string, title: string) => string }) {
  const t = useT();
  const [type, setType] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Task[]>([]);
  const { tasks, total, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useHistory(type);
  const { data: tools } = useTools();
  const title = useToolTitle();
  const typeTitle = (type: string) => props.toolLabel?.(type, title(type)) ?? title(type);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Where the rows start in the page: the virtual list counts its window scroll offsets from there.
  const [body, placeBody] = useState<HTMLTableSectionElement | null>(null);
  const scrollMargin = useOffsetTop(body);
  const filterId = useId();

  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 4,
    // A scroll step renders its rows in a task of its own, not inside the scroll event: a fast flick over 10,000
    // tasks then costs two short frames instead of one long one (issue #21's frame-time target).
    useFlushSync: false,
    scrollMargin,
    getItemKey: (index) => tasks[index]?.id ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= tasks.length - 20) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastShown, tasks.length, fetchNextPage]);

  // Once per change of the list or the selection, not per scroll step (10,000 tasks).
  const visibleSelection = useMemo(() => tasks.filter((task) => selected.has(task.id)), [tasks, selected]);
  const allSelected = tasks.length > 0 && visibleSelection.length === tasks.length;
  // Stable, so a row re-renders only when its own task or selection changes (HistoryRow is memoised).
  const select = useCallback(
    (id: string, on: boolean) =>
      setSelected((previous) => {
        const next = new Set(previous);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const deleteOne = useCallback((task: Task) => setDeleting([task]), []);
  const margin = scrollMargin;
  const paddingTop = rows.length > 0 ? (rows[0]?.start ?? margin) - margin : 0;
  const paddingBottom = rows.length > 0 ? virtualizer.getTotalSize() - ((rows.at(-1)?.end ?? margin) - margin) : 0;

  return (
    <section className="panel" aria-labelledby="history-heading">
      <header className="panel__header">
        <h1 id="history-heading" ref={headingRef} tabIndex={-1}>
          {t('history.title')}
        </h1>
        <p className="panel__summary">{t('history.summary')}</p>
      </header>

      <div className="history-toolbar">
        <div className="field field--inline">
          <label htmlFor={filterId}>{t('history.show')}</label>
          <select
            id={filterId}
            value={type ?? ''}
            onChange={(event) => {
              setType(event.currentTarget.value || null);
              setSelected(new Set());
            }}
          >
            <option value="">{t('history.allTools')}</option>
            {tools
              ?.map((tool) => ({ type: tool.type, label: typeTitle(tool.type) }))
              .sort((a, b) => a.label.localeCompare(b.label))
              .map((tool) => (
                <option key={tool.type} value={tool.type}>
                  {tool.label}
                </option>
              ))}
          </select>
        </div>
        <p className="history-toolbar__count" role="status">
          {isPending ? '' : t('history.count', { count: total })}
          {visibleSelection.length > 0 ? t('history.selected', { count: visibleSelection.length }) : ''}
        </p>
        {visibleSelection.length > 0 ? (
          <div className="history-toolbar__actions">
            <button type="button" className="button button--small button--danger-quiet" onClick={() => setDeleting(visibleSelection)}>
              {t('history.deleteSelected')}
            </button>
            <button type="button" className="button button--small button--quiet" onClick={() => setSelected(new Set())}>
              {t('history.clearSelection')}
            </button>
          </div>
        ) : null}
      </div>

      {error ? (
        <Banner tone="error" role="alert" title={t('history.loadFailed')}>
          <p>{asDeckhandError(error).message}</p>
        </Banner>
      ) : isPending ? (
        <p className="muted">{t('history.loading')}</p>
      ) : tasks.length === 0 ? (
        <p className="empty">{type ? t('history.emptyTool') : t('history.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="history" aria-rowcount={total + 1}>
            <caption className="sr-only">{t('history.caption')}</caption>
            <colgroup>
              <col className="history__col-select" />
              <col />
              <col className="history__col-status" />
              <col className="history__col-size" />
              <col className="history__col-actions" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className="history__select">
                  <input
                    type="checkbox"
                    aria-label={t('history.selectAll')}
                    checked={allSelected}
                    onChange={(event) => setSelected(event.currentTarget.checked ? new Set(tasks.map((task) => task.id)) : new Set())}
                  />
                </th>
                <th scope="col">{t('history.name')}</th>
                <th scope="col">{t('history.status')}</th>
                <th scope="col" className="numeric">
                  {t('history.size')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody ref={placeBody}>
              {paddingTop > 0 ? <tr aria-hidden="true" style={{ height: paddingTop }} /> : null}
              {rows.map((row) => {
                const task = tasks[row.index];
                if (!task) return null;
                return (
                  <HistoryRow
                    key={task.id}
                    index={row.index}
                    measure={virtualizer.measureElement}
                    task={task}
                    typeTitle={typeTitle(task.type)}
                    selected={selected.has(task.id)}
                    onSelect={select}
                    onDelete={deleteOne}
                  />
                );
              })}
              {paddingBottom > 0 ? <tr aria-hidden="true" style={{ height: paddingBottom }} /> : null}
            </tbody>
          </table>
          {isFetchingNextPage ? <p className="history__more muted">{t('history.loadingMore')}</p> : null}
        </div>
      )}

      <DeleteTasksDialog
        tasks={deleting}
        onClose={(deleted) => {
          if (deleted) {
            setSelected((previous) => new Set([...previous].filter((id) => !deleting.some((task) => task.id === id))));
            // The rows that opened the dialog are gone: keep the focus in the view.
            requestAnimationFrame(() => headingRef.current?.focus());
          }
          setDeleting([]);
        }}
      />
    </section>
  );
}
