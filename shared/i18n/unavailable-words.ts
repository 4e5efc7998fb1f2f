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
