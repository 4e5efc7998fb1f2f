import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { TaskThumbnail } from './task-thumbnail';
import { fillIn, slot } from '../../i18n/fill';
import { useT } from '../../i18n/i18n';

/**
 * One rendered picture: the picture itself, its pixel size (and the theme it was drawn in, when dark), and
 * `truncatedNote` when the source was longer than a picture may be.
 */
export function PictureResult(props: { task: Task; darkTheme?: boolean; truncatedNote: string }) {
  const t = useT();
  const { task } = props;
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={t('ui.pictureOf', { name: task.name })} />
      <div className="result-facts-block">
        {width !== null && height !== null ? (
          <p className="card__line">
            {fillIn(t('ui.pngFacts', { size: slot('size'), theme: props.darkTheme === true ? 'dark' : 'other' }), {
              size: (
                <strong>
                  {width} × {height} px
                </strong>
              ),
            })}
          </p>
        ) : null}
        {task.result?.truncated === true ? <p className="card__line muted">{props.truncatedNote}</p> : null}
      </div>
    </div>
  );
}
