import { useState } from 'react';
import type { SaveOutcome } from '../../../../shared/contract/ipc';
import type { Task } from '../../../../shared/contract/service';
import { useT } from '../../i18n/i18n';
import { deckhand } from '../../shared/bridge';
import { asDeckhandError, bridged } from '../../shared/bridge-error';
import { useNextSteps } from '../../shared/panel/next-step-store';
import { usePanelSubmit } from '../../shared/panel/use-panel-submit';
import { OpenPdfAction } from '../../shared/ui/pdf-result';

type Step = 'compress' | 'merge';

/**
 * A converted PDF's next steps beside Save as…: "Then compress" starts Compress PDF (Balanced) on it at once, its card
 * in that panel; "Then merge" opens Merge PDFs with it staged, to add the other PDFs. Core hands the result on as a
 * staged file (`tasks:handOn`), so nothing is saved or uploaded by hand in between.
 */
export function PdfConvertActions(props: { task: Task; saved: SaveOutcome | undefined }) {
  const t = useT();
  const { submit } = usePanelSubmit('pdf-compress');
  const [busy, setBusy] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handOn = async (step: Step) => {
    setBusy(step);
    setError(null);
    try {
      const file = await bridged(() => deckhand().tasks.handOn(props.task.id));
      if (step === 'compress') {
        await submit.mutateAsync([{ type: 'pdf.compress', params: { level: 'balanced' }, files: [file] }]);
        useNextSteps.getState().request({ panelId: 'pdf-compress', files: [] });
      } else {
        useNextSteps.getState().request({ panelId: 'pdf-merge', files: [file] });
      }
    } catch (reason) {
      setError(asDeckhandError(reason).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <OpenPdfAction saved={props.saved} />
      <button
        type="button"
        className="button"
        title={t('convert.next.compressHint')}
        disabled={busy !== null}
        onClick={() => void handOn('compress')}
      >
        {t('convert.next.compress')}
      </button>
      <button
        type="button"
        className="button"
        title={t('convert.next.mergeHint')}
        disabled={busy !== null}
        onClick={() => void handOn('merge')}
      >
        {t('convert.next.merge')}
      </button>
      {error ? (
        <p className="error-text save__row-note" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
