import { useId } from 'react';
import { errorAdvice, inputNamedIn, redoPhrase, retryCanHelp } from '../../shared/error-advice';
import { formatProgressBytes } from '../../../../shared/format-bytes';
import type { SubmissionViewProps } from '../../shared/submission-state';
import { Banner } from '../../shared/ui/banner';
import { FailureText } from '../../shared/ui/failure-text';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { FailureActions } from './failure-actions';
import { TaskCard } from './task-card';
import { useSubmission } from './use-task';
import { useBackendKind } from '../../shared/use-app-info';

/** A submission from click to result: per-file upload progress, then the task's live card. */
export function SubmissionCard(props: SubmissionViewProps) {
  const { data: submission } = useSubmission(props.submissionId);
  const backend = useBackendKind();
  const headingId = useId();

  const request = submission?.request ?? props.request;
  const inputNames = request?.files.map((file) => file.name);
  const taskId = submission?.taskId ?? props.taskId;
  if (taskId) {
    return (
      <TaskCard
        taskId={taskId}
        inputNames={inputNames}
        ResultView={props.ResultView}
        ResultActions={props.ResultActions}
        onRetry={props.onRetry}
        onEdit={props.onEdit}
        onDismiss={props.onDismiss}
      />
    );
  }

  const files = submission?.progress?.files ?? request?.files.map((file) => ({ name: file.name, size: file.size, sentBytes: 0 })) ?? [];
  const title = request?.name ?? files[0]?.name ?? 'New task';

  if (submission?.error) {
    const { code, message } = submission.error;
    const retryable = retryCanHelp(code);
    const culprit = inputNamedIn(message, inputNames ?? []);
    return (
      <article className="card card--failed" aria-labelledby={headingId}>
        <header className="card__header">
          <h3 id={headingId} className="card__title">
            {title}
          </h3>
          <div className="card__header-end">
            <span className="badge badge--failed">Not sent</span>
            {props.onDismiss ? (
              <button
                type="button"
                className="icon-button"
                aria-label="Dismiss"
                aria-describedby={headingId}
                title="Dismiss"
                onClick={props.onDismiss}
              >
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </div>
        </header>
        <Banner tone="error" role="alert" title="The files could not be sent">
          <FailureText
            message={message}
            code={code}
            advice={errorAdvice(code, { fileName: culprit, redo: retryable ? undefined : redoPhrase(request?.type ?? ''), backend })}
          />
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
        <span className="badge badge--active">Uploading</span>
      </header>
      {progress ? (
        <p className="card__line">Sending {formatProgressBytes(progress.sentBytes, progress.totalBytes)}</p>
      ) : (
        <p className="card__line muted">Preparing the upload…</p>
      )}
      <ul className="upload-list" aria-label="Upload progress">
        {files.map((file, index) => (
          <li key={`${index}-${file.name}`} className="upload-list__item">
            <span className="upload-list__name">{file.name}</span>
            <ProgressBar
              label={`Upload of ${file.name}`}
              value={file.sentBytes}
              max={Math.max(file.size, 1)}
              valueText={formatProgressBytes(file.sentBytes, file.size)}
            />
            <span className="upload-list__bytes">{formatProgressBytes(file.sentBytes, file.size)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
