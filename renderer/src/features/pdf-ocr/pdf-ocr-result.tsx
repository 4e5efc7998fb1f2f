import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/** How many pages were read and how many words found; pages that had text are named as left alone, and how many were turned or straightened. */
export function PdfOcrResult(props: { task: Task }) {
  const t = useT();
  const read = props.task.result?.readPages;
  const words = resultNumber(props.task, 'words');
  const withText = resultNumber(props.task, 'pagesWithText');
  const straightened = props.task.result?.straightened;
  if (!Array.isArray(read)) return null;
  return (
    <>
      <p className="card__line">
        {fillIn(
          t('result.pdfOcr.read', { pages: slot('pages'), words: words !== null ? t('result.count.words', { count: words }) : 'none' }),
          {
            pages: <strong>{t('noun.page.count', { count: read.length })}</strong>,
          },
        )}
        {withText ? t('result.pdfOcr.withText', { count: withText }) : t('result.pdfOcr.end')}
      </p>
      {Array.isArray(straightened) && straightened.length > 0 ? (
        <p className="card__line">{t('result.pdfOcr.straightened', { count: straightened.length })}</p>
      ) : null}
    </>
  );
}
