/**
 * What the window shows for a failure, looked up by its code in the person's language (shared/i18n/errors/): the
 * sentence, the advice, and the labels of the Details under them. The file a failure concerns comes from its `file`
 * field; the engine's English `message` and a library's `detail` are shown as they are, behind Details, and are
 * never searched.
 */
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../shared/contract/error-codes';
import { failureMessageKeys, type FailureContext, type FailureMessageKeys } from '../../../shared/i18n/errors/failure-words';
import { failureReasonText } from '../../../shared/i18n/unavailable-words';
import { ERRORS_NS } from '../i18n/error-namespace';
import { currentLocale, translate, useT } from '../i18n/i18n';

export type { FailureContext } from '../../../shared/i18n/errors/failure-words';

/** The parts of a failure the words depend on. */
export type FailureInput = Pick<Failure<string>, 'code' | 'file' | 'retryAfterSeconds'>;

export interface FailureWords {
  text: string;
  advice: string;
  detailsLabel: string;
  codeLabel: string;
}

type Lookup = (key: string, values?: Record<string, string | number>) => string;

function wordsFrom(lookup: Lookup, keys: FailureMessageKeys): FailureWords {
  return {
    text: lookup(keys.text, keys.values),
    advice: lookup(keys.advice, keys.values),
    detailsLabel: lookup('details.summary'),
    codeLabel: lookup('details.code'),
  };
}

/** The words for failures in the window's language, re-rendering when it changes. */
export function useFailureWords(): (failure: FailureInput, context?: FailureContext) => FailureWords {
  const { t } = useTranslation(ERRORS_NS);
  return (failure, context) => wordsFrom((key, values) => t(key, values ?? {}), failureMessageKeys(failure, context));
}

/** The same outside React (a toast made by an event handler). */
export function failureWords(failure: FailureInput, context?: FailureContext): FailureWords {
  return wordsFrom((key, values) => i18next.t(key, { ns: ERRORS_NS, ...values }), failureMessageKeys(failure, context));
}

/** A failure as Details reads it; its reason is read defensively (it crossed the bridge). */
export interface FailureWithReason {
  message: string;
  reason?: unknown;
}

/**
 * What Details says: why, by the failure's `reason` (shared/contract/failure-reasons.ts) in the window's language,
 * else the engine's English `message` (a code this window does not know, an engine or cloud that sends none).
 */
export function useFailureReason(): (failure: FailureWithReason) => string {
  const t = useT();
  return (failure) => failureReasonText({ locale: currentLocale(), t }, failure);
}

/** The same outside React. */
export function failureReason(failure: FailureWithReason): string {
  return failureReasonText({ locale: currentLocale(), t: translate }, failure);
}

/**
 * For narrow places (a History cell, a notification): a long unbroken word, typically a file name, keeps its start
 * and end ("poi-clusterfuz…992.pptx:"), so the sentence after it still shows. The full text goes in a tooltip.
 */
export function shortenLongWords(text: string, max = 26): string {
  const keepStart = Math.ceil((max - 1) * 0.55);
  const keepEnd = max - 1 - keepStart;
  return text.replace(/\S+/g, (word) => (word.length > max ? `${word.slice(0, keepStart)}…${word.slice(-keepEnd)}` : word));
}
