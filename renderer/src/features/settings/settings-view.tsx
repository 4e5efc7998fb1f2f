import { asDeckhandError } from '../../shared/bridge-error';
import { useAppInfo } from '../../shared/use-app-info';
import { Banner } from '../../shared/ui/banner';
import { BackendSection } from './backend-section';
import { EngineSection } from './engine-section';
import { SavingSection } from './saving-section';
import { TranslationSection } from './translation-section';
import { useSettings } from './use-settings';
import { LanguageSection } from './language-section';
import { useT } from '../../i18n/i18n';

export function SettingsView() {
  const t = useT();
  const info = useAppInfo();
  const settings = useSettings();
  const error = info.error ?? settings.error;

  return (
    <section className="panel" aria-labelledby="settings-heading">
      <header className="panel__header">
        <h1 id="settings-heading">{t('settings.title')}</h1>
        <p className="panel__summary">{t('settings.summary')}</p>
      </header>

      {error ? (
        <Banner tone="error" role="alert" title={t('settings.loadFailed')}>
          <p>{asDeckhandError(error).message}</p>
        </Banner>
      ) : !info.data || !settings.data ? (
        <p className="muted">{t('settings.loading')}</p>
      ) : (
        <>
          {/* First: whoever cannot read the window's language finds theirs here, each named in itself. */}
          <LanguageSection settings={settings.data} />
          <BackendSection
            key={`${settings.data.backend.kind} ${settings.data.backend.cloudBaseUrl}`}
            settings={settings.data}
            info={info.data}
          />
          <SavingSection settings={settings.data} info={info.data} />
          <EngineSection info={info.data} />
          <TranslationSection />
          <section className="settings-section" aria-labelledby="about-heading">
            <h2 id="about-heading">{t('settings.about.title')}</h2>
            <dl className="facts">
              <div className="facts__row">
                <dt>{t('settings.about.version')}</dt>
                <dd>
                  {info.data.version} · {info.data.transport === 'electron' ? t('settings.about.desktop') : t('settings.about.browser')} ·{' '}
                  {info.data.platform}
                </dd>
              </div>
              <div className="facts__row">
                <dt>{t('settings.about.keyStorage')}</dt>
                <dd>{info.data.keyStorage === 'encrypted' ? t('settings.about.encrypted') : t('settings.about.plain')}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </section>
  );
}
