import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo, BackendInfo } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { serviceAddress } from '../../../../shared/contract/http-url';
import { queryKeys } from '../../shared/query-keys';
import { Banner } from '../../shared/ui/banner';
import { useT } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages/en';

/** Why the key is not in a keychain here, in the words of the transport the person is using. */
function plaintextWarning(info: AppInfo): MessageKey {
  return info.transport === 'web' ? 'settings.key.plainWeb' : 'settings.key.plainDesktop';
}

/**
 * The DeckFlow API key: main stores it (the OS keychain through safeStorage where there is one); this page only ever
 * learns whether one is set and its last 4 characters. The typed key leaves the field as soon as it is saved. A key is
 * saved for the address shown above it and main sends it only there: another address asks for its own key.
 */
export function CloudKeyField(props: { info: AppInfo; address: string; which?: 'cloud' | 'server' }) {
  const t = useT();
  const which = props.which ?? 'cloud';
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const id = useId();
  const [cloud, setCloud] = useState<BackendInfo>(which === 'server' ? props.info.server : props.info.cloud);

  const setKey = useMutation<BackendInfo, Error, string>({
    mutationFn: (key) =>
      bridged(() =>
        which === 'server' ? deckhand().settings.setServerKey(key, props.address) : deckhand().settings.setCloudKey(key, props.address),
      ),
    onSuccess: (backend) => {
      setCloud(backend);
      setDraft('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo });
    },
  });

  const keyAddress = cloud.keyAddress ?? null;
  const keySet = cloud.keyAddress === undefined ? cloud.keySet : keyAddress !== null && keyAddress === serviceAddress(props.address);
  return (
    <div className="field">
      <label htmlFor={id}>{which === 'server' ? t('settings.key.personal') : t('settings.key.cloud')}</label>
      <p className="field__hint" role="status">
        {keySet
          ? t('settings.key.set', { hint: cloud.keyHint ?? '…' })
          : keyAddress !== null
            ? t('settings.key.otherAddress', { hint: cloud.keyHint ?? '…', address: keyAddress })
            : t('settings.key.none')}
      </p>
      <div className="field__with-suffix">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={keySet ? t('settings.key.pasteNew') : which === 'server' ? t('settings.key.pastePersonal') : t('settings.key.paste')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="button" className="button" disabled={draft.trim() === '' || setKey.isPending} onClick={() => setKey.mutate(draft)}>
          {keySet ? t('settings.key.replace') : t('settings.key.save')}
        </button>
        {keySet || keyAddress !== null ? (
          <button type="button" className="button button--danger-quiet" disabled={setKey.isPending} onClick={() => setKey.mutate('')}>
            {t('settings.key.remove')}
          </button>
        ) : null}
      </div>
      {props.info.keyStorage === 'plaintext' ? (
        <Banner tone="warning" title={t('settings.key.plainTitle')}>
          <p>{t(plaintextWarning(props.info))}</p>
        </Banner>
      ) : (
        <p className="field__hint">{t('settings.key.encrypted')}</p>
      )}
      {setKey.error ? (
        <p className="field__problem" role="alert">
          {t('settings.key.notSaved', { reason: setKey.error.message })}
        </p>
      ) : null}
    </div>
  );
}
