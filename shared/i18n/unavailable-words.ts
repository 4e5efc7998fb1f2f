/**
 * Why a tool cannot run, in an edge's language: by the reason's code (shared/contract/unavailable-reasons.ts) where
 * the backend sent one, else its English. English keeps the backend's own sentence, which names the task's program.
 */
import { readUnavailableReason } from '../contract/unavailable-reasons';
import type { LocaleCode } from './locales';
import type { UnavailableMessageKey } from './unavailable-messages';

export interface UnavailableTool {
  unavailable?: string | undefined;
  unavailableReason?: unknown;
}

export function unavailableText(
  words: { locale: LocaleCode; t(key: UnavailableMessageKey, values?: Readonly<Record<string, string | number>>): string },
  tool: UnavailableTool,
): string | undefined {
  if (!tool.unavailable) return undefined;
  const reason = readUnavailableReason(tool.unavailableReason);
  if (!reason || words.locale === 'en') return tool.unavailable;
  return words.t(`unavailable.${reason.code}`, reason.params);
}

/**
 * A refusal that carries why a tool cannot run by code (`reason`, a `tool_unavailable` at intake), in an edge's
 * language; its English `message` otherwise, and always in English.
 */
export function failureReasonText(words: Parameters<typeof unavailableText>[0], failure: { message: string; reason?: unknown }): string {
  return unavailableText(words, { unavailable: failure.message, unavailableReason: failure.reason }) ?? failure.message;
}
