import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo, BackendInfo } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { serviceAddress } from '../../../../shared/contract/http-url';
import { queryKeys } from '../../shared/query-keys';
import { Banner } from '../../shared/ui/banner';

/** Why the key is not in a keychain here, in the words of the transport the person is using. */
function plaintextWarning(info: AppInfo): string {
  return info.transport === 'web'
    ? 'In the browser version there is no keychain: the key is kept in keys.json in the data folder, as plain text readable only by your user account (mode 0600). Anyone with access to that account can read it.'
    : 'This system has no keychain Deckhand can use, so the key would be saved as plain text in your profile folder, readable by anyone who can read your files. On Linux, install and unlock a keyring (GNOME Keyring or KWallet), then restart Deckhand.';
}

/**
 * The DeckFlow API key: main stores it (the OS keychain through safeStorage where there is one); this page only ever
 * learns whether one is set and its last 4 characters. The typed key leaves the field as soon as it is saved. A key is
 * saved for the address shown above it and main sends it only there: another address asks for its own key.
 */
export function CloudKeyField(props: { info: AppInfo; address: string; which?: 'cloud' | 'server' }) {
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
      <label htmlFor={id}>{which === 'server' ? 'Your personal key' : 'DeckFlow API key'}</label>
      <p className="field__hint" role="status">
        {keySet
          ? `A key is set (ending in ${cloud.keyHint ?? '…'}).`
          : keyAddress !== null
            ? `The saved key (ending in ${cloud.keyHint ?? '…'}) is for ${keyAddress}, and is never sent to another address: paste the key for this one.`
            : 'No key is set.'}
      </p>
      <div className="field__with-suffix">
        <input
          id={id}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder={keySet ? 'Paste a new key to replace it' : which === 'server' ? 'Paste your personal key' : 'Paste your key'}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="button" className="button" disabled={draft.trim() === '' || setKey.isPending} onClick={() => setKey.mutate(draft)}>
          {keySet ? 'Replace' : 'Save key'}
        </button>
        {keySet || keyAddress !== null ? (
          <button type="button" className="button button--danger-quiet" disabled={setKey.isPending} onClick={() => setKey.mutate('')}>
            Remove
          </button>
        ) : null}
      </div>
      {props.info.keyStorage === 'plaintext' ? (
        <Banner tone="warning" title="The key is stored without encryption">
          <p>{plaintextWarning(props.info)}</p>
        </Banner>
      ) : (
        <p className="field__hint">Kept encrypted by your system’s keychain.</p>
      )}
      {setKey.error ? (
        <p className="field__problem" role="alert">
          The key was not saved: {setKey.error.message}
        </p>
      ) : null}
    </div>
  );
}
