/**
 * Why a tool cannot run, and why the engine refused a request or failed a task, in an edge's language: by the
 * reason's code (shared/contract/unavailable-reasons.ts, failure-reasons.ts) where the backend sent one, else its
 * English. English keeps the backend's own sentence, which the catalogs' English repeats word for word.
 */
import { isUnavailableReason, OPTIONAL_PARAMS, readFailureReason, SIZE_PARAMS, type CodedFailureReason } from '../contract/failure-reasons';
import { readUnavailableReason } from '../contract/unavailable-reasons';
import type { FailureReasonMessageKey } from './failure-reason-messages';
import type { LocaleCode } from './locales';
import { orListIn } from './recipes/recipe-words';
import { formatBytesWith, type SizeMessageKey } from './size-words';
import { toolTitleIn } from './tool-titles';
import type { UnavailableMessageKey } from './unavailable-messages';

export interface UnavailableTool {
  unavailable?: string | undefined;
  unavailableReason?: unknown;
}

export interface ReasonWords {
  locale: LocaleCode;
  t(key: UnavailableMessageKey | FailureReasonMessageKey | SizeMessageKey, values?: Readonly<Record<string, string | number>>): string;
}

export function unavailableText(words: ReasonWords, tool: UnavailableTool): string | undefined {
  if (!tool.unavailable) return undefined;
  const reason = readUnavailableReason(tool.unavailableReason);
  if (!reason || words.locale === 'en') return tool.unavailable;
  return words.t(`unavailable.${reason.code}`, reason.params);
}

/** A coded reason's params as its message takes them: sizes and lists in the language, a tool by its title there. */
function reasonValues(words: ReasonWords, reason: CodedFailureReason): Record<string, string | number> {
  const base = words.locale === 'en-XA' ? 'en' : words.locale;
  const values: Record<string, string | number> = { ...reason.params };
  for (const [name, value] of Object.entries(reason.params)) {
    if (value === '' && OPTIONAL_PARAMS.has(name)) values[name] = 'none';
    else if (typeof value === 'number' && SIZE_PARAMS.has(name))
      values[name] = formatBytesWith(base, (key, given) => words.t(key, given), value);
  }
  const { tool, toolTitle, extensions } = reason.params;
  if (typeof tool === 'string' && tool !== '') {
    values.toolTitle = toolTitleIn(words.locale, {
      type: tool,
      title: typeof toolTitle === 'string' && toolTitle !== '' ? toolTitle : tool,
    });
    // English says what the engine says (a task's time limit names the type); another language names the tool.
    if (words.locale !== 'en') values.tool = values.toolTitle;
  }
  if (typeof extensions === 'string' && extensions !== '') values.extensions = orListIn(words.locale, extensions.split(','));
  // The engine names formats in English words ("a Word document (.docx)"); another language names them by extension.
  if (reason.code === 'content-mismatch' && words.locale !== 'en') {
    values.expected = reason.params.expectedExt ?? '';
    values.actual = reason.params.actualExt ?? '';
  }
  return values;
}

/** A coded reason in `words`' language (English too: the catalog's, which the engine's sentence is). */
export function codedReasonText(words: ReasonWords, reason: CodedFailureReason): string {
  return words.t(`reason.${reason.code}`, reasonValues(words, reason));
}

/**
 * A refusal or failure that says why by code (`reason`), in an edge's language; its English `message` otherwise, and
 * always in English.
 */
export function failureReasonText(words: ReasonWords, failure: { message: string; reason?: unknown }): string {
  const reason = readFailureReason(failure.reason);
  if (!reason || words.locale === 'en') return failure.message;
  if (isUnavailableReason(reason)) return words.t(`unavailable.${reason.code}`, reason.params);
  return codedReasonText(words, reason);
}
