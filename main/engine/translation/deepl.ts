/**
 * DeepL's API (`POST /v2/translate`, `tag_handling=html`): free keys end in ":fx" and use api-free.deepl.com.
 * `Pro` asks for DeepL's quality-optimised model where the account has it.
 */
import type { ProviderSetup } from '../../../shared/contract/translation';
import { ToolError } from '../lib/errors/tool-error';
import { requestJson, type RetryPolicy } from '../lib/remote/http-retry';
import { deeplSourceCode, deeplTargetCode } from './language-codes';
import type { TranslateRequest, TranslationProvider } from './provider';

export type DeeplSetup = NonNullable<ProviderSetup['deepl']>;

export function deeplBaseUrl(setup: DeeplSetup): string {
  return setup.baseUrl ?? (setup.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
}

export class DeeplProvider implements TranslationProvider {
  readonly id = 'deepl' as const;
  // DeepL takes up to 50 texts and 128 KiB per request.
  readonly batch = { maxItems: 50, maxChars: 60_000 };
  readonly detectsLanguage = true;

  constructor(
    private readonly setup: DeeplSetup,
    private readonly policy?: RetryPolicy,
  ) {}

  pairRefusal(): Promise<string | null> {
    // Every DeckFlow language is a DeepL language too.
    return Promise.resolve(null);
  }

  describe(): string {
    return `deepl at ${deeplBaseUrl(this.setup)}`;
  }

  async translate(fragments: readonly string[], request: TranslateRequest): Promise<string[]> {
    const body: Record<string, unknown> = {
      text: fragments,
      target_lang: deeplTargetCode(request.to),
      tag_handling: 'html',
      ...(request.from === 'auto' ? {} : { source_lang: deeplSourceCode(request.from) }),
      ...(request.model === 'Pro' ? { model_type: 'prefer_quality_optimized' } : {}),
    };
    const answer = await requestJson({
      label: 'DeepL',
      url: `${deeplBaseUrl(this.setup)}/v2/translate`,
      headers: { authorization: `DeepL-Auth-Key ${this.setup.apiKey}` },
      body,
      signal: request.signal,
      policy: this.policy,
    });
    const translations = (answer as { translations?: { text?: unknown }[] }).translations;
    if (!Array.isArray(translations) || translations.length !== fragments.length) {
      throw new ToolError('translation_failed', `DeepL answered ${translations?.length ?? 0} translations for ${fragments.length} texts.`);
    }
    return translations.map((entry) => (typeof entry.text === 'string' ? entry.text : ''));
  }
}
