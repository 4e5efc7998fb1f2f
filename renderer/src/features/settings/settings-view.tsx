import { asDeckhandError } from '../../shared/bridge-error';
import { useAppInfo } from '../../shared/use-app-info';
import { Banner } from '../../shared/ui/banner';
import { BackendSection } from './backend-section';
import { EngineSection } from './engine-section';
import { SavingSection } from './saving-section';
import { TranslationSection } from './translation-section';
import { useSettings } from './use-settings';

export function SettingsView() {
  const info = useAppInfo();
  const settings = useSettings();
  const error = info.error ?? settings.error;

  return (
    <section className="panel" aria-labelledby="settings-heading">
      <header className="panel__header">
        <h1 id="settings-heading">Settings</h1>
        <p className="panel__summary">Where Deckhand sends your files, how it keeps your key, and where results go.</p>
      </header>

      {error ? (
        <Banner tone="error" role="alert" title="Settings could not be loaded">
          <p>{asDeckhandError(error).message}</p>
        </Banner>
      ) : !info.data || !settings.data ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <BackendSection
            key={`${settings.data.backend.kind} ${settings.data.backend.cloudBaseUrl}`}
            settings={settings.data}
            info={info.data}
          />
          <SavingSection settings={settings.data} info={info.data} />
          <EngineSection info={info.data} />
          <TranslationSection />
          <section className="settings-section" aria-labelledby="about-heading">
            <h2 id="about-heading">About</h2>
            <dl className="facts">
              <div className="facts__row">
                <dt>Version</dt>
                <dd>
                  {info.data.version} · {info.data.transport === 'electron' ? 'desktop app' : 'browser'} · {info.data.platform}
                </dd>
              </div>
              <div className="facts__row">
                <dt>Key storage</dt>
                <dd>
                  {info.data.keyStorage === 'encrypted' ? 'Encrypted by the system keychain' : 'Plain text (see the warning with the key)'}
                </dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </section>
  );
}
