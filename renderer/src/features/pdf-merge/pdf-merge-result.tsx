import type { Task } from '../../../../shared/contract/service';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';
import { resultNumber } from '../../shared/result-facts';

/** The merged PDF's pages, from how many files, and its bookmarks. */
export function PdfMergeResult(props: { task: Task }) {
  const t = useT();
  const pages = resultNumber(props.task, 'pages');
  const files = resultNumber(props.task, 'files');
  const bookmarks = resultNumber(props.task, 'bookmarks');
  if (pages === null) return null;
  return (
    <p className="card__line">
      {fillIn(
        t('pdfMergeResult.line', {
          pages: slot('pages'),
          hasFiles: files !== null ? 'yes' : 'no',
          files: files ?? 0,
          bookmarks: bookmarks ?? 0,
        }),
        { pages: <strong>{t('pdfMergeResult.pages', { count: pages })}</strong> },
      )}
    </p>
  );
}
