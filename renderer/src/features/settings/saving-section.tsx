import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { AppInfo, Settings } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { useUpdateSettings } from './use-settings';
import { useT } from '../../i18n/i18n';

/** Notifications and where results are saved. A browser saves downloads where it is set to, so that part is desktop only. */
export function SavingSection(props: { settings: Settings; info: AppInfo }) {
  const { info } = props;
  const t = useT();
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
      <h2 id={`${id}-heading`}>{t('settings.saving.title')}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={settings.notifications}
          onChange={(event) => update.mutate({ notifications: event.currentTarget.checked })}
        />
        <span>
          {t('settings.saving.notify')}
          <span className="field__hint"> {desktop ? t('settings.saving.notifyDesktop') : t('settings.saving.notifyWeb')}</span>
        </span>
      </label>

      {desktop ? (
        <>
          <div className="field">
            <span className="field-label">{t('settings.saving.folder')}</span>
            <div className="field__with-suffix">
              <span className="path path--box" title={settings.saveFolder ?? t('settings.saving.downloads')}>
                {settings.saveFolder ?? t('settings.saving.downloadsFolder')}
              </span>
              <button type="button" className="button" disabled={choose.isPending} onClick={() => choose.mutate()}>
                {t('settings.saving.choose')}
              </button>
              {settings.saveFolder ? (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => update.mutate({ saveFolder: null, askWhereToSave: true })}
                >
                  {t('settings.saving.reset')}
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
              {t('settings.saving.ask')}
              {!settings.saveFolder ? <span className="field__hint"> {t('settings.saving.askHint')}</span> : null}
            </span>
          </label>
        </>
      ) : (
        <p className="field__hint">{t('settings.saving.browser')}</p>
      )}
      {(update.error ?? choose.error) ? (
        <p className="field__problem" role="alert">
          {t('settings.notSaved', { reason: (update.error ?? choose.error)?.message ?? '' })}
        </p>
      ) : null}
    </section>
  );
}
