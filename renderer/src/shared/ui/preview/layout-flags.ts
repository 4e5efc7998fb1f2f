import type { Task } from '../../../../../shared/contract/service';
import { translate } from '../../../i18n/i18n';
import type { MessageKey } from '../../../i18n/messages/en';
import { readFinding } from '../../../../../shared/contract/layout-findings';
import { findingExcerpt, findingText } from '../../finding-words';

/**
 * One finding of the layout checker, as a tool puts it in its task's result (`layoutIssues`, docs/layout-check.md),
 * in the window's language: `excerpt` the deck's text it is about, `detail` what was found.
 */
export interface LayoutFlag {
  slide: number | null;
  kind: string;
  excerpt: string;
  detail: string;
}

/** The checker's kinds said in words (catalog keys `flag.<kind>`); an unknown newer kind shows as its name. */
const KINDS: ReadonlySet<string> = new Set([
  'overflow',
  'off-slide',
  'collision',
  'covered',
  'line-through',
  'small-text',
  'title-shrunk',
  'picture-shrunk',
  'word-broken',
  'low-contrast',
  'missing',
]);

export function kindWords(kind: string): string {
  return KINDS.has(kind) ? translate(`flag.${kind}` as MessageKey) : kind;
}

/** The checker's findings by slide number (deck-wide ones under 0). */
export function layoutFlags(task: Task): Map<number, LayoutFlag[]> {
  const raw = task.result?.layoutIssues;
  const bySlide = new Map<number, LayoutFlag[]>();
  if (!Array.isArray(raw)) return bySlide;
  for (const entry of raw as unknown[]) {
    const issue = (entry ?? {}) as Record<string, unknown>;
    const finding = readFinding(issue);
    if (typeof issue.kind !== 'string' || !finding) continue;
    const slide = typeof issue.slide === 'number' ? issue.slide : 0;
    const flag: LayoutFlag = {
      slide: slide || null,
      kind: issue.kind,
      excerpt: findingExcerpt(finding, typeof issue.excerpt === 'string' ? issue.excerpt : ''),
      detail: findingText(finding),
    };
    bySlide.set(slide, [...(bySlide.get(slide) ?? []), flag]);
  }
  return bySlide;
}
