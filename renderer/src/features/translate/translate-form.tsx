import { useEffect, useId, useMemo } from 'react';
import { TRANSLATION_PROVIDER_IDS } from '../../../../shared/contract/translation';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { LOCAL_REFUSALS } from '../../../../shared/tools/local-refusals';
import { TRANSLATION_LANGUAGES, languageName } from '../../../../shared/tools/languages';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import { useTranslationProviders } from '../../shared/use-translation-providers';
import { GlossaryEditor } from './glossary-editor';
import { LanguageList } from './language-list';
import { chosenProviderName, pairRefusal, reachableLanguages } from './translate-options';
import type { TranslateOptions, TranslationReach } from './translate-options';
import './translate.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';

const CLOUD_REACH: TranslationReach = { backend: 'cloud' };

const swapIcon = (
  <svg viewBox="0 0 20 20" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M2.5 6.5h15m0 0-3.5-3.5m3.5 3.5-3.5 3.5M17.5 13.5h-15m0 0 3.5-3.5m-3.5 3.5 3.5 3.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The Translate panel's options: the language pair (searchable lists, Detect, swap), marked where no provider here
 * can translate it; Standard or Pro; who translates (local engine); the glossary; text in pictures.
 */
const QUALITY_OPTIONS: readonly SegmentedOption<TranslateOptions['model']>[] = [
  { value: 'Standard', label: 'Standard' },
  { value: 'Pro', label: 'Pro' },
];

export function TranslateForm(props: OptionsProps<TranslateOptions>) {
  const { options, setOptions, disabled } = props;
  const backend = useAppInfo().data?.backend.kind;
  const providers = useTranslationProviders({ enabled: backend === 'local' });
  const selectId = useId();
  const pictureHintId = useId();

  const reach = useMemo<TranslationReach | null>(() => {
    if (backend === 'cloud') return CLOUD_REACH;
    if (backend !== 'local') return null;
    if (providers.data) return { backend: 'local', languages: reachableLanguages(providers.data) };
    return providers.error ? { backend: 'local', languages: null } : null;
  }, [backend, providers.data, providers.error]);
  useEffect(() => {
    if (reach !== options.reach) setOptions({ reach });
  }, [reach, options.reach, setOptions]);

  const local = backend !== 'cloud';
  const languages = providers.data?.languages ?? TRANSLATION_LANGUAGES;
  const refusal = pairRefusal(options, options.from, options.to);
  const translator = local ? chosenProviderName(options) : 'DeckFlow';
  const fromText = options.from === 'auto' ? 'the language it detects' : languageName(options.from);
  const info = providers.data;
  const openai = info?.providers.find((provider) => provider.id === 'openai');
  const chosen = options.provider ? info?.providers.find((provider) => provider.id === options.provider) : undefined;

  return (
    <div className="translate-options">
      <div className="language-pair">
        <LanguageList
          label="From"
          searchNoun="source languages"
          detect
          languages={languages}
          value={options.from}
          onChange={(from) => setOptions({ from })}
          unavailable={(code) => (code === options.to ? null : pairRefusal(options, code, options.to))}
          disabled={disabled}
        />
        <button
          type="button"
          className="button language-pair__swap"
          aria-label="Swap languages"
          title={options.from === 'auto' ? 'Choose the source language to swap the two' : 'Swap languages'}
          disabled={disabled || options.from === 'auto'}
          onClick={() => setOptions({ from: options.to, to: options.from })}
        >
          {swapIcon}
        </button>
        <LanguageList
          label="Into"
          searchNoun="target languages"
          languages={languages}
          value={options.to}
          onChange={(to) => setOptions({ to })}
          unavailable={(code) => (code === options.from ? null : pairRefusal(options, options.from, code))}
          disabled={disabled}
        />
      </div>
      <p className={refusal ? 'field__problem' : 'field__hint'} role="status">
        {refusal ??
          (translator
            ? `${translator} will translate from ${fromText} into ${languageName(options.to)}.`
            : local && info && !info.engineReachable
              ? 'The local engine did not answer, so which languages it can translate is not known: it is checked when you start.'
              : null)}
      </p>

      <div className="options-grid">
        <SegmentedChoice
          legend="Quality"
          options={QUALITY_OPTIONS}
          value={options.model}
          onChange={(model) => setOptions({ model })}
          disabled={disabled}
        />
        {local ? (
          <div className="field translate-options__provider">
            <label htmlFor={selectId}>Translated by</label>
            <select
              id={selectId}
              value={options.provider ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setOptions({ provider: value === '' ? null : (value as TranslationProviderId) });
              }}
            >
              <option value="">Automatic</option>
              {TRANSLATION_PROVIDER_IDS.map((id) => {
                const provider = info?.providers.find((entry) => entry.id === id);
                const available = provider?.available ?? false;
                return (
                  <option key={id} value={id} disabled={!available && options.provider !== id}>
                    {provider?.name ?? id}
                    {available ? '' : ' (not set up)'}
                  </option>
                );
              })}
            </select>
          </div>
        ) : null}
        <p className="field__hint">
          {local ? (
            <>
              {chosen?.reason ??
                `Pro asks the provider for its stronger model, where it has one${
                  openai?.available && openai.models
                    ? ` (chat model: ${openai.models.standard} for Standard, ${openai.models.pro} for Pro)`
                    : ''
                }.`}{' '}
              Translation providers are set up in <a href="#/settings">Settings</a>.
            </>
          ) : (
            'Pro uses DeckFlow’s stronger model.'
          )}
        </p>
      </div>

      <GlossaryEditor options={options} setOptions={setOptions} local={local} disabled={disabled} />

      <label className="checkbox">
        <input
          type="checkbox"
          checked={options.imageTranslate}
          disabled={disabled || (local && !options.imageTranslate)}
          aria-describedby={pictureHintId}
          onChange={(event) => setOptions({ imageTranslate: event.currentTarget.checked })}
        />
        <span>
          <span className="field-label">Translate text in pictures</span>
          <span id={pictureHintId} className="field__hint translate-options__why">
            {local ? LOCAL_REFUSALS.imageTranslate : 'Text inside pictures is read and replaced too.'}
          </span>
        </span>
      </label>
    </div>
  );
}
