import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { SaveOutcome } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import { useToasts } from '../toasts-store';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';

/**
 * "Save as…" for a completed task (native dialog on the desktop, a browser download in web mode), then where it
 * went and, where the transport can, "Show in folder". `compact` is the History row's form: a small button with
 * the row's other actions (`children`) beside it, the outcome on one clipped line (whole in its tooltip) and
 * "Show in folder" under it. `describedBy` names the task for the buttons when several rows carry the same labels.
 */
export function SaveResult(props: {
  taskId: string;
  compact?: boolean;
  describedBy?: string;
  children?: ReactNode;
  /** A panel's own buttons beside Save as… ("Extract to folder…", "Open"), given what Save as… did so far. */
  actions?: ((saved: SaveOutcome | undefined) => ReactNode) | undefined;
}) {
  const t = useT();
  const api = deckhand();
  const save = useMutation<SaveOutcome, Error>({
    mutationFn: () => bridged(() => api.tasks.save(props.taskId)),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'cancelled') useToasts.getState().dismissTask(props.taskId);
    },
  });
  const [revealProblem, setRevealProblem] = useState<string | null>(null);
  const outcome = save.data;
  const compact = props.compact === true;
  const status = (
    <p
      className="save__status"
      role="status"
      title={outcome?.kind === 'saved' ? outcome.path : outcome?.kind === 'browser-download' ? outcome.fileName : undefined}
    >
      {outcome?.kind === 'saved'
        ? fillIn(t('ui.savedTo', { path: slot('path') }), { path: <span className="path">{outcome.path}</span> })
        : outcome?.kind === 'browser-download'
          ? t('ui.downloading', { name: outcome.fileName })
          : outcome?.kind === 'cancelled'
            ? t('ui.notSaved')
            : null}
    </p>
  );
  const showInFolder =
    outcome?.kind === 'saved' && api.files.canShowInFolder ? (
      <ShowInFolder path={outcome.path} compact={compact} describedBy={props.describedBy} onProblem={setRevealProblem} />
    ) : null;

  return (
    <div className={compact ? 'save save--compact' : 'save'}>
      <div className="save__actions">
        <button
          type="button"
          className={compact ? 'button button--small' : 'button button--primary'}
          aria-describedby={props.describedBy}
          onClick={() => save.mutate()}
          disabled={save.isPending}
        >
          {save.isPending ? t('ui.saving') : t('ui.saveAs')}
        </button>
        {compact ? props.children : showInFolder}
        {compact ? null : props.actions?.(outcome)}
      </div>
      {status}
      {compact ? showInFolder : null}
      {save.error ? (
        <p className="error-text" role="alert">
          {t('ui.saveFailed', { reason: save.error.message })}
        </p>
      ) : null}
      {revealProblem ? (
        <p className="error-text" role="alert">
          {t('ui.showFileFailed', { reason: revealProblem })}
        </p>
      ) : null}
    </div>
  );
}

/** "Show in folder" for a saved result, with its own request: History's many unsaved rows carry none. */
function ShowInFolder(props: {
  path: string;
  compact: boolean;
  describedBy: string | undefined;
  onProblem: (message: string | null) => void;
}) {
  const t = useT();
  const reveal = useMutation<void, Error, string>({
    mutationFn: (path) => bridged(() => deckhand().files.showInFolder(path)),
    onMutate: () => props.onProblem(null),
    onError: (error) => props.onProblem(error.message),
  });
  return (
    <button
      type="button"
      className={props.compact ? 'button button--small button--link' : 'button'}
      aria-describedby={props.describedBy}
      onClick={() => reveal.mutate(props.path)}
    >
      {t('ui.showInFolder')}
    </button>
  );
}
