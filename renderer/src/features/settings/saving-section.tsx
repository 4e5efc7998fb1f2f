import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { AppInfo, Settings } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { useUpdateSettings } from './use-settings';

/** Notifications and where results are saved. A browser saves downloads where it is set to, so that part is desktop only. */
export function SavingSection(props: { settings: Settings; info: AppInfo }) {
  const { info } = props;
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const settings = update.shown(props.settings);
  const id = useId();
  const choose = useMutation<string | null, Error>({
    mutationFn: () => bridged(() => deckhand().settings.chooseSaveFolder()),
    // Main saved the folder it was given.
    onSuccess: (folder) => {
      if (folder !== null) queryClient.setQueryData<Settings>(queryKeys.settings, (old) => (old ? { ...old, saveFolder: folder } : old));
    },
  });
  const desktop = info.transport === 'electron';

  return (
    <section className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Notifications and saving</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.notifications}
          onChange={(event) => update.mutate({ notifications: event.currentTarget.checked })}
        />
        <span>
          Tell me when a task finishes
          <span className="field__hint"> {desktop ? '(a system notification)' : '(a message in this page)'}</span>
        </span>
      </label>

      {desktop ? (
        <>
          <div className="field">
            <span className="field-label">Save results in</span>
            <div className="field__with-suffix">
              <span className="path path--box" title={settings.saveFolder ?? 'Downloads'}>
                {settings.saveFolder ?? 'Your Downloads folder'}
              </span>
              <button type="button" className="button" disabled={choose.isPending} onClick={() => choose.mutate()}>
                Choose…
              </button>
              {settings.saveFolder ? (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => update.mutate({ saveFolder: null, askWhereToSave: true })}
                >
                  Reset
                </button>
              ) : null}
            </div>
          </div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={settings.askWhereToSave || !settings.saveFolder}
              disabled={!settings.saveFolder}
              onChange={(event) => update.mutate({ askWhereToSave: event.currentTarget.checked })}
            />
            <span>
              Ask where to save each result
              {!settings.saveFolder ? <span className="field__hint"> (choose a folder first to save straight into it)</span> : null}
            </span>
          </label>
        </>
      ) : (
        <p className="field__hint">Results download where your browser keeps downloads.</p>
      )}
      {(update.error ?? choose.error) ? (
        <p className="field__problem" role="alert">
          Not saved: {(update.error ?? choose.error)?.message}
        </p>
      ) : null}
    </section>
  );
}
