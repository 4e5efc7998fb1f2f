import { useT } from '../../i18n/i18n';

/**
 * The footer of a failed upload or task: Try again when re-sending can help, otherwise Edit the list (with the
 * file the error names) so the user can remove or replace it. Nothing when the caller offers neither.
 */
export function FailureActions(props: {
  retryable: boolean;
  culprit: string | undefined;
  onRetry?: (() => void) | undefined;
  onEdit?: ((fileName: string | undefined) => void) | undefined;
}) {
  const t = useT();
  const { retryable, culprit, onRetry, onEdit } = props;
  if (retryable && onRetry) {
    return (
      <div className="card__footer">
        <button type="button" className="button" onClick={onRetry}>
          {t('task.tryAgain')}
        </button>
      </div>
    );
  }
  if (!retryable && onEdit) {
    return (
      <div className="card__footer">
        <button type="button" className="button" onClick={() => onEdit(culprit)}>
          {t('task.editList')}
        </button>
      </div>
    );
  }
  return null;
}
