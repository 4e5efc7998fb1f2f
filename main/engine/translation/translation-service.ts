/**
 * The engine's translation providers at run time: the setup core pushed (`PUT /translation/providers`, held in
 * memory only, keys included), Ollama if one answered at start and nothing else names a chat endpoint, and the
 * Apertium pairs installed. Intake asks it whether a task can run before accepting it; each task gets a copy
 * of the setup when it starts.
 */
import type { ProviderSetup, TranslationLanguages, TranslationProviderId } from '../../../shared/contract/translation';
import type { UnavailableReason } from '../../../shared/contract/unavailable-reasons';
import { findApertium } from './apertium';
import { detectOllama, type ChatSetup } from '../lib/remote/chat-client';
import { ProviderRegistry } from './provider-registry';

export interface TranslationServiceOptions {
  /** The initial setup (the CLI reads it from the environment). */
  setup?: ProviderSetup;
  /** Where to look for Ollama at start; null skips the look (tests). */
  ollamaUrl?: string | null;
}

export class TranslationService {
  private setup: ProviderSetup;
  private detected: ChatSetup | null = null;

  constructor(private readonly options: TranslationServiceOptions = {}) {
    this.setup = options.setup ?? {};
  }

  /** Looks for a local Ollama once; a quiet failure when none runs. */
  async start(): Promise<void> {
    if (this.options.ollamaUrl === null) return;
    this.detected = await detectOllama(this.options.ollamaUrl);
  }

  configure(setup: ProviderSetup): void {
    this.setup = setup;
  }

  /** What tasks get: the pushed setup, with a detected Ollama as the chat endpoint when none is set. */
  effective(): ProviderSetup {
    if (this.setup.openai || !this.detected) return this.setup;
    return { ...this.setup, openai: this.detected };
  }

  async registry(): Promise<ProviderRegistry> {
    return new ProviderRegistry(this.effective(), await findApertium());
  }

  async languages(): Promise<TranslationLanguages> {
    return (await this.registry()).status();
  }

  /** The provider a task with these params would use, or what to install or set up. */
  async choose(params: { from?: unknown; to?: unknown; provider?: unknown }): Promise<{ id: TranslationProviderId } | { refusal: string }> {
    const from = typeof params.from === 'string' ? params.from : 'auto';
    const to = typeof params.to === 'string' ? params.to : '';
    const choice = await (await this.registry()).choose(params.provider as TranslationProviderId | undefined, from, to);
    return choice.provider ? { id: choice.provider.id } : { refusal: choice.refusal };
  }

  /** Null when a task with these params can run; otherwise what to install or set up. */
  async refusal(params: { from?: unknown; to?: unknown; provider?: unknown }): Promise<string | null> {
    const choice = await this.choose(params);
    return 'refusal' in choice ? choice.refusal : null;
  }

  /** Null when some provider is usable at all (for `GET /tools/types`). */
  async anyProvider(): Promise<{ text: string; reason: UnavailableReason } | null> {
    const status = await this.languages();
    if (status.defaultProvider) return null;
    const command = '`sudo apt install --no-install-recommends apertium transfuse apertium-eng-spa`';
    return {
      text:
        `No translation provider is available: install Apertium with a language pair (Debian/Ubuntu: ${command}), ` +
        'or set up an OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.',
      reason: { code: 'no-translation-provider', params: { command } },
    };
  }
}
