import type { Task } from '../../../../shared/contract/service';
import { resultNumber } from '../../shared/result-facts';
import { TaskThumbnail } from '../../shared/ui/task-thumbnail';

/** The picture itself, its pixel size, and whether a very long page was cut. */
export function CaptureResult(props: { task: Task }) {
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
            PNG
          </p>
        ) : null}
        {task.result?.truncated === true ? (
          <p className="card__line muted">The page is longer than a picture may be: its bottom was cut.</p>
        ) : null}
      </div>
    </div>
  );
}
