import type { Task } from '../../../../shared/contract/service';
import { resultNumber, resultText } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { listOf } from '../../i18n/format';
import { translate } from '../../i18n/i18n';
import { missedTargetWords } from '../../shared/task-option-words';

function picturesLine(task: Task): string | null {
  const pictures = task.result?.pictures as { reencoded?: unknown; downscaled?: unknown } | undefined;
  const reencoded = typeof pictures?.reencoded === 'number' ? pictures.reencoded : 0;
  const downscaled = typeof pictures?.downscaled === 'number' ? pictures.downscaled : 0;
  const videos = resultNumber(task, 'videos') ?? 0;
  const parts = [
    reencoded > 0 ? translate('compress.picturesReencoded', { count: reencoded }) : null,
    downscaled > 0 ? translate('compress.downscaled', { count: downscaled }) : null,
    videos > 0 ? translate('compress.videosReencoded', { count: videos }) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `${listOf(parts)}.` : null;
}

/** Before → after size and the share saved; why nothing changed, when nothing did. */
export function CompressResult(props: { task: Task }) {
  const { task } = props;
  const before = resultNumber(task, 'inputSize');
  const after = resultNumber(task, 'outputSize') ?? resultNumber(task, 'size');
  const note = resultText(task, 'note');
  if (before === null || after === null) return null;
  const details = picturesLine(task);
  const missed = missedTargetWords(task);
  return (
    <div className="result-facts-block">
      <p className="card__line">
        <SizeChange before={before} after={after} />
      </p>
      {missed ? <p className="card__line result-facts-block__warning">{missed}</p> : null}
      {details ? <p className="card__line muted">{details}</p> : null}
      {note ? <p className="card__line muted">{note}</p> : null}
    </div>
  );
}
