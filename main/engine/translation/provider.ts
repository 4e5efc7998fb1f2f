/**
 * What every translation provider does: translate a batch of HTML fragments (one per line of text, see
 * unit-markup.ts) from one language into another, keeping the inline tags, and answer them in the same order.
 */
import type { TranslationProviderId } from '../../../shared/contract/translation';
import type { GlossaryEntry } from './unit-markup';

import type { ModelTier } from '../lib/remote/chat-client';

export interface TranslateRequest {
  /** A DeckFlow code, or 'auto' for providers that detect the language themselves. */
  from: string;
  to: string;
  model: ModelTier;
  /** Applied already in the markup; chat models are also told, so inflected uses follow it. */
  glossary: readonly GlossaryEntry[];
  signal: AbortSignal;
  /** Told, per fragment (by its index in the batch), the words the provider left in the source language. */
  onUntranslated?: (fragment: number, words: readonly string[]) => void;
}

export interface TranslationProvider {
  readonly id: TranslationProviderId;
  /** The most one call may carry; the batcher stays under both. */
  readonly batch: { maxItems: number; maxChars: number };
  /** Takes `from: 'auto'` itself; otherwise the engine guesses the language first. */
  readonly detectsLanguage: boolean;
  /** Refusal message when it cannot translate this pair (checked before any work), or null. */
  pairRefusal(from: string, to: string): Promise<string | null>;
  translate(fragments: readonly string[], request: TranslateRequest): Promise<string[]>;
  /** What to record in the result, e.g. the Apertium mode or the model name. */
  describe(request: Pick<TranslateRequest, 'from' | 'to' | 'model'>): string;
}
