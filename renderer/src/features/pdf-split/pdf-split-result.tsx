import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/** How many PDFs the split made, from how many pages. */
export function PdfPartsResult(props: { task: Task }) {
  const t = useT();
  const parts = resultNumber(props.task, 'parts');
  const pages = resultNumber(props.task, 'pages');
  if (parts === null) return null;
  return (
    <p className="card__line">
      {fillIn(
        t('result.pdfSplit.parts', { parts: slot('parts'), pages: pages !== null ? t('noun.page.count', { count: pages }) : 'none' }),
        {
          parts: <strong>{t('noun.pdf.count', { count: parts })}</strong>,
        },
      )}
    </p>
  );
}
