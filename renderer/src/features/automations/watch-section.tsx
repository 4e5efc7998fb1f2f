import { useMutation } from '@tanstack/react-query';
import type { WatchFolderStatus } from '../../../../shared/contract/recipes';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { useToasts } from '../../shared/toasts-store';
import { useWatchFolders } from './use-automations';
import { translate, useT } from '../../i18n/i18n';
import { listOf, readingArrow } from '../../i18n/format';
import { fillIn, slot } from '../../i18n/fill';

/** A folder name and a command: the same in every language, so not in the catalogs. */
const FAILED_FOLDER = 'failed/';
const WATCH_COMMAND = 'deckhand watch';

function stateText(watch: WatchFolderStatus): string {
  if (watch.state === 'paused') return watch.reason ? translate('auto.pausedBecause', { reason: watch.reason }) : translate('auto.paused');
  if (watch.current.length > 0) {
    const files = listOf(watch.current);
    return watch.queued > 0 ? translate('auto.workingOnQueued', { files, queued: watch.queued }) : translate('auto.workingOn', { files });
  }
  return translate(watch.state === 'starting' ? 'auto.starting' : 'auto.watching');
}

/** Watch folders: a folder, a recipe and an output folder; every file that appears is processed once. */
export function WatchSection(props: { recipe: unknown; recipeReady: boolean }) {
  const t = useT();
  const watches = useWatchFolders().data ?? [];
  const api = deckhand().watch;
  const desktop = deckhand().files.canShowInFolder;
  const report = (error: unknown) => useToasts.getState().push({ tone: 'failed', title: asDeckhandError(error).message });
  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => bridged(call), onError: report });
  return (
    <section className="automations__part" aria-labelledby="watch-heading">
      <h2 id="watch-heading">{t('auto.watchFolders')}</h2>
      <p className="muted">
        {fillIn(t('auto.watchIntro', { failed: slot('failed') }), { failed: <code dir="ltr">{FAILED_FOLDER}</code> })}
      </p>
      {watches.length > 0 ? (
        <ul className="watch-list" aria-label={t('auto.watchFolders')}>
          {watches.map((watch) => (
            <li key={watch.id} className="watch-item" data-state={watch.state}>
              <p className="watch-item__what">
                <bdi>
                  <strong>{watch.dir}</strong>
                </bdi>{' '}
                {readingArrow()} <bdi>{watch.outputDir}</bdi> <span className="muted">({watch.recipe.name})</span>
              </p>
              <p className="watch-item__state">
                {t('auto.watchCounts', { state: stateText(watch), done: watch.done, failed: watch.failed })}
              </p>
              <div className="action-bar">
                {watch.state === 'paused' ? (
                  <button type="button" className="button button--small" onClick={() => action.mutate(() => api.resume(watch.id))}>
                    {t('auto.resume')}
                  </button>
                ) : (
                  <button type="button" className="button button--small" onClick={() => action.mutate(() => api.pause(watch.id))}>
                    {t('auto.pause')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small button--danger-quiet"
                  onClick={() => action.mutate(() => api.remove(watch.id))}
                >
                  {t('auto.stopWatching')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {desktop ? (
        <button type="button" className="button" disabled={!props.recipeReady} onClick={() => action.mutate(() => api.add(props.recipe))}>
          {t('auto.watchFolder')}
        </button>
      ) : (
        <p className="muted">
          {fillIn(t('auto.webNoWatch', { command: slot('command') }), { command: <code dir="ltr">{WATCH_COMMAND}</code> })}
        </p>
      )}
    </section>
  );
}
