/**
 * Translation providers on the core side: their settings (settings.json) and keys (the key store) become the
 * setup the local engine gets — at start and after every change — and, merged with what the engine says it can
 * do, the view the Settings and Translate panels show. Keys go to the engine only; the renderer learns
 * whether one is set and its last four characters.
 */
import type { SetTranslationProviderRequest, TranslationProviderInfo, TranslationProvidersInfo } from '../../shared/contract/ipc';
import {
  TRANSLATION_PROVIDER_IDS,
  TRANSLATION_PROVIDER_NAMES,
  type ProviderSetup,
  type TranslationLanguages,
  type TranslationProviderId,
} from '../../shared/contract/translation';
import { TRANSLATION_LANGUAGES } from '../../shared/tools/languages';
import type { EngineHandle } from './backend';
import { fetchTranslationLanguages, pushProviderSetup } from './engine-translation-client';
import type { KeyName, KeyStore } from './key-store';
import { keyHint } from './service-client/auth';
import { ServiceError } from './service-client/service-error';
import type { SettingsStore, TranslationSettings } from './settings-store';
import { translationSettingsSchema } from './settings-store';

const KEYED: Readonly<Partial<Record<TranslationProviderId, KeyName>>> = {
  openai: 'openai',
  deepl: 'deepl',
  libretranslate: 'libretranslate',
};

export async function providerSetup(translation: TranslationSettings, keys: KeyStore): Promise<ProviderSetup> {
  const setup: ProviderSetup = {};
  if (translation.preferred) setup.preferred = translation.preferred;
  if (translation.openai) {
    const apiKey = await keys.get('openai');
    setup.openai = { baseUrl: translation.openai.baseUrl, models: translation.openai.models, ...(apiKey ? { apiKey } : {}) };
  }
  const deeplKey = await keys.get('deepl');
  if (deeplKey) setup.deepl = { apiKey: deeplKey, ...(translation.deepl.baseUrl ? { baseUrl: translation.deepl.baseUrl } : {}) };
  if (translation.libretranslate) {
    const apiKey = await keys.get('libretranslate');
    setup.libretranslate = { baseUrl: translation.libretranslate.baseUrl, ...(apiKey ? { apiKey } : {}) };
  }
  return setup;
}

function invalid(message: string): ServiceError {
  return new ServiceError({ code: 'invalid_parameter', message });
}

/** The settings after one change, or why the change makes no sense. */
export function applyProviderChange(current: TranslationSettings, change: SetTranslationProviderRequest): TranslationSettings {
  const next = structuredClone(current);
  const { id } = change;
  if (id === 'apertium' && (change.baseUrl !== undefined || change.apiKey !== undefined || change.models !== undefined)) {
    throw invalid('Apertium runs on this machine: it takes no address, key or model. Install its language pairs instead.');
  }
  if (id === 'openai') {
    if (change.baseUrl === null) next.openai = null;
    else if (change.baseUrl !== undefined || change.models !== undefined) {
      const baseUrl = change.baseUrl ?? current.openai?.baseUrl;
      const models = change.models ?? current.openai?.models;
      if (!baseUrl) throw invalid('Give the address of the OpenAI-compatible endpoint, e.g. http://127.0.0.1:11434/v1 for Ollama.');
      if (!models) throw invalid('Name the model to use, e.g. llama3.2.');
      next.openai = { baseUrl, models: { standard: models.standard, ...(models.pro ? { pro: models.pro } : {}) } };
    }
  }
  if (id === 'deepl' && change.baseUrl !== undefined) next.deepl = { baseUrl: change.baseUrl };
  if (id === 'libretranslate' && change.baseUrl !== undefined)
    next.libretranslate = change.baseUrl === null ? null : { baseUrl: change.baseUrl };
  if (change.models !== undefined && id !== 'openai') throw invalid(`${TRANSLATION_PROVIDER_NAMES[id]} takes no model names.`);
  if (change.preferred === true) next.preferred = id;
  if (change.preferred === false && next.preferred === id) next.preferred = null;
  const parsed = translationSettingsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`${issue?.path.join('.') ?? 'settings'}: ${issue?.message ?? 'not valid'}`);
  }
  return parsed.data;
}

