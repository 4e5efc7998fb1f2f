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

/** A readable refusal, or null when some provider can translate the request. */
export function translationRefusal(languages: TranslationLanguages, request: TranslationRequest): string | null {
  if (request.from !== 'auto' && request.from === request.to) {
    return `The source and target language are both ${languageName(request.to)}: choose another target language.`;
  }
  if (providersFor(languages, request).length > 0) return null;
  const pair =
    request.from === 'auto' ? `into ${languageName(request.to)}` : `${languageName(request.from)} into ${languageName(request.to)}`;
  if (request.provider) {
    const status = languages.providers.find((entry) => entry.id === request.provider);
    if (status && !status.available) return status.reason ?? `${status.name} is not available.`;
    return `${status?.name ?? request.provider} cannot translate ${pair}: choose another provider or language.`;
  }
  return (
    `No translation provider here can translate ${pair}: install an Apertium pair for it, or set up an ` +
    'OpenAI-compatible model (such as Ollama), DeepL or LibreTranslate in Settings.'
  );
}
