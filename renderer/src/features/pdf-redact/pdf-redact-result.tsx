import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';
import { listOf } from '../../i18n/format';

interface PatternFound {
  pattern: string;
  preset?: 'emails' | 'phones';
  found: number;
}

function patternsOf(task: Task): PatternFound[] {
  const value = task.result?.patterns;
  return Array.isArray(value) ? (value as PatternFound[]) : [];
}

function pagesOf(task: Task): Array<{ page: number; hits: number }> {
  const value = task.result?.perPage;
  return Array.isArray(value) ? (value as Array<{ page: number; hits: number }>) : [];
}

/** What was removed, page by page: the report the person checks before sharing the PDF. */
export function PdfRedactResult(props: { task: Task }) {
  const t = useT();
  const areas = resultNumber(props.task, 'areas');
  const patterns = patternsOf(props.task);
  const removed = resultNumber(props.task, 'removed');
  const strings = resultNumber(props.task, 'otherStrings');
  if (removed === null) return null;
  const pages = pagesOf(props.task);
  return (
    <>
      <p className="card__line">
        {fillIn(
          t('result.pdfRedact.removed', {
            occurrences: slot('occurrences'),
            pages:
              pages.length > 0 ? listOf(pages.map((entry) => t('result.pdfRedact.page', { page: entry.page, hits: entry.hits }))) : 'none',
          }),
          { occurrences: <strong>{t('result.pdfRedact.occurrences', { count: removed })}</strong> },
        )}
      </p>
      {areas ? <p className="card__line">{t('pdf.redact.resultAreas', { count: areas })}</p> : null}
      {patterns.length > 0 ? (
        <p className="card__line">
          {patterns
            .map((entry) =>
              t('pdf.redact.resultPattern', {
                pattern: entry.preset ? t(entry.preset === 'emails' ? 'pdf.redact.emails' : 'pdf.redact.phones') : entry.pattern,
                count: entry.found,
              }),
            )
            .join(' · ')}
        </p>
      ) : null}
      {strings ? <p className="card__line">{t('result.pdfRedact.also', { count: strings })}</p> : null}
    </>
  );
}
