/**
 * The layout checker's and the text fit's findings in the window's language (`finding.<code>`), else the engine's
 * English `detail`: a code this window does not know (a newer engine) or a result from before the codes.
 */
import { isFindingCode, MADE_UP_EXCERPT, type ReadFinding } from '../../../shared/contract/layout-findings';
import { translateOr } from '../i18n/i18n';

export function findingText(finding: ReadFinding): string {
  return isFindingCode(finding.code) ? translateOr(`finding.${finding.code}`, finding.detail, finding.params) : finding.detail;
}

/**
 * The text a finding is about, to quote beside it: none where the checker made it up in English ("an empty slide",
 * "2 pictures": the sentence says it), a lost slide's title where it had one.
 */
export function findingExcerpt(finding: ReadFinding, excerpt: string): string {
  if (!isFindingCode(finding.code) || !MADE_UP_EXCERPT.has(finding.code)) return excerpt;
  const title = finding.params.title;
  return typeof title === 'string' ? title : '';
}
