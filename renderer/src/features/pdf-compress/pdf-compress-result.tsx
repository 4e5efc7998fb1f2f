import type { Task } from '../../../../shared/contract/service';
import { formatPercent, formatSize } from '../../i18n/format';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';
import { resultNumber } from '../../shared/result-facts';

/** The target size was out of reach: how close the PDF came. */
function TargetMissed(props: { targetKB: number; after: number; dpi: number | null }) {
  const t = useT();
  return (
    <p className="card__line">
      {t('pdf.compress.targetMissed', { target: props.targetKB, size: formatSize(props.after), dpi: props.dpi ?? 0 })}
    </p>
  );
}

/** Before → after, or that the PDF came back unchanged because nothing made it smaller. */
export function PdfCompressResult(props: { task: Task }) {
  const t = useT();
  const before = resultNumber(props.task, 'inputSize');
  const after = resultNumber(props.task, 'outputSize');
  if (before === null || after === null) return null;
  if (props.task.result?.unchanged === true) {
    return <p className="card__line">{t('result.pdfCompress.unchanged', { size: formatSize(before) })}</p>;
  }
  const saved = Math.round((100 * (before - after)) / before);
  const missed = props.task.result?.targetReached === false;
  const targetKB = resultNumber(props.task, 'targetKB');
  return (
    <>
      <p className="card__line">
        {fillIn(t('result.pdfCompress.change', { before: formatSize(before), after: slot('after'), percent: formatPercent(saved) }), {
          after: <strong>{formatSize(after)}</strong>,
        })}
      </p>
      {missed && targetKB !== null ? <TargetMissed targetKB={targetKB} after={after} dpi={resultNumber(props.task, 'pictureDpi')} /> : null}
    </>
  );
}
