import type { Task } from '../../../../shared/contract/service';
import { counted } from '../../shared/counted';
import { resultNumber } from '../../shared/result-facts';

/** The merged PDF's pages, from how many files, and its bookmarks. */
export function PdfMergeResult(props: { task: Task }) {
  const pages = resultNumber(props.task, 'pages');
  const files = resultNumber(props.task, 'files');
  const bookmarks = resultNumber(props.task, 'bookmarks');
  if (pages === null) return null;
  return (
    <p className="card__line">
      <strong>{counted(pages, 'page')}</strong>
      {files !== null ? ` from ${counted(files, 'PDF')}` : ''}
      {bookmarks ? `, with ${counted(bookmarks, 'bookmark')} (one per file).` : '.'}
    </p>
  );
}
