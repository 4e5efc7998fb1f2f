import { useId } from 'react';
import type { ComponentType } from 'react';
import type { Task } from '../../../../shared/contract/service';
import { retryCanHelp } from '../../shared/error-advice';
import { formatPercent, formatSize } from '../../i18n/format';
import { translate, useT } from '../../i18n/i18n';
import { isCancelled, taskErrorMessage } from '../../shared/task-status';
import { useBackendKind } from '../../shared/use-app-info';
import { useTools } from '../../shared/use-tools';
import { Banner } from '../../shared/ui/banner';
import { FailureText } from '../../shared/ui/failure-text';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { SaveResult } from '../../shared/ui/save-result';
import type { ResultActions } from '../../shared/submission-state';
import { StatusBadge } from '../../shared/ui/status-badge';
import { FailureActions } from './failure-actions';
import { ResultPreview, usePreviewFacts } from './result-preview';
import { useTask } from './use-task';
import { useTaskCardOnScreen } from '../../shared/task-end-announcement';

function activeText(task: Task): string {
  if (task.status === 'running') {
    return typeof task.progress === 'number'
      ? translate('task.workingPercent', { percent: formatPercent(Math.round(task.progress)) })
      : translate('task.working');
  }
  return translate('task.waitingEngine');
}

export interface TaskCardProps {
  taskId: string;
  /** The panel's view of a completed result (before → after, dimensions …), above Save as. */
  ResultView?: ComponentType<{ task: Task }> | undefined;
  /** The panel's buttons beside Save as… ("Extract to folder…", "Open"). */
  ResultActions?: ResultActions | undefined;
  onRetry?: (() => void) | undefined;
  onEdit?: ((fileName: string | undefined) => void) | undefined;
  onDismiss?: (() => void) | undefined;
}

/** The live state of one task: status, progress, then Save as… or what went wrong and what to do. */
export function TaskCard(props: TaskCardProps) {
  const t = useT();
  const { data: task, error, isPending } = useTask(props.taskId);
  const facts = usePreviewFacts(task);
  const { ResultView, ResultActions } = props;
  const { data: tools } = useTools();
  const backend = useBackendKind();
  const headingId = useId();
  useTaskCardOnScreen(props.taskId);

  if (isPending) return <p className="muted">{t('task.loading')}</p>;
  if (!task) {
    return (
      <Banner tone="error" role="alert" title={t('task.loadFailed')}>
        <p>{error?.message ?? t('task.unknownError')}</p>
      </Banner>
    );
  }

  const tool = tools?.find((entry) => entry.type === task.type);
  const failure = task.status === 'failed' ? taskErrorMessage(task.error) : null;
  const size = typeof task.result?.size === 'number' ? task.result.size : undefined;
  const retryable = failure !== null && retryCanHelp(failure.code);
  const culprit = failure?.file;

  return (
    <article
      className={`card card--${isCancelled(task) ? 'cancelled' : task.status}`}
      id={`task-${task.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
    >
      <header className="card__header">
        <div>
          <h3 id={headingId} className="card__title">
            {task.name}
          </h3>
          <p className="card__meta">{tool?.title ?? task.type}</p>
        </div>
        <div className="card__header-end">
          <StatusBadge task={task} />
          {props.onDismiss && (task.status === 'completed' || task.status === 'failed') ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('ui.dismiss')}
              aria-describedby={headingId}
              title={t('ui.dismiss')}
              onClick={props.onDismiss}
            >
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </div>
      </header>

      {task.status === 'completed' ? (
        <>
          {/* The name Save suggests (the one the file will have), not the engine's own name for it. */}
          <p className="card__line">
            {size !== undefined
              ? t('task.doneFile', {
                  name: facts.data?.fileName ?? task.result?.fileName ?? t('task.resultName'),
                  size: formatSize(size),
                })
              : t('task.done')}
          </p>
          {ResultView ? <ResultView task={task} /> : null}
          <ResultPreview task={task} facts={facts.data} error={facts.error} />
          <SaveResult taskId={task.id} actions={ResultActions ? (saved) => <ResultActions task={task} saved={saved} /> : undefined} />
        </>
      ) : failure && isCancelled(task) ? (
        <Banner tone="info" title={t('task.cancelledTitle')}>
          <p>{t('task.cancelledText')}</p>
        </Banner>
      ) : failure ? (
        <Banner tone="error" role="alert" title={t('task.failedTitle')}>
          <FailureText failure={failure} context={{ backend, taskType: task.type }} />
        </Banner>
      ) : (
        <div className="card__progress">
          <ProgressBar
            label={t('task.progressOf', { name: task.name })}
            value={task.status === 'running' ? task.progress : undefined}
            valueText={activeText(task)}
          />
          <p className="card__line muted">{activeText(task)}</p>
        </div>
      )}

      {failure ? <FailureActions retryable={retryable} culprit={culprit} onRetry={props.onRetry} onEdit={props.onEdit} /> : null}
    </article>
  );
}
