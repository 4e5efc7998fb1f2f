import { useMutation } from '@tanstack/react-query';
import type { SaveOutcome } from '../../../../preload/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError } from '../../shared/bridge-error';

/** "Save as…" for a completed task, then where it went and (desktop only) "Show in folder". */
export function SaveResult(props: { taskId: string }) {
  const api = deckhand();
  const save = useMutation<SaveOutcome, Error>({
    mutationFn: async () => {
      try {
        return await api.tasks.save(props.taskId);
      } catch (reason) {
        throw asDeckhandError(reason);
      }
    },
  });
  const reveal = useMutation<void, Error, string>({
    mutationFn: async (path) => {
      try {
        await api.files.showInFolder(path);
      } catch (reason) {
        throw asDeckhandError(reason);
      }
    },
  });
  const outcome = save.data;

  return (
    <div className="save">
      <div className="save__actions">
        <button type="button" className="button button--primary" onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save as…'}
        </button>
        {outcome?.kind === 'saved' && api.files.canShowInFolder ? (
          <button type="button" className="button" onClick={() => reveal.mutate(outcome.path)}>
            Show in folder
          </button>
        ) : null}
      </div>
      <p className="save__status" role="status">
        {outcome?.kind === 'saved' ? (
          <>
            Saved to <span className="path">{outcome.path}</span>
          </>
        ) : outcome?.kind === 'browser-download' ? (
          <>Downloading “{outcome.fileName}”. Your browser shows it in its downloads.</>
        ) : outcome?.kind === 'cancelled' ? (
          'Not saved.'
        ) : null}
      </p>
      {save.error ? (
        <p className="error-text" role="alert">
          Could not save: {save.error.message}
        </p>
      ) : null}
      {reveal.error ? (
        <p className="error-text" role="alert">
          Could not show the file: {reveal.error.message}
        </p>
      ) : null}
    </div>
  );
}
