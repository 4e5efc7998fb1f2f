import { useId, useState } from 'react';
import type { SetTranslationProviderRequest, TranslationProviderInfo } from '../../../../shared/contract/ipc';
import type { TranslationProviderId } from '../../../../shared/contract/translation';
import { useSetTranslationProvider } from '../../shared/use-translation-providers';
import { ProviderKeyField } from './provider-key-field';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';

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
  return (
    <>
      <div className="settings-actions">
        <button type="button" className="button button--primary" disabled={!props.canSave || props.pending} onClick={props.onSave}>
          {props.pending ? 'Saving…' : 'Save'}
        </button>
        {props.remove ? (
          <button type="button" className="button button--danger-quiet" disabled={props.pending} onClick={props.remove.run}>
            {props.remove.label}
          </button>
        ) : null}
      </div>
      <p className="settings-status" role="status">
        {props.error ? <span className="status-line status-line--failed">Not saved: {props.error.message}</span> : null}
        {props.saved && !props.error ? <span className="status-line status-line--done">Saved.</span> : null}
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
      {provider.detected ? (
        <p className="field__hint">Found a local Ollama when the engine started; save it here to keep it set up.</p>
      ) : null}
      <TextField
        label="Address"
        value={baseUrl}
        onChange={setBaseUrl}
        disabled={change.pending}
        placeholder="http://127.0.0.1:11434/v1"
        hint="The endpoint’s base URL, ending in /v1: Ollama’s is http://127.0.0.1:11434/v1, LM Studio’s http://127.0.0.1:1234/v1."
      />
      <div className="provider-form__pair">
        <TextField label="Model for Standard" value={standard} onChange={setStandard} disabled={change.pending} placeholder="llama3.2" />
        <TextField label="Model for Pro" value={pro} onChange={setPro} disabled={change.pending} placeholder="Same as Standard" />
      </div>
      <ProviderKeyField
        provider={provider}
        label="API key"
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
          configured ? { label: 'Remove this endpoint', run: () => change.send({ id: 'openai', baseUrl: null, apiKey: null }) } : null
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

const DEEPL_APIS = [
  { value: '', label: 'By the key', hint: 'Free keys end in “:fx” and use api-free.deepl.com; others use api.deepl.com.' },
  { value: 'https://api-free.deepl.com', label: 'DeepL API Free', hint: 'api-free.deepl.com' },
  { value: 'https://api.deepl.com', label: 'DeepL API Pro', hint: 'api.deepl.com' },
] as const;

/** DeepL: a key, and which of its APIs (Free or Pro) when the key’s ending does not say. */
export function DeeplForm(props: { provider: TranslationProviderInfo }) {
  const { provider } = props;
  const [api, setApi] = useState<string>(provider.baseUrl ?? '');
  const [key, setKey] = useState('');
  const change = useProviderChange('deepl', (saved) => {
    setApi(saved.baseUrl ?? '');
    setKey('');
  });
  const chosen = DEEPL_APIS.find((entry) => entry.value === api);
  return (
    <div className="provider-form">
      <ProviderKeyField
        provider={provider}
        label="DeepL API key"
        draft={key}
        onDraft={setKey}
        optional={false}
        disabled={change.pending}
        onRemove={() => change.send({ id: 'deepl', apiKey: null })}
      />
      <SegmentedChoice legend="API" options={DEEPL_APIS} value={api} onChange={setApi} disabled={change.pending} />
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
        label="Server address"
        value={baseUrl}
        onChange={setBaseUrl}
        disabled={change.pending}
        placeholder="http://127.0.0.1:5000"
        hint="A LibreTranslate server you run or may use, e.g. http://127.0.0.1:5000."
      />
      <ProviderKeyField
        provider={provider}
        label="API key"
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
            ? { label: 'Remove this server', run: () => change.send({ id: 'libretranslate', baseUrl: null, apiKey: null }) }
            : null
        }
      />
    </div>
  );
}
