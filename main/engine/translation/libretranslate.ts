/**
 * A LibreTranslate server (`POST /translate` with `format=html`, an array `q`). Its `GET /languages` says which
 * languages it has (and, on newer servers, which targets each source reaches); names differ between versions for
 * Chinese and Portuguese, so each DeckFlow code is matched against a few spellings.
 */
import type { ProviderSetup } from '../../../shared/contract/translation';
import { languageName } from '../../../shared/tools/languages';
import { ToolError } from '../lib/errors/tool-error';
import { DEFAULT_RETRY, requestJson, type RetryPolicy } from '../lib/remote/http-retry';
import { libreTranslateCandidates } from './language-codes';
import type { TranslateRequest, TranslationProvider } from './provider';

export type LibreTranslateSetup = NonNullable<ProviderSetup['libretranslate']>;

interface ServerLanguage {
  code: string;
  targets?: string[];
}

export class LibreTranslateProvider implements TranslationProvider {
  readonly id = 'libretranslate' as const;
  readonly batch = { maxItems: 50, maxChars: 20_000 };
  readonly detectsLanguage = true;
  private languages: Promise<ServerLanguage[]> | null = null;

  constructor(
    private readonly setup: LibreTranslateSetup,
    private readonly policy?: RetryPolicy,
  ) {}

  /** The server's languages; at intake (`quick`) one retry only, so a server that is down is reported at once. */
  private serverLanguages(signal: AbortSignal, quick = false): Promise<ServerLanguage[]> {
    const policy = quick ? { ...(this.policy ?? DEFAULT_RETRY), attempts: 2 } : this.policy;
    this.languages ??= requestJson({
      label: `LibreTranslate (${this.setup.baseUrl})`,
      method: 'GET',
      url: `${this.setup.baseUrl}/languages`,
      signal,
      policy,
    }).then((answer) => (Array.isArray(answer) ? (answer as ServerLanguage[]).filter((entry) => typeof entry?.code === 'string') : []));
    this.languages.catch(() => {
      this.languages = null;
    });
    return this.languages;
  }

  private static pick(code: string, available: ReadonlySet<string>): string | null {
    return libreTranslateCandidates(code).find((candidate) => available.has(candidate)) ?? null;
  }

  async pairRefusal(from: string, to: string, signal = AbortSignal.timeout(10_000)): Promise<string | null> {
    let languages: ServerLanguage[];
    try {
      languages = await this.serverLanguages(signal, true);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return `The LibreTranslate server at ${this.setup.baseUrl} did not answer (${reason}): start it, or choose another translation provider.`;
    }
    const codes = new Set(languages.map((entry) => entry.code));
    const target = LibreTranslateProvider.pick(to, codes);
    const source = from === 'auto' ? 'auto' : LibreTranslateProvider.pick(from, codes);
    if (!target || !source) {
      const missing = !target ? to : from;
      return `The LibreTranslate server at ${this.setup.baseUrl} has no ${languageName(missing)}: add it to the server, or choose another translation provider.`;
    }
    const targets = languages.find((entry) => entry.code === source)?.targets;
    if (source !== 'auto' && targets && !targets.includes(target)) {
      return `The LibreTranslate server at ${this.setup.baseUrl} cannot translate ${languageName(from)} into ${languageName(to)}.`;
    }
    return null;
  }

  describe(): string {
    return `libretranslate at ${this.setup.baseUrl}`;
  }

  async translate(fragments: readonly string[], request: TranslateRequest): Promise<string[]> {
    const codes = new Set((await this.serverLanguages(request.signal)).map((entry) => entry.code));
    const source = request.from === 'auto' ? 'auto' : LibreTranslateProvider.pick(request.from, codes);
    const target = LibreTranslateProvider.pick(request.to, codes);
    if (!source || !target) {
      throw new ToolError('tool_unavailable', (await this.pairRefusal(request.from, request.to, request.signal)) ?? 'Unsupported pair.');
    }
    const answer = await requestJson({
      label: `LibreTranslate (${this.setup.baseUrl})`,
      url: `${this.setup.baseUrl}/translate`,
      body: { q: fragments, source, target, format: 'html', ...(this.setup.apiKey ? { api_key: this.setup.apiKey } : {}) },
      signal: request.signal,
      policy: this.policy,
    });
    const translated = (answer as { translatedText?: unknown }).translatedText;
    const list = Array.isArray(translated) ? translated : [translated];
    if (list.length !== fragments.length || !list.every((text) => typeof text === 'string')) {
      throw new ToolError('translation_failed', `LibreTranslate answered ${list.length} translations for ${fragments.length} texts.`);
    }
    return list;
  }
}
