import { useId } from 'react';
import type { TranslationProviderInfo, TranslationProvidersInfo } from '../../../../shared/contract/ipc';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { TRANSLATION_PROVIDER_NAMES } from '../../../../shared/contract/translation';
import { languageName as englishLanguageName } from '../../../../shared/tools/languages';
import { fillIn, slot } from '../../i18n/fill';
import { languageName } from '../../i18n/format';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/messages/en';
import { Banner } from '../../shared/ui/banner';
import { useSetTranslationProvider, useTranslationProviders } from '../../shared/use-translation-providers';
import { DeeplForm, LibreTranslateForm, OpenAiForm } from './translation-provider-forms';
import './translation-section.css';

const PROVIDER_NAMES: Readonly<Record<TranslationProviderId, MessageKey>> = {
  apertium: 'providers.name.apertium',
  openai: 'providers.name.openai',
  deepl: 'providers.name.deepl',
  libretranslate: 'providers.name.libretranslate',
};

/** A provider's name in the window's language; one the window does not know keeps the engine's. */
function useProviderName(): (provider: { id: TranslationProviderId; name: string }) => string {
  const t = useT();
  return (provider) => (provider.name === TRANSLATION_PROVIDER_NAMES[provider.id] ? t(PROVIDER_NAMES[provider.id]) : provider.name);
}

/** Where a local Ollama answers when nothing else is set up: the same in every language. */
const OLLAMA_ADDRESS = 'http://127.0.0.1:11434';

/**
 * Why a provider cannot work, in the window's language when it is only that nothing is set up for it (the renderer
 * sees that itself); the engine's words otherwise (Apertium's packages, an endpoint that fails), which carry the detail.
 */
function reasonOf(provider: TranslationProviderInfo, t: Translate): string | undefined {
  if (provider.available || !provider.reason) return provider.reason;
  if (provider.id === 'openai' && provider.baseUrl === null) return t('providers.reason.openai', { ollama: OLLAMA_ADDRESS });
  if (provider.id === 'deepl' && !provider.keySet) return t('providers.reason.deepl');
  if (provider.id === 'libretranslate' && provider.baseUrl === null) return t('providers.reason.libretranslate');
  return provider.reason;
}

/** A language of an Apertium pair, named in the window's language. */
function pairLanguage(code: string): string {
  return languageName(code, englishLanguageName(code));
}

/** The command that installs one more Apertium pair: the same in every language. */
const APERTIUM_INSTALL = 'sudo apt install --no-install-recommends apertium apertium-fr-es';
const APERTIUM_PREFIX = 'apertium-';

/** The pairs Apertium has here, and how to add more. */
function ApertiumDetails(props: { provider: TranslationProviderInfo }) {
  const t = useT();
  const pairs = props.provider.pairs === 'any' ? [] : props.provider.pairs;
  return (
    <div className="provider-form">
      {pairs.length > 0 ? (
        <ul className="provider-pairs" aria-label={t('providers.installedPairs')}>
          {pairs.map((pair) => (
            <li key={`${pair.from}>${pair.to}`} className="provider-pairs__pair">
              {pairLanguage(pair.from)} → {pairLanguage(pair.to)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field__hint">
        {fillIn(t('providers.apertiumHint', { command: slot('command'), prefix: slot('prefix') }), {
          command: <code dir="ltr">{APERTIUM_INSTALL}</code>,
          prefix: <code dir="ltr">{APERTIUM_PREFIX}</code>,
        })}
      </p>
    </div>
  );
}

function ProviderCard(props: { provider: TranslationProviderInfo; info: TranslationProvidersInfo }) {
  const { provider, info } = props;
  const t = useT();
  const providerName = useProviderName();
  const headingId = useId();
  const inUse = info.defaultProvider === provider.id;
  return (
    <li className="provider-card" aria-labelledby={headingId}>
      <div className="provider-card__head">
        <h3 id={headingId}>{providerName(provider)}</h3>
        <span className={provider.available ? 'badge badge--done' : 'badge badge--active'}>
          {provider.available ? t('providers.ready') : t('providers.notAvailable')}
        </span>
        {info.preferred === provider.id ? <span className="badge badge--plain">{t('providers.preferred')}</span> : null}
        {inUse && info.preferred !== provider.id ? <span className="badge badge--plain">{t('providers.usedByDefault')}</span> : null}
      </div>
      {provider.reason ? <p className="field__hint provider-card__reason">{reasonOf(provider, t)}</p> : null}
      {provider.id === 'apertium' ? <ApertiumDetails provider={provider} /> : null}
      {provider.id === 'openai' ? <OpenAiForm provider={provider} /> : null}
      {provider.id === 'deepl' ? <DeeplForm provider={provider} /> : null}
      {provider.id === 'libretranslate' ? <LibreTranslateForm provider={provider} /> : null}
    </li>
  );
}

/** Which provider a task that names none goes to: one of them, or whichever can (Apertium first). */
function PreferredProvider(props: { info: TranslationProvidersInfo }) {
  const { info } = props;
  const t = useT();
  const providerName = useProviderName();
  const id = useId();
  const set = useSetTranslationProvider();
  const inUse = info.providers.find((provider) => provider.id === info.defaultProvider);
  const choose = (value: string) => {
    if (value === '') {
      if (info.preferred) set.mutate({ id: info.preferred, preferred: false });
    } else set.mutate({ id: value as TranslationProviderId, preferred: true });
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('providers.preferredLabel')}</label>
      <select
        id={id}
        className="translation-section__select"
        value={info.preferred ?? ''}
        disabled={set.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">{t('providers.whichever')}</option>
        {info.providers.map((provider) => (
          <option key={provider.id} value={provider.id}>
            {providerName(provider)}
          </option>
        ))}
      </select>
      <p className="field__hint" role="status">
        {set.error
          ? t('settings.notSaved', { reason: set.error.message })
          : inUse
            ? t(info.preferred && info.preferred !== inUse.id ? 'providers.goesToInstead' : 'providers.goesTo', {
                name: providerName(inUse),
              })
            : t('providers.noneHere')}
      </p>
    </div>
  );
}

/**
 * Settings → Translation providers (issue #13): Apertium's pairs, a chat endpoint, DeepL, LibreTranslate; which one
 * is preferred; each one's state and why it cannot work. Keys go to main and come back only as "set, ending in …".
 */
export function TranslationSection() {
  const t = useT();
  const headingId = useId();
  const query = useTranslationProviders();
  const info = query.data;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('providers.title')}</h2>
      <p className="field__hint">{t('providers.summary')}</p>
      {query.error ? (
        <Banner tone="error" role="alert" title={t('providers.readFailed')}>
          <p>{query.error.message}</p>
        </Banner>
      ) : !info ? (
        <p className="muted">{t('settings.loading')}</p>
      ) : (
        <>
          {!info.engineReachable ? (
            <Banner tone="warning" title={t('providers.engineSilent')}>
              <p>{t('providers.engineSilentBody')}</p>
            </Banner>
          ) : null}
          <PreferredProvider info={info} />
          <ul className="provider-list">
            {info.providers.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} info={info} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
