import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AppInfo, BackendKind, ConnectionCheck, Settings } from '../../../../shared/contract/ipc';
import { deckhand } from '../../shared/bridge';
import { bridged } from '../../shared/bridge-error';
import { queryKeys } from '../../shared/query-keys';
import { CloudKeyField } from './cloud-key-field';
import { useUpdateSettings } from './use-settings';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';

/** An address of the right shape, shown as an example: the same in every language. */
const SERVER_EXAMPLE = 'https://deckhand.example.com';
const DECKFLOW_ADDRESS = 'https://app.deckflow.com/api';

type TestRequest = { kind: BackendKind; cloudBaseUrl?: string; serverBaseUrl?: string };

/**
 * What a connection test found, in the window's language where main's answer is one of its fixed sentences (taken,
 * refused); main's own words otherwise, which carry the detail (what did not answer, and why).
 */
function checkWords(check: ConnectionCheck, request: TestRequest, t: Translate): string {
  if (check.outcome !== 'ok' && check.outcome !== 'refused') return check.message;
  const address = request.kind === 'server' ? request.serverBaseUrl : request.cloudBaseUrl;
  let host = '';
  try {
    host = address ? new URL(address).host : '';
  } catch {
    return check.message;
  }
  const target = request.kind === 'local' ? 'local' : 'remote';
  return t(check.outcome === 'ok' ? 'settings.backend.connected' : 'settings.backend.refused', { target, host });
}

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
  const t = useT();
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

  const test = useMutation<ConnectionCheck, Error, TestRequest>({
    mutationFn: (request) => bridged(() => deckhand().settings.testConnection(request)),
  });
  const testRequest = (): TestRequest =>
    kind === 'cloud' ? { kind, cloudBaseUrl: baseUrl.trim() } : kind === 'server' ? { kind, serverBaseUrl: serverUrl.trim() } : { kind };

  const save = () =>
    update.mutate(
      { backend: { kind, cloudBaseUrl: baseUrl.trim(), serverBaseUrl: serverUrl.trim() } },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.appInfo }) },
    );

  return (
    <section className="settings-section" aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{t('settings.backend.title')}</h2>
      <fieldset className="choice-cards">
        <legend className="sr-only">{t('settings.backend.legend')}</legend>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'local'} onChange={() => setKind('local')} />
          <span>
            <strong>{t('backend.local')}</strong>
            <span className="choice-card__text">{t('settings.backend.localText')}</span>
          </span>
        </label>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'cloud'} onChange={() => setKind('cloud')} />
          <span>
            <strong>{t('backend.cloud')}</strong>
            <span className="choice-card__text">{t('settings.backend.cloudText')}</span>
          </span>
        </label>
        <label className="choice-card">
          <input type="radio" name={name} checked={kind === 'server'} onChange={() => setKind('server')} />
          <span>
            <strong>{t('backend.server')}</strong>
            <span className="choice-card__text">{t('settings.backend.serverText')}</span>
          </span>
        </label>
      </fieldset>

      {kind === 'cloud' ? (
        <div className="field">
          <label htmlFor={urlId}>{t('settings.backend.cloudAddress')}</label>
          <input
            id={urlId}
            type="text"
            inputMode="url"
            spellCheck={false}
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.currentTarget.value)}
          />
          <p className="field__hint">{t('settings.backend.cloudAddressHint', { address: DECKFLOW_ADDRESS })}</p>
        </div>
      ) : null}

      {kind === 'cloud' ? <CloudKeyField info={info} address={baseUrl.trim()} /> : null}

      {kind === 'server' ? (
        <div className="field">
          <label htmlFor={serverId}>{t('settings.backend.serverAddress')}</label>
          <input
            id={serverId}
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder={SERVER_EXAMPLE}
            value={serverUrl}
            onChange={(event) => setServerUrl(event.currentTarget.value)}
          />
          <p className="field__hint">{t('settings.backend.serverAddressHint')}</p>
        </div>
      ) : null}

      {kind === 'server' && serverUrl.trim() !== '' ? <CloudKeyField info={info} address={serverUrl.trim()} which="server" /> : null}

      <div className="settings-actions">
        <button type="button" className="button button--primary" disabled={!changed || missingServer || update.isPending} onClick={save}>
          {update.isPending ? t('ui.saving') : t('settings.backend.use')}
        </button>
        <button type="button" className="button" disabled={test.isPending || missingServer} onClick={() => test.mutate(testRequest())}>
          {test.isPending ? t('settings.backend.testing') : t('settings.backend.test')}
        </button>
      </div>
      <p className="settings-status" role="status">
        {test.data && test.variables ? (
          <span className={`status-line status-line--${OUTCOME_TONE[test.data.outcome]}`}>{checkWords(test.data, test.variables, t)}</span>
        ) : null}
        {test.error ? <span className="status-line status-line--failed">{test.error.message}</span> : null}
        {update.error ? (
          <span className="status-line status-line--failed">{t('settings.notSaved', { reason: update.error.message })}</span>
        ) : null}
        {update.isSuccess && !changed ? (
          <span className="status-line status-line--done">
            {settings.backend.kind === 'local'
              ? t('settings.backend.nowLocal')
              : settings.backend.kind === 'server'
                ? t('settings.backend.nowServer', { address: settings.backend.serverBaseUrl })
                : t('settings.backend.nowCloud', { address: settings.backend.cloudBaseUrl })}
          </span>
        ) : null}
      </p>
    </section>
  );
}
