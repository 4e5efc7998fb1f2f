import { useEffect, useId, useMemo } from 'react';
import { TRANSLATION_PROVIDER_IDS } from '../../../../shared/contract/translation';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { TRANSLATION_LANGUAGES, languageName } from '../../../../shared/tools/languages';
import type { OptionsProps } from '../../shared/panel/panel-definition';
import { useAppInfo } from '../../shared/use-app-info';
import { useTranslationProviders } from '../../shared/use-translation-providers';
import { GlossaryEditor } from './glossary-editor';
import { LanguageList } from './language-list';
import { chosenProviderName, lastTarget, pairRefusal, reachableLanguages, rememberTarget, suggestedTarget } from './translate-options';
import { deckOutlineOf } from '../../shared/panel/deck-inspection';
import type { TranslateOptions, TranslationReach } from './translate-options';
import './translate.css';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import type { SegmentedOption } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

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
  const t = useT();
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

  // A deck in English should not start as "Detect → English": once its language is read, the target moves to the last
  // one used, or to a language it can be translated into here (unless the person picked the target themselves).
  const source = deckOutlineOf(props.items[0])?.language;
  useEffect(() => {
    if (!source || options.targetChosen || (options.from !== 'auto' && options.from !== source)) return;
    if (options.to !== source && lastTarget() === null) return;
    const to = suggestedTarget(options, source, languages, lastTarget());
    if (to !== options.to) setOptions({ to });
  }, [source, options, languages, setOptions]);
  const chooseTarget = (to: string): void => {
    rememberTarget(to);
    setOptions({ to, targetChosen: true });
  };
  const refusal = pairRefusal(options, options.from, options.to);
  const translator = local ? chosenProviderName(options) : 'DeckFlow';
  const fromText = options.from === 'auto' ? t('tr.detected') : languageName(options.from);
  const info = providers.data;
  const openai = info?.providers.find((provider) => provider.id === 'openai');
  const chosen = options.provider ? info?.providers.find((provider) => provider.id === options.provider) : undefined;

  return (
    <div className="translate-options">
      <div className="language-pair">
        <LanguageList
          label={t('tr.from')}
          searchNoun={t('tr.searchSource')}
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
          aria-label={t('tr.swap')}
          title={options.from === 'auto' ? t('tr.swapNeedsSource') : t('tr.swap')}
          disabled={disabled || options.from === 'auto'}
          onClick={() => {
            rememberTarget(options.from);
            setOptions({ from: options.to, to: options.from, targetChosen: true });
          }}
        >
          {swapIcon}
        </button>
        <LanguageList
          label={t('tr.into')}
          searchNoun={t('tr.searchTarget')}
          languages={languages}
          value={options.to}
          onChange={chooseTarget}
          unavailable={(code) => (code === options.from ? null : pairRefusal(options, options.from, code))}
          disabled={disabled}
        />
      </div>
      <p className={refusal ? 'field__problem' : 'field__hint'} role="status">
        {refusal ??
          (translator
            ? t('tr.willTranslate', { translator, from: fromText, to: languageName(options.to) })
            : local && info && !info.engineReachable
              ? t('tr.engineSilent')
              : null)}
      </p>

      <div className="options-grid">
        <SegmentedChoice
          legend={t('tr.quality')}
          options={QUALITY_OPTIONS}
          value={options.model}
          onChange={(model) => setOptions({ model })}
          disabled={disabled}
        />
        {local ? (
          <div className="field translate-options__provider">
            <label htmlFor={selectId}>{t('tr.translatedBy')}</label>
            <select
              id={selectId}
              value={options.provider ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setOptions({ provider: value === '' ? null : (value as TranslationProviderId) });
              }}
            >
              <option value="">{t('tr.automatic')}</option>
              {TRANSLATION_PROVIDER_IDS.map((id) => {
                const provider = info?.providers.find((entry) => entry.id === id);
                const available = provider?.available ?? false;
                return (
                  <option key={id} value={id} disabled={!available && options.provider !== id}>
                    {provider?.name ?? id}
                    {available ? '' : t('tr.notSetUp')}
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
                t('tr.proHint', {
                  models:
                    openai?.available && openai.models
                      ? t('tr.proModels', { standard: openai.models.standard, pro: openai.models.pro })
                      : 'none',
                })}{' '}
              {fillIn(t('tr.providersIn', { settings: slot('settings') }), { settings: <a href="#/settings">{t('tr.settings')}</a> })}
            </>
          ) : (
            t('tr.cloudPro')
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
          <span className="field-label">{t('tr.pictures')}</span>
          <span id={pictureHintId} className="field__hint translate-options__why">
            {local ? t('unavailable.local-image-translate') : t('tr.picturesHint')}
          </span>
        </span>
      </label>
    </div>
  );
}
