import { useId } from 'react';
import type { TranslationProviderInfo, TranslationProvidersInfo } from '../../../../shared/contract/ipc';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { languageName } from '../../../../shared/tools/languages';
import { Banner } from '../../shared/ui/banner';
import { useSetTranslationProvider, useTranslationProviders } from '../../shared/use-translation-providers';
import { DeeplForm, LibreTranslateForm, OpenAiForm } from './translation-provider-forms';
import './translation-section.css';

/** The pairs Apertium has here, and how to add more. */
function ApertiumDetails(props: { provider: TranslationProviderInfo }) {
  const pairs = props.provider.pairs === 'any' ? [] : props.provider.pairs;
  return (
    <div className="provider-form">
      {pairs.length > 0 ? (
        <ul className="provider-pairs" aria-label="Installed Apertium pairs">
          {pairs.map((pair) => (
            <li key={`${pair.from}>${pair.to}`} className="provider-pairs__pair">
              {languageName(pair.from)} → {languageName(pair.to)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="field__hint">
        Offline and free: it needs no key. More pairs install with the system’s packages (Debian/Ubuntu:{' '}
        <code>sudo apt install --no-install-recommends apertium apertium-fr-es</code>, one package per language pair, named{' '}
        <code>apertium-</code> and the two languages); Deckhand sees a new pair within a minute.
      </p>
    </div>
  );
}

function ProviderCard(props: { provider: TranslationProviderInfo; info: TranslationProvidersInfo }) {
  const { provider, info } = props;
  const headingId = useId();
  const inUse = info.defaultProvider === provider.id;
  return (
    <li className="provider-card" aria-labelledby={headingId}>
      <div className="provider-card__head">
        <h3 id={headingId}>{provider.name}</h3>
        <span className={provider.available ? 'badge badge--done' : 'badge badge--active'}>
          {provider.available ? 'Ready' : 'Not available'}
        </span>
        {info.preferred === provider.id ? <span className="badge badge--plain">Preferred</span> : null}
        {inUse && info.preferred !== provider.id ? <span className="badge badge--plain">Used by default</span> : null}
      </div>
      {provider.reason ? <p className="field__hint provider-card__reason">{provider.reason}</p> : null}
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
      <label htmlFor={id}>Preferred provider</label>
      <select
        id={id}
        className="translation-section__select"
        value={info.preferred ?? ''}
        disabled={set.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        <option value="">Whichever has the language pair</option>
        {info.providers.map((provider) => (
          <option key={provider.id} value={provider.id}>
            {provider.name}
          </option>
        ))}
      </select>
      <p className="field__hint" role="status">
        {set.error
          ? `Not saved: ${set.error.message}`
          : inUse
            ? `A translation that names no provider goes to ${inUse.name} now${
                info.preferred && info.preferred !== inUse.id ? ' (the preferred one is not available)' : ''
              }.`
            : 'No provider can translate here yet: install an Apertium pair or set one up below.'}
      </p>
    </div>
  );
}

/**
 * Settings → Translation providers (issue #13): Apertium's pairs, a chat endpoint, DeepL, LibreTranslate; which one
 * is preferred; each one's state and why it cannot work. Keys go to main and come back only as "set, ending in …".
 */
export function TranslationSection() {
  const headingId = useId();
  const query = useTranslationProviders();
  const info = query.data;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Translation providers</h2>
      <p className="field__hint">
        Who translates on the local engine, and who writes slides for Create. Keys are kept by Deckhand with your DeckFlow key; this page
        only ever shows whether one is set and its last 4 characters.
      </p>
      {query.error ? (
        <Banner tone="error" role="alert" title="The providers could not be read">
          <p>{query.error.message}</p>
        </Banner>
      ) : !info ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          {!info.engineReachable ? (
            <Banner tone="warning" title="The local engine did not answer">
              <p>What each provider can do is not known until it runs; what you set here is kept and given to it when it starts.</p>
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
