import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { OpenSavedFile } from '../../shared/ui/open-saved-file';

/** The PDF's page count. */
export function WordPdfResult(props: { task: Task }) {
  const pages = resultNumber(props.task, 'pages');
  if (pages === null) return null;
  return (
    <p className="card__line">
      <strong>
        {pages} page{pages === 1 ? '' : 's'}
      </strong>{' '}
      in the PDF.
    </p>
  );
}

export function WordPdfActions(props: { saved: SaveOutcome | undefined }) {
  return <OpenSavedFile saved={props.saved} label="Open PDF" />;
}
