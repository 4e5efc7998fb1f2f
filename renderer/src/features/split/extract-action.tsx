import { useMutation } from '@tanstack/react-query';
import type { ExtractOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/**
 * "Extract to folder…" beside Save as…: main asks for a folder, then unpacks the decks into a new folder inside it
 * (named after the deck, so nothing is overwritten). A browser tab has no folder to put them in: no button there.
 */
export function ExtractAction(props: { task: Task }) {
  const t = useT();
  const api = deckhand();
  const extract = useMutation<ExtractOutcome, Error>({
    mutationFn: () => bridged(() => api.tasks.extract(props.task.id)),
  });
  const reveal = useMutation<void, Error, string>({
    mutationFn: (path) => bridged(() => api.files.showInFolder(path)),
  });
  if (!api.files.canShowInFolder) return null;
  const outcome = extract.data;
  return (
    <>
      <button type="button" className="button" disabled={extract.isPending} onClick={() => extract.mutate()}>
        {extract.isPending ? t('split.extracting') : t('split.extractTo')}
      </button>
      <div className="save__row-note" role="status">
        {outcome?.kind === 'extracted' ? (
          <>
            <span className="save__status" title={outcome.folder}>
              {fillIn(t('split.extracted', { decks: t('noun.deck.count', { count: outcome.files }), folder: slot('folder') }), {
                folder: <span className="path">{outcome.folder}</span>,
              })}
            </span>
            <button type="button" className="button button--small button--link" onClick={() => reveal.mutate(outcome.folder)}>
              {t('split.showFolder')}
            </button>
          </>
        ) : outcome?.kind === 'cancelled' ? (
          <span className="save__status">{t('split.notExtracted')}</span>
        ) : null}
      </div>
      {extract.error ? (
        <p className="error-text save__row-note" role="alert">
          {t('split.extractFailed', { reason: extract.error.message })}
        </p>
      ) : null}
      {reveal.error ? (
        <p className="error-text save__row-note" role="alert">
          {t('ui.showFolderFailed', { reason: reveal.error.message })}
        </p>
      ) : null}
    </>
  );
}
