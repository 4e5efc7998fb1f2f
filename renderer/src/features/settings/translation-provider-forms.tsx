import { useId, useState } from 'react';
import type { SetTranslationProviderRequest, TranslationProviderInfo } from '../../../../shared/contract/ipc';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { useSetTranslationProvider } from '../../shared/use-translation-providers';
import { ProviderKeyField } from './provider-key-field';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useT } from '../../i18n/i18n';
import type { Translate } from '../../i18n/i18n';

/** Addresses and model names shown as examples: the same in every language. */
const OLLAMA_EXAMPLE = 'http://127.0.0.1:11434/v1';
const LM_STUDIO_EXAMPLE = 'http://127.0.0.1:1234/v1';
const MODEL_EXAMPLE = 'llama3.2';
const LIBRETRANSLATE_EXAMPLE = 'http://127.0.0.1:5000';
const DEEPL_FREE = 'api-free.deepl.com';
const DEEPL_PRO = 'api.deepl.com';
const DEEPL_FREE_NAME = 'DeepL API Free';
const DEEPL_PRO_NAME = 'DeepL API Pro';

/** Save and Remove under a provider's fields, with what main answered. */
function FormActions(props: {
  canSave: boolean;
  pending: boolean;
  onSave: () => void;
  saved: boolean;
  error: Error | null;
  /** A button that takes the provider's setup away, where there is one to take. */
  remove?: { label: string; run: () => void } | null;
}) {
  const t = useT();
  return (
    <>
      <div className="settings-actions">
        <button type="button" className="button button--primary" disabled={!props.canSave || props.pending} onClick={props.onSave}>
          {props.pending ? t('ui.saving') : t('providers.save')}
        </button>
        {props.remove ? (
          <button type="button" className="button button--danger-quiet" disabled={props.pending} onClick={props.remove.run}>
            {props.remove.label}
          </button>
        ) : null}
      </div>
      <p className="settings-status" role="status">
        {props.error ? (
          <span className="status-line status-line--failed">{t('settings.notSaved', { reason: props.error.message })}</span>
        ) : null}
        {props.saved && !props.error ? <span className="status-line status-line--done">{t('providers.saved')}</span> : null}
      </p>
    </>
  );
}

/**
 * Sends one change. Once main has it, the fields show what main now holds for the provider (an address taken
 * away empties its field) and the typed key leaves its field.
 */
function useProviderChange(id: TranslationProviderId, onSaved: (provider: TranslationProviderInfo) => void) {
  const set = useSetTranslationProvider();
  const send = (change: SetTranslationProviderRequest) =>
    set.mutate(change, {
      onSuccess: (info) => {
        const provider = info.providers.find((entry) => entry.id === id);
        if (provider) onSaved(provider);
      },
    });
  return { send, pending: set.isPending, saved: set.isSuccess, error: set.error };
}

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  placeholder?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        maxLength={2000}
        placeholder={props.placeholder}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.hint ? <p className="field__hint">{props.hint}</p> : null}
    </div>
  );
}

/** The Pro model as typed: empty when it is the Standard one. */
function proModelOf(provider: TranslationProviderInfo): string {
  return provider.models?.pro && provider.models.pro !== provider.models.standard ? provider.models.pro : '';
}

/** Ollama, LM Studio, llama.cpp's server, vLLM or OpenAI: an address, the models for Standard and Pro, and a key if it needs one. */
export function OpenAiForm(props: { provider: TranslationProviderInfo }) {
  const t = useT();
  const { provider } = props;
  const [baseUrl, setBaseUrl] = useState(provider.baseUrl ?? '');
  const [standard, setStandard] = useState(provider.models?.standard ?? '');
  const [pro, setPro] = useState(proModelOf(provider));
  const [key, setKey] = useState('');
  const change = useProviderChange('openai', (saved) => {
    setBaseUrl(saved.baseUrl ?? '');
    setStandard(saved.models?.standard ?? '');
    setPro(proModelOf(saved));
    setKey('');
  });
  const configured = provider.baseUrl !== null && !provider.detected;
  return (
    <div className="provider-form">
      {provider.detected ? <p className="field__hint">{t('providers.detected')}</p> : null}
      <TextField
        label={t('providers.address')}
        value={baseUrl}
        onChange={setBaseUrl}
        disabled={change.pending}
        placeholder={OLLAMA_EXAMPLE}
        hint={t('providers.addressHint', { ollama: OLLAMA_EXAMPLE, lmStudio: LM_STUDIO_EXAMPLE })}
      />
      <div className="provider-form__pair">
        <TextField
          label={t('providers.modelStandard')}
          value={standard}
          onChange={setStandard}
          disabled={change.pending}
          placeholder={MODEL_EXAMPLE}
        />
        <TextField
          label={t('providers.modelPro')}
          value={pro}
          onChange={setPro}
          disabled={change.pending}
          placeholder={t('providers.sameAsStandard')}
        />
      </div>
      <ProviderKeyField
        provider={provider}
        label={t('providers.apiKey')}
        draft={key}
        onDraft={setKey}
        optional
        disabled={change.pending}
        onRemove={() => change.send({ id: 'openai', apiKey: null })}
      />
      <FormActions
        canSave={baseUrl.trim() !== '' && standard.trim() !== ''}
        pending={change.pending}
        saved={change.saved}
        error={change.error}
        remove={
          configured
            ? { label: t('providers.removeEndpoint'), run: () => change.send({ id: 'openai', baseUrl: null, apiKey: null }) }
            : null
        }
        onSave={() =>
          change.send({
            id: 'openai',
            baseUrl: baseUrl.trim(),
            models: { standard: standard.trim(), ...(pro.trim() ? { pro: pro.trim() } : {}) },
            ...(key.trim() ? { apiKey: key.trim() } : {}),
          })
        }
      />
    </div>
  );
}

