/**
 * A tool's title and summary in the window's language. The definitions in shared/tools keep them in English (the
 * engine, the CLI and the SDK speak it); the window looks them up by tool type (`tool.<type>.title|summary`) and
 * shows the backend's English for a type no catalog has yet, a new tool or one only the cloud knows.
 */
import { GENERATION_LIMITS } from '../../../shared/tools/definitions/generation';
import { translateOr } from '../i18n/i18n';

/** The figures a summary names, filled in as the definition's English fills them. */
const SUMMARY_VALUES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  generation: { maxSlides: GENERATION_LIMITS.maxSlides },
};

export function toolTitle(tool: { type: string; title: string }): string {
  return translateOr(`tool.${tool.type}.title`, tool.title);
}

/** The figures a tool's summary names, as its English fills them in. */
export function summaryValues(type: string): Readonly<Record<string, number>> | undefined {
  return SUMMARY_VALUES[type];
}

export function toolSummary(tool: { type: string; summary: string }): string {
  return translateOr(`tool.${tool.type}.summary`, tool.summary, SUMMARY_VALUES[tool.type]);
}
