import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../result-facts';
import { TaskThumbnail } from './task-thumbnail';

/**
 * One rendered picture: the picture itself, its pixel size (with `detail` after "PNG"), and `truncatedNote` when the
 * source was longer than a picture may be.
 */
export function PictureResult(props: { task: Task; detail?: string; truncatedNote: string }) {
  const { task } = props;
  const width = resultNumber(task, 'width');
  const height = resultNumber(task, 'height');
  return (
    <div className="result-media">
      <TaskThumbnail taskId={task.id} alt={`The picture of ${task.name}`} />
      <div className="result-facts-block">
        {width !== null && height !== null ? (
          <p className="card__line">
            <strong>
              {width} × {height} px
            </strong>{' '}
            PNG{props.detail ?? ''}
          </p>
        ) : null}
        {task.result?.truncated === true ? <p className="card__line muted">{props.truncatedNote}</p> : null}
      </div>
    </div>
  );
}
