import { useId } from 'react';
import { retryCanHelp } from '../../shared/error-advice';
import { formatProgressSize } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import type { SubmissionViewProps } from '../../shared/submission-state';
import { Banner } from '../../shared/ui/banner';
import { FailureText } from '../../shared/ui/failure-text';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { FailureActions } from './failure-actions';
import { TaskCard } from './task-card';
import { useSubmission } from './use-task';
import { useBackendKind } from '../../shared/use-app-info';
import { useSubmissionAnnouncements } from './use-submission-announcements';

/** A submission from click to result: per-file upload progress, then the task's live card. */
export function SubmissionCard(props: SubmissionViewProps) {
  const t = useT();
  const { data: submission } = useSubmission(props.submissionId);
  const backend = useBackendKind();
  const headingId = useId();

  const request = submission?.request ?? props.request;
  const taskId = submission?.taskId ?? props.taskId;
  useSubmissionAnnouncements(submission, taskId, request?.name ?? request?.files[0]?.name ?? '');
  if (taskId) {
    return (
      <TaskCard
        taskId={taskId}
        ResultView={props.ResultView}
        ResultActions={props.ResultActions}
        onRetry={props.onRetry}
        onEdit={props.onEdit}
        onDismiss={props.onDismiss}
      />
    );
  }

  const files = submission?.progress?.files ?? request?.files.map((file) => ({ name: file.name, size: file.size, sentBytes: 0 })) ?? [];
  const title = request?.name ?? files[0]?.name ?? t('task.new');

  if (submission?.error) {
    const failure = submission.error;
    const retryable = retryCanHelp(failure.code);
    const culprit = failure.file;
    return (
      <article className="card card--failed" aria-labelledby={headingId}>
        <header className="card__header">
          <h3 id={headingId} className="card__title">
            {title}
          </h3>
          <div className="card__header-end">
            <span className="badge badge--failed">{t('task.notSent')}</span>
            {props.onDismiss ? (
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
        <Banner tone="error" role="alert" title={t('task.filesNotSent')}>
          <FailureText failure={failure} context={{ backend, taskType: request?.type }} />
        </Banner>
        <FailureActions retryable={retryable} culprit={culprit} onRetry={props.onRetry} onEdit={props.onEdit} />
      </article>
    );
  }

  const progress = submission?.progress;
  return (
    <article className="card card--uploading" aria-labelledby={headingId} aria-busy="true">
      <header className="card__header">
        <h3 id={headingId} className="card__title">
          {title}
        </h3>
        <span className="badge badge--active">{t('task.uploading')}</span>
      </header>
      {progress ? (
        <p className="card__line">{t('task.sending', { progress: formatProgressSize(progress.sentBytes, progress.totalBytes) })}</p>
      ) : (
        <p className="card__line muted">{t('task.preparingUpload')}</p>
      )}
      <ul className="upload-list" aria-label={t('task.uploadProgress')}>
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`} className="upload-list__item">
            <span className="upload-list__name">{file.name}</span>
            <ProgressBar
              label={t('task.uploadOf', { name: file.name })}
              value={file.sentBytes}
              max={Math.max(file.size, 1)}
              valueText={formatProgressSize(file.sentBytes, file.size)}
            />
            <span className="upload-list__bytes">{formatProgressSize(file.sentBytes, file.size)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
