/**
 * The local engine's translation providers as every process sees them: the ids a `translation` task may name,
 * what `GET /translation/languages` answers, and the setup core hands the engine (`PUT /translation/providers`).
 * API keys travel only in that setup, from core to the engine; no answer and no task record ever carries one.
 */
import { z } from 'zod';
import { httpUrlSchema } from './http-url';

export const TRANSLATION_PROVIDER_IDS = ['apertium', 'openai', 'deepl', 'libretranslate'] as const;

export type TranslationProviderId = (typeof TRANSLATION_PROVIDER_IDS)[number];

export const TRANSLATION_PROVIDER_NAMES: Readonly<Record<TranslationProviderId, string>> = {
  apertium: 'Apertium (offline)',
  openai: 'OpenAI-compatible chat model',
  deepl: 'DeepL',
  libretranslate: 'LibreTranslate',
};

/** A direction a provider can translate, in DeckFlow's language codes (shared/tools/languages.ts). */
export interface TranslationPair {
  from: string;
  to: string;
}

export interface TranslationProviderStatus {
  id: TranslationProviderId;
  name: string;
  /** True when it can take work now (installed, or set up with an address). */
  available: boolean;
  /** Why it cannot, and what to install or set up; absent when available. */
  reason?: string;
  /** 'any': every pair of `languages` (the provider names its own limits when it refuses one). */
  pairs: TranslationPair[] | 'any';
  /** The provider recognises the source language itself (`from: "auto"` needs no local guess). */
  detectsLanguage: boolean;
  /** Endpoint and models, for display; never a key. */
  baseUrl?: string;
  models?: { standard: string; pro: string };
  keySet?: boolean;
}

/** `GET /translation/languages`. */
export interface TranslationLanguages {
  /** DeckFlow's codes with names (the Translate panel's lists). */
  languages: { code: string; name: string }[];
  providers: TranslationProviderStatus[];
  /** What a task that names no provider uses: the preferred one when available, else the first available. */
  defaultProvider: TranslationProviderId | null;
}

const apiKey = z.string().trim().min(1).max(1000);
/** A chat model's name as its server knows it. */
export const modelNameSchema = z.string().trim().min(1).max(200);

/** What the engine is told about the providers that need an address or a key (Apertium needs neither). */
export const providerSetupSchema = z
  .object({
    /** The provider a task without `provider` uses when it is available. */
    preferred: z.enum(TRANSLATION_PROVIDER_IDS).optional(),
    openai: z
      .object({
        baseUrl: httpUrlSchema,
        apiKey: apiKey.optional(),
        models: z.object({ standard: modelNameSchema, pro: modelNameSchema.optional() }).strict(),
      })
      .strict()
      .optional(),
    deepl: z.object({ baseUrl: httpUrlSchema.optional(), apiKey }).strict().optional(),
    libretranslate: z.object({ baseUrl: httpUrlSchema, apiKey: apiKey.optional() }).strict().optional(),
  })
  .strict();

export type ProviderSetup = z.output<typeof providerSetupSchema>;
