import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo, BackendKind, ConnectionCheck, Settings } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { CloudKeyField } from './cloud-key-field';
import { useUpdateSettings } from './use-settings';

const OUTCOME_TONE: Record<ConnectionCheck['outcome'], 'done' | 'failed'> = {
  ok: 'done',
  refused: 'failed',
  unreachable: 'failed',
  no_key: 'failed',
  error: 'failed',
};

/**
 * Where files go: the local engine (default), DeckFlow's cloud, or a Deckhand server (the same engine run by a team,
 * docs/team-server.md), each remote one with its address and key; switching needs no restart.
 */
export function BackendSection(props: { settings: Settings; info: AppInfo }) {
  const { settings, info } = props;
  const queryClient = useQueryClient();
  const update = useUpdateSettings();
  const [kind, setKind] = useState<BackendKind>(settings.backend.kind);
  const [baseUrl, setBaseUrl] = useState(settings.backend.cloudBaseUrl);
  const [serverUrl, setServerUrl] = useState(settings.backend.serverBaseUrl);
  const name = useId();
  const urlId = useId();
  const serverId = useId();
  const changed =
    kind !== settings.backend.kind ||
    baseUrl.trim() !== settings.backend.cloudBaseUrl ||
    serverUrl.trim() !== settings.backend.serverBaseUrl;
  const missingServer = kind === 'server' && serverUrl.trim() === '';

  const test = useMutation<ConnectionCheck, Error>({
    mutationFn: () =>
      bridged(() =>
        deckhand().settings.testConnection(
          kind === 'cloud'
            ? { kind, cloudBaseUrl: baseUrl.trim() }
            : kind === 'server'
              ? { kind, serverBaseUrl: serverUrl.trim() }
              : { kind },
        ),
      ),
  });

  const save = () =>
    update.mutate(
      { backend: { kind, cloudBaseUrl: baseUrl.trim(), serverBaseUrl: serverUrl.trim() } },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo }) },
    );

  return (
    <section className="settings-section" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>Where Deckhand sends your files</h2>
      <fieldset className="choice-cards">
        <legend className="sr-only">Backend</legend>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'local'} onChange={() => setKind('local')} />
          <span>
            <strong>Local engine</strong>
            <span className="choice-card__text">On this computer: no account, no network. Runs every tool it can here.</span>
          </span>
        </label>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'cloud'} onChange={() => setKind('cloud')} />
          <span>
            <strong>DeckFlow cloud</strong>
            <span className="choice-card__text">DeckFlow’s service, with your API key. Files are uploaded to it.</span>
          </span>
        </label>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'server'} onChange={() => setKind('server')} />
          <span>
            <strong>Deckhand server</strong>
            <span className="choice-card__text">
              Your team’s own Deckhand engine, with your personal key. Files go to your team’s machines only.
            </span>
          </span>
        </label>
      </fieldset>

      {kind === 'cloud' ? (
        <div className="field">
          <label htmlFor={urlId}>Service address</label>
          <input
            id={urlId}
            type="text"
            inputMode="url"
            spellCheck={false}
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.currentTarget.value)}
          />
          <p className="field__hint">DeckFlow’s is https://app.deckflow.com/api.</p>
        </div>
      ) : null}

      {kind === 'cloud' ? <CloudKeyField info={info} address={baseUrl.trim()} /> : null}

      {kind === 'server' ? (
        <div className="field">
          <label htmlFor={serverId}>Deckhand server address</label>
          <input
            id={serverId}
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder="https://deckhand.example.com"
            value={serverUrl}
            onChange={(event) => setServerUrl(event.currentTarget.value)}
          />
          <p className="field__hint">The address your team’s admin gave you, with the personal key below.</p>
        </div>
      ) : null}

      {kind === 'server' && serverUrl.trim() !== '' ? <CloudKeyField info={info} address={serverUrl.trim()} which="server" /> : null}

      <div className="settings-actions">
        <button type="button" className="button button--primary" disabled={!changed || missingServer || update.isPending} onClick={save}>
          {update.isPending ? 'Saving…' : 'Use this backend'}
        </button>
        <button type="button" className="button" disabled={test.isPending || missingServer} onClick={() => test.mutate()}>
          {test.isPending ? 'Testing…' : 'Test connection'}
        </button>
      </div>
      <p className="settings-status" role="status">
        {test.data ? <span className={`status-line status-line--${OUTCOME_TONE[test.data.outcome]}`}>{test.data.message}</span> : null}
        {test.error ? <span className="status-line status-line--failed">{test.error.message}</span> : null}
        {update.error ? <span className="status-line status-line--failed">Not saved: {update.error.message}</span> : null}
        {update.isSuccess && !changed ? (
          <span className="status-line status-line--done">
            Now using{' '}
            {settings.backend.kind === 'local'
              ? 'the local engine'
              : settings.backend.kind === 'server'
                ? `the Deckhand server at ${settings.backend.serverBaseUrl}`
                : `DeckFlow cloud at ${settings.backend.cloudBaseUrl}`}
            .
          </span>
        ) : null}
      </p>
    </section>
  );
}
