/**
 * Whether a translation can run on a backend, from what `GET /translation/languages` says: the same answer in the
 * renderer (language lists, instant feedback), in core (before the upload) and in the engine (at intake).
 */
import type { TranslationLanguages, TranslationProviderId, TranslationProviderStatus } from '../contract/translation';
import { languageName } from './languages';

export interface TranslationRequest {
  from: string;
  to: string;
  provider?: TranslationProviderId;
}

/** True when the provider can take this pair (`from: "auto"`: some pair into `to`, or the provider detects). */
export function providerHasPair(status: TranslationProviderStatus, from: string, to: string): boolean {
  if (!status.available) return false;
  if (status.pairs === 'any') return true;
  if (from === 'auto') return status.pairs.some((pair) => pair.to === to);
  return status.pairs.some((pair) => pair.from === from && pair.to === to);
}

/** The providers that can take the request, in the order a task without `provider` tries them. */
export function providersFor(languages: TranslationLanguages, request: TranslationRequest): TranslationProviderStatus[] {
  const candidates = request.provider ? languages.providers.filter((status) => status.id === request.provider) : languages.providers;
  return candidates.filter((status) => providerHasPair(status, request.from, request.to));
}

/**
 * Why no provider can translate the request, by code, for an edge to word in its language
 * (shared/i18n/translation-refusal-words.ts); `from` is "auto" when the deck's language is not known.
 */
export type TranslationRefusal =
  | { code: 'same-language'; to: string }
  /** The chosen provider cannot work here: `reason` the engine's English (`GET /translation/languages`). */
  | { code: 'provider-unavailable'; provider: string; reason: string | undefined }
  | { code: 'provider-no-pair'; provider: string; from: string; to: string }
  | { code: 'no-provider'; from: string; to: string }
  /** Core read the deck (`file`) and found it in `from` already (the target), or in a language no provider takes. */
  | { code: 'detected-same'; file: string; to: string }
  | { code: 'detected-no-pair'; file: string; from: string; to: string };

/** Why the request cannot be translated here, or null when some provider can. */
export function translationRefusalOf(languages: TranslationLanguages, request: TranslationRequest): TranslationRefusal | null {
  if (request.from !== 'auto' && request.from === request.to) return { code: 'same-language', to: request.to };
  if (providersFor(languages, request).length > 0) return null;
  const { from, to } = request;
  if (request.provider) {
    const status = languages.providers.find((entry) => entry.id === request.provider);
    if (status && !status.available) return { code: 'provider-unavailable', provider: status.name, reason: status.reason };
    return { code: 'provider-no-pair', provider: status?.name ?? request.provider, from, to };
  }
  return { code: 'no-provider', from, to };
}

/** A refusal in English: the words the engine, core and the API always said. */
export function translationRefusalEnglish(refusal: TranslationRefusal): string {
  const pair = (from: string, to: string): string =>
    from === 'auto' ? `into ${languageName(to)}` : `${languageName(from)} into ${languageName(to)}`;
  switch (refusal.code) {
    case 'same-language':
      return `The source and target language are both ${languageName(refusal.to)}: choose another target language.`;
    case 'provider-unavailable':
      return refusal.reason ?? `${refusal.provider} is not available.`;
    case 'provider-no-pair':
      return `${refusal.provider} cannot translate ${pair(refusal.from, refusal.to)}: choose another provider or language.`;
    case 'no-provider':
      return (
        `No translation provider here can translate ${pair(refusal.from, refusal.to)}: install an Apertium pair for it, or set up an ` +
        'OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.'
      );
    case 'detected-same':
      return `“${refusal.file}” is already in ${languageName(refusal.to)}: choose another target language.`;
    case 'detected-no-pair':
      return (
        `“${refusal.file}” is in ${languageName(refusal.from)}, and no translation provider here can translate ${languageName(refusal.from)} ` +
        `into ${languageName(refusal.to)}: choose the source language yourself, install an Apertium pair for it, or set up an ` +
        'OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.'
      );
  }
}

/** A readable refusal, or null when some provider can translate the request. */
export function translationRefusal(languages: TranslationLanguages, request: TranslationRequest): string | null {
  const refusal = translationRefusalOf(languages, request);
  return refusal ? translationRefusalEnglish(refusal) : null;
}