/** DeepL's two APIs go by their product names; choosing by the key's ending is said in the window's language. */
function deeplApis(t: Translate) {
  return [
    { value: '', label: t('providers.deepl.byKey'), hint: t('providers.deepl.byKeyHint', { free: DEEPL_FREE, pro: DEEPL_PRO }) },
    { value: `https://${DEEPL_FREE}`, label: DEEPL_FREE_NAME, hint: DEEPL_FREE },
    { value: `https://${DEEPL_PRO}`, label: DEEPL_PRO_NAME, hint: DEEPL_PRO },
  ] as const;
}

/** DeepL: a key, and which of its APIs (Free or Pro) when the key’s ending does not say. */
export function DeeplForm(props: { provider: TranslationProviderInfo }) {
  const t = useT();
  const { provider } = props;
  const [api, setApi] = useState<string>(provider.baseUrl ?? '');
  const [key, setKey] = useState('');
  const change = useProviderChange('deepl', (saved) => {
    setApi(saved.baseUrl ?? '');
    setKey('');
  });
  const apis = deeplApis(t);
  const chosen = apis.find((entry) => entry.value === api);
  return (
    <div className="provider-form">
      <ProviderKeyField
        provider={provider}
        label={t('providers.deepl.key')}
        draft={key}
        onDraft={setKey}
        optional={false}
        disabled={change.pending}
        onRemove={() => change.send({ id: 'deepl', apiKey: null })}
      />
      <SegmentedChoice legend={t('providers.deepl.api')} options={apis} value={api} onChange={setApi} disabled={change.pending} />
      <p className="field__hint">{chosen?.hint ?? api}</p>
      <FormActions
        canSave={provider.keySet || key.trim() !== ''}
        pending={change.pending}
        saved={change.saved}
        error={change.error}
        onSave={() => change.send({ id: 'deepl', baseUrl: api === '' ? null : api, ...(key.trim() ? { apiKey: key.trim() } : {}) })}
      />
    </div>
  );
}

/** A LibreTranslate server: its address, and a key when the server asks for one. */
export function LibreTranslateForm(props: { provider: TranslationProviderInfo }) {
  const t = useT();
  const { provider } = props;
  const [baseUrl, setBaseUrl] = useState(provider.baseUrl ?? '');
  const [key, setKey] = useState('');
  const change = useProviderChange('libretranslate', (saved) => {
    setBaseUrl(saved.baseUrl ?? '');
    setKey('');
  });
  return (
    <div className="provider-form">
      <TextField
        label={t('providers.libre.address')}
        value={baseUrl}
        onChange={setBaseUrl}
        disabled={change.pending}
        placeholder={LIBRETRANSLATE_EXAMPLE}
        hint={t('providers.libre.hint', { example: LIBRETRANSLATE_EXAMPLE })}
      />
      <ProviderKeyField
        provider={provider}
        label={t('providers.apiKey')}
        draft={key}
        onDraft={setKey}
        optional
        disabled={change.pending}
        onRemove={() => change.send({ id: 'libretranslate', apiKey: null })}
      />
      <FormActions
        canSave={baseUrl.trim() !== ''}
        pending={change.pending}
        saved={change.saved}
        error={change.error}
        onSave={() => change.send({ id: 'libretranslate', baseUrl: baseUrl.trim(), ...(key.trim() ? { apiKey: key.trim() } : {}) })}
        remove={
          provider.baseUrl !== null
            ? { label: t('providers.libre.remove'), run: () => change.send({ id: 'libretranslate', baseUrl: null, apiKey: null }) }
            : null
        }
      />
    </div>
  );
}
