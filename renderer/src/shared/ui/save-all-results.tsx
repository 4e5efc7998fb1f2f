import { useMutation, useQueries } from '@tanstack/react-query';
import type { SaveAllOutcome } from '../../../../shared/contract/ipc';
import { deckhand } from '../bridge';
import { bridged } from '../bridge-error';
import { queryKeys } from '../query-keys';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';

/**
 * "Save all to a folder…" for a panel's several results: one folder dialog, every completed result written into it
 * under the name its own Save would suggest, two of one name kept apart (`photo.webp`, `photo (2).webp`); in a
 * browser, one download each under those names.
 */
export function SaveAllResults(props: { taskIds: readonly string[] }) {
  const t = useT();
  const api = deckhand();
  const tasks = useQueries({
    queries: props.taskIds.map((id) => ({
      queryKey: queryKeys.task(id),
      queryFn: () => api.tasks.get(id),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const ready = tasks.flatMap((query) => (query.data?.status === 'completed' ? [query.data.id] : []));
  const save = useMutation<SaveAllOutcome, Error, string[]>({ mutationFn: (ids) => bridged(() => api.tasks.saveAll(ids)) });
  const reveal = useMutation<void, Error, string>({ mutationFn: (folder) => bridged(() => api.files.showInFolder(folder)) });
  if (ready.length < 2) return null;
  const outcome = save.data;
  return (
    <div className="save save-all">
      <div className="save__actions">
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate(ready)}>
          {save.isPending ? t('ui.saving') : t('ui.saveAll', { count: ready.length })}
        </button>
        {outcome?.kind === 'saved' && api.files.canShowInFolder ? (
          <button type="button" className="button" onClick={() => reveal.mutate(outcome.folder)}>
            {t('ui.showFolder')}
          </button>
        ) : null}
      </div>
      <p className="save__status" role="status">
        {outcome?.kind === 'saved'
          ? fillIn(t('ui.savedAll', { count: outcome.files, folder: slot('folder') }), {
              folder: <span className="path">{outcome.folder}</span>,
            })
          : outcome?.kind === 'browser-downloads'
            ? t('ui.downloadingAll', { count: outcome.files.length, names: outcome.files.map((file) => file.fileName).join(', ') })
            : outcome?.kind === 'cancelled'
              ? t('ui.notSaved')
              : null}
      </p>
      {save.error ? (
        <p className="error-text" role="alert">
          {t('ui.saveAllFailed', { reason: save.error.message })}
        </p>
      ) : null}
      {reveal.error ? (
        <p className="error-text" role="alert">
          {t('ui.showFolderFailed', { reason: reveal.error.message })}
        </p>
      ) : null}
    </div>
  );
}
