/**
 * The providers this engine can use now: Apertium when installed, the network ones when core set them up (or
 * Ollama was found at start). Picks the provider for a task — the one it names, else the preferred one, else the
 * first that has the pair, Apertium first — and says plainly what to install or set up when none can.
 */
import {
  TRANSLATION_PROVIDER_IDS,
  TRANSLATION_PROVIDER_NAMES,
  type ProviderSetup,
  type TranslationLanguages,
  type TranslationProviderId,
  type TranslationProviderStatus,
} from '../../../shared/contract/translation';
import { TRANSLATION_LANGUAGES, languageName } from '../../../shared/tools/languages';
import { APERTIUM_INSTALL_HINT, ApertiumProvider, apertiumPairHint, apertiumPairs, type ApertiumInstall } from './apertium';
import { ChatClient } from '../lib/remote/chat-client';
import { ChatTranslator } from './chat-translator';
import { DeeplProvider, deeplBaseUrl } from './deepl';
import type { RetryPolicy } from '../lib/remote/http-retry';
import { debianPackageForPair } from './language-codes';
import { LibreTranslateProvider } from './libretranslate';
import type { TranslationProvider } from './provider';

const SET_UP_OTHERS = 'set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings';

export type ProviderChoice = { provider: TranslationProvider; refusal?: undefined } | { provider?: undefined; refusal: string };

export class ProviderRegistry {
  private readonly providers = new Map<TranslationProviderId, TranslationProvider>();

  constructor(
    private readonly setup: ProviderSetup,
    private readonly apertium: ApertiumInstall | null,
    policy?: RetryPolicy,
  ) {
    if (apertium && apertium.modes.length > 0) this.providers.set('apertium', new ApertiumProvider(apertium));
    if (setup.openai) this.providers.set('openai', new ChatTranslator(new ChatClient(setup.openai, policy)));
    if (setup.deepl) this.providers.set('deepl', new DeeplProvider(setup.deepl, policy));
    if (setup.libretranslate) this.providers.set('libretranslate', new LibreTranslateProvider(setup.libretranslate, policy));
  }

  get(id: TranslationProviderId): TranslationProvider | undefined {
    return this.providers.get(id);
  }

  /** Why a provider cannot be used at all, or null. */
  unavailableReason(id: TranslationProviderId): string | null {
    if (this.providers.has(id)) return null;
    switch (id) {
      case 'apertium':
        return this.apertium
          ? `Apertium is installed but has no language pair for DeckFlow's languages: ${apertiumPairHint('en', 'es')}.`
          : `Apertium is not installed: ${APERTIUM_INSTALL_HINT}.`;
      case 'openai':
        return 'No OpenAI-compatible chat endpoint is set up: start Ollama (http://127.0.0.1:11434) or set a base URL and model in Settings.';
      case 'deepl':
        return 'DeepL is not set up: add a DeepL API key in Settings.';
      case 'libretranslate':
        return 'LibreTranslate is not set up: set the address of a LibreTranslate server in Settings.';
    }
  }

  /** Candidates in the order a task without `provider` tries them. */
  private order(): TranslationProviderId[] {
    const preferred = this.setup.preferred;
    const rest = TRANSLATION_PROVIDER_IDS.filter((id) => id !== preferred);
    return preferred ? [preferred, ...rest] : [...rest];
  }

  /**
   * The provider for a task, or why there is none. `from` may be 'auto' when the language is not known yet: then
   * any provider that reaches `to` will do (Apertium only where it has a pair into `to`).
   */
  async choose(requested: TranslationProviderId | undefined, from: string, to: string): Promise<ProviderChoice> {
    if (from !== 'auto' && from === to)
      return { refusal: `The document is already in ${languageName(to)}: choose another target language.` };
    if (requested) {
      const provider = this.providers.get(requested);
      if (!provider) return { refusal: this.unavailableReason(requested) ?? 'Not available.' };
      const refusal = await this.safePairRefusal(provider, from, to);
      return refusal ? { refusal } : { provider };
    }
    const refusals: string[] = [];
    for (const id of this.order()) {
      const provider = this.providers.get(id);
      if (!provider) continue;
      const refusal = await this.safePairRefusal(provider, from, to);
      if (!refusal) return { provider };
      refusals.push(refusal);
    }
    const pair = from === 'auto' ? `into ${languageName(to)}` : `${languageName(from)} into ${languageName(to)}`;
    if (this.providers.size === 0) {
      return {
        refusal: `No translation provider is set up on this machine to translate ${pair}: ${APERTIUM_INSTALL_HINT}, or ${SET_UP_OTHERS}.`,
      };
    }
    const hint = from === 'auto' ? 'install an Apertium pair for it' : apertiumPairHint(from, to);
    return { refusal: `No translation provider here can translate ${pair} (${refusals.join(' ')}) — ${hint}, or ${SET_UP_OTHERS}.` };
  }

  /** A provider that cannot be asked (a LibreTranslate server that is down) refuses with the reason. */
  private safePairRefusal(provider: TranslationProvider, from: string, to: string): Promise<string | null> {
    return this.pairRefusal(provider, from, to).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  }

  private async pairRefusal(provider: TranslationProvider, from: string, to: string): Promise<string | null> {
    if (from === 'auto' && provider instanceof ApertiumProvider) {
      if (this.apertium?.modes.some((mode) => mode.to === to)) return null;
      const source = TRANSLATION_LANGUAGES.find(({ code }) => debianPackageForPair(code, to))?.code;
      const hint = source ? apertiumPairHint(source, to) : 'no Debian package has one';
      return `Apertium has no pair into ${languageName(to)}: ${hint}.`;
    }
    if (from === 'auto' && !provider.detectsLanguage) return null;
    return provider.pairRefusal(from === 'auto' ? 'en' : from, to);
  }

  /** `GET /translation/languages`: every provider, whether it can work, and its pairs. */
  status(): TranslationLanguages {
    const providers = TRANSLATION_PROVIDER_IDS.map((id): TranslationProviderStatus => {
      const reason = this.unavailableReason(id);
      const base: TranslationProviderStatus = {
        id,
        name: TRANSLATION_PROVIDER_NAMES[id],
        available: reason === null,
        pairs: id === 'apertium' ? (this.apertium ? apertiumPairs(this.apertium) : []) : 'any',
        detectsLanguage: id !== 'apertium',
        ...(reason ? { reason } : {}),
      };
      if (id === 'openai' && this.setup.openai) {
        const { baseUrl, models, apiKey } = this.setup.openai;
        return { ...base, baseUrl, models: { standard: models.standard, pro: models.pro ?? models.standard }, keySet: !!apiKey };
      }
      if (id === 'deepl' && this.setup.deepl) return { ...base, baseUrl: deeplBaseUrl(this.setup.deepl), keySet: true };
      if (id === 'libretranslate' && this.setup.libretranslate) {
        return { ...base, baseUrl: this.setup.libretranslate.baseUrl, keySet: !!this.setup.libretranslate.apiKey };
      }
      return base;
    });
    const preferred = this.setup.preferred;
    const defaultProvider =
      preferred && this.providers.has(preferred) ? preferred : (this.order().find((id) => this.providers.has(id)) ?? null);
    return { languages: TRANSLATION_LANGUAGES.map(({ code, name }) => ({ code, name })), providers, defaultProvider };
  }
}
