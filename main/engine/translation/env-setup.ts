/**
 * Providers for an engine started from the command line (`npm run engine`), where no app pushes a setup:
 *   DECKHAND_OPENAI_BASE_URL, DECKHAND_OPENAI_API_KEY (or OPENAI_API_KEY), DECKHAND_OPENAI_MODEL, DECKHAND_OPENAI_MODEL_PRO
 *   DEEPL_API_KEY, DECKHAND_DEEPL_URL
 *   DECKHAND_LIBRETRANSLATE_URL, DECKHAND_LIBRETRANSLATE_API_KEY
 *   DECKHAND_TRANSLATION_PROVIDER (the preferred one)
 */
import { providerSetupSchema, type ProviderSetup } from '../../../shared/contract/translation';

export function providerSetupFromEnv(env: NodeJS.ProcessEnv, warn: (message: string) => void): ProviderSetup {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const raw: Record<string, unknown> = {};
  const preferred = value('DECKHAND_TRANSLATION_PROVIDER');
  if (preferred) raw.preferred = preferred;
  const openaiUrl = value('DECKHAND_OPENAI_BASE_URL');
  if (openaiUrl) {
    const key = value('DECKHAND_OPENAI_API_KEY') ?? value('OPENAI_API_KEY');
    raw.openai = {
      baseUrl: openaiUrl,
      ...(key ? { apiKey: key } : {}),
      models: {
        standard: value('DECKHAND_OPENAI_MODEL') ?? 'gpt-4o-mini',
        ...(value('DECKHAND_OPENAI_MODEL_PRO') ? { pro: value('DECKHAND_OPENAI_MODEL_PRO') } : {}),
      },
    };
  }
  const deeplKey = value('DEEPL_API_KEY');
  if (deeplKey) raw.deepl = { apiKey: deeplKey, ...(value('DECKHAND_DEEPL_URL') ? { baseUrl: value('DECKHAND_DEEPL_URL') } : {}) };
  const libreUrl = value('DECKHAND_LIBRETRANSLATE_URL');
  if (libreUrl) {
    const key = value('DECKHAND_LIBRETRANSLATE_API_KEY');
    raw.libretranslate = { baseUrl: libreUrl, ...(key ? { apiKey: key } : {}) };
  }
  const parsed = providerSetupSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // The message names the field, never its value: it may be a key.
  warn(
    `Ignoring the translation provider settings from the environment: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')} is not valid.`,
  );
  return {};
}
