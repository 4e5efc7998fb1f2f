import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { OpenSavedFile } from './open-saved-file';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';

/** The PDF's page count: what every converter to PDF shows on its card. */
export function PdfPagesResult(props: { task: Task }) {
  const t = useT();
  const pages = resultNumber(props.task, 'pages');
  if (pages === null) return null;
  return (
    <p className="card__line">
      {fillIn(t('ui.pdfPages', { pages: slot('pages') }), { pages: <strong>{t('noun.page.count', { count: pages })}</strong> })}
    </p>
  );
}

/** "Open PDF" in the system's viewer once saved. */
export function OpenPdfAction(props: { saved: SaveOutcome | undefined }) {
  const t = useT();
  return <OpenSavedFile saved={props.saved} label={t('ui.openPdf')} />;
}
