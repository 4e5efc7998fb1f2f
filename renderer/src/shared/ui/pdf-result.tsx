import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { OpenSavedFile } from './open-saved-file';
import { counted } from '../counted';

/** The PDF's page count: what every converter to PDF shows on its card. */
export function PdfPagesResult(props: { task: Task }) {
  const pages = resultNumber(props.task, 'pages');
  if (pages === null) return null;
  return (
    <p className="card__line">
      <strong>{counted(pages, 'page')}</strong> in the PDF.
    </p>
  );
}

/** "Open PDF" in the system's viewer once saved. */
export function OpenPdfAction(props: { saved: SaveOutcome | undefined }) {
  return <OpenSavedFile saved={props.saved} label="Open PDF" />;
}
