import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { SizeChange } from '../../shared/ui/size-change';
import { formatDuration } from '../../shared/format-duration';
import { useT } from '../../i18n/i18n';
import { fillIn, slot } from '../../i18n/fill';

/** Length and size before → after, and the picture size when it was brought down to 1080p. */
export function VideoResult(props: { task: Task }) {
  const t = useT();
  const { task } = props;
  const inputDuration = resultNumber(task, 'inputDuration');
  const duration = resultNumber(task, 'duration');
  const inputSize = resultNumber(task, 'inputSize');
  const size = resultNumber(task, 'size');
  const before = { width: resultNumber(task, 'originalWidth'), height: resultNumber(task, 'originalHeight') };
  const after = { width: resultNumber(task, 'width'), height: resultNumber(task, 'height') };
  const scaled = before.width !== null && after.width !== null && (before.width !== after.width || before.height !== after.height);
  return (
    <div className="result-facts-block">
      <ul className="result-facts">
        {duration !== null ? (
          <li>
            {fillIn(t('video.length', { duration: slot('duration') }), {
              duration: (
                <>
                  {inputDuration !== null ? `${formatDuration(inputDuration)} → ` : null}
                  <strong>{formatDuration(duration)}</strong>
                </>
              ),
            })}
          </li>
        ) : null}
        {inputSize !== null && size !== null ? (
          <li>
            <SizeChange label={t('result.size')} before={inputSize} after={size} />
          </li>
        ) : null}
        {scaled ? (
          <li>
            {fillIn(t('video.picture', { before: `${before.width} × ${before.height}`, after: slot('after') }), {
              after: (
                <strong>
                  {after.width} × {after.height}
                </strong>
              ),
            })}
          </li>
        ) : null}
      </ul>
      {task.result?.keptOriginal === true ? (
        <p className="card__line muted">{t('video.keptOriginal')}</p>
      ) : task.result?.largerThanInput === true ? (
        <p className="card__line muted">{t('video.larger')}</p>
      ) : null}
    </div>
  );
}
