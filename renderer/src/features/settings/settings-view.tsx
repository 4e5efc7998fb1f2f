import { asDeckhandError } from '../../shared/bridge-error';
import { useAppInfo } from '../../shared/use-app-info';
import { Banner } from '../../shared/ui/banner';

export function SettingsView() {
  const { data: info, error, isPending } = useAppInfo();

  return (
    <section className="panel" aria-labelledby="settings-heading">
      <header className="panel__header">
        <h1 id="settings-heading">Settings</h1>
        <p className="panel__summary">Where Deckhand sends your files, and how it keeps your key.</p>
      </header>

      {error ? (
        <Banner tone="error" role="alert" title="Settings could not be loaded">
          <p>{asDeckhandError(error).message}</p>
        </Banner>
      ) : isPending || !info ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {info.keyStorage === 'plaintext' ? (
            <Banner tone="warning" title="Your API key is stored without encryption">
              <p>
                This system has no keychain Deckhand can use, so a DeckFlow API key would be saved as plain text in your profile folder.
                Anyone who can read your files could read it. On Linux, install and unlock a keyring (GNOME Keyring or KWallet), then
                restart Deckhand.
              </p>
            </Banner>
          ) : null}
          <dl className="facts">
            <div className="facts__row">
              <dt>Backend</dt>
              <dd>
                {info.backend.kind === 'local' ? 'Local engine (on this computer)' : 'DeckFlow cloud'}
                <span className="facts__detail">{info.backend.baseUrl}</span>
              </dd>
            </div>
            <div className="facts__row">
              <dt>Engine</dt>
              <dd>
                {info.backend.kind === 'cloud' ? (
                  'Not used with the cloud backend'
                ) : info.engine === null ? (
                  'Starting…'
                ) : info.engine.running ? (
                  <>
                    <span className="badge badge--done">Running</span>
                    <span className="facts__detail">Data folder: {info.engine.dataDir}</span>
                  </>
                ) : (
                  <span className="badge badge--failed">Stopped</span>
                )}
              </dd>
            </div>
            {info.backend.kind === 'cloud' ? (
              <div className="facts__row">
                <dt>API key</dt>
                <dd>{info.backend.keySet ? `Set (ends in ${info.backend.keyHint ?? '…'})` : 'Not set'}</dd>
              </div>
            ) : null}
            <div className="facts__row">
              <dt>Key storage</dt>
              <dd>{info.keyStorage === 'encrypted' ? 'Encrypted by the system keychain' : 'Plain text (see the warning above)'}</dd>
            </div>
            <div className="facts__row">
              <dt>Version</dt>
              <dd>
                {info.version} · {info.transport === 'electron' ? 'desktop app' : 'browser'} · {info.platform}
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
