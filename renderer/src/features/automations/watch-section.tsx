import { useMutation } from '@tanstack/react-query';
import type { WatchFolderStatus } from '../../../../shared/contract/recipes';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { deckhand } from '../../shared/bridge';
import { useToasts } from '../../shared/toasts-store';
import { useWatchFolders } from './use-automations';

function stateText(watch: WatchFolderStatus): string {
  if (watch.state === 'paused') return watch.reason ? `Paused: ${watch.reason}` : 'Paused';
  if (watch.current.length > 0) return `Working on ${watch.current.join(', ')}${watch.queued > 0 ? `, ${watch.queued} waiting` : ''}`;
  return watch.state === 'starting' ? 'Starting…' : 'Watching';
}

/** Watch folders: a folder, a recipe and an output folder; every file that appears is processed once. */
export function WatchSection(props: { recipe: unknown; recipeReady: boolean }) {
  const watches = useWatchFolders().data ?? [];
  const api = deckhand().watch;
  const desktop = deckhand().files.canShowInFolder;
  const report = (error: unknown) => useToasts.getState().push({ tone: 'failed', title: asDeckhandError(error).message });
  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => bridged(call), onError: report });
  return (
    <section className="automations__part" aria-labelledby="watch-heading">
      <h2 id="watch-heading">Watch folders</h2>
      <p className="muted">
        Every file that appears in a watched folder goes through the recipe once, while Deckhand runs (in the tray too). The originals stay
        where they are; a file that fails is copied into <code>failed/</code> in the output folder with a note of why.
      </p>
      {watches.length > 0 ? (
        <ul className="watch-list" aria-label="Watch folders">
          {watches.map((watch) => (
            <li key={watch.id} className="watch-item" data-state={watch.state}>
              <p className="watch-item__what">
                <strong>{watch.dir}</strong> → {watch.outputDir} <span className="muted">({watch.recipe.name})</span>
              </p>
              <p className="watch-item__state">
                {stateText(watch)} · {watch.done} done · {watch.failed} failed
              </p>
              <div className="action-bar">
                {watch.state === 'paused' ? (
                  <button type="button" className="button button--small" onClick={() => action.mutate(() => api.resume(watch.id))}>
                    Resume
                  </button>
                ) : (
                  <button type="button" className="button button--small" onClick={() => action.mutate(() => api.pause(watch.id))}>
                    Pause
                  </button>
                )}
                <button
                  type="button"
                  className="button button--small button--danger-quiet"
                  onClick={() => action.mutate(() => api.remove(watch.id))}
                >
                  Stop watching
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {desktop ? (
        <button type="button" className="button" disabled={!props.recipeReady} onClick={() => action.mutate(() => api.add(props.recipe))}>
          Watch a folder with this recipe…
        </button>
      ) : (
        <p className="muted">
          In a browser, watch folders are not available: use the desktop app, or <code>deckhand watch</code> on the command line.
        </p>
      )}
    </section>
  );
}