export interface TranslationProvidersDeps {
  settings: SettingsStore;
  keys: KeyStore;
  /** Resolves with the running local engine (rejects when it cannot start). */
  engine(): Promise<Pick<EngineHandle, 'baseUrl' | 'key'>>;
  /** Called after the engine took a new setup: what the backend knows of tool availability is stale. */
  onSynced?(): void;
}

export class TranslationProviders {
  private syncing: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: TranslationProvidersDeps) {}

  /** Sends the current setup to the local engine; calls run one after the other, so the last change wins. */
  sync(): Promise<TranslationLanguages> {
    const next = this.syncing.then(async () => {
      const setup = await providerSetup(this.deps.settings.translation(), this.deps.keys);
      const answer = await pushProviderSetup(await this.deps.engine(), setup);
      this.deps.onSynced?.();
      return answer;
    });
    this.syncing = next.catch(() => undefined);
    return next;
  }

  /** What the local engine can translate now (for checks before an upload). */
  async languages(): Promise<TranslationLanguages> {
    await this.syncing;
    return fetchTranslationLanguages(await this.deps.engine());
  }

  async set(change: SetTranslationProviderRequest): Promise<TranslationProvidersInfo> {
    const next = applyProviderChange(this.deps.settings.translation(), change);
    const keyName = KEYED[change.id];
    if (change.apiKey !== undefined) {
      if (!keyName) throw invalid(`${TRANSLATION_PROVIDER_NAMES[change.id]} takes no key.`);
      const trimmed = change.apiKey?.trim() ?? '';
      await this.deps.keys.set(keyName, trimmed === '' ? null : trimmed);
    }
    await this.deps.settings.updateTranslation(next);
    await this.sync().catch((error: unknown) =>
      console.warn('The local engine did not take the provider setup:', error instanceof Error ? error.message : error),
    );
    return this.info();
  }

  async info(): Promise<TranslationProvidersInfo> {
    const settings = this.deps.settings.translation();
    let engine: TranslationLanguages | null = null;
    try {
      await this.syncing;
      engine = await fetchTranslationLanguages(await this.deps.engine());
    } catch {
      engine = null;
    }
    const providers: TranslationProviderInfo[] = [];
    for (const id of TRANSLATION_PROVIDER_IDS) {
      const status = engine?.providers.find((entry) => entry.id === id);
      const keyName = KEYED[id];
      const key = keyName ? await this.deps.keys.get(keyName) : null;
      const configured =
        id === 'openai' ? settings.openai : id === 'libretranslate' ? settings.libretranslate : id === 'deepl' ? settings.deepl : null;
      const baseUrl = configured?.baseUrl ?? null;
      const models =
        id === 'openai' && settings.openai
          ? { standard: settings.openai.models.standard, pro: settings.openai.models.pro ?? settings.openai.models.standard }
          : null;
      providers.push({
        id,
        name: TRANSLATION_PROVIDER_NAMES[id],
        available: status?.available ?? false,
        ...(status?.reason ? { reason: status.reason } : engine ? {} : { reason: 'The local engine is not running.' }),
        pairs: status?.pairs ?? (id === 'apertium' ? [] : 'any'),
        detectsLanguage: status?.detectsLanguage ?? id !== 'apertium',
        baseUrl: baseUrl ?? (id === 'openai' ? (status?.baseUrl ?? null) : null),
        models: models ?? (id === 'openai' && status?.models ? status.models : null),
        keySet: key !== null,
        keyHint: keyHint(key),
        detected: id === 'openai' && !settings.openai && (status?.available ?? false),
      });
    }
    return {
      preferred: settings.preferred,
      defaultProvider: engine?.defaultProvider ?? null,
      languages: engine?.languages ?? TRANSLATION_LANGUAGES.map(({ code, name }) => ({ code, name })),
      providers,
      engineReachable: engine !== null,
    };
  }
}
